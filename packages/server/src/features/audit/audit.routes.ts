import { apiRoutes, auditPageSchema, auditQuerySchema } from '@balancer/contract';
import type { FastifyZod } from '../../http/fastify-zod';
import type { AuditService } from './audit.service';

export function auditRoutes(app: FastifyZod, service: AuditService): void {
  app.get(
    apiRoutes.audit,
    {
      config: { access: 'superuser' },
      schema: {
        tags: ['audit'],
        summary: 'The audit log of admin writes, newest first, with before and after (superusers)',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      const { entityType, entityId, action, page, pageSize } = request.query;
      return service.page({ entityType, entityId, action }, page, pageSize);
    },
  );
}
