import { apiRoutes, feedbackListSchema, feedbackRequestSchema, feedbackResponseSchema, reportedPatientSchema } from '@balancer/contract';
import type { FastifyZod } from '../../http/fastify-zod';
import type { FeedbackRepo } from './feedback.repo';

export function feedbackRoutes(app: FastifyZod, repo: FeedbackRepo): void {
  app.post(
    apiRoutes.feedback,
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['feedback'],
        summary: 'Store a feedback message (optionally with the non-identifying summary of one result)',
        body: feedbackRequestSchema,
        response: { 201: feedbackResponseSchema },
      },
    },
    async (request, reply) => {
      const { feedbacktype, name, email, message, patient } = request.body;
      const row = await repo.insert({ feedbackType: feedbacktype, name, email, message, patient: patient ?? null });
      request.log.info({ feedbackId: row.id, feedbacktype }, 'feedback stored');
      return reply.status(201).send({ feedbacktype, name: row.name, email: row.email, message: row.message });
    },
  );

  app.get(
    apiRoutes.feedback,
    {
      config: { access: 'superuser' },
      schema: { tags: ['feedback'], summary: 'Stored feedback, newest first (superusers)', response: { 200: feedbackListSchema } },
    },
    async () =>
      (await repo.list()).map((f) => ({
        id: f.id,
        feedbacktype: f.feedbackType as 'issue' | 'new_feature' | 'general',
        name: f.name,
        email: f.email,
        message: f.message,
        // Rows are parsed back into the domain shape rather than trusted.
        patient: f.patient === null ? null : reportedPatientSchema.parse(f.patient),
        created_at: f.createdAt.toISOString(),
      })),
  );
}
