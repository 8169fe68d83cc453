/**
 * The real-document set: the PDFs of `../shared/corpus` (or CORPUS_DIR) uploaded and asked about as a
 * prescriber would (eval/corpus-gold.ts). Prints useful answers, false "not found", abstention,
 * page-hit@1 and recall@5 beside a BM25 baseline over the very same passages, citation precision and
 * time to first content; returns the targets missed.
 */
import { CITATION_PATTERN } from '@balancer/contract';
import type { LegacyAskResponse as AskResponse } from '@balancer/contract/legacy';
import okapi from 'okapibm25';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chunkPage } from '../packages/server/src/features/ingestion/chunker';
import { openPdf, pageText } from '../packages/server/src/platform/pdf/pdf-text';
import { meets, percentile, type Goal } from '../bench/report';
import { corpusAnswerable, corpusRules, corpusUnanswerable, type CorpusFile, type CorpusQuestion } from './corpus-gold';
import type { EvalServer } from './eval-server';
import { printFigures, ratio } from './eval-server';
import { citationPrecision, type CitationCheck } from './metrics';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = process.env.CORPUS_DIR ?? path.resolve(root, '../shared/corpus');
/** The open-access articles are committed (eval/corpus/SOURCES.md); the labels are read from the shared folder. */
const committed = path.join(root, 'eval/corpus');
const pdfPath = (file: CorpusFile) => [committed, shared].map((d) => path.join(d, `${file}.pdf`)).find((p) => existsSync(p)) ?? null;
const allFiles = [...new Set(corpusAnswerable.map((q) => q.file))];
const files = allFiles.filter((f) => pdfPath(f));
/** Whether every document of the set is here; only then are issue 25's goals what fails the run. */
export const corpusComplete = files.length === allFiles.length;
const answerable = corpusAnswerable.filter((q) => files.includes(q.file));

/** The goals of issue 25, printed beside each figure. */
export const corpusTargets = {
  useful: '>= 0.8',
  'false not found': '<= 0.1',
  'abstention accuracy': '>= 0.9',
  'page-hit@1 over BM25': '>= 0.05',
  'citation precision': '>= 1',
  'time to first content p95 (ms)': '< 100',
  'rule precision': '>= 0.9',
} as const;

/**
 * What fails the run. With every document here: issue 25's goals, time to first content included (the
 * evaluation runs alone in CI; an answer's database work was halved so that the goal holds with room,
 * docs/adr/0028). With only the committed articles (no labels): the figures that subset reached, so a
 * change cannot lose ground unnoticed in any clone.
 */
export const corpusFloors = corpusComplete
  ? corpusTargets
  : ({
      useful: '>= 0.7',
      'false not found': '<= 0.1',
      'abstention accuracy': '>= 0.9',
      'citation precision': '>= 1',
      'rule precision': '>= 0.9',
    } as const);

// A CommonJS module whose default export arrives as a property under tsx.
const bm25 = ((okapi as unknown as { default?: typeof okapi }).default ?? okapi) as typeof okapi;
const norm = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ');
const CITATION = new RegExp(CITATION_PATTERN, 'gi');

/** Key facts in the first 1,000 characters of the answer (citations removed), with a verified citation. */
function useful(q: CorpusQuestion, a: AskResponse, checks: CitationCheck[]): boolean {
  if (a.abstained || !checks.some((c) => c.ok)) return false;
  const head = norm(a.llm_response.replace(CITATION, '')).slice(0, 1000);
  return q.facts.every((alternatives) => alternatives.some((f) => head.includes(norm(f))));
}

type Passage = { file: CorpusFile; page: number; text: string };

/** The passages ingestion stores, built by the same reader and chunker. */
async function passagesOf(file: CorpusFile): Promise<Passage[]> {
  const pdf = await openPdf(new Uint8Array(readFileSync(pdfPath(file)!)));
  const out: Passage[] = [];
  for (let page = 1; page <= pdf.numPages; page++)
    for (const c of chunkPage(page, await pageText(pdf, page))) out.push({ file, page, text: c.text });
  await pdf.destroy();
  return out;
}

const words = (s: string) => [...new Set(s.toLowerCase().match(/[a-z0-9]+/g) ?? [])].filter((w) => w.length > 2);

