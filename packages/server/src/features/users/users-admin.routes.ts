import {
  adminUserChangeSchema,
  adminUserSchema,
  authRoutes,
  userIdParamsSchema,
  usersListSchema,
  usersQuerySchema,
} from '@balancer/contract';
import { z } from 'zod';
import type { FastifyZod } from '../../http/fastify-zod';
import { auditContext } from '../audit';
import type { UsersAdminService } from './users-admin.service';

const superuser = { access: 'superuser' as const };

/** The Users page's API (superusers only; the role is checked on the server for every call). */
export function usersAdminRoutes(app: FastifyZod, service: UsersAdminService): void {
  app.get(
    authRoutes.adminUsers,
    {
      config: superuser,
      schema: {
        tags: ['users'],
        summary: 'Every account, or those matching q (superusers)',
        querystring: usersQuerySchema,
        response: { 200: usersListSchema },
      },
    },
    async (request) => service.list(request.query.q || undefined),
  );
  app.patch(
    authRoutes.adminUser,
    {
      config: superuser,
      schema: {
        tags: ['users'],
        summary: 'Grant or revoke superuser, deactivate or reactivate (409 for the last active superuser)',
        params: userIdParamsSchema,
        body: adminUserChangeSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => service.change(auditContext(request), request.params.id, request.body),
  );
  app.post(
    authRoutes.adminUserActivationMail,
    {
      config: superuser,
      schema: {
        tags: ['users'],
        summary: 'Send a new activation link to an account never activated',
        params: userIdParamsSchema,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      await service.resendActivation(auditContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
