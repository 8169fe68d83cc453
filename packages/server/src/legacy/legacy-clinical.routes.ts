import {
  legacyMedicationListItemSchema,
  legacyMedicationListQuerySchema,
  legacyMedicationListResponseSchema,
  legacyRecommendRequestSchema,
  legacyRecommendResponseSchema,
  legacyRiskRequestSchema,
  legacyRiskResponseSchema,
  legacyRoutes,
} from '@balancer/contract/legacy';
import { z } from 'zod';
import type { MedicationsService } from '../features/medications';
import { sendJson, type RecommendationsService } from '../features/recommendations';
import type { FastifyZod } from '../http/fastify-zod';
import { notFound } from '../http/errors';
import { toLegacyListItem, toLegacyRisk, toPatientContext } from './legacy-shapes';

const tags = ['legacy (v1)'];

/** The original client's suggester calls, answered by the same services as v2. */
export function legacyClinicalRoutes(
  app: FastifyZod,
  services: { recommendations: RecommendationsService; medications: MedicationsService },
): void {
  app.post(
    legacyRoutes.recommend,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Legacy form of POST /api/v2/recommendations (Yes/No answers as booleans, prior medications comma-joined)',
        body: legacyRecommendRequestSchema,
        response: { 200: legacyRecommendResponseSchema },
      },
    },
    // The same schema as v2's answer, so the same (possibly cached) bytes.
    async (request, reply) => sendJson(reply, await services.recommendations.recommendJson(toPatientContext(request.body))),
  );

  app.get(
    legacyRoutes.medications,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Legacy form of GET /api/v2/medications (benefits and risks joined with ", "), or one medication with ?name=',
        querystring: legacyMedicationListQuerySchema,
        response: { 200: z.union([legacyMedicationListResponseSchema, legacyMedicationListItemSchema]) },
      },
    },
    async (request) => {
      if (!request.query.name) return (await services.medications.list()).map(toLegacyListItem);
      const found = await services.medications.findByName(request.query.name);
      if (!found) throw notFound('Medication not found');
      return toLegacyListItem(found);
    },
  );

  app.post(
    legacyRoutes.riskWithSources,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Legacy form of GET /api/v2/medications/{id}, by name',
        body: legacyRiskRequestSchema,
        response: { 200: legacyRiskResponseSchema },
      },
    },
    // `source` is validated; every source answers the same cited catalogue entry.
    async (request) => {
      const found = await services.medications.findByName(request.body.drug);
      if (!found) throw notFound(`Medication '${request.body.drug}' not found.`);
      return toLegacyRisk(found);
    },
  );
}
