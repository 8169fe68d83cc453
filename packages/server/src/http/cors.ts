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
  // Callback style: it runs on every request and most have nothing for it to do.
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    // Same-origin calls (the web app's) carry no Origin header unless they are preflights.
    if ((origin === undefined && request.method !== 'OPTIONS') || !request.url.startsWith('/api/')) return done();
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (origin && allowed.has(origin)) {
      reply.header('access-control-allow-origin', origin).header('vary', 'Origin').header('access-control-expose-headers', 'x-request-id');
      if (preflight) {
        reply
          .header('access-control-allow-methods', ALLOWED_METHODS)
          .header('access-control-allow-headers', ALLOWED_HEADERS)
          .header('access-control-max-age', '600')
          .code(204)
          .send();
        return;
      }
    } else if (preflight) {
      reply.code(204).send();
      return;
    }
    done();
  });
}
