import { mergeRelease, validateContentSet, type ClinicalContentSet, type MergeConflict, type MergeItem } from '@balancer/domain';
import { recordAudit } from '../audit';
import { asActive, canonicalContent, hashOf, type ActiveContent } from '../../clinical/clinical-content';
import { StaleVersionError, type ContentVersionsRepo } from './content-versions.repo';
import { recordMergeConflicts } from './merge-conflicts-record';

/**
 * How long the suggester (a hot path) may answer on the version it last checked before asking the
 * database again. A version stored by this process is in place at once; one stored by another process
 * sharing PostgreSQL is picked up within this bound (docs/adr/0021).
 */
export const CONTENT_RECHECK_MS = 1000;

/**
 * The active clinical content, kept in memory. `active()` checks the database's newest version before
 * each use; `recent()` checks at most once per `recheckMs`, so a suggestion under load costs no
 * database round trip.
 */
export function createContentStore(
  repo: ContentVersionsRepo,
  log?: { warn: (obj: object, msg: string) => void },
  { recheckMs = CONTENT_RECHECK_MS, now = Date.now }: { recheckMs?: number; now?: () => number } = {},
) {
  let active: ActiveContent | null = null;
  let checkedAt = -Infinity;
  // One check in flight at a time: the requests that arrive meanwhile wait for it rather than
  // each asking the database.
  let checking: Promise<ActiveContent> | null = null;

  async function load(id: number): Promise<ActiveContent> {
    const row = await repo.get(id);
    if (!row) throw new Error(`clinical content version ${id} is missing`);
    return asActive(canonicalContent(row.content), row.id, row.createdAt, row.hash);
  }

  async function check(): Promise<ActiveContent> {
    const started = now();
    // The database unreachable: the suggester still answers, on the version loaded last, which the
    // answer names (no version can be stored while the database is down either).
    const head = await repo.head().catch((err: unknown) => {
      if (!active) throw err;
      log?.warn(
        { err, contentVersion: active.contentVersion },
        'could not check the active content version; answering with the one loaded',
      );
      return { id: active.versionId, hash: active.hash };
    });
    if (!head) throw new Error('no clinical content version: the database was not seeded');
    // Version ids only grow: a check that started before this process adopted a newer version it
    // stored itself must not put the older one back.
    if (!active || head.id > active.versionId) {
      const loaded = await load(head.id);
      if (!active || loaded.versionId > active.versionId) active = loaded;
    }
    checkedAt = Math.max(checkedAt, started);
    return active;
  }

  // Versions an answer named, loaded once each: a printout or an old summary asks for the same few.
  const older = new Map<string, Promise<ActiveContent | undefined>>();
  const OLDER_KEPT = 8;

  return {
    active: check,

    /**
     * The content an answer was given on, by the `contentVersion` it names; undefined when no stored
     * version has that id and hash.
     */
    async at(contentVersion: string): Promise<ActiveContent | undefined> {
      const current = await check();
      if (current.contentVersion === contentVersion) return current;
      const id = Number(/^v(\d+):/.exec(contentVersion)?.[1]);
      if (!Number.isSafeInteger(id)) return undefined;
      let found = older.get(contentVersion);
      if (!found) {
        found = repo.get(id).then((row) => {
          const content = row ? asActive(canonicalContent(row.content), row.id, row.createdAt, row.hash) : undefined;
          return content?.contentVersion === contentVersion ? content : undefined;
        });
        found.catch(() => older.delete(contentVersion));
        older.set(contentVersion, found);
        if (older.size > OLDER_KEPT) older.delete(older.keys().next().value!);
      }
      return found;
    },

    /** The active content as checked within the last `recheckMs` (see CONTENT_RECHECK_MS). */
    recent(): Promise<ActiveContent> {
      if (active && now() - checkedAt < recheckMs) return Promise.resolve(active);
      checking ??= check().finally(() => {
        checking = null;
      });
      return checking;
    },

    /**
     * Stores the built-in content as version 1 on an empty database. When a release ships different
     * built-in content, it becomes a new version if nobody has edited the content since the last
     * built-in version; an administrator's edits are never replaced (docs/adr/0015). On edited content
     * the release is merged item by item (docs/adr/0041): what only the release changed is applied as a
     * new audited version, what both changed is kept as edited and listed as a conflict.
     */
    async seed(defaults: ClinicalContentSet): Promise<{
      outcome: 'seeded' | 'released' | 'unchanged' | 'edited' | 'kept-edits' | 'merged';
      version: ActiveContent;
      applied?: MergeItem[];
      conflicts?: MergeConflict[];
    }> {
      const hash = hashOf(defaults);
      const row = { content: defaults, hash, authorId: null, authorEmail: null, restoredFrom: null };
      if (await repo.seedIfEmpty({ ...row, reason: 'Built-in content of this release', change: 'seed' }))
        return { outcome: 'seeded', version: await this.active() };
      // A restart of the same release: the built-in content is the active version, so it is put in place
      // as it is, without reading the stored copy back and parsing it (a fifth of a restart, issue 40).
      const head = await repo.head();
      if (head && head.hash === hash) return { outcome: 'unchanged', version: this.adopt(defaults, head.id, head.createdAt) };
      const current = await this.active();
      const stored = await repo.get(current.versionId);
      if (stored?.change !== 'seed' && stored?.change !== 'release') return this.mergeInto(current, defaults, hash);
      await repo
        .append(current.versionId, { ...row, reason: 'Built-in content of a new release', change: 'release' })
        .catch((err: unknown) => {
          // Another process sharing the database stored it first.
          if (!(err instanceof StaleVersionError)) throw err;
        });
      return { outcome: 'released', version: await this.active() };
    },

    /**
     * A release merged into edited content. The base is the newest stored built-in content; after an
     * earlier merge it is older than the release that merge took, which can only turn an item into a
     * conflict, never overwrite an edit.
     */
    async mergeInto(current: ActiveContent, defaults: ClinicalContentSet, releaseHash: string) {
      const baseRow = await repo.lastBuiltIn();
      if (!baseRow) return { outcome: 'kept-edits' as const, version: current };
      // This release's built-in content is the one the edits were made on: nothing new to merge, nothing to warn of.
      if (baseRow.hash === releaseHash) return { outcome: 'edited' as const, version: current };
      const site = {
        catalog: current.catalog,
        pack: current.pack,
        rules: current.rules,
        interactions: current.interactions,
        dosing: current.dosing,
      };
      const base = canonicalContent(baseRow.content);
      const { merged, applied, conflicts } = mergeRelease(base, site, defaults);
      // Conflicts are kept for a superuser to settle (docs/adr/0050), with the version that applied the rest.
      const keep = (tx: Parameters<typeof recordMergeConflicts>[0]) =>
        recordMergeConflicts(tx, conflicts, { base, site, release: defaults }, releaseHash);
      const problems = validateContentSet(merged);
      if (!applied.length || problems.length) {
        if (problems.length) log?.warn({ problems }, 'the release could not be merged into the edited content');
        await repo.locked(keep);
        return { outcome: 'kept-edits' as const, version: current, applied: [], conflicts };
      }
      const content = canonicalContent(merged);
      const hash = hashOf(content);
      const listed = (items: MergeItem[]) => items.map((i) => `${i.area} ${i.id}`).join(', ') || 'none';
      await repo
        .append(
          current.versionId,
          {
            content,
            hash,
            authorId: null,
            authorEmail: null,
            restoredFrom: null,
            reason: `Built-in content of a new release merged into edited content. Applied: ${listed(applied)}. Conflicts kept as edited, to settle: ${listed(conflicts)}.`,
            change: 'release.merge',
          },
          async (tx, row) => {
            await keep(tx);
            await recordAudit(
              tx,
              { actor: { userId: null, email: 'release' }, requestId: null },
              {
                action: 'content.release.merge',
                entityType: 'clinical_content',
                entityId: row.id,
                before: { version: current.versionId, hash: current.hash, base: baseRow.id },
                after: { version: row.id, hash, applied, conflicts },
              },
            );
          },
        )
        .catch((err: unknown) => {
          if (!(err instanceof StaleVersionError)) throw err;
        });
      return { outcome: 'merged' as const, version: await this.active(), applied, conflicts };
    },

    /** Loaded versions are immutable: a version just stored can be put in place without reading it back. */
    adopt(content: ClinicalContentSet, id: number, createdAt: Date): ActiveContent {
      active = asActive(content, id, createdAt);
      checkedAt = now();
      return active;
    },
  };
}
export type ContentStore = ReturnType<typeof createContentStore>;
