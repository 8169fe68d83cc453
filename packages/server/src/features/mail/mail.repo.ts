import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type OutgoingMail = { to: string; subject: string; text: string; html?: string };

export function createMailRepo(db: Db) {
  return {
    async store(mail: OutgoingMail): Promise<void> {
      await db.insert(mailOutbox).values({ ...mail, html: mail.html ?? null });
    },
  };
}
export type MailRepo = ReturnType<typeof createMailRepo>;
