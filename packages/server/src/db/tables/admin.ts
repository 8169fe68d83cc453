import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Every write a superuser makes: who, what, the row before and after, when, and the request id.
 * Append-only: the application has no update or delete for it, and a trigger refuses both (and
 * TRUNCATE) in the database itself. No foreign key to users: a row outlives the account it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId, t.id), index('audit_log_action_idx').on(t.action, t.id)],
);

/**
 * AI settings a superuser saved (provider, model, prompts…); a key without a row falls back to the
 * environment. The API key is stored encrypted (docs/adr/0016-ai-settings-and-audit-log.md).
 */
export const aiSettings = pgTable('ai_settings', {
  key: text('key').primaryKey(),
  /** Stable id for the original API's `guid` field. */
  guid: uuid('guid').notNull().defaultRandom(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Versions of the clinical content (catalogue, guideline pack, rules), each the whole validated
 * document. Append-only: a change or a rollback adds a row, and the newest row is the active content
 * (docs/adr/0015). A trigger refuses UPDATE and DELETE.
 */
export const clinicalContentVersions = pgTable('clinical_content_versions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  content: jsonb('content').notNull(),
  /** "<pack id>@<hash>" of the content, as the domain computes it. */
  hash: text('hash').notNull(),
  /** Null for the built-in version 1, or when the author's account is gone (the e-mail stays). */
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  authorEmail: text('author_email'),
  reason: text('reason').notNull(),
  /** The kind of change that made this version: "seed", "rule.setEnabled", "rollback", … */
  change: text('change').notNull(),
  /** For a rollback, the version whose content was restored. */
  restoredFrom: integer('restored_from'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
