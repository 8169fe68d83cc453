import {
  apiRoutes,
  contentConflictParamsSchema,
  contentConflictSettledSchema,
  contentConflictSettleRequestSchema,
  contentConflictsSchema,
} from '@balancer/contract';
import { auditContext } from '../audit';
import type { FastifyZod } from '../../http/fastify-zod';
import type { ContentConflictsService } from './content-conflicts.service';

const tags = ['clinical content'];
const superuser = { access: 'superuser' } as const;

/** Release-merge conflicts, listed and settled by a superuser (docs/adr/0050). */
export function contentConflictsRoutes(app: FastifyZod, service: ContentConflictsService): void {
  app.get(
    apiRoutes.contentConflicts,
    {
      config: superuser,
      schema: {
        tags,
        summary: 'Items a release merge left as this site has them because both changed them: the three versions and what differs',
        response: { 200: contentConflictsSchema },
      },
    },
    async () => service.list(),
  );

  app.post(
    apiRoutes.contentConflictSettle,
    {
      config: superuser,
      schema: {
        tags,
        summary:
          "Settles a release conflict: keep this site's item (no new version), or take the release's or an edited item (a new version; 409 without confirm when reference patients change)",
        params: contentConflictParamsSchema,
        body: contentConflictSettleRequestSchema,
        response: { 200: contentConflictSettledSchema },
      },
    },
    async (request) => service.settle(request.params.area, request.params.id, request.body, auditContext(request)),
  );
}
