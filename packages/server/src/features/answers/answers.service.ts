import { citationKey, type Answer, type AnswerEvent, type Passage } from '@balancer/contract';
import type { Catalog } from '@balancer/domain';
import type { FastifyBaseLogger } from 'fastify';
import { describeModelError, type ModelHandle } from '../../platform/ai/language-model';
import type { Viewer } from '../../http/access';
import type { SearchService } from '../search';
import { createSentenceGate, verifyCitations, type CitablePassage } from './citations';
import {
  ABSTAIN_SENTENCE,
  composeAbstention,
  composeAnswer,
  rankEvidence,
  selectSentences,
  type RankedPassage,
  type Selection,
} from './extractive-answerer';
import { modelAnswerDeltas } from './model-answerer';
import { drugsQuery } from './drug-query';
import { completeAcrossPages } from './page-break';
import { analyseQuestion } from './question-analysis';

export type Answerer = Answer['answerer'];

/** `passages` as ranked for answering; `shown` the same passages as clients receive them. */
export type PreparedAnswer = {
  question: string;
  passages: RankedPassage[];
  shown: Passage[];
  selection: Selection;
  handle: ModelHandle | null;
};

/** The whole answer (contract shape), with the model's failure when there was one. */
export type CollectedAnswer = Answer & { error?: string };

const RETRIEVED = 10;
const snippetOf = (sentence: string) => (sentence.length > 220 ? `${sentence.slice(0, 219)}…` : sentence);

/**
 * One answer service with two answerers behind it: extractive (no model, no network; the default)
 * and a language model. Both go through the same citation check before text leaves the server.
 */
