import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../catalog/default-catalog';
import type { Recommendation, Suggestion } from '../engine/recommendation.schema';
import { recommend } from '../engine/recommend';
import { defaultGuidelinePack } from '../guidelines/default-guideline-pack';
import type { PatientContext } from '../input/patient-context.schema';
import { context } from '../test-support';
import { effectiveRules } from '../content/effective-rules';
import { currentMedicationRules } from './current-medication-rules';
import { defaultClinicalContent } from '../content/clinical-content';
import { reviewQueue } from '../content/review-queue';

/** Issue 37 (fourth clinical review), findings 1–5 and 8: what the patient takes now changes the answer. */
const run = (p: Partial<PatientContext>) => recommend(context(p), defaultGuidelinePack, engineRules, defaultCatalog);
// The rules the engine evaluates: the interactions are their own content, compiled in (ADR 0048).
const engineRules = effectiveRules(defaultClinicalContent());
const offered = (r: Recommendation): Suggestion[] => [...r.first, ...r.second, ...r.third];
const find = (r: Recommendation, id: string) => offered(r).find((s) => s.regimenId === id);
const ruleIds = (s: Suggestion | undefined) => (s?.rules ?? []).map((x) => x.ruleId);

describe('current medications reach the engine (issue 37 finding 1)', () => {
  it('reads brands through the vocabulary and leaves unknown names without effect', () => {
    const r = run({ state: 'Depressed', currentMedications: ['Depakote', 'Zzqx-unknown'] });
    expect(ruleIds(find(r, 'lamotrigine'))).toContain('lamotrigine-valproate-taking-b');
    expect(ruleIds(find(run({ state: 'Depressed' }), 'lamotrigine'))).not.toContain('lamotrigine-valproate-taking-b');
  });
});

describe('interactions and contraindications (issue 37 finding 2)', () => {
  it('Lamictal label, boxed warning and dosing with valproate: lamotrigine and lithium + lamotrigine carry the halved titration', () => {
    const r = run({ state: 'Depressed', currentMedications: ['valproate'] });
    for (const id of ['lamotrigine', 'lithium+lamotrigine']) {
      const rule = find(r, id)?.rules.find((x) => x.ruleId === 'lamotrigine-valproate-taking-b');
      expect(rule?.reason, id).toMatch(/half the usual doses/);
      expect(rule?.needsReview).toBe(true);
    }
  });

  it('Geodon contraindications: ziprasidone moved down and haloperidol cautioned for a patient taking citalopram (QT)', () => {
    const r = run({ state: 'Manic', currentMedications: ['Celexa'] });
    expect(find(r, 'ziprasidone')?.deprioritised).toBe(true);
    expect(ruleIds(find(r, 'haloperidol'))).toContain('haloperidol-qt-prolonging-taking-b');
    expect(find(run({ state: 'Manic' }), 'ziprasidone')?.deprioritised).toBe(false);
  });

  it.each([['lisinopril'], ['losartan'], ['hydrochlorothiazide'], ['ibuprofen']])(
    'lithium label, drug interactions: lithium taken with %s carries "check the level within about five days"',
    (drug) => {
      const r = run({ state: 'Manic', currentMedications: [drug] });
      const lithium = find(r, 'lithium')?.rules.find((x) => x.ruleId === 'lithium-raas-thiazide-nsaid-taking-b');
      expect(lithium?.reason).toMatch(/within about five days/);
      expect(lithium?.effect).toBe('warn');
    },
  );

  it.each([
    ['Manic', 'sertraline'],
    ['Hypomanic', 'citalopram'],
    ['Manic', 'bupropion'],
    ['Manic', 'venlafaxine'],
  ] as const)('CANMAT-2023U acute mania Step 1: %s patient taking %s is told to stop the antidepressant', (state, drug) => {
    const r = run({ state, currentMedications: [drug] });
    expect(r.advisories.map((a) => JSON.stringify(a)).join()).toMatch(/should be discontinued/);
    expect(JSON.stringify(run({ state: 'Depressed', currentMedications: [drug] }).advisories)).not.toMatch(/should be discontinued/);
  });

  it('Latuda contraindications: lurasidone regimens excluded with carbamazepine taken; quetiapine and cariprazine cautioned', () => {
    const r = run({ state: 'Depressed', currentMedications: ['Tegretol'] });
    expect(offered(r).filter((s) => s.regimenId.includes('lurasidone'))).toEqual([]);
    expect(r.excluded.filter((e) => e.regimenId.includes('lurasidone')).length).toBeGreaterThanOrEqual(1);
    expect(ruleIds(find(r, 'quetiapine'))).toContain('cyp3a4-substrates-strong-inducer-taking-b');
    expect(offered(run({ state: 'Depressed' })).some((s) => s.regimenId.includes('lurasidone'))).toBe(true);
  });
});

