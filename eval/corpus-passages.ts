/** The passages ingestion stores, built by the same reader and chunker, and a plain BM25 over them as the baseline. */
import okapi from 'okapibm25';
import { chunkPage } from '../packages/server/src/features/ingestion/chunker';
import { openPdf, pageText } from '../packages/server/src/platform/pdf/pdf-text';

export type Passage = { file: string; page: number; text: string };

// A CommonJS module whose default export arrives as a property under tsx.
const bm25 = ((okapi as unknown as { default?: typeof okapi }).default ?? okapi) as typeof okapi;

export async function passagesOf(file: string, bytes: Uint8Array): Promise<Passage[]> {
  const pdf = await openPdf(new Uint8Array(bytes));
  const out: Passage[] = [];
  for (let page = 1; page <= pdf.numPages; page++)
    for (const c of chunkPage(page, await pageText(pdf, page))) out.push({ file, page, text: c.text });
  await pdf.destroy();
  return out;
}

const words = (s: string) => [...new Set(s.toLowerCase().match(/[a-z0-9]+/g) ?? [])].filter((w) => w.length > 2);

export function bm25Top(passages: Passage[], question: string, n: number): Passage[] {
  const scores = bm25(
    passages.map((p) => p.text.toLowerCase()),
    words(question),
  ) as number[];
  return scores
    .map((score, i) => ({ score, p: passages[i]! }))
    .sort((a, b) => b.score - a.score)
    .slice(0, n)
    .map((s) => s.p);
}
