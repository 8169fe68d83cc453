import type { AuditPage } from '@balancer/contract';
import type { Db } from '../../db/client';
import type { Principal } from '../../http/access';
import { createAuditRepo, type AuditFilter, type AuditRow } from './audit.repo';

/** Who made a change and in which request: taken from the request by `auditContext`. */
export type AuditContext = { actor: { userId: number | null; email: string }; requestId: string | null };

/** One change: what was done to which entity, and the entity (as JSON) before and after. */
export type AuditChange = {
  action: string;
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

/** The audit context of a request (Fastify's request has both fields). Anonymous callers never write admin data. */
export function auditContext(request: { principal: Principal | null; id: string }): AuditContext {
  const p = request.principal;
  return { actor: { userId: p ? p.userId : null, email: p?.email ?? 'anonymous' }, requestId: request.id };
}

/**
 * Records a change in the audit log. Pass the transaction that makes the change: the entry commits
 * with it or not at all, so the log never shows a write that did not happen (or misses one that did).
 * Secrets must be left out of `before`/`after` by the caller (say "set", never the value).
 */
export async function recordAudit(tx: Db, context: AuditContext, change: AuditChange): Promise<void> {
  await createAuditRepo(tx).insert({
    actorUserId: context.actor.userId,
    actorEmail: context.actor.email,
    action: change.action,
    entityType: change.entityType,
    entityId: String(change.entityId),
    // JSON round trip: dates become strings and undefined fields vanish, as they will when read back.
    before: toJson(change.before),
    after: toJson(change.after),
    requestId: context.requestId,
  });
}

const toJson = (value: unknown): unknown => (value === undefined || value === null ? null : JSON.parse(JSON.stringify(value)));

export function createAuditService(db: Db) {
  const repo = createAuditRepo(db);
  return {
    async page(filter: AuditFilter, page: number, pageSize: number): Promise<AuditPage> {
      const [{ total, rows }, { entityTypes, actions }] = await Promise.all([
        repo.page(filter, (page - 1) * pageSize, pageSize),
        repo.distinct(),
      ]);
      return { count: total, page, pageSize, entityTypes, actions, results: rows.map(toEntry) };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;

const toEntry = (r: AuditRow): AuditPage['results'][number] => ({
  id: r.id,
  at: r.at.toISOString(),
  actor: { id: r.actorUserId, email: r.actorEmail },
  action: r.action,
  entityType: r.entityType,
  entityId: r.entityId,
  before: r.before ?? null,
  after: r.after ?? null,
  requestId: r.requestId,
});
