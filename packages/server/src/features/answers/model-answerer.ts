import { streamText } from 'ai';
import { untilStalled, type ModelHandle } from '../ai/language-model';
import { ABSTAIN_SENTENCE, type RankedPassage } from './extractive-answerer';

/** The passages as the model sees them, each with the exact citation token it must copy. */
export function passagesBlock(passages: RankedPassage[]): string {
  return passages
    .map(
      (p, i) =>
        `[Start of INFO ${i + 1} === GUID: ${p.guid}, Page Number: ${p.page}, Chunk Number: ${p.chunkNumber}, Text: ${p.text} === End of INFO ${i + 1} ]`,
    )
    .join(' ');
}

/** The built-in answer prompt; a superuser may replace it on /Settings. The passages are always appended. */
export const DEFAULT_ANSWER_PROMPT = [
  'You answer questions from prescribers treating bipolar disorder, using ONLY the passages in [PROVIDED-INFO].',
  'Rules:',
  "1. Every sentence that states a fact quotes a short exact phrase from a passage in double quotes and ends with that passage's citation,",
  '   written exactly as ***[<GUID>, Page <Page Number>, Chunk <Chunk Number>]***, for example:',
  '   Lithium needs "serum levels checked every three months" ***[3f2a…, Page 5, Chunk 26]***.',
  '2. Cite only passages you were given. Copy quotes character for character; do not paraphrase inside quotes.',
  `3. If the passages do not answer the question, reply with exactly: ${ABSTAIN_SENTENCE}`,
  '4. Never answer from your own knowledge. Be brief and clinical; no greetings.',
].join('\n');

export function answerSystemPrompt(passages: RankedPassage[], instructions = DEFAULT_ANSWER_PROMPT): string {
  return `${instructions}\n[PROVIDED-INFO] = ${passagesBlock(passages)}`;
}

/** Raw text deltas from the model; throws on a provider error or a stall. */
export async function* modelAnswerDeltas(
  handle: ModelHandle,
  question: string,
  passages: RankedPassage[],
  abort: AbortController,
): AsyncGenerator<string> {
  const result = streamText({
    model: handle.model,
    system: answerSystemPrompt(passages, handle.prompts.answer),
    prompt: question,
    temperature: handle.temperature,
    // Someone is waiting on the stream: fail fast and let them ask again rather than retry silently.
    maxRetries: 0,
    maxOutputTokens: 1024,
    abortSignal: abort.signal,
    // Errors arrive as stream parts and are handled there. The default handler would print the
    // error to stderr, and with it the request: the question and the passages.
    onError: () => undefined,
  });
  for await (const part of untilStalled(result.fullStream, handle.stallMs, abort)) {
    if (part.type === 'text-delta') yield part.text;
    else if (part.type === 'error') throw part.error;
  }
}
