import { APICallError, generateText, RetryError } from 'ai';
import type { ModelHandle } from '../ai/language-model';

/** Asks the model for one word. Returns the provider's error as it gave it (status and message), key removed. */
export async function probeModel(handle: ModelHandle): Promise<{ ok: boolean; message: string }> {
  try {
    const { text } = await generateText({
      model: handle.model,
      prompt: 'Reply with the single word OK.',
      maxOutputTokens: 16,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(Math.max(15_000, handle.stallMs * 2)),
    });
    return { ok: true, message: `Connected: ${handle.label} answered "${handle.redact(text.trim()).slice(0, 40)}".` };
  } catch (err) {
    return { ok: false, message: handle.redact(providerError(err)).slice(0, 500) };
  }
}

function providerError(err: unknown): string {
  if (RetryError.isInstance(err)) return providerError(err.lastError);
  if (APICallError.isInstance(err)) {
    const status = err.statusCode ? `HTTP ${err.statusCode}: ` : '';
    return `The provider refused the call. ${status}${err.message}`;
  }
  if (err instanceof Error && err.name === 'TimeoutError') return 'The provider did not answer in time.';
  const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : '';
  return `The provider could not be reached: ${err instanceof Error ? err.message : String(err)}${cause}`;
}
