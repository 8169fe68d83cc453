import { answerSchema, apiRoutes, askQuerySchema, questionSchema } from '@balancer/contract';
import type { FastifyZod } from '../../http/fastify-zod';
import { AppError } from '../../http/errors';
import { sendEventStream } from '../../http/sse';
import { viewerOf } from '../../http/access';
import type { AnswersService } from './answers.service';

export function answersRoutes(app: FastifyZod, service: AnswersService): void {
  app.post(
    apiRoutes.answers,
    {
      config: { access: 'user' },
      schema: {
        tags: ['answers'],
        summary: 'A cited answer from the library; with stream=true, server-sent events (metadata, content…, then done or error)',
        querystring: askQuerySchema,
        body: questionSchema,
        response: { 200: answerSchema },
      },
    },
    async (request, reply) => {
      // The question is never logged: it may describe a patient.
      const prepared = await service.prepare({
        question: request.body.message,
        guid: request.query.guid,
        viewer: viewerOf(request.principal),
      });
      if (request.query.stream) return sendEventStream(request, reply, (signal) => service.stream(prepared, signal));
      const { error, ...answer } = await service.collect(prepared);
      if (error) throw new AppError(502, 'model_error', error);
      return answer;
    },
  );
}
