import { answerEventSchema, apiRoutes, type AnswerEvent } from '@balancer/contract';
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
): Promise<{ status: number; contentType: string | null; events: AnswerEvent[] }> {
  const res = await fetch(`${server.url}${apiRoutes.answers}?stream=true${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ message }),
  });
  const text = await res.text();
  const events = text
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => answerEventSchema.parse(JSON.parse(line.slice(6))));
  return { status: res.status, contentType: res.headers.get('content-type'), events };
}

export const contentOf = (events: AnswerEvent[]) => events.map((e) => (e.type === 'content' ? e.text : '')).join('');
export const doneEvents = (events: AnswerEvent[]) => events.filter((e): e is Extract<AnswerEvent, { type: 'done' }> => e.type === 'done');
