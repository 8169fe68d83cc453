import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { ConflictLocation, ConflictPlan, MergeConflict } from '@balancer/domain';
import type { Db } from '../../db/client';
import { contentMergeConflicts } from '../../db/schema';

export type ContentConflictRow = typeof contentMergeConflicts.$inferSelect;
export type LocatedConflict = MergeConflict & { location: ConflictLocation };

/** Release-merge conflicts kept until a superuser settles them (docs/adr/0050). `db` may be a transaction. */
export function createContentConflictsRepo(db: Db) {
  return {
    /** Every open entry, and the settled ones a new merge must not raise again. */
    known: () =>
      db
        .select({
          id: contentMergeConflicts.id,
          area: contentMergeConflicts.area,
          itemId: contentMergeConflicts.itemId,
          release: contentMergeConflicts.release,
          settlement: contentMergeConflicts.settlement,
        })
        .from(contentMergeConflicts)
        // Replaced and content-closed entries never block anything: only the open and the decided are read.
        .where(or(isNull(contentMergeConflicts.settledAt), inArray(contentMergeConflicts.settlement, ['site', 'release', 'edited']))),

    /** Applies a merge's plan: closes first, so the open-item index never sees two entries for one item. */
    async applyPlan(plan: { close: ConflictPlan['close']; insert: LocatedConflict[] }, releaseHash: string) {
      const now = new Date();
      for (const c of plan.close)
        await db
          .update(contentMergeConflicts)
          .set({ settledAt: now, settlement: c.settlement, settledBy: 'release' })
          .where(and(eq(contentMergeConflicts.id, c.id), isNull(contentMergeConflicts.settledAt)));
      if (plan.insert.length)
        await db.insert(contentMergeConflicts).values(
          plan.insert.map((c) => ({
            area: c.area,
            itemId: c.id,
            base: c.base,
            site: c.site,
            release: c.release,
            location: c.location,
            releaseHash,
          })),
        );
    },

    open: (): Promise<ContentConflictRow[]> =>
      db.select().from(contentMergeConflicts).where(isNull(contentMergeConflicts.settledAt)).orderBy(asc(contentMergeConflicts.id)),

    async openOne(area: string, itemId: string): Promise<ContentConflictRow | undefined> {
      const rows = await db
        .select()
        .from(contentMergeConflicts)
        .where(and(eq(contentMergeConflicts.area, area), eq(contentMergeConflicts.itemId, itemId), isNull(contentMergeConflicts.settledAt)))
        .limit(1);
      return rows[0];
    },

    /** Closes an open entry; false when it was closed meanwhile (another superuser settled it). */
    async close(id: number, settlement: string, by: string | null): Promise<boolean> {
      const rows = await db
        .update(contentMergeConflicts)
        .set({ settledAt: new Date(), settlement, settledBy: by })
        .where(and(eq(contentMergeConflicts.id, id), isNull(contentMergeConflicts.settledAt)))
        .returning({ id: contentMergeConflicts.id });
      return rows.length > 0;
    },

    /** Runs `work` in one transaction on a repo bound to it: the closing and its audit entry commit together. */
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx)),
  };
}
export type ContentConflictsRepo = ReturnType<typeof createContentConflictsRepo>;
