import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedback } from '../../db/schema';

export type NewFeedback = typeof feedback.$inferInsert;

export function createFeedbackRepo(db: Db) {
  return {
    async insert(row: NewFeedback) {
      const [created] = await db.insert(feedback).values(row).returning();
      return created!;
    },
    list: (limit = 200) => db.select().from(feedback).orderBy(desc(feedback.createdAt)).limit(limit),
  };
}
export type FeedbackRepo = ReturnType<typeof createFeedbackRepo>;
