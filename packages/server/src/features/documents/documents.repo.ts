import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storableText } from '../../db/text';
import { documentChunks, documentPages, documents, users } from '../../db/schema';
import type { Chunk } from './chunker';

export type DocumentRow = typeof documents.$inferSelect;
export type Viewer = { userId: number; isSuperuser: boolean } | null;

/** What a caller may see: the public library, plus their own private uploads. Applied in SQL. */
export function visibleTo(viewer: Viewer): SQL {
  const library = eq(documents.visibility, 'library');
  return viewer ? (or(library, eq(documents.uploadedBy, viewer.userId)) as SQL) : library;
}

/**
 * Text per insert statement. The embedded database runs on the event loop's thread, and indexing
 * text (tsvector, trigrams) is its costly part: small statements, with requests answered between
 * them, keep a 1,000-page document from stalling the server for seconds.
 */
const BATCH_TEXT_CHARS = 12_000;

function* batches<T extends { text: string }>(rows: T[]): Generator<T[]> {
  let batch: T[] = [];
  let chars = 0;
  for (const row of rows) {
    batch.push(row);
    chars += row.text.length;
    if (chars >= BATCH_TEXT_CHARS) {
      yield batch;
      batch = [];
      chars = 0;
    }
  }
  if (batch.length) yield batch;
}
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createDocumentsRepo(db: Db) {
  return {
    /** The row, and whatever `within` writes (bytes, the ingestion job), in one transaction. */
    async create(
      row: Pick<DocumentRow, 'fileName' | 'size' | 'sha256' | 'uploadedBy' | 'visibility'>,
      within: (tx: Db, doc: DocumentRow) => Promise<unknown>,
    ): Promise<DocumentRow> {
      return db.transaction(async (tx) => {
        const [doc] = await tx.insert(documents).values(row).returning();
        await within(tx, doc!);
        return doc!;
      });
    },

    async list(viewer: Viewer) {
      return db
        .select({ doc: documents, uploaderEmail: users.email })
        .from(documents)
        .leftJoin(users, eq(users.id, documents.uploadedBy))
        .where(visibleTo(viewer))
        .orderBy(desc(documents.uploadedAt), desc(documents.id));
    },

    async find(guid: string, viewer: Viewer): Promise<DocumentRow | undefined> {
      return (
        await db
          .select()
          .from(documents)
          .where(and(eq(documents.guid, guid), visibleTo(viewer)))
          .limit(1)
      )[0];
    },

    async byId(id: number): Promise<DocumentRow | undefined> {
      return (await db.select().from(documents).where(eq(documents.id, id)).limit(1))[0];
    },

    /** The row before and after, and whatever `within` writes with them (the audit entry), in one transaction. */
    async updateMetadata(
      guid: string,
      fields: Partial<Pick<DocumentRow, 'fileName' | 'title' | 'publication' | 'publicationDate'>>,
      within: (tx: Db, before: DocumentRow, after: DocumentRow) => Promise<unknown>,
    ): Promise<DocumentRow | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(documents).where(eq(documents.guid, guid)).for('update');
        if (!before) return undefined;
        if (!Object.keys(fields).length) return before;
        const [after] = await tx.update(documents).set(fields).where(eq(documents.guid, guid)).returning();
        await within(tx, before, after!);
        return after;
      });
    },

    /** Pages, chunks and bytes kept in the database go with it (ON DELETE CASCADE); `within` writes in the same transaction. */
    async delete(guid: string, within: (tx: Db, deleted: DocumentRow) => Promise<unknown>): Promise<DocumentRow | undefined> {
      return db.transaction(async (tx) => {
        const [deleted] = await tx.delete(documents).where(eq(documents.guid, guid)).returning();
        if (deleted) await within(tx, deleted);
        return deleted;
      });
    },

    async setProgress(id: number, pagesDone: number, pageCount: number): Promise<void> {
      await db.update(documents).set({ pagesDone, pageCount }).where(eq(documents.id, id));
    },

    /**
     * Everything derived from the file, written at once: a reader sees no document or the whole one.
     * The row is locked first, so of two processes finishing the same document only the first writes;
     * false when it was already ready (or deleted meanwhile).
     */
    async storeIngested(
      id: number,
      result: { title: string; pages: string[]; chunks: (Chunk & { chunkNumber: number })[] },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ status: documents.status }).from(documents).where(eq(documents.id, id)).for('update');
        if (!row || row.status === 'ready') return false;
        await tx.delete(documentChunks).where(eq(documentChunks.documentId, id));
        await tx.delete(documentPages).where(eq(documentPages.documentId, id));
        for (const rows of batches(result.pages.map((text, i) => ({ documentId: id, pageNumber: i + 1, text })))) {
          await tx.insert(documentPages).values(rows);
          await yieldToRequests();
        }
        for (const rows of batches(result.chunks.map((c) => ({ documentId: id, ...c })))) {
          await tx.insert(documentChunks).values(rows);
          await yieldToRequests();
        }
        await tx
          .update(documents)
          .set({
            status: 'ready',
            error: null,
            title: sql`coalesce(${documents.title}, ${result.title})`,
            pageCount: result.pages.length,
            pagesDone: result.pages.length,
            chunkCount: result.chunks.length,
          })
          .where(eq(documents.id, id));
        return true;
      });
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db
        .update(documents)
        .set({ status: 'failed', error: storableText(error).slice(0, 1000) })
        .where(eq(documents.id, id));
    },
  };
}
export type DocumentsRepo = ReturnType<typeof createDocumentsRepo>;
