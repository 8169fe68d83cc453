import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { Viewer } from '../../http/access';
import { storableText } from '../../db/text';
import { documentChunks, documentPages, documents, users } from '../../db/schema';

export type DocumentRow = typeof documents.$inferSelect;
/** One stored passage of a page: its place on the page and its text (made by ingestion's chunker). */
export type Chunk = { pageNumber: number; charStart: number; charEnd: number; text: string };
/** A stored passage whose running header or footer lines move from its text to its context: `charStart` as stored, `start` where the text starts now. */
export type FurnitureCut = { pageNumber: number; charStart: number; start: number; text: string; context: string };

/** What a caller may see: the public library, plus their own private uploads. Applied in SQL. */
export function visibleTo(viewer: Viewer): SQL {
  const library = eq(documents.visibility, 'library');
  return viewer ? (or(library, eq(documents.uploadedBy, viewer.userId)) as SQL) : library;
}

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
     * Starts an ingestion attempt: drops what an interrupted attempt wrote. The row is locked first,
     * so a document another process has just finished is left alone; false when it is ready (or gone).
     */
    async beginIngest(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ status: documents.status }).from(documents).where(eq(documents.id, id)).for('update');
        if (!row || row.status === 'ready') return false;
        await tx.delete(documentChunks).where(eq(documentChunks.documentId, id));
        await tx.delete(documentPages).where(eq(documentPages.documentId, id));
        return true;
      });
    },

    /**
     * Some pages and their passages, in one statement (the embedded database answers nothing else
     * meanwhile, and each statement has a fixed cost there: one statement, its rows passed as JSON).
     * Nobody reads them before `finishIngest` marks the document ready: search and citations only see
     * ready documents. False when the document is gone or already ready.
     */
    async appendIngested(
      id: number,
      rows: { pages: { pageNumber: number; text: string }[]; chunks: (Chunk & { chunkNumber: number })[] },
    ): Promise<boolean> {
      const pages = JSON.stringify(rows.pages.map((p) => ({ n: p.pageNumber, t: p.text })));
      const chunks = JSON.stringify(
        rows.chunks.map((c) => ({ n: c.chunkNumber, p: c.pageNumber, s: c.charStart, e: c.charEnd, t: c.text })),
      );
      const result = await db.execute(sql`
        WITH doc AS (SELECT id FROM documents WHERE id = ${id} AND status <> 'ready' FOR SHARE),
        pages AS (
          INSERT INTO document_pages (document_id, page_number, text)
          SELECT doc.id, p.n, p.t FROM doc, json_to_recordset(${pages}::json) AS p(n int, t text)
          RETURNING 1),
        chunks AS (
          INSERT INTO document_chunks (document_id, chunk_number, page_number, char_start, char_end, text)
          SELECT doc.id, c.n, c.p, c.s, c.e, c.t FROM doc, json_to_recordset(${chunks}::json) AS c(n int, p int, s int, e int, t text)
          RETURNING 1)
        SELECT (SELECT count(*) FROM doc)::int AS found, (SELECT count(*) FROM pages)::int AS pages, (SELECT count(*) FROM chunks)::int AS chunks`);
      return rowsOf<{ found: number }>(result)[0]!.found > 0;
    },

    /**
     * Makes the written pages and passages visible at once: a reader sees no document or the whole
     * one. Of two processes finishing the same document only the first does; false for the other.
     */
    async finishIngest(
      id: number,
      result: { title: string; pageCount: number; chunkCount: number; furniture?: FurnitureCut[] },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ status: documents.status }).from(documents).where(eq(documents.id, id)).for('update');
        if (!row || row.status === 'ready') return false;
        // Running headers and footers move from the passages' text to their context (ingestion/passage-furniture.ts).
        if (result.furniture?.length) {
          const cuts = JSON.stringify(
            result.furniture.map((c) => ({ p: c.pageNumber, s: c.charStart, n: c.start, t: c.text, x: c.context })),
          );
          await tx.execute(sql`
            UPDATE document_chunks c SET text = u.t, context = u.x, char_start = u.n, char_end = u.n + length(u.t)
            FROM json_to_recordset(${cuts}::json) AS u(p int, s int, n int, t text, x text)
            WHERE c.document_id = ${id} AND c.page_number = u.p AND c.char_start = u.s`);
        }
        await tx
          .update(documents)
          .set({
            status: 'ready',
            error: null,
            title: sql`coalesce(${documents.title}, ${result.title})`,
            pageCount: result.pageCount,
            pagesDone: result.pageCount,
            chunkCount: result.chunkCount,
          })
          .where(eq(documents.id, id));
        return true;
      });
    },

    /** Everything derived from the file at once (seeding; ingestion writes as it reads, above). */
    async storeIngested(id: number, result: { title: string; pages: string[]; chunks: (Chunk & { chunkNumber: number })[] }) {
      if (!(await this.beginIngest(id))) return false;
      const pages = result.pages.map((text, i) => ({ pageNumber: i + 1, text }));
      if (!(await this.appendIngested(id, { pages, chunks: result.chunks }))) return false;
      return this.finishIngest(id, { title: result.title, pageCount: pages.length, chunkCount: result.chunks.length });
    },

    /**
     * Planner statistics of the documents table. Search joins passages to their documents; without
     * statistics (PGlite runs no autovacuum, and PostgreSQL's waits for 50 changed rows) the planner
     * takes the table for one row and searches the passage index once per document: a question took
     * 180 ms instead of 25 over 19,000 passages. One row per file: a few milliseconds.
     */
    async refreshStatistics(): Promise<void> {
      await db.execute(sql`ANALYZE documents`);
    },

    /** A failed document keeps no pages or passages from the attempts that failed. */
    async markFailed(id: number, error: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(documentChunks).where(eq(documentChunks.documentId, id));
        await tx.delete(documentPages).where(eq(documentPages.documentId, id));
        await tx
          .update(documents)
          .set({ status: 'failed', error: storableText(error).slice(0, 1000) })
          .where(eq(documents.id, id));
      });
    },
  };
}
export type DocumentsRepo = ReturnType<typeof createDocumentsRepo>;
