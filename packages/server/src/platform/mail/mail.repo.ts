import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { deliverMailJob } from '../jobs/job-kinds';
import { createJobsRepo } from '../jobs/jobs.repo';

export type OutgoingMail = { to: string; subject: string; text: string; html?: string };
export type StoredMail = typeof mailOutbox.$inferSelect;

/** With the default 30 s base the retries span about four hours (30 s, 2 min, 8 min, 32 min, then hourly). */
const MAIL_ATTEMPTS = 8;

export function createMailRepo(db: Db) {
  return {
    /**
     * Writes the message and the job that delivers it. Called inside the transaction of the change that
     * causes the mail, so both commit or neither; the request never waits for (or fails with) SMTP.
     */
    async queue(mail: OutgoingMail): Promise<void> {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...mail, html: mail.html ?? null })
        .returning({ id: mailOutbox.id });
      await createJobsRepo(db).enqueue(deliverMailJob, { mailId: row!.id }, MAIL_ATTEMPTS);
    },
    /**
     * The newest `limit` mails still in the outbox (SMTP deletes what it delivered), newest first, and
     * how many there are: the link just asked for shows first however many others were queued.
     */
    async newest(limit: number): Promise<{ mails: StoredMail[]; total: number }> {
      const mails = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
      const [row] = await db.select({ n: count() }).from(mailOutbox);
      return { mails, total: row?.n ?? mails.length };
    },
    async find(id: number): Promise<StoredMail | undefined> {
      return (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
    },
    async markSent(id: number): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()` })
        .where(eq(mailOutbox.id, id));
    },
    async remove(id: number): Promise<void> {
      await db.delete(mailOutbox).where(eq(mailOutbox.id, id));
    },
  };
}
export type MailRepo = ReturnType<typeof createMailRepo>;
