import type { Passage } from '@balancer/contract';
import { normalizeMedicationName, type Catalog } from '@balancer/domain';
import type { Viewer } from '../../http/access';
import { notFound } from '../../http/errors';
import type { DocumentsRepo } from '../library';
import { MARK_END, MARK_START, remember, type SearchRepo } from './search.repo';

/** Where a query matched in a passage's snippet: [start, end) offsets into `snippet`. */
export type Mark = readonly [start: number, end: number];
/** A passage a search found, with where its snippet matched, for a screen that shows the matches. */
export type FoundPassage = { passage: Passage; marks: Mark[] };
/** What a search found, best first, and the drug names it widened the query with. */
export type Found = { expanded: string[]; passages: FoundPassage[] };

type SearchParams = { q: string; guid?: string | undefined; limit: number; snippets?: boolean };

/** The repo's snippet without its match sentinels, and where each match stood in what is left. */
function unmark(marked: string): { snippet: string; marks: Mark[] } {
  let snippet = '';
  let start = -1;
  const marks: Mark[] = [];
  for (const ch of marked) {
    if (ch === MARK_START) start = snippet.length;
    else if (ch !== MARK_END) snippet += ch;
    else if (start >= 0) {
      marks.push([start, snippet.length]);
      start = -1;
    }
  }
  return { snippet, marks };
}

// Catalogues are immutable values, so the names listed once per catalogue are never stale.
const namesOf = new WeakMap<Catalog, string[]>();
const similarNamesOf = new WeakMap<Catalog, Map<string, string[]>>();

/** Every name a medication answers to, for typo-tolerant matching of drug names. */
function catalogueNames(catalog: Catalog): string[] {
  let names = namesOf.get(catalog);
  if (!names) {
    names = [
      ...new Set([
        ...catalog.regimens.flatMap((r) => [r.name, ...r.brands]),
        ...catalog.ingredients.flatMap((i) => [i.name, ...i.brands, ...i.synonyms]),
      ]),
    ];
    namesOf.set(catalog, names);
  }
  return names;
}

/** Full-text search over the ready passages a viewer may read, widened by the catalogue's drug names. */
export function createSearchService(deps: {
  repo: SearchRepo;
  documents: Pick<DocumentsRepo, 'find'>;
  /** The active version's catalogue, read per search so an edited medication list applies at once. */
  catalog: () => Promise<Catalog>;
}) {
  const search = deps.repo;
  /**
   * Drug names in the query, with every brand and synonym of their ingredients (Depakote → valproate…);
   * words that name nothing are matched by trigram similarity against the catalogue's names.
   */
  async function expand(q: string): Promise<string[]> {
    const catalog = await deps.catalog();
    const words = q.toLowerCase().match(/[\p{L}\p{N}-]+/gu) ?? [];
    const ids = new Set<string>();
    const add = (name: string) => {
      const hit = normalizeMedicationName(catalog, name);
      if (hit.kind === 'ingredients') hit.ingredientIds.forEach((id) => ids.add(id));
      return hit.kind !== 'unrecognized';
    };
    const unknown = new Set(words);
    for (let size = 3; size >= 1; size--) {
      for (let i = 0; i + size <= words.length; i++) {
        if (add(words.slice(i, i + size).join(' '))) words.slice(i, i + size).forEach((w) => unknown.delete(w));
      }
    }
    // A word's near names depend only on the word and the catalogue: each is looked up once per catalogue.
    const known = similarNamesOf.get(catalog) ?? new Map<string, string[]>();
    similarNamesOf.set(catalog, known);
    const fresh = [...unknown].filter((w) => !known.has(w));
    if (fresh.length) {
      const found = await search.similarDrugNames(fresh, catalogueNames(catalog));
      for (const w of fresh)
        remember(
          known,
          w,
          found.filter((f) => f.word === w).map((f) => f.term),
        );
    }
    for (const term of new Set([...unknown].flatMap((w) => known.get(w) ?? []))) add(term);
    const terms = catalog.ingredients.filter((i) => ids.has(i.id)).flatMap((i) => [i.name, ...i.synonyms, ...i.brands]);
    return [...new Set(terms.map((t) => t.replace(/["()]/g, '').trim()).filter(Boolean))];
  }

  /**
   * The passages a search finds, best first, with where each snippet matched (`snippets: false` leaves
   * the snippets empty); answers and the assistant take the passages alone through `search`
   * (docs/adr/0029-library-contract-and-v2.md).
   */
  async function find(params: SearchParams, viewer: Viewer): Promise<Found> {
    if (params.guid && !(await deps.documents.find(params.guid, viewer))) throw notFound('No file found or access denied.');
    const expanded = await expand(params.q);
    const request = { ...params, expansion: expanded.map((t) => (t.includes(' ') ? `"${t}"` : t)).join(' OR '), viewer };
    // Passages with every word first; a question whose words never meet in one passage falls back
    // to passages with any of them (ranked by how many, and how often).
    let rows = await search.search({ ...request, match: 'all' });
    if (rows.length < params.limit) {
      const seen = new Set(rows.map((r) => `${r.guid}:${r.chunk_number}`));
      const more = await search.search({ ...request, match: 'any' });
      rows = [...rows, ...more.filter((r) => !seen.has(`${r.guid}:${r.chunk_number}`))].slice(0, params.limit);
    }
    // A single word that matched nothing at all may be misspelt: trigram similarity on the passages.
    if (!rows.length && /^[\p{L}-]{5,}$/u.test(params.q)) rows = await search.search({ ...request, match: 'fuzzy' });
    return {
      expanded,
      passages: rows.map((r) => {
        const { snippet, marks } = unmark(r.snippet);
        const passage = {
          guid: r.guid,
          title: r.title,
          fileName: r.file_name,
          page: r.page,
          chunkNumber: r.chunk_number,
          text: r.text,
          snippet,
          score: Number(r.score),
        };
        return { passage, marks };
      }),
    };
  }

  return {
    find,
    /**
     * Around a passage the viewer may read: whether it ends its page, the next page's first passage and the
     * texts of the pages beside it; null when the viewer may not read the document.
     */
    async pageBreak(
      at: Pick<Passage, 'guid' | 'page' | 'chunkNumber'>,
      viewer: Viewer,
    ): Promise<{ last: boolean; next: Passage | null; pages: { page: number; text: string }[] } | null> {
      const row = await search.pageBreak({ ...at, viewer });
      if (!row) return null;
      const n = row.next;
      const next = n && {
        guid: n.guid,
        title: n.title,
        fileName: n.file_name,
        page: n.page,
        chunkNumber: n.chunk_number,
        text: n.text,
        snippet: '',
        score: 0,
      };
      return { last: row.last, next, pages: row.pages };
    },
    /** The passages a search finds, best first. */
    async search(params: SearchParams, viewer: Viewer): Promise<Passage[]> {
      return (await find(params, viewer)).passages.map((f) => f.passage);
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
