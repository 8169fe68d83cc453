import {
  replaceCitations,
  type Answer,
  type AnswerEvent,
  type AssistantReply,
  type AssistantSource,
  type DocumentRules,
  type Passage,
  type SearchResponse,
} from '@balancer/contract';
import type { LegacyAskResponse, LegacyAskStreamEvent, LegacyAssistantResponse, LegacyPassageInfo } from '@balancer/contract/legacy';
import type { StoredConversation } from '../features/assistant';

/** The library's v2 shapes as the original client reads them (docs/adr/0029-library-contract-and-v2.md). */

export const toLegacyPassage = (p: Passage): LegacyPassageInfo => ({
  guid: p.guid,
  file_id: p.guid,
  title: p.title,
  file_name: p.fileName,
  name: p.fileName,
  page_number: p.page,
  chunk_number: p.chunkNumber,
  text: p.text,
  snippet: p.snippet,
});

export function toLegacyAskEvent(event: AnswerEvent): LegacyAskStreamEvent {
  switch (event.type) {
    case 'metadata':
      return {
        type: 'metadata',
        question: event.question,
        embeddings_count: event.passages.length,
        embeddings_info: event.passages.map(toLegacyPassage),
        answerer: event.answerer,
      };
    case 'content':
      return { content: event.text };
    case 'done':
      return {
        done: true,
        embeddings_info: event.passages.map(toLegacyPassage),
        citations_dropped: event.citationsDropped,
        abstained: event.abstained,
      };
    case 'error':
      return { error: event.message };
  }
}

export const toLegacyAskResponse = (a: Answer): LegacyAskResponse => ({
  question: a.question,
  llm_response: a.answer,
  embeddings_info: a.passages.map(toLegacyPassage),
  citations_dropped: a.citationsDropped,
  answerer: a.answerer,
  abstained: a.abstained,
});

/**
 * Citations as words: the original widget prints the text verbatim, so `***[guid, Page 5, Chunk 3]***`
 * becomes `[Handbook, Page 5]`, named from the structured sources sent beside it.
 */
export function readableCitations(text: string, sources: readonly AssistantSource[]): string {
  return replaceCitations(text, (c) => {
    const title = sources.find((s) => s.guid?.toLowerCase() === c.guid)?.title ?? 'library document';
    return `[${title}, Page ${c.page}]`;
  });
}

const toLegacySource = ({ page, chunkNumber, ...s }: AssistantSource) => ({ ...s, page_number: page, chunk_number: chunkNumber });

export const toLegacyAssistantResponse = (reply: AssistantReply): LegacyAssistantResponse => ({
  response_output_text: readableCitations(reply.text, reply.sources),
  final_response_id: reply.conversationId,
  sources: reply.sources.map(toLegacySource),
});

export const toLegacyConversation = (c: StoredConversation) => ({
  id: c.id,
  created: c.createdAt.toISOString(),
  messages: c.messages.map((m) => ({ content: readableCitations(m.content, m.sources), is_user: m.isUser, timestamp: m.at.toISOString() })),
});

export const toLegacyRules = (r: DocumentRules) => ({
  rules: r.rules.map(({ chunkNumber, chunkText, ...rule }) => ({
    ...rule,
    source: `chunk-${chunkNumber}`,
    chunk_number: chunkNumber,
    chunk_text: chunkText,
  })),
  extractor: r.extractor,
  extracted_at: r.extractedAt,
  unverified_dropped: r.unverifiedDropped,
});

/** Search hits as the original search screen reads them: `snippet` is the highlighted HTML. */
export const toLegacySearch = (s: SearchResponse) => ({
  query: s.query,
  expanded: s.expanded,
  results: s.results.map((h) => ({
    guid: h.guid,
    title: h.title,
    file_name: h.fileName,
    page: h.page,
    chunk_number: h.chunkNumber,
    text: h.text,
    snippet: h.highlighted,
    score: h.score,
  })),
});
