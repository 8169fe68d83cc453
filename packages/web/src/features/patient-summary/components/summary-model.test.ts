import { defaultCatalog, defaultGuidelinePack, defaultSafetyRules, recommend, type Recommendation } from '@balancer/domain';
import { defaultPatientFormValues, toPatientRecord } from '../../../lib/patients/patient-record';
import { patientFixture, recommendationFixture } from '../../../test/fixtures';
import { summaryModel } from './summary-model';

/** The case the summary is designed around: promote, warn and exclude rules fire together. */
const issueCase = recommend(
  {
    state: 'Manic',
    psychotic: false,
    suicideHistory: true,
    kidneyHistory: false,
    liverHistory: true,
    bloodPressureHistory: false,
    weightGainConcern: true,
    reproductive: false,
    riskPregnancy: false,
    anyPregnancy: false,
    priorMedications: ['Depakote'],
  },
  defaultGuidelinePack,
  defaultSafetyRules,
  defaultCatalog,
);
const record = (rec: Recommendation) => toPatientRecord('ab12c', defaultPatientFormValues, rec, '2025-02-04T10:00:00.000Z');

describe('summaryModel', () => {
  const model = summaryModel(record(issueCase));
  const suggestions = [...issueCase.first, ...issueCase.second, ...issueCase.third];

  it('lists every suggestion once, in its tier and order', () => {
    expect(model.tiers.map((t) => t.items.map((i) => i.regimenId))).toEqual(
      [issueCase.first, issueCase.second, issueCase.third].map((t) => t.map((s) => s.regimenId)),
    );
    expect(model.count).toBe(suggestions.length);
  });

  it('shows each warning once, numbered, listing every suggestion it applies to', () => {
    const warnIds = new Set(suggestions.flatMap((s) => s.rules.filter((r) => r.effect === 'warn').map((r) => r.ruleId)));
    expect(model.cautions.map((c) => c.rule.ruleId).sort()).toEqual([...warnIds].sort());
    expect(model.cautions.map((c) => c.number)).toEqual(model.cautions.map((_, i) => i + 1));
    for (const c of model.cautions) {
      const carriers = suggestions.filter((s) => s.rules.some((r) => r.ruleId === c.rule.ruleId)).map((s) => s.name);
      expect(c.appliesTo.map((a) => a.name)).toEqual(carriers);
    }
  });

  it('marks each regimen with what touched it, and keeps cautions out of its own rule list', () => {
    const items = model.tiers.flatMap((t) => t.items);
    for (const item of items) {
      const rules = item.suggestion?.rules ?? [];
      expect(item.marks.includes('favoured')).toBe(rules.some((r) => r.effect === 'promote'));
      expect(item.cautions.map((c) => c.rule.ruleId)).toEqual(rules.filter((r) => r.effect === 'warn').map((r) => r.ruleId));
      expect(item.explained.some((r) => r.effect === 'warn')).toBe(false);
    }
    expect(new Set(items.map((i) => i.anchor)).size).toBe(items.length);
  });

  it('lists each removed regimen once and each removing rule once with all it removed', () => {
    expect(model.excluded.map((e) => e.exclusion.regimenId)).toEqual(issueCase.excluded.map((e) => e.regimenId));
    expect(new Set(model.excluded.map((e) => e.anchor)).size).toBe(issueCase.excluded.length);
    const pairs = issueCase.excluded.reduce((n, e) => n + e.rules.length, 0);
    expect(model.exclusionRules.reduce((n, g) => n + g.regimens.length, 0)).toBe(pairs);
    expect(new Set(model.exclusionRules.map((g) => g.rule.ruleId)).size).toBe(model.exclusionRules.length);
  });

  it("gives an empty tier the engine's reason and rules, or the product's sentence when a saved record lacks them", () => {
    const rules = [{ ruleId: 'liver-history-excludes-valproate', label: 'Liver disease excludes valproate' }];
    const message = "Patient's other health concerns may contraindicate typical second line options.";
    const emptied = { ...recommendationFixture, emptyLines: [{ line: 2 as const, cause: 'rules' as const, message, rules }] };
    expect(summaryModel(record(emptied)).tiers.map((t) => t.empty)).toEqual([null, { message, rules }, null]);
    expect(summaryModel(record({ ...recommendationFixture, emptyLines: [] })).tiers[1]!.empty).toEqual({ message, rules: [] });
  });

  it('shows an advisory once and marks the suggestions it names', () => {
    const advisory = {
      ruleId: 'psychotic-features-favour-antipsychotic',
      label: 'Psychotic features: an antipsychotic is advised',
      severity: 'info' as const,
      text: 'Prefer a regimen that contains an antipsychotic.',
      citations: ['CANMAT/ISBD 2018'],
      needsReview: false,
      regimenIds: ['quetiapine'],
    };
    const m = summaryModel(record({ ...recommendationFixture, advisories: [advisory] }));
    expect(m.advisories).toEqual([{ advisory, anchor: 'advisory-psychotic-features-favour-antipsychotic' }]);
    const items = m.tiers.flatMap((t) => t.items);
    expect(items.filter((i) => i.marks.includes('advised')).map((i) => i.name)).toEqual(['Quetiapine']);
  });

  it('still shows the tiers of a record saved before explanations existed', () => {
    const legacy = patientFixture({
      Recommendation: undefined,
      PossibleMedications: { first: [{ name: 'Lithium', source: 'diagnosis_manic' }], second: [], third: [{ name: 'None', source: '' }] },
    });
    const m = summaryModel(legacy);
    expect(m.tiers.map((t) => t.items.map((i) => i.name))).toEqual([['Lithium'], [], ['None']]);
    expect(m.cautions).toEqual([]);
    expect(m.excluded).toEqual([]);
  });
});
