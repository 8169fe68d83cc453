import { apiRoutes, newsletterListSchema, newsletterRequestSchema, newsletterResponseSchema } from '@balancer/contract';
import type { FastifyZod } from '../../http/fastify-zod';
import type { NewsletterRepo } from './newsletter.repo';

export function newsletterRoutes(app: FastifyZod, repo: NewsletterRepo): void {
  app.post(
    apiRoutes.newsletter,
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
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

  app.get(
    apiRoutes.newsletter,
    {
      config: { access: 'superuser' },
      schema: { tags: ['newsletter'], summary: 'Subscribers, for export (superusers)', response: { 200: newsletterListSchema } },
    },
    async () => (await repo.list()).map((s) => ({ email: s.email, created_at: s.createdAt.toISOString() })),
  );
}
