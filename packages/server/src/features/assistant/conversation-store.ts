import type { AssistantSource } from '@balancer/contract';
import { randomUUID } from 'node:crypto';
import type { Principal } from '../../http/access';
import type { ConversationsRepo } from './conversations.repo';

export type ChatMessage = { content: string; isUser: boolean; at: Date; sources: AssistantSource[] };
export type StoredConversation = { id: string; createdAt: Date; messages: ChatMessage[] };

/**
 * Where conversations live: signed-in users' in the database (theirs to read and delete); anonymous
 * ones in this process's memory only, forgotten after `anonymousTtlMs` of inactivity.
 */
export function createConversationStore(repo: ConversationsRepo, opts: { anonymousTtlMs: number; maxAnonymous: number }) {
  const anonymous = new Map<string, StoredConversation & { expiresAt: number }>();

  function sweep(now: number) {
    for (const [id, c] of anonymous) if (c.expiresAt <= now) anonymous.delete(id);
    // Oldest first (insertion order): a flood of anonymous chats cannot grow memory without bound.
    while (anonymous.size > opts.maxAnonymous) anonymous.delete(anonymous.keys().next().value!);
  }

  return {
    /** The caller's conversation, or undefined when it does not exist or belongs to someone else. */
    async load(id: string, principal: Principal | null): Promise<StoredConversation | undefined> {
      if (principal) return /^[0-9a-f-]{36}$/i.test(id) ? repo.find(id, principal.userId) : undefined;
      sweep(Date.now());
      return anonymous.get(id);
    },

    async start(principal: Principal | null): Promise<string> {
      if (principal) return repo.create(principal.userId);
      const id = randomUUID();
      anonymous.set(id, { id, createdAt: new Date(), messages: [], expiresAt: Date.now() + opts.anonymousTtlMs });
      sweep(Date.now());
      return id;
    },

    async append(id: string, principal: Principal | null, messages: ChatMessage[]): Promise<void> {
      if (principal) return repo.append(id, messages);
      const c = anonymous.get(id);
      if (!c) return;
      c.messages.push(...messages);
      c.expiresAt = Date.now() + opts.anonymousTtlMs;
      // Re-insert so that the map's order stays least-recently-used first.
      anonymous.delete(id);
      anonymous.set(id, c);
    },

    async remove(id: string, principal: Principal): Promise<boolean> {
      return repo.delete(id, principal.userId);
    },
  };
}
export type ConversationStore = ReturnType<typeof createConversationStore>;
