import { z } from 'zod';
import { text } from './text.schema';

export const askBodySchema = z.object({
  message: text('message: Message data is required.')
    .trim()
    .min(1, 'message: Message data is required.')
    .max(2000, 'message: at most 2000 characters'),
});

/** One retrieved passage, as the metadata event and `embeddings_info` list it. */
export const passageInfoSchema = z.object({
  guid: z.uuid(),
  /** The same guid under the name earlier clients read. */
  file_id: z.uuid(),
  title: z.string().nullable(),
  file_name: z.string(),
  page_number: z.number().int(),
  chunk_number: z.number().int(),
  text: z.string(),
  /** Plain-text excerpt around the matches (no markup). */
  snippet: z.string(),
});
export type PassageInfo = z.infer<typeof passageInfoSchema>;

export const answererValues = ['extractive', 'model'] as const;

export const askResponseSchema = z.object({
  question: z.string(),
  llm_response: z.string(),
  embeddings_info: z.array(passageInfoSchema),
  /** Sentences removed because a citation in them named a passage not retrieved, or quoted words not in it (the name is the original API's). */
  citations_dropped: z.number().int(),
  answerer: z.enum(answererValues),
  /** True when the library holds nothing that answers the question. */
  abstained: z.boolean(),
});
export type AskResponse = z.infer<typeof askResponseSchema>;

export const assistantRequestSchema = z.object({
  message: text('message: enter a message').trim().min(1, 'message: enter a message').max(2000, 'message: at most 2000 characters'),
  previous_response_id: text().trim().max(100).nullish(),
});

export const assistantSourceSchema = z.object({
  kind: z.enum(['catalogue', 'library']),
  title: z.string(),
  /** Where in the source: a section for the catalogue's references, page and chunk for library papers. */
  locator: z.string(),
  url: z.string().nullable(),
  guid: z.uuid().nullable(),
  page_number: z.number().int().nullable(),
  chunk_number: z.number().int().nullable(),
});
export type AssistantSource = z.infer<typeof assistantSourceSchema>;

export const assistantResponseSchema = z.object({
  response_output_text: z.string(),
  final_response_id: z.string(),
  sources: z.array(assistantSourceSchema),
});
export type AssistantResponse = z.infer<typeof assistantResponseSchema>;

export const conversationParamsSchema = z.object({ id: z.uuid('id: must be a conversation id (UUID)') });

export const conversationSchema = z.object({
  id: z.uuid(),
  created: z.string(),
  messages: z.array(z.object({ content: z.string(), is_user: z.boolean(), timestamp: z.string() })),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const extractedRuleSchema = z.object({
  rule: z.string(),
  type: z.enum(['INCLUDE', 'EXCLUDE']),
  reason: z.string(),
  medications: z.array(z.string()),
  /** `chunk-<n>`, as earlier clients expect. */
  source: z.string(),
  page: z.number().int(),
  chunk_number: z.number().int(),
  chunk_text: z.string(),
  /** The sentence of the passage the rule rests on, checked to occur in it. */
  quote: z.string(),
});
export type ExtractedRule = z.infer<typeof extractedRuleSchema>;

export const ruleExtractionResponseSchema = z.object({
  rules: z.array(extractedRuleSchema),
  extractor: z.enum(['deterministic', 'model']),
  extracted_at: z.string(),
  /** Rules a model proposed whose quote was not found in the cited passage. */
  unverified_dropped: z.number().int(),
});
export type RuleExtractionResponse = z.infer<typeof ruleExtractionResponseSchema>;
