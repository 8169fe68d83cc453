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
    /** Code of one of the service's own override reasons. */
    overrideReason: text('override_reason'),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cds_feedback_created_at_idx').on(t.createdAt)],
);
