import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Key/value facts about this database (e.g. which catalogue version was seeded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    /** Set when a superuser marks the message handled in the feedback inbox. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by'),
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

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Argon2id, PHC string format. */
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Tokens issued before this instant are refused: set by a password change and by deactivation. */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Single-use, expiring tokens for activation and password reset. Only a SHA-256 of the token is kept. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['activation', 'password_reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_tokens_hash_idx').on(t.tokenHash), index('user_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Failed and successful sign-ins, shared by every server process, for throttling. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
    index('login_attempts_pair_idx').on(t.email, t.ip, t.createdAt),
  ],
);

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
    tsv: tsvector('tsv').generatedAlwaysAs(sql`to_tsvector('english', text)`),
  },
  (t) => [
    uniqueIndex('document_chunks_doc_chunk_idx').on(t.documentId, t.chunkNumber),
    index('document_chunks_tsv_idx').using('gin', t.tsv),
  ],
);

/**
 * Durable background work (ingestion). Workers claim with FOR UPDATE SKIP LOCKED, so several server
 * processes on one PostgreSQL share the queue; a job whose worker died is retried or failed at restart.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    lastError: text('last_error'),
    lockedBy: text('locked_by'),
    /** Refreshed while the job runs; a stale heartbeat means the worker is gone. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** Not claimed before this instant: retries back off. */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_state_idx').on(t.state, t.id)],
);

/** Assistant conversations of signed-in users (anonymous ones live in memory only, with an expiry). */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversations_user_idx').on(t.userId, t.updatedAt)],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    isUser: boolean('is_user').notNull(),
    content: text('content').notNull(),
    /** The sources an answer cited (catalogue references, library passages). */
    sources: jsonb('sources')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversation_messages_conversation_idx').on(t.conversationId, t.id)],
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('annotations_owner_document_idx').on(t.userId, t.documentId, t.createdAt)],
);
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
