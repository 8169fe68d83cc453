import { askStreamEventSchema, type AskStreamEvent } from '@balancer/contract';
import type { TestServer } from './test-server';

/**
 * Posts a question with stream=true and reads every `data:` event until the server closes the stream;
 * each event must match the contract the web app parses it with.
 */
export async function askStream(
  server: TestServer,
  token: string,
  message: string,
  query = '',
): Promise<{ status: number; contentType: string | null; events: AskStreamEvent[] }> {
  const res = await fetch(`${server.url}/api/v1/api/embeddings/ask_embeddings?stream=true${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ message }),
  });
  const text = await res.text();
  const events = text
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => askStreamEventSchema.parse(JSON.parse(line.slice(6))));
  return { status: res.status, contentType: res.headers.get('content-type'), events };
}

export const contentOf = (events: AskStreamEvent[]) => events.map((e) => ('content' in e ? e.content : '')).join('');
export const doneEvents = (events: AskStreamEvent[]) => events.filter((e): e is Extract<AskStreamEvent, { done: true }> => 'done' in e);
