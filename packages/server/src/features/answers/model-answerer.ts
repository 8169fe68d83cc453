import { streamText } from 'ai';
import { untilStalled, type ModelHandle } from '../../platform/ai/language-model';
import { DEFAULT_ANSWER_PROMPT } from '../../platform/ai/default-prompts';
import type { RankedPassage } from './extractive-answerer';

/** The passages as the model sees them, each with the exact citation token it must copy. */
export function passagesBlock(passages: RankedPassage[]): string {
  return passages
    .map(
      (p, i) =>
        `[Start of INFO ${i + 1} === GUID: ${p.guid}, Page Number: ${p.page}, Chunk Number: ${p.chunkNumber}, Text: ${p.text} === End of INFO ${i + 1} ]`,
    )
    .join(' ');
}

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
