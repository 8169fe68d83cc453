import { apiRoutes, ruleExtractionQuerySchema, ruleExtractionResponseSchema } from '@balancer/contract';
import type { FastifyZod } from '../../http/fastify-zod';
import type { RuleExtractionService } from './rule-extraction.service';

export function ruleExtractionRoutes(app: FastifyZod, service: RuleExtractionService): void {
  app.get(
    apiRoutes.ruleExtraction,
    {
      config: { access: 'user' },
      schema: {
        tags: ['rules'],
        summary:
          'Inclusion and exclusion rules stated in a document, each with its verified quote, page and chunk (refresh=true re-runs; superusers)',
        querystring: ruleExtractionQuerySchema,
        response: { 200: ruleExtractionResponseSchema },
      },
    },
    async (request) => service.get({ guid: request.query.guid, refresh: request.query.refresh, principal: request.principal! }),
  );
}
