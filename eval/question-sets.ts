/**
 * Every question of the real-document evaluation, in the set it is reported and gated by:
 * - development: eval/corpus-gold.ts, written on the project for the eight documents the answerer was
 *   developed on;
 * - prescriber: eval/prescriber-questions.json (copied unchanged from `../shared/corpus`), 40 questions an
 *   outsider wrote for four more documents before any answer was seen, less the held-out third;
 * - held-out: every third of those 40 by position (the 3rd, 6th, 9th …), chosen before any answer code was
 *   changed for issue 36 and not read while working, so that their figures show whether a change generalises.
 * - fresh: eval/fresh-questions.json, 18 questions written on 2026-11-28 (issue 36, session 32) for the
 *   corpus documents, each checked against the page text and committed before any answer to it was seen.
 *   Their first figures, before their answers were read: useful 0.5, false "not found" 0, abstention 0.667,
 *   page-hit@1 0.583 (BM25 0.583). Their answers are read since: they are development questions now. F13
 *   was written as unanswerable; the mood-disorder review answers it (p7, "3 to 6 mg/day for bipolar disorder").
 * - unseen: eval/unseen-questions.json, 14 more written the same way after the fresh set's changes and
 *   kept unread like the held-out set: their figures measure the answerer on wording it was not fitted to.
 *   Measured once on 2026-11-28 (`7a22be1`): useful 0.5, false "not found" 0.1, abstention 0.5, page-hit@1
 *   0.6 (BM25 0.5). Its answers were read on 2026-11-28 (session 33, issue 36), after the untouched set below
 *   was committed: it is a development set since.
 * - untouched: eval/untouched-questions.json, 16 questions written from the page text on 2026-11-28 (session
 *   33) and committed (`f8de5ac`) before any answer to them existed; kept unread like the held-out set. It is
 *   reported, not gated: a floor on it would make it a target to tune for. Measured once on 2026-11-28
 *   (`3a595e4`): useful 0.5, false "not found" 0.167, abstention 0.75, page-hit@1 0.75 (BM25 0.75). Its
 *   answers were read on 2026-11-28 (session 34), after the sealed set below was committed: it is a
 *   development set since.
 * - sealed: eval/sealed-questions.json, 20 questions (15 answerable, 5 not) written the same way by someone
 *   who reported only their count, committed (`1f9e299`) before any answer to them existed. Measured once on
 *   2026-11-28 (`25879fc`, session 34): useful 0.4, false "not found" 0.333, abstention 1.0, page-hit@1 0.8
 *   (BM25 0.533). Its answers were read after the blind set below was committed: a development set since.
 * - blind: eval/blind-questions.json, 20 more (15 answerable, 5 not) written the same way, committed
 *   (`a981eac`) before any answer to them existed. Measured once on 2026-11-28 (`37aab72`, session 34):
 *   useful 0.333, false "not found" 0.4, abstention 1.0, page-hit@1 0.6 (BM25 0.4). Its answers were read
 *   after the final set below was committed: a development set since.
 * - final: eval/final-questions.json, 20 more (15 answerable, 5 not) written the same way, committed
 *   (`9ee1301`) before any answer to them existed. Measured once on 2026-11-28 (`a37b6f4`, session 34):
 *   useful 0.267, false "not found" 0.467, abstention 0.8, page-hit@1 0.667 (BM25 0.667); the same at
 *   `0d33ef1`. Its answers were read after the next set below was committed: a development set since.
 * - next: eval/next-questions.json, 20 more (15 answerable, 5 not) written the same way, committed
 *   (`14f2fbb`) before any answer to them existed. Measured once on 2026-11-28 (`79b7e1f`, session 34):
 *   useful 0.467, false "not found" 0.4, abstention 1.0, page-hit@1 0.733 (BM25 0.8). Its answers were read
 *   (session 35) after the hidden set below was committed: a development set since.
 * - hidden: eval/hidden-questions.json, 20 more (15 answerable, 5 not) written the same way, committed
 *   (`ce92e97`) before any answer to them existed. Measured once on 2026-11-28 (`ad8a305`, session 35):
 *   useful 0.133, false "not found" 0.6, abstention 0.8, page-hit@1 0.533 (BM25 0.333). Its answers were read
 *   after the sealed2 set below was committed: a development set since.
 * - sealed2: eval/sealed2-questions.json, 20 more (15 answerable, 5 not) written the same way, committed
 *   (`c7d9f96`) before any answer to them existed. Measured once on 2026-11-28 (`d604b91`, session 36): useful
 *   0.2, false "not found" 0.6, abstention 1.0, page-hit@1 0.6 (BM25 0.6). Its answers were read after the
 *   reserve set below was committed: a development set since.
 * - reserve: eval/reserve-questions.json, 20 more (15 answerable, 5 not) written the same way, committed
 *   (`c67d5be`) before any answer to them existed. Measured once on 2026-11-28 (`ef5b154`, session 36): useful
 *   0.2, false "not found" 0.533, abstention 1.0, page-hit@1 0.4 (BM25 0.133). Its answers were read (session
 *   37) after the spare set below was committed: a development set since.
 * - spare: eval/spare-questions.json, 20 more (15 answerable, 5 not) written the same way, committed
 *   (`d15754d`) before any answer to them existed. Measured once on 2026-11-28 (`d7a74d8`, session 37):
 *   useful 0.267, false "not found" 0.667, abstention 0.8, page-hit@1 0.4 (BM25 0.4), the same with 100
 *   documents. Its answers were read (session 38) after the sealed3 set below was committed: a development
 *   set since.
 * - sealed3: eval/sealed3-questions.json, 20 more (15 answerable, 5 not) written the same way, committed
 *   (`0f079cc`) before any answer to them existed and kept unread. Reported, not gated. EVAL_SEALED3=skip
 *   leaves it out while answer code changes, so that its figures are seen once. Measured on 2026-11-28
 *   (session 38) at `a3e3d99` and, after a change for speed only, at `a2850e8`, the same both times: useful
 *   0.067, false "not found" 0.667, abstention 0.6, page-hit@1 0.333 (BM25 0.467; 0.4 with 100 documents).
 *   Its answers were read (session 38) after the sealed4 set below was wired in: a development set since.
 * - sealed4: eval/sealed4-questions.json, 20 more (15 answerable, 5 not) written the same way, committed
 *   (`8097151`) before any answer to them existed and kept unread. Reported, not gated. EVAL_SEALED4=skip
 *   leaves it out while answer code changes, so that its figures are seen once (ADR 0058). Measured once on
 *   2026-11-28 (`571f10d`, session 38): useful 0.333, false "not found" 0.467, abstention 0.6, page-hit@1
 *   0.533 (BM25 0.267), the same with 100 documents. Its answers were read (session 39) after the sealed5
 *   set below was wired in: a development set since.
 * - sealed5: eval/sealed5-questions.json, 20 more (15 answerable, 5 not) written the same way, committed
 *   (`f0505b5`) before any answer to them existed and kept unread. Reported, not gated. EVAL_SEALED5=skip
 *   leaves it out while answer code changes, so that its figures are seen once (ADR 0059). Measured once on
 *   2026-11-29 (`fca03ea`, session 39): useful 0.4, false "not found" 0.533, abstention 0.6, page-hit@1 0.667
 *   (BM25 0.4; 0.333 with 100 documents), the same with 100 documents. Its answers were read (session 40)
 *   after the sealed6 set below was wired in: a development set since.
 * - sealed6: eval/sealed6-questions.json, 20 more (15 answerable, 5 not) written the same way, committed
 *   (`dd668a9`) before any answer to them existed and kept unread. Reported, not gated. EVAL_SEALED6=skip
 *   leaves it out while answer code changes, so that its figures are seen once (ADR 0060). Measured once on
 *   2026-11-29 (`8a983ff`, session 40): useful 0.667, false "not found" 0.2, abstention 1, page-hit@1 0.867
 *   (BM25 0.867), the same with 100 documents. Its answers are still unread: read them only after the next set
 *   (eval/sealed7-questions.json, committed unread in `63be104`) is wired in.
 * Unanswerable questions have no file: no document of the library answers them.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { corpusAnswerable, corpusUnanswerable } from './corpus-gold';

export const setNames = [
  'development',
  'prescriber',
  'held-out',
  'fresh',
  'unseen',
  'untouched',
  'sealed',
  'blind',
  'final',
  'next',
  'hidden',
  'sealed2',
  'reserve',
  'spare',
  'sealed3',
  'sealed4',
  'sealed5',
  'sealed6',
] as const;
export type SetName = (typeof setNames)[number];
export type EvalQuestion = { id: string; q: string; set: SetName; file: string | null; pages: number[]; facts: string[][] };

const prescriberFile = z.array(
  z.object({
    id: z.string(),
    question: z.string(),
    file: z.string().nullable(),
    pages: z.array(z.number().int()),
    answerable: z.boolean(),
    keys: z.array(z.array(z.string())).optional(),
  }),
);

const questionFile = (name: string) => prescriberFile.parse(JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8')));
const prescriber = questionFile('./prescriber-questions.json');
const fresh = questionFile('./fresh-questions.json');
const unseen = questionFile('./unseen-questions.json');
const untouched = questionFile('./untouched-questions.json');
const sealed = questionFile('./sealed-questions.json');
const blind = questionFile('./blind-questions.json');
const final = questionFile('./final-questions.json');
const next = questionFile('./next-questions.json');
const hidden = questionFile('./hidden-questions.json');
const sealed2 = questionFile('./sealed2-questions.json');
const reserve = questionFile('./reserve-questions.json');
const spare = questionFile('./spare-questions.json');
const sealed3 = questionFile('./sealed3-questions.json');
const sealed4 = questionFile('./sealed4-questions.json');
const sealed5 = questionFile('./sealed5-questions.json');
// EVAL_SEALED6=skip leaves the sealed6 set out altogether, figures too, while answer code is changed:
// measured once at the end, it is not looked at until then.
const sealed6 = process.env.EVAL_SEALED6 === 'skip' ? [] : questionFile('./sealed6-questions.json');

/** Sets whose answers stay unread while answer code changes (EVAL_SHOW_HELD_OUT=1 shows them): only their figures are looked at. */
export const isUnread = (set: SetName) => set === 'held-out' || set === 'sealed6';
/** Sets whose worst figures fail the run (not the sets written to measure generality). */
// The unseen and untouched sets stay ungated though read: with the committed articles only, one of the
// unseen set's four unanswerable questions is answered (abstention 0.75, under that subset's floor of 0.8),
// and ADR 0053 records why.
const gatedSets: SetName[] = ['development', 'prescriber', 'held-out', 'fresh'];
export const isGated = (set: SetName) => gatedSets.includes(set);

