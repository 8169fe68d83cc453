import { apiRoutes, documentRulesSchema, guidParamsSchema } from '@balancer/contract';
import type { FastifyZod } from '../../http/fastify-zod';
import type { RuleExtractionService } from './rule-extraction.service';

export function ruleExtractionRoutes(app: FastifyZod, service: RuleExtractionService): void {
  app.get(
    apiRoutes.documentRules,
    {
      config: { access: 'user' },
      schema: {
        tags: ['rules'],
        summary: 'Inclusion and exclusion rules stated in a document, each with its verified quote, page and chunk',
        params: guidParamsSchema,
        response: { 200: documentRulesSchema },
      },
    },
    async (request) => service.get({ guid: request.params.guid, refresh: false, principal: request.principal! }),
  );

  app.post(
    apiRoutes.documentRules,
    {
      config: { access: 'superuser' },
      schema: {
        tags: ['rules'],
        summary: "Extract a document's rules again (with the model when one is configured) and store them",
        params: guidParamsSchema,
        response: { 200: documentRulesSchema },
      },
    },
    async (request) => service.get({ guid: request.params.guid, refresh: true, principal: request.principal! }),
  );
}
