import { apiRoutes, searchQuerySchema, searchResponseSchema } from '@balancer/contract';
import { viewerOf } from '../../http/access';
import type { FastifyZod } from '../../http/fastify-zod';
import type { SearchService } from './search.service';

export function searchRoutes(app: FastifyZod, service: SearchService): void {
  app.get(
    apiRoutes.search,
    {
      config: { access: 'user' },
      schema: {
        tags: ['documents'],
        summary: 'Top passages for a query, with page and chunk for citation',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request) => {
      const { hits, ...found } = await service.search(request.query, viewerOf(request.principal));
      return { ...found, results: hits };
    },
  );
}
