/**
 * The real-document set: every corpus PDF present (the committed articles of eval/corpus, the labels of
 * `../shared/corpus` or CORPUS_DIR) uploaded into one library and asked about as a prescriber would
 * (eval/question-sets.ts). Every figure is printed per question set and for the whole, first with the
 * corpus alone, then beside it with the library grown to a hundred documents by filler papers; the run is
 * gated on the worst set, not the mean.
 */
import type { LegacyAskResponse as AskResponse } from '@balancer/contract/legacy';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { meets, type Goal } from '../bench/report';
import { corpusRules } from './corpus-gold';
import { bm25Top, passagesOf, type Passage } from './corpus-passages';
import type { EvalServer } from './eval-server';
import { ratio } from './eval-server';
import { fillerPdf } from './filler';
import { citationPrecision, type CitationCheck } from './metrics';
import { corpusFiles, evalQuestions, isGated, isUnread, setNames, type EvalQuestion, type SetName } from './question-sets';
import { summarise, useful, type Outcome } from './corpus-figures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = process.env.CORPUS_DIR ?? path.resolve(root, '../shared/corpus');
const committed = path.join(root, 'eval/corpus');
const pdfPath = (file: string) => [committed, shared].map((d) => path.join(d, `${file}.pdf`)).find((p) => existsSync(p)) ?? null;
const present = corpusFiles.filter((f) => pdfPath(f));
export const corpusComplete = present.length === corpusFiles.length;
const libraryTarget = Number(process.env.EVAL_LIBRARY ?? 100);

/** Issue 36's goals, for every set. */
export const corpusTargets: Record<string, Goal> = {
  useful: '>= 0.8',
  'false not found': '<= 0.1',
  'abstention accuracy': '>= 0.9',
  'page-hit@1 over BM25': '>= 0',
  'citation precision': '>= 1',
  'time to first content p95 (ms)': '< 100',
};
export const ruleTargets: Record<string, Goal> = { 'rule precision': '>= 0.9', 'rules from negated or hedged sentences': '<= 0' };

/**
 * What fails the run, applied to the worst set (a ratchet, raised as the work reaches it; issue 36's goals
 * are printed beside it). With every document: the worst set's figures after issue 36's first changes
 * (prescriber set: useful 0.591, false not found 0.227, page-hit@1 0.091 under BM25 at 100 documents;
 * development at 100 documents: abstention 0.625). With only the committed articles (a clean clone, no
 * labels): that subset's figures (useful 0.455, false not found 0.273, page-hit@1 0.182 under BM25).
 * False "not found" raised to issue 36's goal (0.1) once the worst set reached it (0.045 with every
 * document, 0.091 with the committed articles). Raised again after session 31's changes, one question
 * below the worst set: with every document useful 0.8 and abstention 0.8 (floors 0.75 and 0.75), with the
 * committed articles useful 0.6 and abstention 0.875 (floors 0.55 and 0.8). Session 32 added the fresh
 * set (new wording, eval/question-sets.ts); the floors held after its changes.
 * Time to first content is gated loosely: the machine is shared and its p95 moved between 54 and 177 ms
 * from run to run.
 */
const floors: Record<string, Goal> = corpusComplete
  ? {
      useful: '>= 0.75',
      'false not found': '<= 0.1',
      'abstention accuracy': '>= 0.75',
      'page-hit@1 over BM25': '>= -0.1',
      'citation precision': '>= 1',
      'time to first content p95 (ms)': '< 250',
    }
  : {
      useful: '>= 0.55',
      'false not found': '<= 0.1',
      'abstention accuracy': '>= 0.8',
      'page-hit@1 over BM25': '>= -0.2',
      'citation precision': '>= 1',
      'time to first content p95 (ms)': '< 250',
    };

const HEDGED = /\b(not|no|never|insufficient|inadequate(ly)?|unclear|further research|downgrades?|lack of|limited evidence)\b/i;
/** How an exclusion is worded ("is not recommended", "should not be used"): its negation is the rule, not a doubt about it. */
const EXCLUDING =
  /\b(?:(?:is|are|be|should|must|do|does)\s+)?not\s+(?:be\s+)?(?:recommended|advised|used|given|combined|prescribed|coadministered|co-administered|started)\b/gi;
