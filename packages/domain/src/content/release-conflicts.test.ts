import { describe, expect, it } from 'vitest';
import { defaultClinicalContent, type ClinicalContentSet } from './clinical-content';
import { conflictChanges } from './conflict-diff';
import { conflictLocation, itemAt, planConflicts, withItem } from './release-conflicts';
import { mergeRelease } from './release-merge';

const KIDNEY = 'kidney-history-excludes-lithium';
const base = defaultClinicalContent();
const editRule = (c: ClinicalContentSet, id: string, change: object): ClinicalContentSet => ({
  ...c,
  rules: c.rules.map((r) => (r.id === id ? { ...r, ...change } : r)),
});
const site = editRule(base, KIDNEY, { disabled: true });
const release = editRule(base, KIDNEY, { rationale: 'Release rationale' });
const [conflict] = mergeRelease(base, site, release).conflicts;

describe('settling a release-merge conflict', () => {
  it('finds the item by where it sits, with no list of areas', () => {
    const loc = conflictLocation(conflict!, { base, site, release });
    expect(loc).toEqual({ path: ['rules'], key: 'id' });
    const taken = withItem(site, loc!, KIDNEY, conflict!.release);
    expect(itemAt(taken, loc!, KIDNEY)).toEqual(release.rules.find((r) => r.id === KIDNEY));
    expect(taken.rules.map((r) => r.id)).toEqual(site.rules.map((r) => r.id));
    // Tables are named by their state, ingredients sit under the catalogue: found the same way.
    const table = base.pack.tables[0]!;
    expect(conflictLocation({ area: 'table', id: table.state, base: table, site: table, release: table }, { base, site, release })).toEqual(
      {
        path: ['pack', 'tables'],
        key: 'state',
      },
    );
  });

  it('locates an area added to the merge after this code (interactions) the same way', () => {
    const one = base.interactions[0]!;
    const site2 = { ...base, interactions: base.interactions.map((i) => (i.id === one.id ? { ...i, disabled: true } : i)) };
    const release2 = {
      ...base,
      interactions: base.interactions.map((i) => (i.id === one.id ? { ...i, management: 'Release wording' } : i)),
    };
    const [c] = mergeRelease(base, site2, release2).conflicts;
    expect(c).toMatchObject({ area: 'interaction', id: one.id });
    const loc = conflictLocation(c!, { base, site: site2, release: release2 });
    expect(loc).toEqual({ path: ['interactions'], key: 'id' });
    expect(itemAt(withItem(site2, loc!, one.id, c!.release), loc!, one.id)).toEqual(c!.release);
    expect(conflictChanges(site2, { ...c!, location: loc! }).releaseChanges.length).toBeGreaterThan(0);
  });

  it('adds an item the site removed and removes one the release removed', () => {
    const loc = { path: ['rules'], key: 'id' };
    const without = withItem(site, loc, KIDNEY, null);
    expect(itemAt(without, loc, KIDNEY)).toBeNull();
    expect(itemAt(withItem(without, loc, KIDNEY, conflict!.release), loc, KIDNEY)).toEqual(conflict!.release);
  });

  it('words each side as the content diff does, and an unknown area field by field', () => {
    const changes = conflictChanges(site, { ...conflict!, location: { path: ['rules'], key: 'id' } });
    expect(changes.siteChanges).toEqual(['disabled']);
    expect(changes.releaseChanges).toContain('+ rationale: Release rationale');
    const odd = { id: 'x1', dose: 2 };
    const generic = conflictChanges(site, {
      id: 'x1',
      location: { path: ['pack', 'interactions'], key: 'id' },
      base: odd,
      site: { ...odd, dose: 3 },
      release: { ...odd, dose: 4 },
    });
    expect(generic).toMatchObject({ title: 'x1', siteChanges: ['dose: 2 → 3'], releaseChanges: ['dose: 2 → 4'] });
  });

  it('keeps, replaces and closes open entries as a new merge raises them', () => {
    const raised = [conflict!, { ...conflict!, id: 'other', release: { v: 2 } }];
    const stored = [
      { id: 1, area: 'rule', itemId: KIDNEY, release: conflict!.release, settlement: null },
      { id: 2, area: 'rule', itemId: 'other', release: { v: 1 }, settlement: null },
      { id: 3, area: 'rule', itemId: 'gone', release: {}, settlement: null },
    ];
    expect(planConflicts(stored, raised)).toEqual({
      insert: [raised[1]],
      close: [
        { id: 2, settlement: 'replaced' },
        { id: 3, settlement: 'content' },
      ],
    });
    // A superuser's decision on this release item stands across restarts.
    expect(planConflicts([{ ...stored[0]!, settlement: 'site' }], [conflict!])).toEqual({ insert: [], close: [] });
  });
});
