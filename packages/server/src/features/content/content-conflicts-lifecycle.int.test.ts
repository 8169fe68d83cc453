import type { ClinicalContentSet } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import { canonicalContent, hashOf, loadDefaultClinicalContent } from '../../clinical/clinical-content';
import type { Database } from '../../db/client';
import { withClonedDatabase } from '../../../test/cloned-database';
import { createContentConflictsRepo } from './content-conflicts.repo';
import { createContentStore } from './content-store';
import { createContentVersionsRepo } from './content-versions.repo';

/**
 * Release conflicts across restarts and releases (docs/adr/0050): a restart keeps the open entries as
 * they are, a superuser's decision is not undone by the next start, and a release that changes the item
 * again raises it anew.
 */
let database: Database;
withClonedDatabase((opened) => {
  database = opened;
});

const KIDNEY = 'kidney-history-excludes-lithium';
const LIVER = 'liver-history-excludes-valproate';
const release = loadDefaultClinicalContent();
const withRule = (c: ClinicalContentSet, id: string, change: object): ClinicalContentSet =>
  canonicalContent({ ...c, rules: c.rules.map((r) => (r.id === id ? { ...r, ...change } : r)) });
const older = withRule(withRule(release, KIDNEY, { rationale: 'Older.' }), LIVER, { rationale: 'Older liver.' });
const edited = withRule(withRule(older, KIDNEY, { disabled: true }), LIVER, { label: 'Liver (site)' });
const start = () => createContentStore(createContentVersionsRepo(database.db)).seed(release);
const open = async () => (await createContentConflictsRepo(database.db).open()).map((r) => ({ id: r.id, item: r.itemId }));

describe('release conflicts across starts', () => {
  it('keeps open entries on a restart, keeps a decision, and raises an item a new release changes again', async () => {
    const repo = createContentVersionsRepo(database.db);
    const row = { authorId: null, authorEmail: null, restoredFrom: null };
    await repo.seedIfEmpty({ ...row, content: older, hash: hashOf(older), reason: 'seed', change: 'seed' });
    await repo.append((await repo.head())!.id, { ...row, content: edited, hash: hashOf(edited), reason: 'edits', change: 'rule.update' });

    expect((await start()).conflicts?.map((c) => c.id).sort()).toEqual([KIDNEY, LIVER].sort());
    const first = await open();
    expect(first).toHaveLength(2);
    // A restart merges again and raises the same two: the entries are the same rows.
    await start();
    expect(await open()).toEqual(first);

    // A superuser keeps this site's liver rule: the next start does not raise it again.
    const liver = first.find((c) => c.item === LIVER)!;
    expect(await createContentConflictsRepo(database.db).close(liver.id, 'site', 'admin@example.org')).toBe(true);
    await start();
    expect((await open()).map((c) => c.item)).toEqual([KIDNEY]);

    // A later release words the liver rule again: it conflicts anew, and the kidney entry is replaced when its item changes.
    const next = withRule(withRule(release, LIVER, { rationale: 'Newest liver.' }), KIDNEY, { rationale: 'Newest.' });
    await createContentStore(createContentVersionsRepo(database.db)).seed(next);
    const after = await open();
    expect(after.map((c) => c.item).sort()).toEqual([KIDNEY, LIVER].sort());
    expect(after.find((c) => c.item === KIDNEY)?.id).not.toBe(first.find((c) => c.item === KIDNEY)?.id);
  });
});