const hedged = (r: { type: string; quote: string }) => HEDGED.test(r.type === 'EXCLUDE' ? r.quote.replace(EXCLUDING, ' ') : r.quote);

async function askAll(server: EvalServer, guids: Map<string, string>, passages: Passage[], questions: EvalQuestion[]) {
  const out: Outcome[] = [];
  const misses: string[] = [];
  for (const q of questions) {
    const a = await server.ask(q.q);
    if (typeof a.llm_response !== 'string') throw new Error(`${q.id}: the server answered ${JSON.stringify(a)}`);
    const checks: CitationCheck[] = citationPrecision(a);
    const onPage = (file: string, page: number) => file === q.file && q.pages.includes(page);
    const hit = (p: AskResponse['embeddings_info'][number]) => onPage(guids.get(p.guid) ?? '', p.page_number);
    const bm = q.file ? bm25Top(passages, q.q, 5) : [];
    const o: Outcome = {
      set: q.set,
      answerable: !!q.file,
      useful: !!q.file && useful(q.facts, a, checks),
      abstained: a.abstained,
      cleanAbstention: a.abstained && !checks.length,
      hit1: !!a.embeddings_info[0] && hit(a.embeddings_info[0]),
      recall5: a.embeddings_info.slice(0, 5).some(hit),
      bmHit1: !!bm[0] && onPage(bm[0].file, bm[0].page),
      bmRecall5: bm.some((p) => onPage(p.file, p.page)),
      checks,
      firstContent: await server.timeToFirstContent(q.q),
    };
    out.push(o);
    if (isUnread(q.set) && process.env.EVAL_SHOW_HELD_OUT !== '1') continue;
    const text = a.llm_response
      .replace(/\[[^\]]*\]/g, '[c]')
      .replace(/\s+/g, ' ')
      .slice(0, 300);
    if (o.answerable && !o.useful) misses.push(`${q.id} ${a.abstained ? 'NOT FOUND' : 'not useful'} "${q.q}"\n      ${text}`);
    // Where BM25 finds the page and the answerer's first passage is elsewhere: what "page-hit@1 ≥ BM25" loses on.
    const top = a.embeddings_info[0];
    if (o.answerable && o.bmHit1 && !o.hit1)
      misses.push(
        `${q.id} first passage below BM25's: ${top ? `${guids.get(top.guid)} p${top.page_number}` : 'none'}, not ${q.file} p${q.pages.join(',')}`,
      );
    if (!o.answerable && !o.cleanAbstention) misses.push(`${q.id} ANSWERED although no document does: "${q.q}"\n      ${text}`);
  }
  return { out, misses };
}

async function ruleFigures(server: EvalServer, guids: Map<string, string>) {
  const groups: Record<string, { extracted: number; accepted: number; hedged: number }> = {};
  const misses: string[] = [];
  const group = (file: string) =>
    evalQuestions.some((q) => q.file === file && q.set === 'development') ? 'development documents' : 'new documents';
  for (const [guid, file] of guids) {
    const g = (groups[group(file)] ??= { extracted: 0, accepted: 0, hedged: 0 });
    for (const r of (await server.rules(guid)).rules) {
      g.extracted++;
      if (hedged(r)) g.hedged++;
      const ok = corpusRules.some(
        (c) =>
          c.file === file && c.page === r.page && c.type === r.type && r.medications.includes(c.medication) && c.condition.test(r.rule),
      );
      if (ok) g.accepted++;
      else
        misses.push(
          `RULE not accepted: ${r.type} ${r.medications.join('+')} if "${r.rule}" (${file} p${r.page}): "${r.quote.slice(0, 160)}"`,
        );
    }
  }
  const figures = Object.fromEntries(
    Object.entries(groups).map(([k, g]) => [
      k,
      {
        'rules extracted': g.extracted,
        'rule precision': ratio(g.accepted, g.extracted),
        'rules from negated or hedged sentences': g.hedged,
      },
    ]),
  );
  return { figures, misses };
}

