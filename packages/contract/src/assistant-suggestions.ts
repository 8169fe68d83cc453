/**
 * JJ's starting points in an empty conversation, in two groups. Shared so that the server's tests check
 * that each one is answered on what it asks (features/assistant/assistant-topics.int.test.ts).
 */
export const assistantSuggestions = [
  {
    title: 'Ask about a medication',
    questions: ['What are the side effects of Latuda?', 'Risks associated with Lithium.'],
  },
  {
    title: 'Compare and screen',
    questions: ['Why is cariprazine better than valproate for a pregnant patient?', 'What medications could cause liver issues?'],
  },
] as const;
