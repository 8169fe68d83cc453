import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type OutgoingMail = { to: string; subject: string; text: string; html?: string };

export function createMailRepo(db: Db) {
  return {
    async store(mail: OutgoingMail): Promise<void> {
      await db.insert(mailOutbox).values({ ...mail, html: mail.html ?? null });
    },
    latest: (limit = 50) => db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit),
  };
}
export type MailRepo = ReturnType<typeof createMailRepo>;
