import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Items a release merge could not settle (both the release and the site changed them differently),
 * kept until a superuser settles them (docs/adr/0050). The release's content is not stored as a
 * version when a merge keeps the edits, so the three sides are kept here rather than derived.
 * At most one open row per item: a later release conflicting on the same item replaces it.
 */
export const contentMergeConflicts = pgTable(
  'content_merge_conflicts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The merge area ("rule", "ingredient", …): text, as areas are added without a migration. */
    area: text('area').notNull(),
    itemId: text('item_id').notNull(),
    base: jsonb('base'),
    site: jsonb('site'),
    release: jsonb('release'),
    /** Where the item sits in the content, e.g. ["catalog","ingredients"], and the field naming it. */
    location: jsonb('location').notNull(),
    /** The hash of the release's built-in content the conflict came from. */
    releaseHash: text('release_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** "site", "release", "edited", "content" (the content came to equal a side) or "replaced" (a later release). */
    settlement: text('settlement'),
    settledBy: text('settled_by'),
  },
  (t) => [
    uniqueIndex('content_merge_conflicts_open_idx')
      .on(t.area, t.itemId)
      .where(sql`${t.settledAt} is null`),
  ],
);