/** The held-out rule, fixed on 2026-11-27 before issue 36's answer changes: position 3, 6, 9 … of the file. */
export const isHeldOut = (position: number) => position % 3 === 2;

export const evalQuestions: EvalQuestion[] = [
  ...corpusAnswerable.map((q, i) => ({
    id: `D${i + 1}`,
    q: q.q,
    set: 'development' as const,
    file: q.file,
    pages: q.pages,
    facts: q.facts,
  })),
  ...corpusUnanswerable.map((q, i) => ({ id: `DU${i + 1}`, q, set: 'development' as const, file: null, pages: [], facts: [] })),
  ...prescriber.map((p, i) => ({
    id: p.id,
    q: p.question,
    set: isHeldOut(i) ? ('held-out' as const) : ('prescriber' as const),
    file: p.answerable && p.file ? p.file.replace(/\.pdf$/, '') : null,
    pages: p.pages,
    facts: p.keys ?? [],
  })),
  ...[
    ...fresh.map((p) => ({ p, set: 'fresh' as const })),
    ...unseen.map((p) => ({ p, set: 'unseen' as const })),
    ...untouched.map((p) => ({ p, set: 'untouched' as const })),
    ...sealed.map((p) => ({ p, set: 'sealed' as const })),
    ...blind.map((p) => ({ p, set: 'blind' as const })),
    ...final.map((p) => ({ p, set: 'final' as const })),
    ...next.map((p) => ({ p, set: 'next' as const })),
    ...hidden.map((p) => ({ p, set: 'hidden' as const })),
    ...sealed2.map((p) => ({ p, set: 'sealed2' as const })),
    ...reserve.map((p) => ({ p, set: 'reserve' as const })),
    ...spare.map((p) => ({ p, set: 'spare' as const })),
    ...sealed3.map((p) => ({ p, set: 'sealed3' as const })),
    ...sealed4.map((p) => ({ p, set: 'sealed4' as const })),
    ...sealed5.map((p) => ({ p, set: 'sealed5' as const })),
    ...sealed6.map((p) => ({ p, set: 'sealed6' as const })),
  ].map(({ p, set }) => ({
    id: p.id,
    q: p.question,
    set,
    file: p.answerable && p.file ? p.file.replace(/\.pdf$/, '') : null,
    pages: p.pages,
    facts: p.keys ?? [],
  })),
];

/** Every document a question is about, plus the corpus documents no question is about yet. */
export const corpusFiles = [
  ...new Set([
    ...evalQuestions.flatMap((q) => (q.file ? [q.file] : [])),
    'ai-in-bipolar-disorder-review',
    'aripiprazole-pharmacogenetics-review',
    'bipolar-depression-llm-decision-support',
    'ibuprofen-drug-facts-fda',
    'lisinopril-label-dailymed',
    'metformin-label-dailymed',
    'mood-episode-prediction-wearables',
    'warfarin-label-dailymed',
    'lithium-longterm',
    'advances-in-mood-disorder',
    'eliquis',
    'ozempic',
  ]),
];
