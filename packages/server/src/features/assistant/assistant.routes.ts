import { apiRoutes, assistantReplySchema, assistantRequestSchema, conversationParamsSchema, conversationSchema } from '@balancer/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyZod } from '../../http/fastify-zod';
import { addressKey } from '../../http/rate-limit';
import type { AssistantService } from './assistant.service';
import { toConversation } from './assistant.wire';

/** Anonymous callers share an address-based budget that is tighter than a signed-in user's. */
export const assistantRateLimit = (limits: { anonymous: number; user: number }) => ({
  max: (request: FastifyRequest) => (request.principal ? limits.user : limits.anonymous),
  key: (request: FastifyRequest) => (request.principal ? `user:${request.principal.userId}` : `ip:${addressKey(request.ip)}`),
});

export function assistantRoutes(app: FastifyZod, service: AssistantService, limits: { anonymous: number; user: number }): void {
  app.post(
    apiRoutes.assistant,
    {
      config: { access: 'public', rateLimit: assistantRateLimit(limits) },
      schema: {
        tags: ['assistant'],
        summary: 'Ask JJ: answers from the medication catalogue and the library with sources; continue with conversationId',
        body: assistantRequestSchema,
        response: { 200: assistantReplySchema },
      },
    },
    async (request) =>
      service.respond({ message: request.body.message, previousResponseId: request.body.conversationId, principal: request.principal }),
  );

  app.get(
    apiRoutes.assistantConversation,
    {
      config: { access: 'user' },
      schema: {
        tags: ['assistant'],
        summary: 'One of your stored conversations',
        params: conversationParamsSchema,
        response: { 200: conversationSchema },
      },
    },
    async (request) => toConversation(await service.conversation(request.params.id, request.principal!)),
  );

  app.delete(
    apiRoutes.assistantConversation,
    {
      config: { access: 'user' },
      schema: {
        tags: ['assistant'],
        summary: 'Delete one of your conversations and its messages',
        params: conversationParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await service.remove(request.params.id, request.principal!);
      return { message: 'Conversation deleted.' };
    },
  );
}
