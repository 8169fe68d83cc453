import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

export function createNewsletterRepo(db: Db) {
  return {
    /** Idempotent: subscribing twice keeps one row (the unique index is on lower(email)). */
    async subscribe(email: string): Promise<void> {
      await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
    },
    list: () => db.select().from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.createdAt)),
  };
}
export type NewsletterRepo = ReturnType<typeof createNewsletterRepo>;
