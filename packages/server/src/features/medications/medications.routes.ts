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
import { badRequest } from '../../http/errors';
import type { MedicationsService } from './medications.service';

/** Values of `source` the legacy client sends; anything else is refused as the original did. */
const legacySources = ['include', 'diagnosis', 'diagnosis_depressed', 'diagnosis_manic', 'diagnosis_hypomanic', 'diagnosis_euthymic'];

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
    async (request) => {
      const { drug, source } = request.body;
      if (!legacySources.includes(source)) {
        throw badRequest(`source: must be one of ${legacySources.join(', ')}.`, { source: [`Must be one of: ${legacySources.join(', ')}.`] });
      }
      return service.risk(drug);
    },
  );
}
