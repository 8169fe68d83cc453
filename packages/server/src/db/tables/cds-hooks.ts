import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What EHRs report about CDS Hooks cards: accepted or overridden, and the override reason's code.
 * Never patient data: no patient or encounter id, no resources, no free-text comment.
 */
export const cdsFeedback = pgTable(
  'cds_feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The `iss` of the EHR that sent it. */
    client: text('client').notNull(),
    cardUuid: uuid('card_uuid').notNull(),
    /** What the card was about ("not-suggested", "rule:<id>", …), when known. */
    cardKind: text('card_kind'),
    outcome: text('outcome', { enum: ['accepted', 'overridden'] }).notNull(),
    /** The override reason's code: one of the service's own, or one the EHR defined. */
    overrideReason: text('override_reason'),
    /** The code system of a reason the EHR defined (null for the service's own reasons). */
    overrideSystem: text('override_system'),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cds_feedback_created_at_idx').on(t.createdAt)],
);

/**
 * Token ids (`iss|jti`) already accepted, kept until the token expires: shared by every server
 * process, so a captured CDS Hooks request cannot be replayed against another one.
 */
export const cdsUsedTokens = pgTable(
  'cds_used_tokens',
  {
    key: text('key').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('cds_used_tokens_expires_at_idx').on(t.expiresAt)],
);
