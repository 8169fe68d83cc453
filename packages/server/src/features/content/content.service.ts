import type { ContentChangeResult, ContentHistoryEntry, ContentPreview, ContentVersionInfo } from '@balancer/contract';
import {
  applyContentChange,
  changeProblems,
  ContentChangeError,
  diffClinicalContent,
  previewImpact,
  validateContentSet,
  type Citation,
  type ClinicalContentSet,
  type ContentChange,
  type ContentDiffEntry,
  type LibraryPassage,
} from '@balancer/domain';
import type { Db } from '../../db/client';
import { canonicalContent, hashOf, type ActiveContent } from '../../clinical/clinical-content';
import { AppError, notFound } from '../../http/errors';
import { recordAudit, type AuditContext } from '../audit';
import { StaleVersionError, type ContentVersionRow, type ContentVersionsRepo } from './content-versions.repo';
import type { ContentStore } from './content-store';
import { createContentViews } from './content-views.service';

type Deps = { repo: ContentVersionsRepo; store: ContentStore };
type Proposal = { baseVersion?: number | undefined; passages: LibraryPassage[] };
type Who = AuditContext;

const HISTORY_LIMIT = 50;

export const versionInfo = (row: ContentVersionRow): ContentVersionInfo => ({
  id: row.id,
  hash: row.hash,
  contentVersion: `v${row.id}:${row.hash}`,
  createdAt: row.createdAt.toISOString(),
  author: row.authorEmail,
  reason: row.reason,
  change: row.change,
  restoredFrom: row.restoredFrom,
});

const stale = (active: number) =>
  new AppError(
    409,
    'stale_version',
    `baseVersion: the content changed meanwhile; the active version is now ${active}. Review the change again.`,
  );

/** The changed items themselves, before and after, for the audit record. */
function changedItems(content: ClinicalContentSet, diff: ContentDiffEntry[]) {
  const pick = (area: ContentDiffEntry['area'], id: string): unknown => {
    if (area === 'rule') return content.rules.find((r) => r.id === id);
    if (area === 'interaction') return content.interactions.find((x) => x.id === id);
    if (area === 'medication') return content.catalog.regimens.find((r) => r.id === id);
    if (area === 'ingredient') return content.catalog.ingredients.find((i) => i.id === id);
    if (area === 'citation') return content.pack.citations.find((c) => c.id === id);
    if (area === 'dosing') return content.dosing.find((d) => d.id === id);
    return content.pack.tables.find((t) => t.state === id);
  };
  return diff.map((d) => ({ area: d.area, id: d.id, value: pick(d.area, d.id) ?? null }));
}

/**
 * Superusers' edits of the clinical content: each change is applied to the active version by a pure
 * domain function, validated, previewed on the reference patients, and stored as a new version.
 */
