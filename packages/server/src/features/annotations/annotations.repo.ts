import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { annotations } from '../../db/schema';

export type AnnotationRow = typeof annotations.$inferSelect;
export type NewAnnotationRow = Pick<AnnotationRow, 'userId' | 'documentId' | 'page' | 'kind' | 'data'>;

/** Every query names the owner: a reader's annotations are never read or removed for anyone else. */
export function createAnnotationsRepo(db: Db) {
  const owned = (userId: number, documentId: number) => and(eq(annotations.userId, userId), eq(annotations.documentId, documentId));
  return {
    list: (userId: number, documentId: number) =>
      db.select().from(annotations).where(owned(userId, documentId)).orderBy(asc(annotations.createdAt), asc(annotations.id)),

    async count(userId: number, documentId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(annotations).where(owned(userId, documentId));
      return row?.n ?? 0;
    },

    async insert(row: NewAnnotationRow): Promise<AnnotationRow> {
      const [created] = await db.insert(annotations).values(row).returning();
      return created!;
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
