import type { AssistantResponse, AssistantSource, Conversation } from '@balancer/contract';
import type { RankedPassage } from '../answers/extractive-answerer';
import type { AssistantReply } from './assistant.service';
import type { StoredConversation } from './conversation-store';

// The legacy wire shapes of the assistant, in one place.

export const librarySource = (p: RankedPassage): AssistantSource => ({
  kind: 'library',
  title: p.title ?? p.fileName,
  locator: `Page ${p.page}, Chunk ${p.chunkNumber}`,
  url: null,
  guid: p.guid,
  page_number: p.page,
  chunk_number: p.chunkNumber,
});

/** `{response_output_text, final_response_id}`; the id continues the conversation. */
export const toAssistantResponse = (reply: AssistantReply): AssistantResponse => ({
  response_output_text: reply.text,
  final_response_id: reply.conversationId,
  sources: reply.sources,
});

export const toConversation = (c: StoredConversation): Conversation => ({
  id: c.id,
  created: c.createdAt.toISOString(),
  messages: c.messages.map((m) => ({ content: m.content, is_user: m.isUser, timestamp: m.at.toISOString() })),
});
