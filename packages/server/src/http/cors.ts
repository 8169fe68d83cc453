import type { FastifyInstance } from 'fastify';

const ALLOWED_HEADERS = 'authorization, content-type, x-request-id';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';

/**
 * CORS for the API, for the listed origins only (none by default: the web app is same-origin). A
 * listed origin gets the headers and its preflight a 204; any other origin gets no CORS headers,
 * so its browser refuses the response.
 */
export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (origin && allowed.has(origin)) {
      reply.header('access-control-allow-origin', origin).header('vary', 'Origin').header('access-control-expose-headers', 'x-request-id');
      if (preflight) {
        return reply
          .header('access-control-allow-methods', ALLOWED_METHODS)
          .header('access-control-allow-headers', ALLOWED_HEADERS)
          .header('access-control-max-age', '600')
          .code(204)
          .send();
      }
    } else if (preflight) {
      return reply.code(204).send();
    }
  });
}