export function createContentService({ repo, store }: Deps) {
  const diffs = new Map<number, ContentDiffEntry[]>();

  /** Library passages cited by a change, as citations: each must be a passage of a library document. */
  async function passageCitations(passages: LibraryPassage[]): Promise<Citation[]> {
    const out: Citation[] = [];
    for (const p of passages) {
      const found = await repo.libraryPassage(p.guid, p.chunk);
      if (!found) throw new AppError(422, 'unknown_passage', `passages: no library document ${p.guid} has a chunk ${p.chunk}`);
      if (found.page !== p.page)
        throw new AppError(422, 'unknown_passage', `passages: chunk ${p.chunk} of ${p.guid} is on page ${found.page}, not ${p.page}`);
      const title = found.title ?? found.fileName;
      out.push({
        id: `library-${p.guid}`,
        short: title,
        reference: `${title}${found.publication ? `. ${found.publication}` : ''}. Library document ${p.guid}.`,
      });
    }
    return out;
  }

  async function propose(
    req: Proposal & { change?: ContentChange },
    make: (active: ActiveContent) => ClinicalContentSet | Promise<ClinicalContentSet>,
  ) {
    const active = await store.active();
    if (req.baseVersion !== undefined && req.baseVersion !== active.versionId) throw stale(active.versionId);
    let draft: ClinicalContentSet;
    try {
      draft = await make(active);
    } catch (err) {
      if (err instanceof ContentChangeError) throw new AppError(err.status === 'not_found' ? 404 : 409, err.status, err.message);
      throw err;
    }
    const problems = [...(req.change ? changeProblems(active, req.change) : []), ...validateContentSet(draft)];
    const proposed = problems.length ? draft : canonicalContent(draft);
    return { active, proposed, problems };
  }

  const changeOf = (req: Proposal & { change: ContentChange }) => async (active: ActiveContent) =>
    applyContentChange(active, req.change, await passageCitations(req.passages));

  async function commit(
    active: ActiveContent,
    proposed: ClinicalContentSet,
    problems: string[],
    meta: {
      reason: string;
      change: string;
      restoredFrom: number | null;
      confirm: boolean;
      /** More for the audit entry, and more to write in the version's transaction (a settled conflict). */
      audit?: object;
      within?: (tx: Db) => Promise<void>;
    },
    who: Who,
  ): Promise<ContentChangeResult> {
    if (problems.length)
      throw new AppError(
        422,
        'invalid_content',
        `content: the change would leave the clinical content inconsistent: ${problems.join('; ')}`,
        {
          content: problems,
        },
      );
    const diff = diffClinicalContent(active, proposed);
    if (!diff.length) throw new AppError(422, 'no_change', 'change: the content would be the same as the active version');
    const impact = previewImpact(active, proposed);
    if (impact.patients.length && !meta.confirm) {
      const list = impact.patients.map((p) => `${p.patient.label}: ${p.changes.map((c) => c.text).join('; ')}`);
      throw new AppError(
        409,
        'confirmation_required',
        `confirm: this change alters the suggestions of ${impact.patients.length} of ${impact.checked} reference patients; review them and send confirm: true`,
        { confirm: list },
      );
    }
    const hash = hashOf(proposed);
    const stored = await repo
      .append(
        active.versionId,
        {
          content: proposed,
          hash,
          authorId: who.actor.userId,
          authorEmail: who.actor.email,
          reason: meta.reason,
          change: meta.change,
          restoredFrom: meta.restoredFrom,
        },
        // The audit entry commits with the version or not at all.
        async (tx, row) => {
          await meta.within?.(tx);
          await recordAudit(tx, who, {
            action: `content.${meta.change}`,
            entityType: 'clinical_content',
            entityId: row.id,
            before: { version: active.versionId, hash: active.hash, items: changedItems(active, diff) },
            after: {
              version: row.id,
              hash,
              reason: meta.reason,
              restoredFrom: meta.restoredFrom,
              items: changedItems(proposed, diff),
              diff,
              ...meta.audit,
            },
          });
        },
      )
      .catch((err: unknown) => {
        throw err instanceof StaleVersionError ? stale(err.active) : err;
      });
    store.adopt(proposed, stored.id, stored.createdAt);
    diffs.set(stored.id, diff);
    return { version: versionInfo(stored), diff, impact };
  }

  async function diffAt(row: ContentVersionRow, previous: ContentVersionRow | undefined): Promise<ContentDiffEntry[]> {
    const known = diffs.get(row.id);
    if (known) return known;
    const diff = previous ? diffClinicalContent(canonicalContent(previous.content), canonicalContent(row.content)) : [];
    diffs.set(row.id, diff);
    return diff;
  }

  async function activeInfo(): Promise<ContentVersionInfo> {
    const active = await store.active();
    const row = await repo.get(active.versionId);
    if (!row) throw notFound(`no content version ${active.versionId}`);
    return versionInfo(row);
  }

  return {
    async preview(req: Proposal & { change: ContentChange }): Promise<ContentPreview> {
      const { active, proposed, problems } = await propose(req, changeOf(req));
      return {
        baseVersion: active.versionId,
        problems,
        diff: diffClinicalContent(active, proposed),
        impact: problems.length ? { checked: 0, patients: [] } : previewImpact(active, proposed),
      };
    },

    async apply(req: Proposal & { change: ContentChange; reason: string; confirm: boolean }, who: Who): Promise<ContentChangeResult> {
      const { active, proposed, problems } = await propose(req, changeOf(req));
      return commit(
        active,
        proposed,
        problems,
        { reason: req.reason, change: req.change.kind, restoredFrom: null, confirm: req.confirm },
        who,
      );
    },

    /**
     * A draft made elsewhere (a release conflict settled by taking an item), stored through the same
     * checks, reference-patient confirmation and audit as any change.
     */
    async commitDraft(
      req: { make: (active: ActiveContent) => ClinicalContentSet; reason: string; confirm: boolean; baseVersion?: number | undefined },
      meta: { change: string; audit: object; within: (tx: Db) => Promise<void> },
      who: Who,
    ): Promise<ContentChangeResult> {
      const { active, proposed, problems } = await propose({ baseVersion: req.baseVersion, passages: [] }, req.make);
      return commit(active, proposed, problems, { ...meta, reason: req.reason, restoredFrom: null, confirm: req.confirm }, who);
    },

    async previewRollback(id: number): Promise<ContentPreview> {
      const target = await repo.get(id);
      if (!target) throw notFound(`id: no content version ${id}`);
      const { active, proposed, problems } = await propose({ passages: [] }, () => canonicalContent(target.content));
      return {
        baseVersion: active.versionId,
        problems,
        diff: diffClinicalContent(active, proposed),
        impact: previewImpact(active, proposed),
      };
    },

    /** Makes an earlier version's content active again, as a new version. */
    async rollback(
      id: number,
      req: { reason: string; confirm: boolean; baseVersion?: number | undefined },
      who: Who,
    ): Promise<ContentChangeResult> {
      const target = await repo.get(id);
      if (!target) throw notFound(`id: no content version ${id}`);
      const { active, proposed, problems } = await propose({ ...req, passages: [] }, () => canonicalContent(target.content));
      return commit(active, proposed, problems, { reason: req.reason, change: 'rollback', restoredFrom: id, confirm: req.confirm }, who);
    },

    /** The newest versions, each with what it changed. */
    async history(): Promise<ContentHistoryEntry[]> {
      const rows = await repo.list(HISTORY_LIMIT);
      const shown = rows.slice(0, HISTORY_LIMIT);
      return Promise.all(shown.map(async (row, i) => ({ ...versionInfo(row), diff: await diffAt(row, rows[i + 1]) })));
    },

    async version(id: number): Promise<ContentHistoryEntry> {
      const [row, previous] = await repo.list(1, id);
      if (!row || row.id !== id) throw notFound(`id: no content version ${id}`);
      return { ...versionInfo(row), diff: await diffAt(row, previous) };
    },

    activeInfo,
    ...createContentViews({ store, activeInfo }),
  };
}
export type ContentService = ReturnType<typeof createContentService>;
