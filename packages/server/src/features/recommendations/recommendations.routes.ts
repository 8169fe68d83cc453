import { apiRoutes, recommendationRequestSchema, recommendationResponseSchema } from '@balancer/contract';
import type { FastifyZod } from '../../http/fastify-zod';
import { sendJson } from './recommendation-json';
import type { RecommendationsService } from './recommendations.service';

export function recommendationsRoutes(app: FastifyZod, service: RecommendationsService): void {
  app.post(
    apiRoutes.recommendations,
    {
      config: { access: 'public' },
      schema: {
        tags: ['recommendations'],
        summary: 'Suggested medications in three tiers, each explained and cited, plus what was excluded and why',
        body: recommendationRequestSchema,
        response: { 200: recommendationResponseSchema },
      },
    },
    // The validated body is the engine's input; the answer is sent as the JSON bytes the service
    // serialised (and may have cached), so Fastify sends the string as it is.
    async (request, reply) => sendJson(reply, await service.recommendJson(request.body)),
  );
}
