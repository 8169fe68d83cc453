import { describe, expect, it } from 'vitest';
import { recommend } from '../engine/recommend';
import { compileInteraction } from '../interactions/compile-interactions';
import { context } from '../test-support';
import { changeProblems } from './change-checks';
import { defaultClinicalContent } from './clinical-content';
import { ADMIN_CITATION, applyContentChange, contentChangeSchema, ContentChangeError } from './content-changes';
import { diffClinicalContent } from './content-diff';
import { effectiveRules } from './effective-rules';
import { validateContentSet } from './interaction-checks';
import { mergeRelease } from './release-merge';
import { reviewQueue } from './review-queue';

const base = defaultClinicalContent();
const olanzapineCarbamazepine = {
  id: 'olanzapine-carbamazepine',
  a: { ingredients: ['olanzapine'] },
  b: { ingredients: ['carbamazepine'] },
  effect: 'warn' as const,
  severity: 'warning' as const,
  clinicalEffect: 'Olanzapine levels fall',
  mechanism: 'Carbamazepine induces CYP1A2',
  management: 'A higher olanzapine dose may be needed',
};
const create = contentChangeSchema.parse({ kind: 'interaction.create', interaction: olanzapineCarbamazepine });
const olanzapineRules = (c: typeof base, currentMedications: string[]) => {
  const r = recommend(context({ state: 'Manic', currentMedications }), c.pack, effectiveRules(c), c.catalog);
  return [...r.first, ...r.second, ...r.third].filter((s) => s.regimenId === 'olanzapine').flatMap((s) => s.rules.map((x) => x.ruleId));
};
const fails = (fn: () => unknown, status: string, message: RegExp) => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ContentChangeError);
    expect((err as ContentChangeError).status).toBe(status);
    expect((err as Error).message).toMatch(message);
    return;
  }
  throw new Error('expected a ContentChangeError');
};

describe('interaction commands (ADR 0048)', () => {
  it('creates an unsourced interaction as the administrator’s word, awaiting review, and it applies at once', () => {
    const next = applyContentChange(base, create);
    const x = next.interactions.at(-1)!;
    expect(x).toMatchObject({ id: 'olanzapine-carbamazepine', needsReview: true, sources: [{ citationId: ADMIN_CITATION.id }] });
    expect(next.pack.citations.some((c) => c.id === ADMIN_CITATION.id)).toBe(true);
    expect(validateContentSet(next)).toEqual([]);
    expect(olanzapineRules(next, ['Tegretol'])).toContain('olanzapine-carbamazepine-taking-b');
    expect(olanzapineRules(base, ['Tegretol'])).not.toContain('olanzapine-carbamazepine-taking-b');
    expect(reviewQueue(next).find((i) => i.ref.area === 'interaction' && i.ref.interactionId === x.id)?.title).toMatch(/olanzapine/i);
    expect(diffClinicalContent(base, next)).toContainEqual(expect.objectContaining({ area: 'interaction', id: x.id, change: 'added' }));
  });

  it('refuses a second interaction with the same id, and unknown ids, naming them', () => {
    const next = applyContentChange(base, create);
    fails(() => applyContentChange(next, create), 'conflict', /^interaction\.id: .*'olanzapine-carbamazepine' already exists/);
    fails(
      () => applyContentChange(base, { kind: 'interaction.delete', interactionId: 'nope' }),
      'not_found',
      /^interactionId: no interaction 'nope'/,
    );
    fails(() => applyContentChange(base, { kind: 'interaction.setEnabled', interactionId: 'nope', enabled: false }), 'not_found', /'nope'/);
    fails(
      () => applyContentChange(base, contentChangeSchema.parse({ kind: 'interaction.update', interaction: olanzapineCarbamazepine })),
      'not_found',
      /^interaction\.id: no interaction 'olanzapine-carbamazepine'/,
    );
  });

  it('names an unknown drug by its field', () => {
    const bad = contentChangeSchema.parse({
      kind: 'interaction.create',
      interaction: { ...olanzapineCarbamazepine, b: { ingredients: ['carbamazepin'], classes: ['no-such-class'] } },
    });
    expect(changeProblems(base, bad)).toEqual([
      "interaction.b.ingredients: 'carbamazepin' is not an ingredient of the vocabulary",
      "interaction.b.classes: 'no-such-class' is not a class of the vocabulary",
    ]);
  });

  it('disables (compiling to nothing), re-enables, updates with a stamp withdrawn, and deletes', () => {
    const id = 'lithium-raas-thiazide-nsaid';
    const off = applyContentChange(base, { kind: 'interaction.setEnabled', interactionId: id, enabled: false });
    const x = off.interactions.find((i) => i.id === id)!;
    expect(compileInteraction(x, off.catalog)).toEqual([]);
    expect(effectiveRules(off).some((r) => r.id.startsWith(id))).toBe(false);
    expect(diffClinicalContent(base, off)).toEqual([expect.objectContaining({ area: 'interaction', id, details: ['disabled'] })]);
    const on = applyContentChange(off, { kind: 'interaction.setEnabled', interactionId: id, enabled: true });
    expect(on.interactions).toEqual(base.interactions);

    const reviewed = applyContentChange(
      base,
      { kind: 'review.mark', item: { area: 'interaction', interactionId: id }, reviewer: 'Dr A' },
      [],
      '2026-11-27',
    );
    expect(reviewed.interactions.find((i) => i.id === id)).toMatchObject({ reviewed: { by: 'Dr A', on: '2026-11-27' } });
    const { reviewed: _r, ...edited } = reviewed.interactions.find((i) => i.id === id)!;
    const changed = applyContentChange(
      reviewed,
      contentChangeSchema.parse({ kind: 'interaction.update', interaction: { ...edited, management: 'New advice' } }),
    );
    expect(changed.interactions.find((i) => i.id === id)).toMatchObject({ needsReview: true, management: 'New advice' });
    expect(changed.interactions.find((i) => i.id === id)).not.toHaveProperty('reviewed');
    const kept = applyContentChange(reviewed, contentChangeSchema.parse({ kind: 'interaction.update', interaction: edited }));
    expect(kept.interactions.find((i) => i.id === id)?.reviewed).toEqual({ by: 'Dr A', on: '2026-11-27' });

    const gone = applyContentChange(base, { kind: 'interaction.delete', interactionId: id });
    expect(gone.interactions.map((i) => i.id)).not.toContain(id);
  });

  it('merges a release per interaction', () => {
    const site = applyContentChange(base, { kind: 'interaction.setEnabled', interactionId: 'lithium-serotonergic', enabled: false });
    const release = {
      ...base,
      interactions: base.interactions.map((x) => (x.id === 'lamotrigine-valproate' ? { ...x, management: 'Newer advice' } : x)),
    };
    const { merged, applied, conflicts } = mergeRelease(base, site, release);
    expect(applied).toEqual([{ area: 'interaction', id: 'lamotrigine-valproate' }]);
    expect(conflicts).toEqual([]);
    expect(merged.interactions.find((x) => x.id === 'lithium-serotonergic')?.disabled).toBe(true);
  });
});
