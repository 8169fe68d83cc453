import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Streams events as server-sent events: one `data: <json>` line and a blank line each, nothing else
 * (the wire format existing clients parse). The returned signal aborts when the client goes away,
 * so the work behind the stream (a model call) stops with it.
 */
export async function sendEventStream<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  events: (signal: AbortSignal) => AsyncIterable<T>,
): Promise<void> {
  const abort = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
  });
  reply.hijack();
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  try {
    for await (const event of events(abort.signal)) {
      if (abort.signal.aborted) break;
      reply.raw.write(`data: ${JSON.stringify(event)}\n\n`);
    }
  } catch (err) {
    // Headers are gone already: the failure becomes the stream's one terminal error event.
    request.log.error({ err }, 'event stream failed');
    if (!abort.signal.aborted)
      reply.raw.write(`data: ${JSON.stringify({ error: 'The answer could not be completed. Please try again.' })}\n\n`);
  } finally {
    reply.raw.end();
  }
}
