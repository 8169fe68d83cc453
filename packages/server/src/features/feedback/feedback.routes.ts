import {
  apiRoutes,
  feedbackIdParamsSchema,
  feedbackItemSchema,
  feedbackListQuerySchema,
  feedbackListSchema,
  feedbackRequestSchema,
  feedbackResponseSchema,
  feedbackUpdateSchema,
} from '@balancer/contract';
import { csvFileName } from '../../http/csv';
import type { FastifyZod } from '../../http/fastify-zod';
import { auditContext } from '../audit';
import type { FeedbackService } from './feedback.service';

export function feedbackRoutes(app: FastifyZod, service: FeedbackService): void {
  app.post(
    apiRoutes.feedback,
    {
      config: { access: 'public', rateLimit: { max: 10 } },
      schema: {
        tags: ['feedback'],
        summary: 'Store a feedback message (optionally with the non-identifying summary of one result)',
        body: feedbackRequestSchema,
        response: { 201: feedbackResponseSchema },
      },
    },
    async (request, reply) => {
      const { feedbacktype, name, email, message, patient } = request.body;
      const row = await service.store({ feedbackType: feedbacktype, name, email, message, patient: patient ?? null });
      request.log.info({ feedbackId: row.id, feedbacktype }, 'feedback stored');
      return reply.status(201).send({ feedbacktype, name: row.name, email: row.email, message: row.message });
    },
  );

  app.get(
    apiRoutes.feedback,
    {
      config: { access: 'superuser' },
      schema: {
        tags: ['feedback'],
        summary: 'Stored feedback, newest first, optionally of one type or handled state (superusers)',
        querystring: feedbackListQuerySchema,
        response: { 200: feedbackListSchema },
      },
    },
    async (request) => service.list(request.query),
  );

  app.patch(
    apiRoutes.feedbackItem,
    {
      config: { access: 'superuser' },
      schema: {
        tags: ['feedback'],
        summary: 'Mark a feedback message handled (or open again); audited',
        params: feedbackIdParamsSchema,
        body: feedbackUpdateSchema,
        response: { 200: feedbackItemSchema },
      },
    },
    async (request) => service.setHandled(request.params.id, request.body.handled, auditContext(request)),
  );

  app.get(
    apiRoutes.feedbackExport,
    {
      config: { access: 'superuser' },
      schema: {
        tags: ['feedback'],
        summary: 'The feedback as CSV (same filters as the list; formula-like cells are neutralised)',
        querystring: feedbackListQuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName('feedback')}"`)
        .header('cache-control', 'no-store')
        .send(await service.csv(request.query)),
  );
}
