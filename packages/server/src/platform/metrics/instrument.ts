import type { AnswerEvent } from '@balancer/contract';
import { AppError } from '../../http/errors';
import type { PdfReader } from '../pdf/pdf-reader';
import type { MetricEvents } from './metrics';

/*
 * Counting at the composition root (app.ts, library-app.ts): the services stay unaware of metrics, and
 * each wrapper passes every call and value through unchanged. The services are typed by their shape
 * only, as infrastructure imports no feature (docs/architecture.md#server-import-zones).
 */

type AsyncFn = (...args: never[]) => Promise<unknown>;

/** `fn`, calling `onValue` after each call that resolves and `onError` with each rejection. */
function tap<F extends AsyncFn>(fn: F, onValue: () => void, onError: (err: unknown) => void = () => undefined): F {
  return (async (...args: Parameters<F>) => {
    try {
      const value = await fn(...args);
      onValue();
      return value;
    } catch (err) {
      onError(err);
      throw err;
    }
  }) as F;
}

export function countSuggestions<S extends { recommend: AsyncFn; recommendJson: AsyncFn }>(service: S, metrics: MetricEvents): S {
  return {
    ...service,
    recommend: tap(service.recommend, metrics.suggestion),
    recommendJson: tap(service.recommendJson, metrics.suggestion),
  };
}

export function countCdsSuggestions<S extends { evaluate: AsyncFn }>(service: S, metrics: MetricEvents): S {
  return { ...service, evaluate: tap(service.evaluate, metrics.suggestion) };
}

/** Refused sign-ins: a wrong address or password (401), or a locked account and address (429). */
export function countSignIns<S extends { login: AsyncFn }>(service: S, metrics: MetricEvents): S {
  const refused = (err: unknown) => {
    if (err instanceof AppError && err.statusCode === 401) metrics.signInFailed();
    else if (err instanceof AppError && err.code === 'too_many_attempts') metrics.signInLocked();
  };
  return { ...service, login: tap(service.login, () => undefined, refused) };
}

type Answered = { answerer: string; abstained: boolean; error?: string };
type AnswersLike = {
  prepare: (params: never) => Promise<object>;
  stream: (prepared: never, signal: AbortSignal) => AsyncGenerator<AnswerEvent>;
  collect: (prepared: never, signal?: AbortSignal) => Promise<Answered>;
};

/** Answers by outcome, and the time from the question (prepare) to the first verified text. */
export function timeAnswers<S extends AnswersLike>(service: S, metrics: MetricEvents): S {
  const asked = new WeakMap<object, number>();
  const seconds = (prepared: object) => (performance.now() - (asked.get(prepared) ?? performance.now())) / 1000;
  const prepare = async (params: never) => {
    const started = performance.now();
    const prepared = await service.prepare(params);
    asked.set(prepared, started);
    return prepared;
  };
  async function* stream(prepared: never, signal: AbortSignal) {
    let answerer = 'extractive';
    let first: number | null = null;
    let outcome: 'answered' | 'abstained' | 'error' = 'answered';
    for await (const event of service.stream(prepared, signal)) {
      if (event.type === 'metadata') answerer = event.answerer;
      else if (event.type === 'content') first ??= seconds(prepared);
      else if (event.type === 'error') outcome = 'error';
      else if (event.type === 'done' && event.abstained) outcome = 'abstained';
      yield event;
    }
    if (!signal.aborted) metrics.documentAnswer(answerer, outcome, first);
  }
  const collect = async (prepared: never, signal?: AbortSignal) => {
    const answer = await service.collect(prepared, signal);
    // Not streamed: the whole answer is its first content.
    metrics.documentAnswer(answer.answerer, answer.error ? 'error' : answer.abstained ? 'abstained' : 'answered', seconds(prepared));
    return answer;
  };
  return { ...service, prepare, stream, collect } as S;
}

export function countPages(reader: PdfReader, metrics: MetricEvents): PdfReader {
  return {
    ...reader,
    async open(...args) {
      const document = await reader.open(...args);
      return {
        ...document,
        pages: (from, to, onPage) =>
          document.pages(from, to, (page) => {
            metrics.pageRead();
            onPage(page);
          }),
      };
    },
  };
}
