import { apiRoutes, healthResponseSchema, versionResponseSchema } from '@balancer/contract';
import type { FastifyZod } from '../../http/fastify-zod';

export type SystemInfo = { version: string; database: 'pglite' | 'postgres'; ping: () => Promise<void> };

const PING_TIMEOUT_MS = 2000;

/** Whether the database answers a trivial query in time. */
async function reachable(ping: () => Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)));
  try {
    return await Promise.race([
      ping().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function systemRoutes(app: FastifyZod, info: SystemInfo): void {
  app.get(
    apiRoutes.health,
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability (503 when the database does not answer)',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const databaseReachable = await reachable(info.ping);
      return reply.status(databaseReachable ? 200 : 503).send({
        status: databaseReachable ? 'ok' : 'unavailable',
        database: info.database,
        databaseReachable,
      });
    },
  );
  app.get(
    apiRoutes.version,
    { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: versionResponseSchema } } },
    async () => ({ version: info.version }),
  );
  app.get(apiRoutes.openapi, { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
