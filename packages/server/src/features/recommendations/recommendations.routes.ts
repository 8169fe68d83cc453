import { apiRoutes, recommendationRequestSchema, recommendationResponseSchema } from '@balancer/contract';
import type { FastifyZod } from '../../http/fastify-zod';
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
    // The validated body is the engine's input: nothing to copy or rename.
    async (request) => service.recommend(request.body),
  );
}
