import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { visibleTo, type Viewer } from './documents.repo';

export type SearchRow = {
  guid: string;
  title: string | null;
  file_name: string;
  page: number;
  chunk_number: number;
  text: string;
  snippet: string;
  score: number;
};

// Control characters mark matches inside ts_headline so the caller can HTML-escape the rest safely.
export const MARK_START = '\u0001';
export const MARK_END = '\u0002';

/**
 * Full-text search over passages (websearch syntax, phrase boost, brand/generic expansion) plus
 * trigram word similarity for misspelt drug names. Visibility and status are filtered in SQL.
 */
export function createSearchRepo(db: Db, opts: { trigram: boolean }) {
  return {
    async search(params: { q: string; expansion: string; guid?: string | undefined; viewer: Viewer; limit: number }): Promise<SearchRow[]> {
      const { q, expansion, guid, viewer, limit } = params;
      const fuzzy = opts.trigram && q.split(/\s+/).length <= 3;
      const result = await db.execute(sql`
        WITH query AS (
          SELECT websearch_to_tsquery('english', ${q}) AS wq,
                 phraseto_tsquery('english', ${q}) AS pq,
                 websearch_to_tsquery('english', ${expansion}) AS eq
        )
        SELECT documents.guid, documents.title, documents.file_name, c.page_number AS page, c.chunk_number, c.text,
               ts_headline('english', c.text, query.wq || query.eq,
                 ${`StartSel=${MARK_START}, StopSel=${MARK_END}, MaxFragments=2, MaxWords=35, MinWords=12, FragmentDelimiter=" … "`}) AS snippet,
               (ts_rank_cd(c.tsv, query.pq, 32) * 3 + ts_rank_cd(c.tsv, query.wq, 32) * 2 + ts_rank_cd(c.tsv, query.eq, 32)
                 ${fuzzy ? sql`+ word_similarity(${q}, c.text) * 0.5` : sql``})::float8 AS score
        FROM document_chunks c
        JOIN documents ON documents.id = c.document_id
        CROSS JOIN query
        WHERE documents.status = 'ready'
          AND ${visibleTo(viewer)}
          ${guid ? sql`AND documents.guid = ${guid}` : sql``}
          AND (c.tsv @@ (query.wq || query.eq) ${fuzzy ? sql`OR ${q} <% c.text` : sql``})
        ORDER BY score DESC, documents.id, c.chunk_number
        LIMIT ${limit}`);
      return rowsOf<SearchRow>(result);
    },
  };
}
export type SearchRepo = ReturnType<typeof createSearchRepo>;
