import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { userTokens } from '../../db/schema';

export type TokenPurpose = 'activation' | 'password_reset' | 'email_change' | 'email_change_cancel';
/** Every kind: a deactivation retires them all. */
export const TOKEN_PURPOSES: TokenPurpose[] = ['activation', 'password_reset', 'email_change', 'email_change_cancel'];
export type ConsumeResult = { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'stale' };

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export function createTokensRepo(db: Db) {
  return {
    /** Issues a random token; only its hash is stored. */
    async issue(userId: number, purpose: TokenPurpose, ttlSeconds: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(userTokens).values({
        userId,
        purpose,
        tokenHash: digest(token),
        expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
      });
      return token;
    },

    /** Whether the token would be accepted now, without using it. */
    async check(userId: number, purpose: TokenPurpose, token: string): Promise<ConsumeResult> {
      const [row] = await db
        .select({ usable: sql<boolean>`${userTokens.usedAt} IS NULL AND ${userTokens.expiresAt} > now()` })
        .from(userTokens)
        .where(and(eq(userTokens.tokenHash, digest(token)), eq(userTokens.userId, userId), eq(userTokens.purpose, purpose)))
        .limit(1);
      if (!row) return { ok: false, reason: 'invalid' };
      return row.usable ? { ok: true, userId } : { ok: false, reason: 'stale' };
    },
    /** Marks the token used if it belongs to the user, is unused and unexpired; atomic, so it works once. */
    async consume(userId: number, purpose: TokenPurpose, token: string): Promise<ConsumeResult> {
      const hash = digest(token);
      const used = await db
        .update(userTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(userTokens.tokenHash, hash),
            eq(userTokens.userId, userId),
            eq(userTokens.purpose, purpose),
            isNull(userTokens.usedAt),
            gt(userTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: userTokens.userId });
      if (used[0]) return { ok: true, userId: used[0].userId };
      const known = await db
        .select({ id: userTokens.id })
        .from(userTokens)
        .where(and(eq(userTokens.tokenHash, hash), eq(userTokens.userId, userId), eq(userTokens.purpose, purpose)))
        .limit(1);
      return { ok: false, reason: known.length ? 'stale' : 'invalid' };
    },

    /** Retires every outstanding token of these kinds (after a password change, all reset links die). */
    async retireAll(userId: number, ...purposes: TokenPurpose[]): Promise<void> {
      await db
        .update(userTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(userTokens.userId, userId), inArray(userTokens.purpose, purposes), isNull(userTokens.usedAt)));
    },
  };
}
export type TokensRepo = ReturnType<typeof createTokensRepo>;
