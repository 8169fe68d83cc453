import { apiRoutes, recommendationRequestSchema, recommendationResponseSchema } from '@balancer/contract';
import type { FastifyZod } from '../../http/fastify-zod';
import { reuseRepeatedBodies } from '../../http/repeated-bodies';
import { sendJson } from './recommendation-json';
import type { RecommendationsService } from './recommendations.service';

/** Bodies remembered: a few spellings of each of the ~350 answers the service caches. */
const REPEATED_BODIES = 1000;
const fields = new Set(Object.keys(recommendationRequestSchema.shape));

export function recommendationsRoutes(app: FastifyZod, service: RecommendationsService): void {
  app.register(async (scope: FastifyZod) => {
    // Identical bodies are parsed and validated once (docs/adr/0023): kept only when they hold no field
    // the schema does not know and the service kept their answer (no name the catalogue does not know).
    reuseRepeatedBodies(scope, {
      maxEntries: REPEATED_BODIES,
      keep: (parsed, validated) =>
        Object.keys(parsed as object).every((field) => fields.has(field)) &&
        service.keeps(validated as Parameters<typeof service.keeps>[0]),
    });
    scope.post(
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
  });
}
