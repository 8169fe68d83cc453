import type { AskResponse, AskStreamEvent, PassageInfo } from '@balancer/contract';
import type { AnswerEvent, CollectedAnswer } from './answers.service';
import type { RankedPassage } from './extractive-answerer';

// The legacy wire shapes of the document chat, in one place.

export function toPassageInfo(p: RankedPassage): PassageInfo {
  const snippet = p.bestSentence.length > 220 ? `${p.bestSentence.slice(0, 219)}…` : p.bestSentence;
  return {
    guid: p.guid,
    file_id: p.guid,
    title: p.title,
    file_name: p.fileName,
    page_number: p.page,
    chunk_number: p.chunkNumber,
    text: p.text,
    snippet,
  };
}

/** `{type:"metadata",…}`, then `{content}` events, then exactly one `{done:true,…}` or `{error}`. */
export function toStreamEvent(event: AnswerEvent): AskStreamEvent {
  switch (event.kind) {
    case 'metadata':
      return {
        type: 'metadata',
        question: event.question,
        embeddings_count: event.passages.length,
        embeddings_info: event.passages.map(toPassageInfo),
        answerer: event.answerer,
      };
    case 'content':
      return { content: event.text };
    case 'done':
      return {
        done: true,
        embeddings_info: event.passages.map(toPassageInfo),
        citations_dropped: event.dropped,
        abstained: event.abstained,
      };
    case 'error':
      return { error: event.message };
  }
}

export function toAskResponse(answer: CollectedAnswer): AskResponse {
  return {
    question: answer.question,
    llm_response: answer.text,
    embeddings_info: answer.passages.map(toPassageInfo),
    citations_dropped: answer.dropped,
    answerer: answer.answerer,
    abstained: answer.abstained,
  };
}
