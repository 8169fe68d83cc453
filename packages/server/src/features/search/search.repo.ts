import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import type { Viewer } from '../../http/access';
import { visibleTo } from '../library';

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

type ParsedQuery = { wq: string; pq: string; eq: string };

/** What a sentence cut by a page break needs: whether its passage ends its page, the next page's first passage, the pages around. */
const pageBreakRow = z.object({
  last: z.boolean(),
  next: z
    .object({
      guid: z.string(),
      title: z.string().nullable(),
      file_name: z.string(),
      page: z.number(),
      chunk_number: z.number(),
      text: z.string(),
    })
    .nullable(),
  // json_agg of no rows is null: no pages around.
  pages: z
    .array(z.object({ page: z.number(), text: z.string() }))
    .nullable()
    .transform((p) => p ?? []),
});
export type PageBreakRow = z.infer<typeof pageBreakRow>;

/** A bounded memo: past `MEMO_SIZE` entries the oldest goes. */
const MEMO_SIZE = 1000;
export function remember<K, V>(memo: Map<K, V>, key: K, value: V): void {
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value as K);
  memo.set(key, value);
}

/** Passages ranked at most per query (and as many more with the exact phrase). */
export const CANDIDATES = 2000;

// Control characters mark matches inside ts_headline so the caller can HTML-escape the rest safely.
export const MARK_START = '\u0001';
export const MARK_END = '\u0002';

/**
 * Full-text search over passages (websearch syntax, phrase boost, brand/generic expansion) plus
 * trigram word similarity for misspelt drug names. Visibility and status are filtered in SQL.
 */
