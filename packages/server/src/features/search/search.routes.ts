import { apiRoutes, searchQuerySchema, searchResponseSchema, type SearchHit, type SearchResponse } from '@balancer/contract';
import { viewerOf } from '../../http/access';
import type { FastifyZod } from '../../http/fastify-zod';
import type { Found, FoundPassage, SearchService } from './search.service';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A found passage as the search screen's hit: its snippet as HTML with each match in `<mark>`. */
function toSearchHit({ passage, marks }: FoundPassage): SearchHit {
  let highlighted = '';
  let at = 0;
  for (const [start, end] of marks) {
    highlighted += `${escapeHtml(passage.snippet.slice(at, start))}<mark>${escapeHtml(passage.snippet.slice(start, end))}</mark>`;
    at = end;
  }
  return { ...passage, highlighted: highlighted + escapeHtml(passage.snippet.slice(at)) };
}

/** What a search found, on the wire: the one place passages become the search response (v2 and v1). */
export const toSearchResponse = (query: string, found: Found): SearchResponse => ({
  query,
  expanded: found.expanded,
  results: found.passages.map(toSearchHit),
});

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
    async (request) => toSearchResponse(request.query.q, await service.find(request.query, viewerOf(request.principal))),
  );
}
