import { apiRoutes, askBodySchema, askQuerySchema, askResponseSchema } from '@balancer/contract';
import type { FastifyZod } from '../../http/fastify-zod';
import { AppError } from '../../http/errors';
import { sendEventStream } from '../../http/sse';
import { viewerOf } from '../documents/documents.service';
import type { AnswersService } from './answers.service';
import { toAskResponse, toStreamEvent } from './answers.wire';

export function answersRoutes(app: FastifyZod, service: AnswersService): void {
  app.post(
    apiRoutes.askEmbeddings,
    {
      config: { access: 'user' },
      schema: {
        tags: ['answers'],
        summary: 'A cited answer from the library; with stream=true, server-sent events (metadata, content…, then done or error)',
        querystring: askQuerySchema,
        body: askBodySchema,
        response: { 200: askResponseSchema },
      },
    },
    async (request, reply) => {
      // The question is never logged: it may describe a patient.
      const prepared = await service.prepare({
        question: request.body.message,
        guid: request.query.guid,
        viewer: viewerOf(request.principal),
      });
      if (request.query.stream) {
        return sendEventStream(request, reply, async function* (signal) {
          for await (const event of service.stream(prepared, signal)) yield toStreamEvent(event);
        });
      }
      const answer = await service.collect(prepared);
      if (answer.error) throw new AppError(502, 'model_error', answer.error);
      return toAskResponse(answer);
    },
  );
}