export function createSearchRepo(db: Db, opts: { trigram: boolean }) {
  // Parsing depends only on the text and the 'english' configuration: a question's every search (all
  // words, any word) and its repeats reuse it, one round trip fewer each (docs/adr/0028).
  const parsedQueries = new Map<string, ParsedQuery>();
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
      /** The highlighted snippet costs half of an answer's database time: answers ask for none. */
      snippets?: boolean;
    }): Promise<SearchRow[]> {
      if (params.match === 'fuzzy' && !opts.trigram) return [];
      const { q, expansion, guid, viewer, limit, match } = params;
      // The queries are parsed once, up front: a tsquery built inside the statement would be built
      // again for every passage it is tested against.
      const key = `${q}\u0000${expansion}`;
      let parsed = parsedQueries.get(key);
      if (!parsed) {
        parsed = rowsOf<ParsedQuery>(
          await db.execute(sql`
            SELECT websearch_to_tsquery('english', ${q})::text AS wq, phraseto_tsquery('english', ${q})::text AS pq,
                   websearch_to_tsquery('english', ${expansion})::text AS eq`),
        )[0]!;
        remember(parsedQueries, key, parsed);
      }
      const either = (a: string, b: string) => (a && b ? `(${a}) | (${b})` : a || b);
      const allq = either(parsed.wq, parsed.eq);
      const anyq = either(parsed.wq.replaceAll(' & ', ' | '), parsed.eq);
      // A phrase of one word adds nothing to "every word".
      const pq = /<\d*-?>/.test(parsed.pq) ? parsed.pq : '';
      if (match !== 'fuzzy' && !(match === 'all' ? allq : anyq)) return [];
      const matches = match === 'fuzzy' ? sql`${q} <% c.text` : sql`c.tsv @@ ${match === 'all' ? allq : anyq}::tsquery`;
      const visible = sql`documents.status = 'ready' AND ${visibleTo(viewer)} ${guid ? sql`AND documents.guid = ${guid}` : sql``}`;
      // Ranking (and checking phrases) costs per passage that matches: at most CANDIDATES are ranked,
      // the first the index yields (docs/adr/0018). Below the cap the order is exact; beyond it the
      // question's words are so common that they hardly tell passages apart.
      const rankq = anyq || parsed.wq;
      const result = await db.execute(sql`
        WITH scored AS (
          SELECT id, document_id, chunk_number,
                 (ts_rank(tsv, ${rankq}::tsquery, 32)
                   + (CASE WHEN ${parsed.wq !== ''} AND tsv @@ ${parsed.wq || rankq}::tsquery THEN 1 ELSE 0 END)
                   + (CASE WHEN ${pq !== ''} AND tsv @@ ${pq || rankq}::tsquery THEN 2 ELSE 0 END)
                   ${match === 'fuzzy' ? sql`+ word_similarity(${q}, text)` : sql``})::float8 AS score
          FROM (SELECT c.id, c.document_id, c.chunk_number, c.tsv, c.text FROM document_chunks c
                JOIN documents ON documents.id = c.document_id
                WHERE ${matches} AND ${visible} LIMIT ${CANDIDATES}) candidates
        ),
        ranked AS (SELECT * FROM scored ORDER BY score DESC, document_id, chunk_number LIMIT ${limit})
        SELECT documents.guid, documents.title, documents.file_name, c.page_number AS page, c.chunk_number, c.text,
               ${
                 params.snippets !== false
                   ? sql`ts_headline('english', c.text, ${rankq}::tsquery,
                 ${`StartSel=${MARK_START}, StopSel=${MARK_END}, MaxFragments=2, MaxWords=35, MinWords=12, FragmentDelimiter=" … "`})`
                   : sql`''`
               } AS snippet,
               ranked.score
        FROM ranked
        JOIN document_chunks c ON c.id = ranked.id
        JOIN documents ON documents.id = ranked.document_id
        ORDER BY ranked.score DESC, documents.id, c.chunk_number`);
      return rowsOf<SearchRow>(result);
    },

    /**
     * For the passage `chunkNumber` on `page` of document `guid`: whether it is the last passage of its page,
     * the first passage of the next page, and the texts of pages page-2 .. page+3 (running headers and footers
     * are told by their repetition there). Null when the viewer may not read the document (the same rule as search).
     */
    async pageBreak(params: { guid: string; page: number; chunkNumber: number; viewer: Viewer }): Promise<PageBreakRow | null> {
      const { guid, page, chunkNumber, viewer } = params;
      const result = await db.execute(sql`
        WITH doc AS (
          SELECT documents.id, documents.guid, documents.title, documents.file_name FROM documents
          WHERE documents.guid = ${guid} AND documents.status = 'ready' AND ${visibleTo(viewer)}
        )
        SELECT
          NOT EXISTS (SELECT 1 FROM document_chunks c WHERE c.document_id = doc.id AND c.page_number = ${page}
                      AND c.chunk_number > ${chunkNumber}) AS last,
          (SELECT json_build_object('guid', doc.guid, 'title', doc.title, 'file_name', doc.file_name, 'page', c.page_number,
                                    'chunk_number', c.chunk_number, 'text', c.text)
             FROM document_chunks c WHERE c.document_id = doc.id AND c.page_number = ${page + 1}
             ORDER BY c.chunk_number LIMIT 1) AS next,
          (SELECT json_agg(json_build_object('page', p.page_number, 'text', p.text) ORDER BY p.page_number)
             FROM document_pages p WHERE p.document_id = doc.id AND p.page_number BETWEEN ${page - 2} AND ${page + 3}) AS pages
        FROM doc`);
      const row = rowsOf<unknown>(result)[0];
      return row === undefined ? null : pageBreakRow.parse(row);
    },

    /**
     * Catalogue names and brands within trigram distance of the given words ("carriprazine" ->
     * "Cariprazine"): typo tolerance for drug names, checked against a few hundred terms rather than
     * every passage.
     */
    async similarDrugNames(words: string[], names: readonly string[]): Promise<{ word: string; term: string }[]> {
      if (!opts.trigram || !words.length || !names.length) return [];
      const array = (items: readonly string[]) => `{${items.map((w) => `"${w.replace(/["\\]/g, '')}"`).join(',')}}`;
      const result = await db.execute(sql`
        SELECT DISTINCT word, term FROM unnest(${array(names)}::text[]) AS t(term)
        CROSS JOIN unnest(${array(words)}::text[]) AS w(word)
        WHERE length(word) >= 5 AND similarity(lower(term), word) >= 0.45`);
      return rowsOf<{ word: string; term: string }>(result);
    },
  };
}
export type SearchRepo = ReturnType<typeof createSearchRepo>;
