import { apiRoutes, recommendationResponseSchema } from '@balancer/contract';
import type { Recommendation } from '@balancer/domain';
import type { FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * The bytes the route's response serializer would send: the answer checked against the response
 * schema, then JSON. The suggester caches these bytes, so a cached answer went through the same check.
 * (A schema-compiled serializer, fast-json-stringify, was measured slower than JSON.stringify on this
 * answer, whose nullable fields compile to anyOf branches: docs/adr/0017.)
 */
export const recommendationJson: (answer: Recommendation) => string = serializerCompiler({
  schema: recommendationResponseSchema,
  method: 'POST',
  url: apiRoutes.recommendations,
});

/**
 * Sends JSON that is already serialised: Fastify passes bytes with a JSON content type through
 * untouched (the route's serializer is for objects). Typed loosely because the route's type provider
 * expects the answer object, not its bytes.
 */
export function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