export function createAnswersService(deps: {
  documents: Pick<SearchService, 'search' | 'pageBreak'>;
  /** The active version's catalogue: the drug names a question is matched on. */
  catalog: () => Promise<Catalog>;
  /** The model currently configured, or null; read per request so a settings change applies at once. */
  model: () => Promise<ModelHandle | null>;
  log: FastifyBaseLogger;
}) {
  /** Retrieval happens before any streaming, so a bad guid or a database error is a plain HTTP error. */
  async function prepare(params: { question: string; guid?: string | undefined; viewer: Viewer }): Promise<PreparedAnswer> {
    const catalog = await deps.catalog();
    // Answers make their own snippets (the best sentence), so the database highlights nothing.
    const search = (q: string) => deps.documents.search({ q, guid: params.guid, limit: RETRIEVED, snippets: false }, params.viewer);
    // The question as asked, then widened by the lexicon's wordings ("side effects" finds "adverse reactions").
    const analysis = analyseQuestion(params.question, catalog);
    const { wordings } = analysis;
    // And the passages that speak most of the drugs asked about: in a large library, passages repeating the
    // question's common words ("dose", "patients") crowd out the one that names the drug and answers.
    const drugs = analysis.focus.filter((f) => f.kind === 'drug').map((f) => f.label);
    // Asked two drugs together, the passages that name one beside the other's class: a label states the
    // interaction by class ("antidiabetic medicines", "phenothiazines"), and its drug's name is everywhere.
    const { classWordings } = analysis;
    // The drugs a search must all name: with a drug of the scene the patient is on ("pt on clozapine … does
    // semaglutide …?", question-roles.ts) no passage may name them all, so the drugs the asking sentence names
    // are searched with what it asks of them.
    const named = (ds: string[], also: string[] = []) => search(drugsQuery(ds, also));
    const asking = analysis.askingDrugs;
    const askedOf = analysis.topics.filter((t) => !t.scene && !t.relation).map((t) => t.label);
    const [asked, widened, onDrugs, onClasses, onAsking] = await Promise.all([
      search(params.question),
      wordings.length ? search(`${params.question} ${wordings.join(' ')}`) : null,
      drugs.length ? named(drugs) : null,
      classWordings.length ? search(`${drugs.join(' ')} ${classWordings.join(' ')}`) : null,
      asking.length && analysis.focus.some((f) => f.kind === 'drug' && f.scene) ? named(asking, askedOf) : null,
    ]);
    const seen = new Set<string>();
    const unseen = (r: Passage) => !seen.has(citationKey(r)) && seen.add(citationKey(r));
    const retrieved = [
      ...[...asked, ...(widened ?? [])].filter(unseen).slice(0, RETRIEVED + 4),
      ...(onDrugs ?? []).filter(unseen).slice(0, 4),
      ...(onClasses ?? []).filter(unseen).slice(0, 4),
      ...(onAsking ?? []).filter(unseen).slice(0, 4),
    ];
    const score = new Map(retrieved.map((p) => [citationKey(p), p.score]));
    const ranking = rankEvidence(params.question, retrieved, catalog, analysis);
    // What a client sees of each passage: its best sentence as the snippet.
    const shown = ranking.ranked.map(({ coverage: _, bestSentence, ...p }) => ({
      ...p,
      snippet: snippetOf(bestSentence),
      score: score.get(citationKey(p)) ?? 0,
    }));
    const selection = selectSentences(ranking);
    const handle = await deps.model();
    // Without a model the answer quotes units: one cut by a page break is completed from the next page,
    // whose passage is then cited too (and shown, so the reader can open it).
    if (handle || !selection.picked.length) return { question: params.question, passages: ranking.ranked, shown, selection, handle };
    const joined = await completeAcrossPages(selection.picked, (at) => deps.documents.pageBreak(at, params.viewer));
    const added = joined.added.filter((p) => !score.has(citationKey(p)));
    const sentenceOf = (p: Passage) => joined.picked.find((e) => e.continued?.passage === p)?.continued?.sentence ?? '';
    return {
      question: params.question,
      passages: [...ranking.ranked, ...added.map((p) => ({ ...p, coverage: 0, bestSentence: sentenceOf(p) }))],
      shown: [...shown, ...added.map((p) => ({ ...p, snippet: snippetOf(sentenceOf(p)) }))],
      selection: { ...selection, picked: joined.picked },
      handle,
    };
  }

  async function* stream(prepared: PreparedAnswer, signal: AbortSignal): AsyncGenerator<AnswerEvent> {
    const { passages, shown, handle } = prepared;
    const citable = new Map<string, CitablePassage>(passages.map((p) => [citationKey(p), p]));
    // With no passage at all there is nothing to ground a model's answer in: abstain without calling it.
    const answerer: Answerer = handle && passages.length ? 'model' : 'extractive';
    yield { type: 'metadata', question: prepared.question, passages: shown, answerer };

    if (answerer === 'extractive') {
      const { picked, missing } = prepared.selection;
      if (!picked.length) {
        yield { type: 'content', text: composeAbstention(passages, missing) };
        yield { type: 'done', passages: shown, citationsDropped: 0, abstained: true };
        return;
      }
      let dropped = 0;
      for (const line of composeAnswer(picked)) {
        const checked = verifyCitations(line, citable);
        dropped += checked.dropped;
        if (checked.text) yield { type: 'content', text: checked.text };
      }
      yield { type: 'done', passages: shown, citationsDropped: dropped, abstained: false };
      return;
    }

    const abort = new AbortController();
    const onAbort = () => abort.abort();
    signal.addEventListener('abort', onAbort);
    const gate = createSentenceGate();
    let dropped = 0;
    let text = '';
    const release = (piece: string): AnswerEvent | undefined => {
      if (!piece) return undefined;
      const checked = verifyCitations(piece, citable);
      dropped += checked.dropped;
      text += checked.text;
      return checked.text ? { type: 'content', text: checked.text } : undefined;
    };
    try {
      for await (const delta of modelAnswerDeltas(handle!, prepared.question, passages, abort)) {
        for (const sentence of gate.push(delta)) {
          const event = release(sentence);
          if (event) yield event;
        }
      }
      const last = release(gate.flush());
      if (last) yield last;
    } catch (err) {
      if (signal.aborted) return;
      deps.log.warn(
        { model: handle!.label, reason: handle!.redact(err instanceof Error ? err.message : String(err)) },
        'language model answer failed',
      );
      yield { type: 'error', message: describeModelError(err, handle!) };
      return;
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
    if (dropped) deps.log.info({ model: handle!.label, dropped }, 'sentences with unverifiable citations removed from a model answer');
    yield { type: 'done', passages: shown, citationsDropped: dropped, abstained: text.trim().startsWith(ABSTAIN_SENTENCE) };
  }

  /** The whole answer at once (the non-streaming call, the assistant and the evaluation). */
  async function collect(prepared: PreparedAnswer, signal: AbortSignal = new AbortController().signal): Promise<CollectedAnswer> {
    const out: CollectedAnswer = {
      question: prepared.question,
      answer: '',
      passages: prepared.shown,
      citationsDropped: 0,
      abstained: false,
      answerer: 'extractive',
    };
    for await (const event of stream(prepared, signal)) {
      if (event.type === 'metadata') out.answerer = event.answerer;
      else if (event.type === 'content') out.answer += event.text;
      else if (event.type === 'done') Object.assign(out, { citationsDropped: event.citationsDropped, abstained: event.abstained });
      else out.error = event.message;
    }
    out.answer = out.answer.trim();
    return out;
  }

  return { prepare, stream, collect };
}
export type AnswersService = ReturnType<typeof createAnswersService>;
