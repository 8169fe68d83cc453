import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cdsFeedback } from '../../db/schema';

export type NewCdsFeedback = typeof cdsFeedback.$inferInsert;

export function createCdsFeedbackRepo(db: Db) {
  return {
    /** One statement, so a batch is stored whole or not at all. */
    insertMany: async (rows: NewCdsFeedback[]) => {
      await db.insert(cdsFeedback).values(rows);
    },
    list: (limit = 500) => db.select().from(cdsFeedback).orderBy(desc(cdsFeedback.createdAt), desc(cdsFeedback.id)).limit(limit),
  };
}
export type CdsFeedbackRepo = ReturnType<typeof createCdsFeedbackRepo>;
