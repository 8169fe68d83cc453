import type { AuthService } from '../../features/auth/auth.service';
import type { AnswersService, PreparedAnswer } from '../../features/answers/answers.service';
import type { CdsHooksService } from '../../features/cds-hooks/cds-hooks.service';
import type { RecommendationsService } from '../../features/recommendations/recommendations.service';
import { AppError } from '../../http/errors';
import type { PdfReader } from '../pdf/pdf-reader';
import type { Metrics } from './metrics';

/*
 * Counting at the composition root (app.ts, library-app.ts): the services stay unaware of metrics, and
 * each wrapper passes every call and value through unchanged.
 */

export function countSuggestions(service: RecommendationsService, metrics: Metrics): RecommendationsService {
  return {
    ...service,
    recommend: (context) => service.recommend(context).then((r) => (metrics.suggestion(), r)),
    recommendJson: (context) => service.recommendJson(context).then((r) => (metrics.suggestion(), r)),
  };
}

export function countCdsSuggestions(service: CdsHooksService, metrics: Metrics): CdsHooksService {
  return { ...service, evaluate: (...args) => service.evaluate(...args).then((cards) => (metrics.suggestion(), cards)) };
}

/** Answers by outcome, and the time from the question (prepare) to the first verified text. */
export function timeAnswers(service: AnswersService, metrics: Metrics): AnswersService {
  const asked = new WeakMap<PreparedAnswer, number>();
  const seconds = (prepared: PreparedAnswer) => (performance.now() - (asked.get(prepared) ?? performance.now())) / 1000;
  return {
    async prepare(params) {
      const started = performance.now();
      const prepared = await service.prepare(params);
      asked.set(prepared, started);
      return prepared;
    },
    async *stream(prepared, signal) {
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
    },
    async collect(prepared, signal) {
      const answer = await service.collect(prepared, signal);
      // Not streamed: the whole answer is its first content.
      metrics.documentAnswer(answer.answerer, answer.error ? 'error' : answer.abstained ? 'abstained' : 'answered', seconds(prepared));
      return answer;
    },
  };
}

export function countPages(reader: PdfReader, metrics: Metrics): PdfReader {
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

/** Refused sign-ins: a wrong address or password (401), or a locked account and address (429). */
export function countSignIns(service: AuthService, metrics: Metrics): AuthService {
  return {
    ...service,
    login: (...args) =>
      service.login(...args).catch((err: unknown) => {
        if (err instanceof AppError && err.statusCode === 401) metrics.signInFailed();
        else if (err instanceof AppError && err.code === 'too_many_attempts') metrics.signInLocked();
        throw err;
      }),
  };
}
