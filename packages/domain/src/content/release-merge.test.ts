import { describe, expect, it } from 'vitest';
import { validateClinicalContent } from '../engine/validate-clinical-content';
import { defaultClinicalContent, type ClinicalContentSet } from './clinical-content';
import { mergeRelease } from './release-merge';

const KIDNEY = 'kidney-history-excludes-lithium';
const LIVER = 'liver-history-excludes-valproate';
const base = defaultClinicalContent();
const editRule = (c: ClinicalContentSet, id: string, change: object): ClinicalContentSet => ({
  ...c,
  rules: c.rules.map((r) => (r.id === id ? { ...r, ...change } : r)),
});

describe('a release merged into a site’s edited content', () => {
  it('applies what only the release changed, keeps what only the site changed, lists what both changed', () => {
    const site = editRule(base, KIDNEY, { disabled: true });
    const release = editRule(editRule(base, LIVER, { label: 'Liver disease excludes valproate (release wording)' }), KIDNEY, {
      rationale: 'Release rationale',
    });
    const { merged, applied, conflicts } = mergeRelease(base, site, release);
    expect(applied).toEqual([{ area: 'rule', id: LIVER }]);
    expect(merged.rules.find((r) => r.id === LIVER)?.label).toContain('release wording');
    expect(conflicts).toEqual([expect.objectContaining({ area: 'rule', id: KIDNEY, site: expect.objectContaining({ disabled: true }) })]);
    // A conflict stays as the site has it until a superuser settles it.
    expect(merged.rules.find((r) => r.id === KIDNEY)).toEqual(site.rules.find((r) => r.id === KIDNEY));
    expect(validateClinicalContent(merged.catalog, merged.pack, merged.rules)).toEqual([]);
  });

  it('takes an item the release adds, drops one it removes unless the site edited it, keeps one the site added', () => {
    const added = { ...base.rules[0]!, id: 'site-own-rule' };
    const site = { ...editRule(base, KIDNEY, { disabled: true }), rules: [...editRule(base, KIDNEY, { disabled: true }).rules, added] };
    const release = {
      ...base,
      rules: [...base.rules.filter((r) => r.id !== KIDNEY && r.id !== LIVER), { ...base.rules[1]!, id: 'new-release-rule' }],
    };
    const { merged, applied, conflicts } = mergeRelease(base, site, release);
    const ids = merged.rules.map((r) => r.id);
    expect(ids).toContain('new-release-rule');
    expect(ids).toContain('site-own-rule');
    expect(ids).not.toContain(LIVER);
    expect(applied).toEqual(
      expect.arrayContaining([
        { area: 'rule', id: 'new-release-rule' },
        { area: 'rule', id: LIVER },
      ]),
    );
    expect(conflicts.map((c) => c.id)).toEqual([KIDNEY]);
  });

  it('changes nothing when the release is the content the site took', () => {
    const site = editRule(base, KIDNEY, { disabled: true });
    expect(mergeRelease(base, site, base)).toEqual({ merged: site, applied: [], conflicts: [] });
  });
});
