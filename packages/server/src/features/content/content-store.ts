import type { ClinicalContentSet } from '@balancer/domain';
import { asActive, canonicalContent, hashOf, type ActiveContent } from '../../clinical/clinical-content';
import { StaleVersionError, type ContentVersionsRepo } from './content-versions.repo';

/**
 * The active clinical content, kept in memory and checked against the database's newest version
 * before each use: a version another process stored is picked up by the next request, never served stale.
 */
export function createContentStore(repo: ContentVersionsRepo, log?: { warn: (obj: object, msg: string) => void }) {
  let active: ActiveContent | null = null;

  async function load(id: number): Promise<ActiveContent> {
    const row = await repo.get(id);
    if (!row) throw new Error(`clinical content version ${id} is missing`);
    return asActive(canonicalContent(row.content), row.id, row.createdAt);
  }

  return {
    async active(): Promise<ActiveContent> {
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
      if (active?.versionId !== head.id) active = await load(head.id);
      return active;
    },

    /**
     * Stores the built-in content as version 1 on an empty database. When a release ships different
     * built-in content, it becomes a new version if nobody has edited the content since the last
     * built-in version; an administrator's edits are never replaced (docs/adr/0015).
     */
    async seed(
      defaults: ClinicalContentSet,
    ): Promise<{ outcome: 'seeded' | 'released' | 'unchanged' | 'kept-edits'; version: ActiveContent }> {
      const hash = hashOf(defaults);
      const row = { content: defaults, hash, authorId: null, authorEmail: null, restoredFrom: null };
      if (await repo.seedIfEmpty({ ...row, reason: 'Built-in content of this release', change: 'seed' }))
        return { outcome: 'seeded', version: await this.active() };
      const current = await this.active();
      if (current.hash === hash) return { outcome: 'unchanged', version: current };
      const stored = await repo.get(current.versionId);
      if (stored?.change !== 'seed' && stored?.change !== 'release') return { outcome: 'kept-edits', version: current };
      await repo
        .append(current.versionId, { ...row, reason: 'Built-in content of a new release', change: 'release' })
        .catch((err: unknown) => {
          // Another process sharing the database stored it first.
          if (!(err instanceof StaleVersionError)) throw err;
        });
      return { outcome: 'released', version: await this.active() };
    },

    /** Loaded versions are immutable: a version just stored can be put in place without reading it back. */
    adopt(content: ClinicalContentSet, id: number, createdAt: Date): ActiveContent {
      active = asActive(content, id, createdAt);
      return active;
    },
  };
}
export type ContentStore = ReturnType<typeof createContentStore>;
