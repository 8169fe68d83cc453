import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Key/value facts about this database (e.g. which catalogue version was seeded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The medication catalogue as served and (later) edited; seeded from the domain catalogue. */
export const medications = pgTable(
  'medications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable catalogue id (e.g. "quetiapine+lithium"); null for medications an admin added. */
    regimenId: text('regimen_id'),
    name: text('name').notNull(),
    benefits: text('benefits').array().notNull().default(sql`'{}'`),
    risks: text('risks').array().notNull().default(sql`'{}'`),
    ingredients: text('ingredients').array().notNull().default(sql`'{}'`),
    aliases: text('aliases').array().notNull().default(sql`'{}'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('medications_name_lower_idx').on(sql`lower(${t.name})`),
    uniqueIndex('medications_regimen_id_idx').on(t.regimenId),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    feedbackType: text('feedback_type').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** Non-identifying inputs and summary, sent only when a clinician reports an issue with a result. */
    patient: jsonb('patient'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_created_at_idx').on(t.createdAt)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_email_lower_idx').on(sql`lower(${t.email})`)],
);
