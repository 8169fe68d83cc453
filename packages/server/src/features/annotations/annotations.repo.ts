import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { annotations, users } from '../../db/schema';

export type AnnotationRow = typeof annotations.$inferSelect;
export type NewAnnotationRow = Pick<AnnotationRow, 'userId' | 'documentId' | 'page' | 'kind' | 'data'>;
export type AnnotationLimits = { perDocument: number; bytesPerUser: number };

/** Every query names the owner: a reader's annotations are never read or removed for anyone else. */
export function createAnnotationsRepo(db: Db) {
  const owned = (userId: number, documentId: number) => and(eq(annotations.userId, userId), eq(annotations.documentId, documentId));
  return {
    list: (userId: number, documentId: number) =>
      db.select().from(annotations).where(owned(userId, documentId)).orderBy(asc(annotations.createdAt), asc(annotations.id)),

    /**
     * Inserts unless the owner is at a limit. The owner's row is locked first, so parallel requests
     * are counted one after another and cannot all pass one stale count.
     */
    async insertWithin(row: NewAnnotationRow, limits: AnnotationLimits): Promise<AnnotationRow | 'per_document' | 'storage'> {
      const bytes = Buffer.byteLength(JSON.stringify(row.data));
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
        const [onDocument] = await tx.select({ n: count() }).from(annotations).where(owned(row.userId, row.documentId));
        if ((onDocument?.n ?? 0) >= limits.perDocument) return 'per_document';
        const [stored] = await tx
          .select({ bytes: sql<string>`coalesce(sum(${annotations.bytes}), 0)` })
          .from(annotations)
          .where(eq(annotations.userId, row.userId));
        if (Number(stored?.bytes ?? 0) + bytes > limits.bytesPerUser) return 'storage';
        const [created] = await tx
          .insert(annotations)
          .values({ ...row, bytes })
          .returning();
        return created!;
      });
    },

    /** True when the owner had such an annotation. */
    async remove(userId: number, id: string): Promise<boolean> {
      const gone = await db
        .delete(annotations)
        .where(and(eq(annotations.id, id), eq(annotations.userId, userId)))
        .returning({ id: annotations.id });
      return gone.length > 0;
    },
  };
}
export type AnnotationsRepo = ReturnType<typeof createAnnotationsRepo>;
