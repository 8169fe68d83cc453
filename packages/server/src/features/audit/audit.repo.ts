import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>;
export type AuditFilter = { entityType?: string | undefined; entityId?: string | undefined; action?: string | undefined };

/**
 * Insert and select only: the log is append-only, so this repo has no update or delete (and the
 * database refuses both with a trigger, see drizzle/0009_admin_audit.sql).
 */
export function createAuditRepo(db: Db) {
  const where = (f: AuditFilter): SQL | undefined =>
    and(
      ...(f.entityType ? [eq(auditLog.entityType, f.entityType)] : []),
      ...(f.entityId ? [eq(auditLog.entityId, f.entityId)] : []),
      ...(f.action ? [eq(auditLog.action, f.action)] : []),
    );
  return {
    async insert(row: NewAuditRow): Promise<AuditRow> {
      const [created] = await db.insert(auditLog).values(row).returning();
      return created!;
    },

    async page(filter: AuditFilter, offset: number, limit: number): Promise<{ total: number; rows: AuditRow[] }> {
      const [rows, [total]] = await Promise.all([
        db.select().from(auditLog).where(where(filter)).orderBy(desc(auditLog.id)).offset(offset).limit(limit),
        db.select({ n: count() }).from(auditLog).where(where(filter)),
      ]);
      return { total: Number(total?.n ?? 0), rows };
    },

    async distinct(): Promise<{ entityTypes: string[]; actions: string[] }> {
      const [types, actions] = await Promise.all([
        db.selectDistinct({ v: auditLog.entityType }).from(auditLog).orderBy(auditLog.entityType),
        db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(auditLog.action),
      ]);
      return { entityTypes: types.map((r) => r.v), actions: actions.map((r) => r.v) };
    },
  };
}
export type AuditRepo = ReturnType<typeof createAuditRepo>;
