import {
  apiRoutes,
  medicationDetailQuerySchema,
  medicationDetailSchema,
  medicationIdParamsSchema,
  medicationListSchema,
} from '@balancer/contract';
import type { FastifyZod } from '../../http/fastify-zod';
import type { MedicationsService } from './medications.service';

export function medicationsRoutes(app: FastifyZod, service: MedicationsService): void {
  app.get(
    apiRoutes.medications,
    {
      config: { access: 'public' },
      schema: {
        tags: ['medications'],
        summary: 'The medication catalogue sorted by name, each with its cited benefits and risks',
        response: { 200: medicationListSchema },
      },
    },
    async () => service.list(),
  );

  app.get(
    apiRoutes.medication,
    {
      config: { access: 'public' },
      schema: {
        tags: ['medications'],
        summary:
          'One medication: cited benefits and risks with their review status, and each source once; at the content version an answer names when `contentVersion` is given',
        params: medicationIdParamsSchema,
        querystring: medicationDetailQuerySchema,
        response: { 200: medicationDetailSchema },
      },
    },
    async (request) => service.get(request.params.id, request.query.contentVersion),
  );
}
