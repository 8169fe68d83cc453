import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appMeta, medications } from '../../db/schema';

export type MedicationRow = typeof medications.$inferSelect;
export type NewMedication = Pick<typeof medications.$inferInsert, 'regimenId' | 'name' | 'benefits' | 'risks' | 'ingredients' | 'aliases'>;

const SEED_KEY = 'catalogue_seed_version';

export function createMedicationsRepo(db: Db) {
  return {
    list: (): Promise<MedicationRow[]> =>
      db
        .select()
        .from(medications)
        .orderBy(asc(sql`lower(${medications.name})`)),

    async findById(id: { regimenId: string } | { rowId: number }): Promise<MedicationRow | undefined> {
      const where = 'regimenId' in id ? eq(medications.regimenId, id.regimenId) : eq(medications.id, id.rowId);
      const rows = await db.select().from(medications).where(where).limit(1);
      return rows[0];
    },

    async findByName(name: string): Promise<MedicationRow | undefined> {
      const rows = await db
        .select()
        .from(medications)
        .where(eq(sql`lower(${medications.name})`, name.trim().toLowerCase()))
        .limit(1);
      return rows[0];
    },

    /**
     * Inserts the catalogue once per catalogue version, in one transaction, so an admin's later
     * deletions are not undone at every restart and a crash never leaves half a catalogue.
     */
    async seedOnce(version: string, rows: NewMedication[]): Promise<number> {
      return db.transaction(async (tx) => {
        const seen = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).for('update');
        if (seen[0]?.value === version) return 0;
        const inserted = rows.length
          ? await tx.insert(medications).values(rows).onConflictDoNothing().returning({ id: medications.id })
          : [];
        await tx
          .insert(appMeta)
          .values({ key: SEED_KEY, value: version })
          .onConflictDoUpdate({ target: appMeta.key, set: { value: version, updatedAt: sql`now()` } });
        return inserted.length;
      });
    },
  };
}
export type MedicationsRepo = ReturnType<typeof createMedicationsRepo>;
