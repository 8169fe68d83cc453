import { APICallError, generateText, RetryError } from 'ai';
import type { ModelHandle } from '../../platform/ai/language-model';

/**
 * Asks the model for one word and reports only how far the call got: not reached, answered with HTTP N,
 * or answered. Never the provider's text or error body: a superuser can point the base URL at any
 * address, and echoing what answered would read internal services back through this page.
 */
export async function probeModel(handle: ModelHandle): Promise<{ ok: boolean; message: string; reason?: string }> {
  try {
    await generateText({
      model: handle.model,
      prompt: 'Reply with the single word OK.',
      maxOutputTokens: 16,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(Math.max(15_000, handle.stallMs * 2)),
    });
    return { ok: true, message: `Connected: ${handle.label} answered.` };
  } catch (err) {
    // The detail stays in the server's log (for the operator), redacted of the key.
    return { ok: false, message: outcome(err), reason: handle.redact(detail(err)).slice(0, 500) };
  }
}

/** Fixed hints by status, so the page still says what to check. */
const hints: Record<number, string> = {
  400: 'check the model name',
  401: 'check the API key',
  403: 'check the API key and its permissions',
  404: 'check the base URL and the model name',
  429: 'the provider is rate limiting or out of credit',
};

function outcome(err: unknown): string {
  if (RetryError.isInstance(err)) return outcome(err.lastError);
  if (APICallError.isInstance(err) && err.statusCode) {
    const hint = hints[err.statusCode] ?? (err.statusCode >= 500 ? 'the provider has a problem' : undefined);
    return `The provider answered with HTTP ${err.statusCode}${hint ? `: ${hint}` : ''}.`;
  }
  // No status and no headers: the request never got an answer (refused, reset, unknown host, timed out).
  if (APICallError.isInstance(err) && !err.responseHeaders && err.responseBody === undefined) return NOT_REACHED;
  if (APICallError.isInstance(err) || (err instanceof Error && /JSON|Type ?Validation|response/i.test(err.name))) {
    return 'The provider was reached, but its answer is not a chat completion: check the base URL and provider.';
  }
  return NOT_REACHED;
}

const NOT_REACHED = 'The provider could not be reached: check the base URL, and that the service is running.';

function detail(err: unknown): string {
  if (RetryError.isInstance(err)) return detail(err.lastError);
  const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : '';
  return `${err instanceof Error ? `${err.name}: ${err.message}` : String(err)}${cause}`;
}
