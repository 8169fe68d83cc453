import { sql } from 'drizzle-orm';
import { customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** An uploaded paper. Its pages and chunks live in their own tables so lists stay light; its bytes in a DocumentStore. */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guid: uuid('guid').notNull().defaultRandom(),
    fileName: text('file_name').notNull(),
    title: text('title'),
    publication: text('publication'),
    publicationDate: date('publication_date'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    size: integer('size').notNull(),
    /** Hex SHA-256 of the bytes: the file's name in the file store, and the download's ETag. */
    sha256: text('sha256').notNull(),
    fileType: text('file_type').notNull().default('application/pdf'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Superuser uploads form the public library; others are private to their uploader. */
    visibility: text('visibility', { enum: ['library', 'private'] }).notNull(),
    status: text('status', { enum: ['processing', 'ready', 'failed'] })
      .notNull()
      .default('processing'),
    error: text('error'),
    pageCount: integer('page_count'),
    pagesDone: integer('pages_done').notNull().default(0),
    chunkCount: integer('chunk_count').notNull().default(0),
  },
  (t) => [uniqueIndex('documents_guid_idx').on(t.guid), index('documents_uploaded_at_idx').on(t.uploadedAt)],
);

/**
 * A document's bytes in 1 MB slices, on PostgreSQL (see docs/adr/0006): small rows keep every query
 * short, so neither writing nor streaming a large file holds the event loop. PGlite keeps files instead.
 */
export const documentBytes = pgTable(
  'document_bytes',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.seq] })],
);

export const documentPages = pgTable(
  'document_pages',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    pageNumber: integer('page_number').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.pageNumber] })],
);

/** Page-anchored passages: what search returns and answers cite (file, page, chunk). */
export const documentChunks = pgTable(
  'document_chunks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** 0-based across the whole document. */
    chunkNumber: integer('chunk_number').notNull(),
    pageNumber: integer('page_number').notNull(),
    /** Character offsets of the chunk within its page's text. */
    charStart: integer('char_start').notNull(),
    charEnd: integer('char_end').notNull(),
    text: text('text').notNull(),
    /**
     * The page's running header and footer lines cut from `text` at ingestion (page-furniture.ts): no sentence
     * of the passage, but searched with it, since a journal's running title may be the only place a page names
     * its subject (docs/adr/0055).
     */
    context: text('context').notNull().default(''),
    tsv: tsvector('tsv').generatedAlwaysAs(sql`to_tsvector('english', text || ' ' || context)`),
  },
  (t) => [
    uniqueIndex('document_chunks_doc_chunk_idx').on(t.documentId, t.chunkNumber),
    index('document_chunks_tsv_idx').using('gin', t.tsv),
  ],
);

/** Inclusion and exclusion rules extracted from one document, each with its verified quote, page and chunk. */
export const documentRuleSets = pgTable('document_rule_sets', {
  documentId: integer('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  extractor: text('extractor', { enum: ['deterministic', 'model'] }).notNull(),
  rules: jsonb('rules').notNull(),
  /** Rules a model proposed whose quote was not found in the cited passage. */
  unverifiedDropped: integer('unverified_dropped').notNull().default(0),
  extractedAt: timestamp('extracted_at', { withTimezone: true }).notNull().defaultNow(),
});
