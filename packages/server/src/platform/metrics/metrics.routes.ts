import type { FastifyInstance } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { unauthorized } from '../../http/errors';
import type { Metrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Counts every answered request by its route template (never its URL: ids and queries stay out of the
 * labels), and serves `GET /metrics` to a scraper holding `METRICS_TOKEN`. Registered only with a token:
 * metrics are off by default, and then no request pays for counting (docs/deploy.md, "Metrics").
 */
export function metricsRoutes(app: FastifyInstance, metrics: Metrics, token: string): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  const expected = digest(`Bearer ${token}`);
  app.get(
    '/metrics',
    // The scraper's bearer token is checked here, not by the account tokens' access control.
    { config: { access: 'public', ownAuthorization: true }, schema: { hide: true } },
    async (request, reply) => {
      if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) throw unauthorized();
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  );
}
