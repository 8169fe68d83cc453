import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every outgoing message, written in the transaction of the change that causes it and delivered by the
 * mail job (with retries). Delivered over SMTP, the row is deleted (its links hold live tokens); without
 * SMTP it stays, marked sent, as the record a single-machine install reads its links from.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
