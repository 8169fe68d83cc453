import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, RetryError, type LanguageModel } from 'ai';
import type { AiConfig } from '../../config/env';

/** A configured model and how to call it. Absent when no provider is configured (extractive mode). */
export type ModelHandle = {
  model: LanguageModel;
  temperature: number;
  /** Milliseconds without output before a call is abandoned. */
  stallMs: number;
  /** Provider and model name, for logs and the health of the settings screen; never the key. */
  label: string;
  /** Removes the API key from any text before it is logged or shown. */
  redact(text: string): string;
  /** The instructions for answers and for rule extraction (built-in, or saved on /Settings). */
  prompts: Prompts;
};

export type Prompts = { answer: string; extraction: string };

// The SDK prints its warnings with console.warn; the server logs through its own logger only.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

/**
 * Builds the provider from settings. Provider instances are always passed explicitly: a bare model
 * string would route through a hosted gateway, which an offline install must never contact.
 */
export function createLanguageModel(ai: AiConfig, prompts: Prompts): ModelHandle | null {
  if (ai.provider === 'none' || !ai.model) return null;
  const redact = (text: string) => (ai.apiKey ? text.split(ai.apiKey).join('[redacted]') : text);
  const common = { temperature: ai.temperature, stallMs: ai.stallMs, label: `${ai.provider}:${ai.model}`, redact, prompts };
  // An openai-compatible provider without a URL would call a relative path: no model, extractive answers.
  if (ai.provider === 'openai-compatible' && !ai.baseUrl) return null;
  if (ai.provider === 'anthropic') {
    const anthropic = createAnthropic({ ...(ai.baseUrl ? { baseURL: ai.baseUrl } : {}), apiKey: ai.apiKey ?? '' });
    return { model: anthropic(ai.model), ...common };
  }
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: ai.baseUrl ?? '',
    ...(ai.apiKey ? { apiKey: ai.apiKey } : {}),
    supportsStructuredOutputs: true,
  });
  return { model: provider.chatModel(ai.model), ...common };
}

export class ModelStalledError extends Error {}

/** A sentence for the person waiting: what failed, never the request, the key or a stack. */
export function describeModelError(err: unknown, handle: ModelHandle): string {
  if (err instanceof ModelStalledError)
    return `The language model stopped answering (no output for ${Math.round(handle.stallMs / 1000)} s). Please try again.`;
  if (RetryError.isInstance(err)) return describeModelError(err.lastError, handle);
  if (APICallError.isInstance(err)) {
    const status = err.statusCode ? ` (HTTP ${err.statusCode})` : '';
    return `The language model service returned an error${status}. Please try again later.`;
  }
  return 'The language model could not be reached. Please try again later.';
}

/**
 * Yields from a model stream, aborting it when nothing arrives for `stallMs`; a stall ends in
 * ModelStalledError instead of a request that hangs.
 */
export async function* untilStalled<T>(source: AsyncIterable<T>, stallMs: number, abort: AbortController): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  for (;;) {
    let timer: NodeJS.Timeout | undefined;
    const stalled = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abort.abort();
        reject(new ModelStalledError('stalled'));
      }, stallMs);
    });
    try {
      const next = await Promise.race([iterator.next(), stalled]);
      if (next.done) return;
      yield next.value;
    } finally {
      clearTimeout(timer);
    }
  }
}