export async function evaluateCorpus(label: string, server: EvalServer): Promise<string[]> {
  const guids = new Map<string, string>();
  const passages: Passage[] = [];
  for (const file of present) {
    const bytes = readFileSync(pdfPath(file)!);
    guids.set(await server.upload(bytes, `${file}.pdf`), file);
    passages.push(...(await passagesOf(file, bytes)));
  }
  const questions = evalQuestions.filter((q) => !q.file || present.includes(q.file));
  const corpus = await askAll(server, guids, passages, questions);
  const rules = await ruleFigures(server, guids);

  for (let n = 1; guids.size + n - 1 < libraryTarget; n++) {
    const bytes = await fillerPdf(n);
    await server.upload(bytes, `filler-${n}.pdf`);
    passages.push(...(await passagesOf(`filler-${n}`, bytes)));
  }
  const grown = await askAll(server, guids, passages, questions);

  const groups: (SetName | 'whole')[] = [...setNames.filter((s) => evalQuestions.some((q) => q.set === s)), 'whole'];
  const pick = (outs: Outcome[], s: SetName | 'whole') => (s === 'whole' ? outs : outs.filter((o) => o.set === s));
  const small = Object.fromEntries(groups.map((s) => [s, summarise(pick(corpus.out, s))]));
  const large = Object.fromEntries(groups.map((s) => [s, summarise(pick(grown.out, s))]));
  console.log(
    `\n${label}: ${present.length} of ${corpusFiles.length} corpus PDFs in one library, then ${libraryTarget} with filler papers; ` +
      groups
        .map(
          (s) =>
            `${s}: ${pick(corpus.out, s).filter((o) => o.answerable).length} answerable + ${pick(corpus.out, s).filter((o) => !o.answerable).length} unanswerable`,
        )
        .join(', '),
  );
  if (!corpusComplete)
    console.log(`Absent from ${shared}: ${corpusFiles.filter((f) => !present.includes(f)).join(', ')}; their questions were not asked.`);
  const rows = Object.keys(small.whole!);
  console.table(
    Object.fromEntries(
      rows.map((k) => [
        k,
        {
          ...Object.fromEntries(
            groups.flatMap((s) => [
              [s, r3(small[s]![k]!)],
              [`${s} @${libraryTarget}`, r3(large[s]![k]!)],
            ]),
          ),
          goal: corpusTargets[k] ?? '',
        },
      ]),
    ),
  );
  console.log('Rules (every extracted rule counts as wrong unless eval/corpus-gold.ts accepts it):');
  console.table(rules.figures);
  const misses = [
    ...corpus.misses,
    ...grown.misses.filter((m) => !corpus.misses.includes(m)).map((m) => `@${libraryTarget} ${m}`),
    ...rules.misses,
  ];
  if (misses.length) console.log(misses.map((m) => `  - ${m}`).join('\n'));

  const sets = setNames.filter((s) => isGated(s) && pick(corpus.out, s).length);
  // A set's p95 of a dozen timings is its slowest one, which a shared machine's hiccup decides: time to
  // first content is gated on the whole library's.
  const worst = (k: string, goal: Goal) => {
    const over = k === 'time to first content p95 (ms)' ? (['whole'] as const) : sets;
    const values = over.flatMap((s) => [small[s]![k]!, large[s]![k]!]);
    return goal.startsWith('<') ? Math.max(...values) : Math.min(...values);
  };
  const short = Object.entries(corpusTargets).filter(([k, goal]) => !meets(worst(k, goal), goal));
  if (short.length)
    console.log(`\nWorst set not yet at issue 36's goals: ${short.map(([k, g]) => `${k} ${r3(worst(k, g))} (goal ${g})`).join('; ')}`);
  return Object.entries(floors)
    .filter(([k, floor]) => !meets(worst(k, floor), floor))
    .map(([k, floor]) => `${label}: worst set's ${k} ${r3(worst(k, floor))} (floor ${floor})`);
}

const r3 = (v: number) => Number(v.toFixed(3));
