import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { documents } from './documents';

/** A reader's own highlights, ink and stamps on one page of a document; nobody else sees them. */
export const annotations = pgTable(
  'annotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    kind: text('kind', { enum: ['highlight', 'ink', 'stamp'] }).notNull(),
    /** The kind's own fields (rectangles, strokes, image), validated by the contract on the way in and out. */
    data: jsonb('data').notNull(),
    /** Size of `data` as stored (UTF-8 of its JSON), summed for the owner's storage quota. */
    bytes: integer('bytes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('annotations_owner_document_idx').on(t.userId, t.documentId, t.createdAt)],
);
