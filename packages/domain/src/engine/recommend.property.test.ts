import { triggerOf } from '../rules/legacy-trigger';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../catalog/default-catalog';
import { normalizeMedicationName } from '../catalog/normalize-medication-name';
import { defaultGuidelinePack } from '../guidelines/default-guideline-pack';
import { moodStateSchema, type PatientContext } from '../input/patient-context.schema';
import { defaultSafetyRules } from '../rules/default-safety-rules';
import { recommend } from './recommend';
import type { Recommendation, Suggestion } from './recommendation.schema';

const names = [
  ...defaultCatalog.ingredients.flatMap((i) => [i.name, i.id, ...i.brands, ...i.synonyms]),
  ...defaultCatalog.regimens.flatMap((r) => [r.name, ...r.brands]),
];
const priorMedication = fc.oneof(
  fc.constantFrom(...names),
  fc.constantFrom(...names).map((n) => `  ${n.toUpperCase()} `),
  fc.constantFrom(...names).map((n) => `${n} 300 mg`),
  fc.tuple(fc.constantFrom(...names), fc.constantFrom(...names)).map(([a, b]) => `${a} + ${b}`),
  fc.string({ maxLength: 12 }),
  fc.constantFrom('foo', 'vitamin D', 'Tylenol', ''),
);
const patient: fc.Arbitrary<PatientContext> = fc.record({
  state: fc.constantFrom(...moodStateSchema.options),
  psychotic: fc.boolean(),
  suicideHistory: fc.boolean(),
  kidneyHistory: fc.boolean(),
  liverHistory: fc.boolean(),
  bloodPressureHistory: fc.boolean(),
  weightGainConcern: fc.boolean(),
  reproductive: fc.boolean(),
  riskPregnancy: fc.boolean(),
  anyPregnancy: fc.boolean(),
  priorMedications: fc.array(priorMedication, { maxLength: 4 }),
});

const run = (p: PatientContext) => recommend(p, defaultGuidelinePack, defaultSafetyRules, defaultCatalog);
const tiers = (r: Recommendation) => [r.first, r.second, r.third];
const regimen = (id: string) => defaultCatalog.regimens.find((r) => r.id === id);

/** Computed independently of the engine: what the rules and prior medications forbid. */
function forbidden(p: PatientContext): { ingredients: Set<string>; regimens: Set<string> } {
  const ingredients = new Set<string>();
  const regimens = new Set<string>();
  for (const rule of defaultSafetyRules) {
    if (rule.effect !== 'exclude') continue;
    const trigger = triggerOf(rule.when);
    // Rules on drugs taken now (issue 37) never fire: these patients give no current medications.
    if (!trigger) continue;
    if (trigger.kind === 'anyOf' && !trigger.flags.some((f) => p[f])) continue;
    const t = rule.target;
    if (t.kind === 'ingredients') t.ingredientIds.forEach((i) => ingredients.add(i));
    if (t.kind === 'classes')
      defaultCatalog.ingredients.filter((i) => i.classes.some((c) => t.classes.includes(c))).forEach((i) => ingredients.add(i.id));
    if (t.kind === 'regimens') t.regimenIds.forEach((id) => regimens.add(id));
    if (t.kind === 'priorMedications') {
      for (const typed of p.priorMedications) {
        const r = normalizeMedicationName(defaultCatalog, typed);
        if (r.kind === 'regimen') regimens.add(r.regimenId);
        if (r.kind === 'ingredients') r.ingredientIds.forEach((i) => ingredients.add(i));
      }
    }
  }
  return { ingredients, regimens };
}

describe('recommend properties', () => {
  it('never suggests an excluded ingredient or regimen', () => {
    fc.assert(
      fc.property(patient, (p) => {
        const bad = forbidden(p);
        for (const s of tiers(run(p)).flat()) {
          expect(bad.regimens.has(s.regimenId)).toBe(false);
          expect(regimen(s.regimenId)?.ingredientIds.some((i) => bad.ingredients.has(i))).toBe(false);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('lists every regimen at most once across tiers and excluded', () => {
    fc.assert(
      fc.property(patient, (p) => {
        const r = run(p);
        const ids = [
          ...tiers(r)
            .flat()
            .map((s) => s.regimenId),
          ...r.excluded.map((e) => e.regimenId),
        ];
        expect(new Set(ids).size).toBe(ids.length);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps guideline order within each line, promoted first and deprioritised last', () => {
    const key = (s: Suggestion) => (s.guideline?.group === 'combination' ? 1000 : 0) + (s.guideline?.rank ?? 0);
    const inGuidelineOrder = (list: Suggestion[]) => {
      const keys = list.filter((s) => s.source !== 'include').map(key);
      expect(keys).toEqual([...keys].sort((a, b) => a - b));
    };
    fc.assert(
      fc.property(patient, (p) => {
        tiers(run(p)).forEach((tier, index) => {
          const normal = tier.filter((s) => !s.deprioritised);
          const moved = tier.filter((s) => s.deprioritised);
          expect(tier).toEqual([...normal, ...moved]);
          for (const part of [normal, moved]) {
            const promotedCount = part.filter((s) => s.source === 'include').length;
            expect(part.slice(0, promotedCount).every((s) => s.source === 'include')).toBe(true);
            expect(part.slice(promotedCount).every((s) => s.guideline?.line === index + 1 && s.tier === index + 1)).toBe(true);
            inGuidelineOrder(part);
          }
          for (const s of moved) {
            expect(s.rules.some((r) => r.effect === 'deprioritise')).toBe(true);
            expect(s.explanation).toContain('Moved to the end of the line because:');
          }
        });
      }),
      { numRuns: 300 },
    );
  });

  it('gives every exclusion at least one exclude rule and an explanation', () => {
    fc.assert(
      fc.property(patient, (p) => {
        for (const e of run(p).excluded) {
          expect(e.rules.length).toBeGreaterThan(0);
          expect(e.rules.every((r) => r.effect === 'exclude' && r.citations.length > 0)).toBe(true);
          expect(e.explanation).toMatch(/^Not suggested because/);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('accounts for every table regimen exactly once', () => {
    fc.assert(
      fc.property(patient, (p) => {
        const r = run(p);
        const table = defaultGuidelinePack.tables.find((t) => t.state === p.state);
        const seen = new Set([
          ...tiers(r)
            .flat()
            .map((s) => s.regimenId),
          ...r.excluded.map((e) => e.regimenId),
        ]);
        for (const e of table?.entries ?? []) expect(seen.has(e.regimenId)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(patient, (p) => {
        expect(run(structuredClone(p))).toEqual(run(structuredClone(p)));
      }),
      { numRuns: 200 },
    );
  });
});
