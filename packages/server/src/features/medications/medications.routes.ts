import {
  apiRoutes,
  medicationListItemSchema,
  medicationListQuerySchema,
  medicationListResponseSchema,
  riskRequestSchema,
  riskResponseSchema,
} from '@balancer/contract';
import { z } from 'zod';
import type { FastifyZod } from '../../http/fastify-zod';
import type { MedicationsService } from './medications.service';

export function medicationsRoutes(app: FastifyZod, service: MedicationsService): void {
  app.get(
    apiRoutes.medications,
    {
      config: { access: 'public' },
      schema: {
        tags: ['medications'],
        summary: 'The medication catalogue sorted by name, or one medication with ?name=',
        querystring: medicationListQuerySchema,
        response: { 200: z.union([medicationListResponseSchema, medicationListItemSchema]) },
      },
    },
    async (request) => (request.query.name ? service.get(request.query.name) : service.list()),
  );

  app.post(
    apiRoutes.riskWithSources,
    {
      config: { access: 'public' },
      schema: {
        tags: ['medications'],
        summary: 'Benefits, risks and sources of one medication',
        body: riskRequestSchema,
        response: { 200: riskResponseSchema },
      },
    },
    // `source` is validated by the schema; every source answers the same cited catalogue entry.
    async (request) => service.risk(request.body.drug),
  );
}
