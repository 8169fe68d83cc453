import type { AssistantSource, Conversation, Passage } from '@balancer/contract';
import type { StoredConversation } from './conversation-store';

// The assistant's v2 wire shapes; the original API's are in src/legacy.

export const librarySource = (p: Pick<Passage, 'guid' | 'title' | 'fileName' | 'page' | 'chunkNumber'>): AssistantSource => ({
  kind: 'library',
  title: p.title ?? p.fileName,
  locator: `Page ${p.page}, Chunk ${p.chunkNumber}`,
  url: null,
  guid: p.guid,
  page: p.page,
  chunkNumber: p.chunkNumber,
});

export const toConversation = (c: StoredConversation): Conversation => ({
  id: c.id,
  createdAt: c.createdAt.toISOString(),
  messages: c.messages.map((m) => ({ content: m.content, isUser: m.isUser, at: m.at.toISOString() })),
});
