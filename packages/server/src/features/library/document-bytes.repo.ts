import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documentBytes, documents } from '../../db/schema';

/** Slice size of document_bytes; the migration that created the table cuts old blobs the same way. */
export const SLICE_BYTES = 1024 * 1024;

export function createDocumentBytesRepo(db: Db) {
  return {
    async insertSlice(tx: Db, documentId: number, seq: number, bytes: Buffer): Promise<void> {
      await tx.insert(documentBytes).values({ documentId, seq, bytes });
    },

    /** Slices `first`..`last` (inclusive), in order. */
    async slices(documentId: number, first: number, last: number): Promise<{ seq: number; bytes: Buffer }[]> {
      return db
        .select({ seq: documentBytes.seq, bytes: documentBytes.bytes })
        .from(documentBytes)
        .where(and(eq(documentBytes.documentId, documentId), gte(documentBytes.seq, first), lte(documentBytes.seq, last)))
        .orderBy(asc(documentBytes.seq));
    },

    async hasSlices(documentId: number): Promise<boolean> {
      return (
        (await db.select({ seq: documentBytes.seq }).from(documentBytes).where(eq(documentBytes.documentId, documentId)).limit(1)).length >
        0
      );
    },

    /** Documents whose bytes still live in document_bytes (on PGlite: uploads from before the file store). */
    async documentsWithSlices(): Promise<{ id: number; sha256: string }[]> {
      return db
        .selectDistinct({ id: documents.id, sha256: documents.sha256 })
        .from(documents)
        .innerJoin(documentBytes, eq(documentBytes.documentId, documents.id));
    },

    async deleteSlices(documentId: number): Promise<void> {
      await db.delete(documentBytes).where(eq(documentBytes.documentId, documentId));
    },

    async isReferenced(sha256: string): Promise<boolean> {
      return (
        (
          await db
            .select({ one: sql`1` })
            .from(documents)
            .where(eq(documents.sha256, sha256))
            .limit(1)
        ).length > 0
      );
    },

    async referencedHashes(): Promise<Set<string>> {
      return new Set((await db.selectDistinct({ sha256: documents.sha256 }).from(documents)).map((r) => r.sha256));
    },
  };
}
export type DocumentBytesRepo = ReturnType<typeof createDocumentBytesRepo>;
