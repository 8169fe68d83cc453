import { apiRoutes, healthResponseSchema, versionResponseSchema } from '@balancer/contract';
import type { FastifyZod } from '../../http/fastify-zod';

export type SystemInfo = { version: string; database: 'pglite' | 'postgres'; vectorSearch: boolean };

export function systemRoutes(app: FastifyZod, info: SystemInfo): void {
  app.get(
    apiRoutes.health,
    { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: healthResponseSchema } } },
    async () => ({ status: 'ok' as const, database: info.database, vectorSearch: info.vectorSearch }),
  );
  app.get(
    apiRoutes.version,
    { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: versionResponseSchema } } },
    async () => ({ version: info.version }),
  );
  app.get(apiRoutes.openapi, { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
