import { describe, expect, it } from 'vitest';
import { defaultClinicalContent } from './clinical-content';
import { citedSources } from './cited-sources';

describe('citedSources', () => {
  const sources = citedSources(defaultClinicalContent());

  it('lists the CANMAT guideline and its 2023 update first, as cited by the tiers', () => {
    expect(sources[0]).toMatchObject({ id: 'canmat-2018', short: 'CANMAT/ISBD 2018' });
    const update = sources.find((s) => s.id === 'canmat-2023u')!;
    expect(update.tiers).toBeGreaterThan(20);
    expect(update.statements).toBeGreaterThan(10);
  });

  it('counts the labels behind the safety rules, and leaves out what nothing cites', () => {
    expect(sources.find((s) => s.id === 'fda-lithium-label')?.rules).toBeGreaterThan(0);
    const content = defaultClinicalContent();
    const withUnused = {
      ...content,
      pack: { ...content.pack, citations: [...content.pack.citations, { id: 'x', short: 'X', reference: 'Nobody cites this.' }] },
    };
    expect(citedSources(withUnused).some((s) => s.id === 'x')).toBe(false);
    for (const s of sources) expect(s.tiers + s.rules + s.statements).toBeGreaterThan(0);
  });
});
