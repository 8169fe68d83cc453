import { apiRoutes, recommendRequestSchema, recommendResponseSchema } from '@balancer/contract';
import type { FastifyZod } from '../../http/fastify-zod';
import { createRecommendHandler } from './recommendations.handler';
import type { RecommendationsService } from './recommendations.service';

export function recommendationsRoutes(app: FastifyZod, service: RecommendationsService): void {
  app.post(
    apiRoutes.recommend,
    {
      config: { access: 'public' },
      schema: {
        tags: ['recommendations'],
        summary: 'Suggested medications in three tiers, each explained and cited, plus what was excluded and why',
        body: recommendRequestSchema,
        response: { 200: recommendResponseSchema },
      },
    },
    createRecommendHandler(service),
  );
}
