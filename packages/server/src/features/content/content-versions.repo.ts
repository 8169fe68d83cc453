import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clinicalContentVersions, documentChunks, documents } from '../../db/schema';

export type ContentVersionRow = typeof clinicalContentVersions.$inferSelect;
export type NewContentVersion = Omit<typeof clinicalContentVersions.$inferInsert, 'id' | 'createdAt'>;

/** Serialises content writes across processes sharing one PostgreSQL (any constant works; this one is ours). */
const CONTENT_LOCK = 7_301_501;

/** Thrown when the active version moved on since the caller read it. */
export class StaleVersionError extends Error {
  constructor(readonly active: number) {
    super(`baseVersion: the content changed meanwhile; the active version is now ${active}`);
  }
}

export function createContentVersionsRepo(db: Db) {
  const lock = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(${CONTENT_LOCK})`);
  const headOf = async (tx: Db) => {
    const rows = await tx
      .select({ id: clinicalContentVersions.id, hash: clinicalContentVersions.hash, createdAt: clinicalContentVersions.createdAt })
      .from(clinicalContentVersions)
      .orderBy(desc(clinicalContentVersions.id))
      .limit(1);
    return rows[0];
  };
  return {
    /** The active version's id and hash: one index lookup, made before every answer so no process serves stale content. */
    head: () => headOf(db),

    async get(id: number): Promise<ContentVersionRow | undefined> {
      const rows = await db.select().from(clinicalContentVersions).where(eq(clinicalContentVersions.id, id)).limit(1);
      return rows[0];
    },

    /** The newest versions first, up to `limit`, plus the one before the oldest (for its diff). */
    list: (limit: number, before?: number): Promise<ContentVersionRow[]> =>
      db
        .select()
        .from(clinicalContentVersions)
        .where(before ? lte(clinicalContentVersions.id, before) : undefined)
        .orderBy(desc(clinicalContentVersions.id))
        .limit(limit + 1),

    /** The newest version that holds a release's built-in content as shipped (the base of a release merge). */
    async lastBuiltIn(): Promise<ContentVersionRow | undefined> {
      const rows = await db
        .select()
        .from(clinicalContentVersions)
        .where(inArray(clinicalContentVersions.change, ['seed', 'release']))
        .orderBy(desc(clinicalContentVersions.id))
        .limit(1);
      return rows[0];
    },

    /** Stores version 1 when there is none yet; true when this call stored it. */
    async seedIfEmpty(row: NewContentVersion): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lock(tx);
        if (await headOf(tx)) return false;
        await tx.insert(clinicalContentVersions).values(row);
        return true;
      });
    },

    /**
     * Appends a version made from `baseId`, refusing if another version was added since; `within`
     * runs in the same transaction (the audit record), so a version is never stored without it.
     */
    async append(baseId: number, row: NewContentVersion, within?: (tx: Db, stored: ContentVersionRow) => Promise<void>) {
      return db.transaction(async (tx) => {
        await lock(tx);
        const head = await headOf(tx);
        if (head?.id !== baseId) throw new StaleVersionError(head?.id ?? 0);
        const [stored] = await tx.insert(clinicalContentVersions).values(row).returning();
        if (!stored) throw new Error('content version insert returned nothing');
        await within?.(tx, stored);
        return stored;
      });
    },

    /** Runs `work` in a transaction holding the content lock (a merge that stores no version still records its conflicts once). */
    locked: <T>(work: (tx: Db) => Promise<T>): Promise<T> =>
      db.transaction(async (tx) => {
        await lock(tx);
        return work(tx);
      }),

    /** A passage of a ready library document, to cite: its title, page and text. */
    async libraryPassage(guid: string, chunk: number) {
      const rows = await db
        .select({
          title: documents.title,
          fileName: documents.fileName,
          publication: documents.publication,
          page: documentChunks.pageNumber,
          text: documentChunks.text,
        })
        .from(documentChunks)
        .innerJoin(documents, eq(documents.id, documentChunks.documentId))
        .where(
          and(
            eq(documents.guid, guid),
            eq(documents.visibility, 'library'),
            eq(documents.status, 'ready'),
            eq(documentChunks.chunkNumber, chunk),
          ),
        )
        .limit(1);
      return rows[0];
    },
  };
}
export type ContentVersionsRepo = ReturnType<typeof createContentVersionsRepo>;
