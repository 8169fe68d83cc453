import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cdsUsedTokens } from '../../db/schema';

/** Accepted CDS Hooks token ids, in the database so every server process refuses the same replays. */
export function createCdsTokensRepo(db: Db) {
  return {
    /** True when the key was not used before (and is now remembered until `until`); false on a replay. Clears expired keys. */
    async claim(key: string, until: Date, now = new Date()): Promise<boolean> {
      await db.delete(cdsUsedTokens).where(lt(cdsUsedTokens.expiresAt, now));
      const rows = await db
        .insert(cdsUsedTokens)
        .values({ key, expiresAt: until })
        .onConflictDoNothing()
        .returning({ key: cdsUsedTokens.key });
      return rows.length === 1;
    },
  };
}
export type CdsTokensRepo = ReturnType<typeof createCdsTokensRepo>;
