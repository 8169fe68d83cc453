import { apiRoutes, newsletterListSchema, newsletterRequestSchema, newsletterResponseSchema } from '@balancer/contract';
import { csvFileName, toCsv } from '../../http/csv';
import type { FastifyZod } from '../../http/fastify-zod';
import type { NewsletterRepo } from './newsletter.repo';

export function newsletterRoutes(app: FastifyZod, repo: NewsletterRepo): void {
  app.post(
    apiRoutes.newsletter,
    {
      config: { access: 'public', rateLimit: { max: 10 } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the newsletter',
        body: newsletterRequestSchema,
        response: { 201: newsletterResponseSchema },
      },
    },
    async (request, reply) => {
      await repo.subscribe(request.body.email);
      // Same answer for a new and a known address: the endpoint does not reveal who subscribed.
      return reply.status(201).send({ message: 'Thank you for subscribing! We will keep you posted.' });
    },
  );

  const subscribers = async () => (await repo.list()).map((s) => ({ email: s.email, createdAt: s.createdAt.toISOString() }));

  app.get(
    apiRoutes.newsletter,
    {
      config: { access: 'superuser' },
      schema: { tags: ['newsletter'], summary: 'Subscribers, oldest first (superusers)', response: { 200: newsletterListSchema } },
    },
    subscribers,
  );

  app.get(
    apiRoutes.newsletterExport,
    {
      config: { access: 'superuser' },
      schema: { tags: ['newsletter'], summary: 'Subscribers as CSV (superusers)' },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName('newsletter')}"`)
        .header('cache-control', 'no-store')
        .send(
          toCsv(
            ['email', 'subscribed_at'],
            (await subscribers()).map((s) => [s.email, s.createdAt]),
          ),
        ),
  );
}
