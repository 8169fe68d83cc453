import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMessages, conversations } from '../../db/schema';
import type { ChatMessage } from './conversation-store';

/** Conversations of signed-in users. Every read and write is scoped to the owner. */
export function createConversationsRepo(db: Db) {
  return {
    async create(userId: number): Promise<string> {
      const [row] = await db.insert(conversations).values({ userId }).returning({ id: conversations.id });
      return row!.id;
    },

    async find(id: string, userId: number): Promise<{ id: string; createdAt: Date; messages: ChatMessage[] } | undefined> {
      const [conversation] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
      if (!conversation) return undefined;
      const rows = await db
        .select()
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, id))
        .orderBy(asc(conversationMessages.id));
      return {
        id,
        createdAt: conversation.createdAt,
        messages: rows.map((r) => ({
          content: r.content,
          isUser: r.isUser,
          at: r.createdAt,
          sources: r.sources as ChatMessage['sources'],
        })),
      };
    },

    /** The question and its answer are stored together or not at all. */
    async append(id: string, messages: ChatMessage[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(conversationMessages)
          .values(messages.map((m) => ({ conversationId: id, isUser: m.isUser, content: m.content, sources: m.sources, createdAt: m.at })));
        await tx
          .update(conversations)
          .set({ updatedAt: sql`now()` })
          .where(eq(conversations.id, id));
      });
    },

    async delete(id: string, userId: number): Promise<boolean> {
      const rows = await db
        .delete(conversations)
        .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
        .returning({ id: conversations.id });
      return rows.length > 0;
    },
  };
}
export type ConversationsRepo = ReturnType<typeof createConversationsRepo>;
