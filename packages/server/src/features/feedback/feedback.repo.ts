import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedback } from '../../db/schema';

export type NewFeedback = typeof feedback.$inferInsert;
export type FeedbackRow = typeof feedback.$inferSelect;
export type FeedbackFilter = { feedbackType?: string | undefined; handled?: boolean | undefined };

export function createFeedbackRepo(db: Db) {
  const where = (f: FeedbackFilter): SQL | undefined =>
    and(
      ...(f.feedbackType ? [eq(feedback.feedbackType, f.feedbackType)] : []),
      ...(f.handled === undefined ? [] : [f.handled ? isNotNull(feedback.handledAt) : isNull(feedback.handledAt)]),
    );
  return {
    async insert(row: NewFeedback) {
      const [created] = await db.insert(feedback).values(row).returning();
      return created!;
    },
    list: (filter: FeedbackFilter = {}, limit = 1000) =>
      db.select().from(feedback).where(where(filter)).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(limit),

    /** Sets or clears the handled mark; `within` (the audit entry) writes in the same transaction. */
    async setHandled(
      id: number,
      handled: { at: Date; by: string } | null,
      within: (tx: Db, before: FeedbackRow, after: FeedbackRow) => Promise<unknown>,
    ): Promise<FeedbackRow | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
        if (!before) return undefined;
        const [after] = await tx
          .update(feedback)
          .set({ handledAt: handled?.at ?? null, handledBy: handled?.by ?? null })
          .where(eq(feedback.id, id))
          .returning();
        await within(tx, before, after!);
        return after;
      });
    },
  };
}
export type FeedbackRepo = ReturnType<typeof createFeedbackRepo>;
