import type { Chunk } from './chunker';

type Rows = { pages: { pageNumber: number; text: string }[]; chunks: (Chunk & { chunkNumber: number })[] };

/**
 * Page text per write. Each write is one statement, and on the embedded database one stretch of work
 * on the event loop's thread (indexing the text for full-text and trigram search is its costly part):
 * short enough that requests are answered between writes (about 20 ms for 20,000 characters on an idle
 * core), long enough that the fixed cost of a statement stays small (1,000 writes of one page each
 * cost twice the CPU of 50 writes of 20 pages).
 */
export const WRITE_CHARS = 20_000;

/**
 * Writes a document's pages and passages while the rest are still being read: pages arrive in any
 * order (several workers read ranges), are written in page order as soon as a run of them is
 * complete, one write at a time, and passages are numbered across the document as they go.
 * `write` answering false (the document is gone, or another process finished it) stops the writing.
 */
export type PageWriter = ReturnType<typeof createPageWriter>;

export function createPageWriter(write: (rows: Rows) => Promise<boolean>) {
  const waiting = new Map<number, { text: string; chunks: Chunk[] }>();
  let nextPage = 1;
  let chunkNumber = 0;
  let writing: Promise<void> | undefined;
  let stopped: 'refused' | { error: unknown } | undefined;
  let ms = 0;

  /** The run of pages from `nextPage` on, up to WRITE_CHARS of text; a shorter one only at the end. */
  function take(final: boolean): Rows | undefined {
    let chars = 0;
    for (let n = nextPage; waiting.has(n) && chars < WRITE_CHARS; n++) chars += waiting.get(n)!.text.length;
    if (!waiting.has(nextPage) || (chars < WRITE_CHARS && !final)) return undefined;
    const rows: Rows = { pages: [], chunks: [] };
    for (let taken = 0; waiting.has(nextPage) && taken < WRITE_CHARS; nextPage++) {
      const page = waiting.get(nextPage)!;
      waiting.delete(nextPage);
      rows.pages.push({ pageNumber: nextPage, text: page.text });
      for (const c of page.chunks) rows.chunks.push({ ...c, chunkNumber: chunkNumber++ });
      taken += page.text.length;
    }
    return rows;
  }

  function pump(final: boolean): Promise<void> {
    if (writing || stopped) return writing ?? Promise.resolve();
    const rows = take(final);
    if (!rows) return Promise.resolve();
    const began = performance.now();
    // Requests waiting on the event loop go first: writes would otherwise follow each other without a pause.
    writing = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => write(rows))
      .then(
        (ok) => {
          ms += performance.now() - began;
          writing = undefined;
          if (!ok) stopped = 'refused';
          return pump(final);
        },
        (error: unknown) => {
          writing = undefined;
          stopped = { error };
        },
      );
    return writing;
  }

  return {
    add(pageNumber: number, text: string, chunks: Chunk[]) {
      waiting.set(pageNumber, { text, chunks });
      void pump(false);
    },
    /** Whether writing stopped (a failed or refused write): reading on is pointless. */
    get stopped() {
      return stopped !== undefined;
    },
    /** Writes what is left. False when a write was refused; rejects with a write's error. */
    async end(): Promise<{ ok: boolean; chunkCount: number; ms: number }> {
      while (writing) await writing;
      await pump(true);
      if (stopped && stopped !== 'refused') throw stopped.error;
      return { ok: !stopped, chunkCount: chunkNumber, ms };
    },
  };
}
