/**
 * The benches' corpus: invented papers of 60 pages (60 by default, more than 10,000 passages),
 * deterministic pseudo-random sentences with a Zipf-like word frequency and drug names sprinkled
 * in, stored through the documents repository.
 */
import { chunkPage } from '../packages/server/src/features/ingestion/chunker';
import { createDocumentsRepo } from '../packages/server/src/features/library/documents.repo';
import type { Database } from '../packages/server/src/db/client';

const documentsCount = 60;
const pagesPerDocument = 60;
const drugs = [
  'lithium',
  'quetiapine',
  'divalproex',
  'lamotrigine',
  'cariprazine',
  'lurasidone',
  'aripiprazole',
  'olanzapine',
  'risperidone',
  'asenapine',
  'carbamazepine',
  'ziprasidone',
];
const words = (
  'patients treatment response trial dose week placebo mania depression relapse maintenance efficacy tolerability ' +
  'adverse events weight gain sedation tremor renal function thyroid levels serum monitoring baseline outcome ' +
  'randomized controlled double blind cohort analysis adjunctive monotherapy acute phase episode bipolar disorder ' +
  'clinician guideline recommendation evidence level meta analysis hazard ratio confidence interval discontinuation ' +
  'akathisia extrapyramidal symptoms metabolic glucose lipids prolactin hepatic enzymes rash titration interaction ' +
  'pregnancy teratogenic neural tube lactation suicide attempts mortality hospitalization adherence sleep cognition ' +
  'falls orthostatic hypotension sodium hyponatremia agranulocytosis platelets nephrogenic diabetes insipidus'
).split(' ');

/** Deterministic pseudo-random text with a Zipf-like word frequency, as in real papers. */
function prng(seed: number) {
  let x = seed || 1;
  return () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
}
export function inventedPage(seed: number): string {
  const rand = prng(seed);
  const sentences: string[] = [];
  for (let s = 0; s < 18; s++) {
    const n = 10 + Math.floor(rand() * 10);
    const sentence = Array.from({ length: n }, () => {
      if (rand() < 0.04) return drugs[Math.floor(rand() * drugs.length)]!;
      return words[Math.floor(words.length * rand() ** 2.2)]!;
    }).join(' ');
    sentences.push(`${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`);
  }
  return sentences.join(' ');
}
/** Adds papers numbered from `from` while `more(passagesAdded, papersAdded)`; returns what was added. */
export async function addPapers(database: Database, from: number, more: (passages: number, papers: number) => boolean) {
  const repo = createDocumentsRepo(database.db);
  let chunks = 0;
  let d = from;
  for (; more(chunks, d - from); d++) {
    const doc = await repo.create(
      { fileName: `doc-${d}.pdf`, size: 1, sha256: `bench-${d}`, uploadedBy: null, visibility: 'library' },
      async () => undefined,
    );
    const pages = Array.from({ length: pagesPerDocument }, (_, p) => inventedPage(d * 1000 + p + 1));
    let n = 0;
    const pageChunks = pages.flatMap((text, i) =>
      chunkPage(i + 1, text, { targetTokens: 60, maxTokens: 90, overlapTokens: 10 }).map((c) => ({ ...c, chunkNumber: n++ })),
    );
    await repo.storeIngested(doc.id, { title: `Invented paper ${d}`, pages, chunks: pageChunks });
    chunks += pageChunks.length;
  }
  return { passages: chunks, next: d };
}

/** The default corpus: 60 papers, more than 10,000 passages. Returns the passage count. */
export async function seedCorpus(database: Database): Promise<number> {
  return (await addPapers(database, 0, (_, papers) => papers < documentsCount)).passages;
}
