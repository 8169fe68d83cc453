import { askQuerySchema, conversationParamsSchema, searchQuerySchema } from '@balancer/contract';
import {
  legacyAskBodySchema,
  legacyAskResponseSchema,
  legacyAssistantRequestSchema,
  legacyAssistantResponseSchema,
  legacyConversationSchema,
  legacyRoutes,
  legacyRuleExtractionQuerySchema,
  legacyRuleExtractionResponseSchema,
  legacySearchResponseSchema,
} from '@balancer/contract/legacy';
import { z } from 'zod';
import type { AnswersService } from '../features/answers';
import { assistantRateLimit, type AssistantService } from '../features/assistant';
import { toSearchResponse, type SearchService } from '../features/search';
import { viewerOf } from '../http/access';
import type { RuleExtractionService } from '../features/rule-extraction';
import { AppError } from '../http/errors';
import type { FastifyZod } from '../http/fastify-zod';
import { sendEventStream } from '../http/sse';
import {
  toLegacyAskEvent,
  toLegacyAskResponse,
  toLegacyAssistantResponse,
  toLegacyConversation,
  toLegacyRules,
  toLegacySearch,
} from './legacy-library-shapes';

const tags = ['legacy (v1)'];

/**
 * The original client's library calls (document chat, JJ, Insights, search): the v2 services, in the
 * original's shapes and errors (docs/adr/0029-library-contract-and-v2.md).
 */
export function legacyLibraryRoutes(
  app: FastifyZod,
  services: {
    answers: AnswersService;
    assistant: AssistantService;
    rules: RuleExtractionService;
    documents: Pick<SearchService, 'find'>;
    assistantPerMinute: { anonymous: number; user: number };
  },
): void {
  app.post(
    legacyRoutes.askEmbeddings,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Legacy path of POST /api/v2/answers',
        querystring: askQuerySchema,
        body: legacyAskBodySchema,
        response: { 200: legacyAskResponseSchema },
      },
    },
    async (request, reply) => {
      const prepared = await services.answers.prepare({
        question: request.body.message,
        guid: request.query.guid,
        viewer: viewerOf(request.principal),
      });
      if (request.query.stream) {
        return sendEventStream(request, reply, async function* (signal) {
          for await (const event of services.answers.stream(prepared, signal)) yield toLegacyAskEvent(event);
        });
      }
      const { error, ...answer } = await services.answers.collect(prepared);
      if (error) throw new AppError(502, 'model_error', error);
      return toLegacyAskResponse(answer);
    },
  );

  app.post(
    legacyRoutes.assistant,
    {
      config: { access: 'public', rateLimit: assistantRateLimit(services.assistantPerMinute) },
      schema: {
        tags,
        summary: 'Legacy path of POST /api/v2/assistant: citations written as words, sources beside them',
        body: legacyAssistantRequestSchema,
        response: { 200: legacyAssistantResponseSchema },
      },
    },
    async (request) =>
      toLegacyAssistantResponse(
        await services.assistant.respond({
          message: request.body.message,
          previousResponseId: request.body.previous_response_id,
          principal: request.principal,
        }),
      ),
  );

  app.get(
    legacyRoutes.assistantConversation,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Legacy path of GET /api/v2/assistant/conversations/{id}',
        params: conversationParamsSchema,
        response: { 200: legacyConversationSchema },
      },
    },
    async (request) => toLegacyConversation(await services.assistant.conversation(request.params.id, request.principal!)),
  );

  app.delete(
    legacyRoutes.assistantConversation,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Legacy path of DELETE /api/v2/assistant/conversations/{id}',
        params: conversationParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await services.assistant.remove(request.params.id, request.principal!);
      return { message: 'Conversation deleted.' };
    },
  );

  app.get(
    legacyRoutes.ruleExtraction,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Legacy path of /api/v2/documents/{guid}/rules (refresh=true: superusers)',
        querystring: legacyRuleExtractionQuerySchema,
        response: { 200: legacyRuleExtractionResponseSchema },
      },
    },
    async (request) => toLegacyRules(await services.rules.get({ ...request.query, principal: request.principal! })),
  );

  app.get(
    legacyRoutes.search,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Legacy path of GET /api/v2/search',
        querystring: searchQuerySchema,
        response: { 200: legacySearchResponseSchema },
      },
    },
    async (request) =>
      toLegacySearch(toSearchResponse(request.query.q, await services.documents.find(request.query, viewerOf(request.principal)))),
  );
}
