import { answerEventSchema, apiRoutes, type AnswerEvent } from '@balancer/contract';
import { ApiClientError, refreshAccessToken } from '../../../lib/api-client';
import { authorizationHeader } from '../../../lib/auth-token';

/** `POST /api/v2/answers?stream=true[&guid=]`: one question, answered over server-sent events. */
export function askPath(guid: string | null): string {
  return `${apiRoutes.answers}?stream=true${guid ? `&guid=${encodeURIComponent(guid)}` : ''}`;
}

async function post(path: string, message: string, signal: AbortSignal): Promise<Response> {
  try {
    return await fetch(path, {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json', ...authorizationHeader() },
      body: JSON.stringify({ message }),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiClientError({ status: 0, code: 'network_error', message: 'Could not reach the server.' });
  }
}

/** Splits a byte stream into the JSON of its `data: ` lines; a line that is not JSON is skipped. */
export async function* dataLines(body: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = buffer.split('\n');
    buffer = done ? '' : (lines.pop() ?? '');
    for (const line of lines) {
      if (!line.startsWith('data: ')) continue;
      try {
        yield JSON.parse(line.slice(6)) as unknown;
      } catch {
        console.warn('document chat: skipped an unreadable stream line');
      }
    }
    if (done) return;
  }
}

/**
 * Streams the answer's events. An expired access token is refreshed once; a failed request throws
 * an ApiClientError carrying the status; events that do not match the contract are skipped.
 */
export async function* askStream(question: string, guid: string | null, signal: AbortSignal): AsyncGenerator<AnswerEvent> {
  const path = askPath(guid);
  let res = await post(path, question, signal);
  if (res.status === 401 && (await refreshAccessToken().catch(() => false))) res = await post(path, question, signal);
  if (!res.ok) throw new ApiClientError({ status: res.status, code: 'http_error', message: `The server answered ${res.status}.` });
  if (!res.body) throw new ApiClientError({ status: res.status, code: 'no_body', message: 'No response body' });
  for await (const json of dataLines(res.body)) {
    const event = answerEventSchema.safeParse(json);
    if (event.success) yield event.data;
    else console.warn('document chat: skipped an event that does not match the contract');
  }
}