describe('add-on, not exclusion (issue 37 finding 8; CANMAT-2023U acute mania Step 3)', () => {
  it('offers quetiapine plus lithium to a manic patient taking lithium, named as an add-on', () => {
    const r = run({ state: 'Manic', currentMedications: ['lithium'] });
    const s = find(r, 'quetiapine+lithium');
    expect(s).toBeDefined();
    expect(s?.rules.find((x) => x.ruleId === 'taking-lithium-combinations-are-add-ons')?.label).toBe('Add-on to the lithium taken now');
    expect(r.excluded.some((e) => e.regimenId === 'quetiapine+lithium')).toBe(false);
  });

  it('keeps "tried before" as it was: lithium tried and stopped still removes the lithium combinations', () => {
    const r = run({ state: 'Manic', priorMedications: ['lithium'] });
    expect(find(r, 'quetiapine+lithium')).toBeUndefined();
    expect(ruleIds(find(run({ state: 'Manic', currentMedications: ['Depakote'] }), 'quetiapine+valproate'))).toContain(
      'taking-valproate-combinations-are-add-ons',
    );
  });
});

describe('conditions on record (issue 37 findings 2, 5; conditions by name or SNOMED CT / ICD-10-CM code)', () => {
  it('Geodon contraindications: long QT syndrome (SNOMED CT 9651007) moves ziprasidone down and cautions haloperidol', () => {
    const r = run({ state: 'Manic', conditions: ['9651007'] });
    expect(find(r, 'ziprasidone')?.deprioritised).toBe(true);
    expect(ruleIds(find(r, 'haloperidol'))).toContain('long-qt-warns-haloperidol');
    expect(find(run({ state: 'Manic', conditions: [] }), 'ziprasidone')?.deprioritised).toBe(false);
  });

  it('Wellbutrin contraindications: epilepsy (ICD-10-CM G40.909, by its G40 category) removes the bupropion adjuncts', () => {
    const withEpilepsy = run({ state: 'Depressed', conditions: ['G40.909'] });
    const bupropion = (r: Recommendation) => offered(r).filter((s) => s.regimenId.includes('bupropion'));
    expect(bupropion(withEpilepsy)).toEqual([]);
    expect(withEpilepsy.excluded.some((e) => e.regimenId.includes('bupropion'))).toBe(true);
    expect(bupropion(run({ state: 'Depressed' })).length).toBeGreaterThan(0);
  });
});

describe('the review queue lists every interaction and contraindication rule with its source (issue 37)', () => {
  it('each rule on a drug taken or a condition awaits clinical review, with a cited locator', () => {
    const queue = reviewQueue(defaultClinicalContent());
    for (const rule of currentMedicationRules) {
      const item = queue.find((i) => i.ref.area === 'rule' && i.ref.ruleId === rule.id);
      expect(item, rule.id).toBeDefined();
      expect(item?.sources.length).toBeGreaterThan(0);
    }
  });
});
