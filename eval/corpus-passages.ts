/** The passages ingestion stores, built by the same reader and chunker, and a plain BM25 over them as the baseline. */
import okapi from 'okapibm25';
import { chunkPage } from '../packages/server/src/features/ingestion/chunker';
import { furnitureCuts } from '../packages/server/src/features/ingestion/passage-furniture';
import { openPdf, pageText } from '../packages/server/src/platform/pdf/pdf-text';

/** `context`: the running header and footer lines cut from the text, searched with it as ingestion stores them. */
export type Passage = { file: string; page: number; text: string; context: string };

// A CommonJS module whose default export arrives as a property under tsx.
const bm25 = ((okapi as unknown as { default?: typeof okapi }).default ?? okapi) as typeof okapi;

export async function passagesOf(file: string, bytes: Uint8Array): Promise<Passage[]> {
  const pdf = await openPdf(new Uint8Array(bytes));
  const pages = [];
  for (let page = 1; page <= pdf.numPages; page++) {
    const text = await pageText(pdf, page);
    pages.push({ pageNumber: page, text, chunks: chunkPage(page, text) });
  }
  await pdf.destroy();
  const cuts = new Map(furnitureCuts(pages).map((c) => [`${c.pageNumber}:${c.charStart}`, c]));
  return pages.flatMap((p) =>
    p.chunks.map((c) => {
      const cut = cuts.get(`${c.pageNumber}:${c.charStart}`);
      return { file, page: p.pageNumber, text: cut?.text ?? c.text, context: cut?.context ?? '' };
    }),
  );
}

const words = (s: string) => [...new Set(s.toLowerCase().match(/[a-z0-9]+/g) ?? [])].filter((w) => w.length > 2);

export function bm25Top(passages: Passage[], question: string, n: number): Passage[] {
  const scores = bm25(
    passages.map((p) => `${p.text} ${p.context}`.toLowerCase()),
    words(question),
  ) as number[];
  return scores
    .map((score, i) => ({ score, p: passages[i]! }))
    .sort((a, b) => b.score - a.score)
    .slice(0, n)
    .map((s) => s.p);
}
