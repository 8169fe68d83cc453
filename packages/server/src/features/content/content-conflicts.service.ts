import type { ContentConflict, ContentConflicts, ContentConflictSettled, ContentConflictSettleRequest } from '@balancer/contract';
import { clinicalContentSchema, conflictChanges, itemAt, sameItem, withItem, type ConflictLocation } from '@balancer/domain';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import { recordAudit, type AuditContext } from '../audit';
import type { ActiveContent } from '../../clinical/clinical-content';
import { createContentConflictsRepo, type ContentConflictRow, type ContentConflictsRepo } from './content-conflicts.repo';
import type { ContentService } from './content.service';
import type { ContentStore } from './content-store';

type Deps = { repo: ContentConflictsRepo; store: ContentStore; content: ContentService };
type Settle = Omit<ContentConflictSettleRequest, 'confirm'> & { confirm: boolean };

const locationOf = (row: ContentConflictRow) => row.location as ConflictLocation;
const placed = (row: ContentConflictRow) => locationOf(row).path.length > 0;
/** The item as the active content has it: the site side, which an edit since the merge may have changed. */
const current = (active: ActiveContent, row: ContentConflictRow) => (placed(row) ? itemAt(active, locationOf(row), row.itemId) : row.site);

/**
 * Release-merge conflicts a superuser settles (docs/adr/0050): keep the site's item (closed, audited,
 * no new version) or take the release's or an edited one (a new content version through the same
 * checks as any edit, the conflict closed in its transaction).
 */
export function createContentConflictsService({ repo, store, content }: Deps) {
  function view(active: ActiveContent, row: ContentConflictRow): ContentConflict {
    const site = current(active, row);
    const c = { id: row.itemId, location: locationOf(row), base: row.base, site, release: row.release };
    return {
      area: row.area,
      id: row.itemId,
      releaseHash: row.releaseHash,
      createdAt: row.createdAt.toISOString(),
      base: row.base ?? null,
      site: site ?? null,
      release: row.release ?? null,
      ...conflictChanges(active, c),
    };
  }

  /** Closes the entry and audits it in one transaction; a 404 when someone settled it meanwhile. */
  async function close(row: ContentConflictRow, settlement: string, who: AuditContext, after: object) {
    return repo.transaction(async (t: Db) => {
      if (!(await createContentConflictsRepo(t).close(row.id, settlement, who.actor.email))) throw gone(row);
      await recordAudit(t, who, {
        action: 'content.merge.settle',
        entityType: 'content_merge_conflict',
        entityId: row.id,
        before: { area: row.area, id: row.itemId, releaseHash: row.releaseHash, site: row.site, release: row.release },
        after: { take: settlement, ...after },
      });
    });
  }

  return {
    async list(): Promise<ContentConflicts> {
      const active = await store.active();
      const rows = await repo.open();
      // An item edited since to equal the release's is settled by the content itself; the next merge closes the entry.
      const open = rows.filter((row) => !sameItem(current(active, row), row.release));
      return { version: await content.activeInfo(), conflicts: open.map((row) => view(active, row)) };
    },

    async settle(area: string, id: string, req: Settle, who: AuditContext): Promise<ContentConflictSettled> {
      const row = await repo.openOne(area, id);
      if (!row) throw gone({ area, itemId: id });
      if (req.take === 'site') {
        await close(row, 'site', who, { reason: req.reason });
        return { area, id, take: 'site', result: null };
      }
      if (!placed(row))
        throw new AppError(
          422,
          'not_placeable',
          `take: ${area} '${id}' cannot be put in the content automatically; keep this site's and edit it`,
          {
            take: ['this item can only be kept as the site has it'],
          },
        );
      const value = req.take === 'release' ? row.release : req.item;
      // An edited item settles this item: it may not rename itself into another one.
      const key = locationOf(row).key;
      if (req.take === 'edited' && req.item?.[key] !== id)
        throw new AppError(422, 'invalid_item', `item: its ${key} must be '${id}', the item in conflict`, {
          item: [`${key} must be '${id}'`],
        });
      const active = await store.active();
      // Already the same (an edit since made it so): nothing to store, the entry is closed and audited.
      if (sameItem(current(active, row), value)) {
        await close(row, req.take, who, { reason: req.reason, unchanged: true });
        return { area, id, take: req.take, result: null };
      }
      const result = await content.commitDraft(
        { make: (a) => draftWith(a, row, value), reason: req.reason, confirm: req.confirm, baseVersion: req.baseVersion },
        {
          change: 'merge.settle',
          audit: { settled: { conflict: row.id, area, id, take: req.take } },
          // The version's own audit entry (content.merge.settle) names the item and the choice.
          within: async (tx) => {
            if (!(await createContentConflictsRepo(tx).close(row.id, req.take, who.actor.email))) throw gone(row);
          },
        },
        who,
      );
      return { area, id, take: req.take, result };
    },
  };
}
export type ContentConflictsService = ReturnType<typeof createContentConflictsService>;

const gone = (item: { area: string; itemId: string }) => notFound(`area, id: no open release conflict on ${item.area} '${item.itemId}'`);

/** The active content with the item replaced, checked against the content schema (an edited item is the client's). */
function draftWith(active: ActiveContent, row: ContentConflictRow, value: unknown) {
  const parsed = clinicalContentSchema.safeParse(withItem(active, locationOf(row), row.itemId, value));
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  throw new AppError(422, 'invalid_item', `item: the ${row.area} would not be valid content: ${problems.slice(0, 5).join('; ')}`, {
    item: problems,
  });
}