function bm25Top(passages: Passage[], question: string, n: number): Passage[] {
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

export async function evaluateCorpus(label: string, server: EvalServer): Promise<string[]> {
  const guids = new Map<string, CorpusFile>();
  const passages: Passage[] = [];
  for (const file of files) {
    guids.set(await server.upload(readFileSync(pdfPath(file)!), `${file}.pdf`), file);
    passages.push(...(await passagesOf(file)));
  }
  const counts = { useful: 0, notFound: 0, hit1: 0, recall5: 0, bmHit1: 0, bmRecall5: 0, abstained: 0 };
  const checks: CitationCheck[] = [];
  const misses: string[] = [];
  const firstContent: number[] = [];
  for (const q of answerable) {
    const a = await server.ask(q.q);
    const mine = citationPrecision(a);
    checks.push(...mine);
    const onPage = (file: CorpusFile, page: number) => file === q.file && q.pages.includes(page);
    const hit = (p: AskResponse['embeddings_info'][number]) => onPage(guids.get(p.guid)!, p.page_number);
    if (a.embeddings_info[0] && hit(a.embeddings_info[0])) counts.hit1++;
    if (a.embeddings_info.slice(0, 5).some(hit)) counts.recall5++;
    const bm = bm25Top(passages, q.q, 5);
    if (bm[0] && onPage(bm[0].file, bm[0].page)) counts.bmHit1++;
    if (bm.some((p) => onPage(p.file, p.page))) counts.bmRecall5++;
    if (useful(q, a, mine)) counts.useful++;
    else
      misses.push(
        `${a.abstained ? 'NOT FOUND' : 'not useful'} [${q.kind}] "${q.q}"\n      ${a.llm_response.replace(CITATION, '[c]').replace(/\s+/g, ' ').slice(0, 300)}`,
      );
    if (a.abstained) counts.notFound++;
    firstContent.push(await server.timeToFirstContent(q.q));
  }
  for (const q of corpusUnanswerable) {
    const a = await server.ask(q);
    const mine = citationPrecision(a);
    checks.push(...mine);
    if (a.abstained && !mine.length) counts.abstained++;
    else
      misses.push(
        `ANSWERED although no document does: "${q}"\n      ${a.llm_response.replace(CITATION, '[c]').replace(/\s+/g, ' ').slice(0, 300)}`,
      );
    firstContent.push(await server.timeToFirstContent(q));
  }

  let extracted = 0;
  let accepted = 0;
  for (const [guid, file] of guids) {
    const { rules } = await server.rules(guid);
    for (const r of rules) {
      extracted++;
      const ok = corpusRules.some((g) => g.file === file && g.page === r.page && g.type === r.type && r.medications.includes(g.medication));
      if (ok) accepted++;
      else misses.push(`RULE not accepted: ${r.type} ${r.medications.join('+')} (${file} p${r.page}): "${r.quote.slice(0, 160)}"`);
    }
  }

  const n = answerable.length;
  const figures = {
    useful: ratio(counts.useful, n),
    'false not found': ratio(counts.notFound, n),
    'abstention accuracy': ratio(counts.abstained, corpusUnanswerable.length),
    'page-hit@1': ratio(counts.hit1, n),
    'page-hit@1, BM25 baseline': ratio(counts.bmHit1, n),
    'page-hit@1 over BM25': ratio(counts.hit1 - counts.bmHit1, n),
    'recall@5': ratio(counts.recall5, n),
    'recall@5, BM25 baseline': ratio(counts.bmRecall5, n),
    'citation precision': ratio(checks.filter((c) => c.ok).length, checks.length),
    'time to first content p95 (ms)': percentile(firstContent, 95),
    'rules extracted': extracted,
    'rule precision': ratio(accepted, extracted),
  };
  console.log(
    `\n${label}: ${files.length} PDFs, ${n} answerable questions, ${corpusUnanswerable.length} unanswerable, ${checks.length} citations`,
  );
  if (!corpusComplete)
    console.log(
      `Only the committed articles (eval/corpus): ${allFiles.length - files.length} labels are absent from ${shared}, so ${corpusAnswerable.length - n} questions were not asked and the run is gated on this subset's floors, not on the goals.`,
    );
  printFigures(figures, corpusTargets);
  if (!extracted)
    console.log(
      "No rule extracted: the gold set holds none (eval/corpus-gold.ts), so every rule would count as wrong; rule precision on rules that exist is the fixture set's.",
    );
  if (misses.length) console.log(misses.map((m) => `  - ${m}`).join('\n'));
  const short = Object.entries(corpusTargets).filter(([k, goal]) => !meets(figures[k as keyof typeof figures], goal as Goal));
  if (short.length) console.log(`\nNot yet at the goals of issue 25: ${short.map(([k, goal]) => `${k} ${goal}`).join('; ')}`);
  return Object.entries(corpusFloors)
    .filter(([k, floor]) => !meets(figures[k as keyof typeof figures], floor as Goal))
    .map(([k]) => `${label}: ${k}`);
}
