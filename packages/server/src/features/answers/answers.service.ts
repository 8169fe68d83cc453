import type { Catalog } from '@balancer/domain';
import type { FastifyBaseLogger } from 'fastify';
import { describeModelError, type ModelHandle } from '../ai/language-model';
import type { Viewer } from '../documents/documents.repo';
import type { DocumentsService } from '../documents/documents.service';
import { createSentenceGate, passageKey, verifyCitations, type CitablePassage } from './citations';
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
import { analyseQuestion } from './question-analysis';

export type Answerer = 'extractive' | 'model';

export type AnswerEvent =
  | { kind: 'metadata'; question: string; passages: RankedPassage[]; answerer: Answerer }
  | { kind: 'content'; text: string }
  | { kind: 'done'; passages: RankedPassage[]; dropped: number; abstained: boolean }
  | { kind: 'error'; message: string };

export type PreparedAnswer = { question: string; passages: RankedPassage[]; selection: Selection; handle: ModelHandle | null };

export type CollectedAnswer = {
  question: string;
  text: string;
  passages: RankedPassage[];
  dropped: number;
  abstained: boolean;
  answerer: Answerer;
  error?: string;
};

const RETRIEVED = 10;

/**
 * One answer service with two answerers behind it: extractive (no model, no network; the default)
 * and a language model. Both go through the same citation check before text leaves the server.
 */
export function createAnswersService(deps: {
  documents: Pick<DocumentsService, 'search'>;
  /** The active version's catalogue: the drug names a question is matched on. */
  catalog: () => Promise<Catalog>;
  /** The model currently configured, or null; read per request so a settings change applies at once. */
  model: () => Promise<ModelHandle | null>;
  log: FastifyBaseLogger;
}) {
  /** Retrieval happens before any streaming, so a bad guid or a database error is a plain HTTP error. */
  async function prepare(params: { question: string; guid?: string | undefined; viewer: Viewer }): Promise<PreparedAnswer> {
    const catalog = await deps.catalog();
    const search = (q: string) => deps.documents.search({ q, guid: params.guid, limit: RETRIEVED }, params.viewer);
    // The question as asked, then widened by the lexicon's wordings ("side effects" finds "adverse reactions").
    const analysis = analyseQuestion(params.question, catalog);
    const { wordings } = analysis;
    const [asked, widened] = await Promise.all([
      search(params.question),
      wordings.length ? search(`${params.question} ${wordings.join(' ')}`) : null,
    ]);
    const seen = new Set<string>();
    const results = [...asked.results, ...(widened?.results ?? [])].filter(
      (r) => !seen.has(`${r.guid}#${r.chunk_number}`) && seen.add(`${r.guid}#${r.chunk_number}`),
    );
    const retrieved = results.slice(0, RETRIEVED + 4).map((r) => ({
      guid: r.guid,
      title: r.title,
      fileName: r.file_name,
      page: r.page,
      chunkNumber: r.chunk_number,
      text: r.text,
    }));
    const ranking = rankEvidence(params.question, retrieved, catalog, analysis);
    return { question: params.question, passages: ranking.ranked, selection: selectSentences(ranking), handle: await deps.model() };
  }

  async function* stream(prepared: PreparedAnswer, signal: AbortSignal): AsyncGenerator<AnswerEvent> {
    const { passages, handle } = prepared;
    const citable = new Map<string, CitablePassage>(passages.map((p) => [passageKey(p.guid, p.chunkNumber), p]));
    // With no passage at all there is nothing to ground a model's answer in: abstain without calling it.
    const answerer: Answerer = handle && passages.length ? 'model' : 'extractive';
    yield { kind: 'metadata', question: prepared.question, passages, answerer };

    if (answerer === 'extractive') {
      const { picked, missing } = prepared.selection;
      if (!picked.length) {
        yield { kind: 'content', text: composeAbstention(passages, missing) };
        yield { kind: 'done', passages, dropped: 0, abstained: true };
        return;
      }
      let dropped = 0;
      for (const line of composeAnswer(picked)) {
        const checked = verifyCitations(line, citable);
        dropped += checked.dropped;
        if (checked.text) yield { kind: 'content', text: checked.text };
      }
      yield { kind: 'done', passages, dropped, abstained: false };
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
      return checked.text ? { kind: 'content', text: checked.text } : undefined;
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
      yield { kind: 'error', message: describeModelError(err, handle!) };
      return;
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
    if (dropped) deps.log.info({ model: handle!.label, dropped }, 'sentences with unverifiable citations removed from a model answer');
    yield { kind: 'done', passages, dropped, abstained: text.trim().startsWith(ABSTAIN_SENTENCE) };
  }

  /** The whole answer at once (the non-streaming call, the assistant and the evaluation). */
  async function collect(prepared: PreparedAnswer, signal: AbortSignal = new AbortController().signal): Promise<CollectedAnswer> {
    const out: CollectedAnswer = {
      question: prepared.question,
      text: '',
      passages: prepared.passages,
      dropped: 0,
      abstained: false,
      answerer: 'extractive',
    };
    for await (const event of stream(prepared, signal)) {
      if (event.kind === 'metadata') out.answerer = event.answerer;
      else if (event.kind === 'content') out.text += event.text;
      else if (event.kind === 'done') Object.assign(out, { dropped: event.dropped, abstained: event.abstained });
      else out.error = event.message;
    }
    out.text = out.text.trim();
    return out;
  }

  return { prepare, stream, collect };
}
export type AnswersService = ReturnType<typeof createAnswersService>;
