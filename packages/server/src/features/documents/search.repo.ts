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
    /**
     * `all`: passages with every word (or a drug-name expansion); `any`: with any word; `fuzzy`: by
     * trigram word similarity (index-backed), for a single misspelt word that full-text missed.
     */
    async search(params: {
      q: string;
      expansion: string;
      guid?: string | undefined;
      viewer: Viewer;
      limit: number;
      match: 'all' | 'any' | 'fuzzy';
    }): Promise<SearchRow[]> {
      if (params.match === 'fuzzy' && !opts.trigram) return [];
      const { q, expansion, guid, viewer, limit, match } = params;
      // Candidates from the GIN tsvector index; rank them, then highlight only the rows kept
      // (ts_headline is the costly part).
      const result = await db.execute(sql`
        WITH parsed AS (
          SELECT websearch_to_tsquery('english', ${q}) AS wq,
                 phraseto_tsquery('english', ${q}) AS pq,
                 websearch_to_tsquery('english', ${expansion}) AS eq
        ),
        query AS (
          SELECT wq, pq, eq, (CASE WHEN wq::text = '' THEN wq ELSE replace(wq::text, ' & ', ' | ')::tsquery END) || eq AS anyq
          FROM parsed
        ),
        candidates AS (
          ${
            match === 'fuzzy'
              ? sql`SELECT c.id FROM document_chunks c WHERE ${q} <% c.text`
              : sql`SELECT c.id FROM document_chunks c, query WHERE c.tsv @@ ${match === 'all' ? sql`(query.wq || query.eq)` : sql`query.anyq`}`
          }
        ),
        ranked AS (
          SELECT c.id, documents.id AS document_id,
                 (ts_rank(c.tsv, query.anyq, 32)
                   + (CASE WHEN c.tsv @@ query.wq THEN 1 ELSE 0 END)
                   + (CASE WHEN numnode(query.pq) > 1 AND c.tsv @@ query.pq THEN 2 ELSE 0 END)
                   ${match === 'fuzzy' ? sql`+ word_similarity(${q}, c.text)` : sql``})::float8 AS score
          FROM candidates
          JOIN document_chunks c ON c.id = candidates.id
          JOIN documents ON documents.id = c.document_id
          CROSS JOIN query
          WHERE documents.status = 'ready'
            AND ${visibleTo(viewer)}
            ${guid ? sql`AND documents.guid = ${guid}` : sql``}
          ORDER BY score DESC, documents.id, c.chunk_number
          LIMIT ${limit}
        )
        SELECT documents.guid, documents.title, documents.file_name, c.page_number AS page, c.chunk_number, c.text,
               ts_headline('english', c.text, query.anyq,
                 ${`StartSel=${MARK_START}, StopSel=${MARK_END}, MaxFragments=2, MaxWords=35, MinWords=12, FragmentDelimiter=" … "`}) AS snippet,
               ranked.score
        FROM ranked
        JOIN document_chunks c ON c.id = ranked.id
        JOIN documents ON documents.id = ranked.document_id
        CROSS JOIN query
        ORDER BY ranked.score DESC, documents.id, c.chunk_number`);
      return rowsOf<SearchRow>(result);
    },

    /**
     * Catalogue names and brands within trigram distance of the given words ("carriprazine" ->
     * "Cariprazine"): typo tolerance for drug names, checked against a few hundred terms rather than
     * every passage.
     */
    async similarDrugNames(words: string[]): Promise<string[]> {
      if (!opts.trigram || !words.length) return [];
      const result = await db.execute(sql`
        SELECT DISTINCT term FROM (SELECT unnest(array_append(aliases, name)) AS term FROM medications) t
        CROSS JOIN unnest(${`{${words.map((w) => `"${w.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]) AS w(word)
        WHERE length(word) >= 5 AND similarity(lower(term), word) >= 0.45`);
      return rowsOf<{ term: string }>(result).map((r) => r.term);
    },
  };
}
export type SearchRepo = ReturnType<typeof createSearchRepo>;
