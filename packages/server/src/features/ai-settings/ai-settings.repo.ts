import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiSettings, users } from '../../db/schema';

export type AiSettingRow = typeof aiSettings.$inferSelect & { updatedByEmail: string | null };

export function createAiSettingsRepo(db: Db) {
  return {
    async all(): Promise<AiSettingRow[]> {
      const rows = await db
        .select({ setting: aiSettings, updatedByEmail: users.email })
        .from(aiSettings)
        .leftJoin(users, eq(users.id, aiSettings.updatedBy))
        .orderBy(aiSettings.key);
      return rows.map((r) => ({ ...r.setting, updatedByEmail: r.updatedByEmail }));
    },

    /** The saved row of `key`, locked until the transaction ends (two saves of one key queue up). */
    async find(key: string): Promise<typeof aiSettings.$inferSelect | undefined> {
      return (await db.select().from(aiSettings).where(eq(aiSettings.key, key)).for('update'))[0];
    },

    async save(key: string, value: string, userId: number | null): Promise<void> {
      const row = { key, value, updatedBy: userId, updatedAt: new Date() };
      await db
        .insert(aiSettings)
        .values(row)
        .onConflictDoUpdate({ target: aiSettings.key, set: { value: row.value, updatedBy: row.updatedBy, updatedAt: row.updatedAt } });
    },

    async remove(key: string): Promise<void> {
      await db.delete(aiSettings).where(eq(aiSettings.key, key));
    },
  };
}
export type AiSettingsRepo = ReturnType<typeof createAiSettingsRepo>;
