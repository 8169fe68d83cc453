import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../catalog/default-catalog';
import type { Recommendation, Suggestion } from '../engine/recommendation.schema';
import { recommend } from '../engine/recommend';
import { defaultGuidelinePack } from '../guidelines/default-guideline-pack';
import type { PatientContext } from '../input/patient-context.schema';
import { context } from '../test-support';
import { effectiveRules } from '../content/effective-rules';
import { defaultClinicalContent } from '../content/clinical-content';

/** Issue 37 (fourth clinical review), finding 10: cautions missing from suggestions, each with its source. */
const run = (p: Partial<PatientContext>) => recommend(context(p), defaultGuidelinePack, engineRules, defaultCatalog);
// The rules the engine evaluates: the interactions are their own content, compiled in (ADR 0048).
const engineRules = effectiveRules(defaultClinicalContent());
const offered = (r: Recommendation): Suggestion[] => [...r.first, ...r.second, ...r.third];
const rule = (r: Recommendation, regimenId: string, ruleId: string) =>
  offered(r)
    .find((s) => s.regimenId === regimenId)
    ?.rules.find((x) => x.ruleId === ruleId);
const content = defaultClinicalContent();

describe('cautions on suggestions (issue 37 finding 10)', () => {
  it('Tegretol boxed warning, HLA-B*1502: every carbamazepine suggestion says to test patients of Asian ancestry first', () => {
    const r = run({ state: 'Manic' });
    const hla = rule(r, 'carbamazepine', 'carbamazepine-hla-b1502-screening');
    expect(hla).toMatchObject({ effect: 'warn', severity: 'critical', needsReview: true });
    expect(hla?.reason).toMatch(/HLA-B\*1502.*Asian ancestry/);
    expect(hla?.citations.join(' ')).toContain('Boxed warning: serious dermatologic reactions and HLA-B*1502');
  });

  it('lithium label, drug interactions (antipsychotics): haloperidol for a patient taking lithium, and lithium for one taking haloperidol, carry the encephalopathy caution', () => {
    expect(
      rule(run({ state: 'Manic', currentMedications: ['lithium'] }), 'haloperidol', 'lithium-haloperidol-encephalopathy-taking-b')?.reason,
    ).toMatch(/encephalopathic syndrome/);
    expect(
      rule(run({ state: 'Manic', currentMedications: ['Haldol'] }), 'lithium', 'lithium-haloperidol-encephalopathy-taking-a')?.reason,
    ).toMatch(/encephalopathic syndrome/);
  });

  it('lithium label, drug interactions (serotonergic drugs): sertraline with lithium, as a regimen or taken now, carries serotonin syndrome', () => {
    const depressed = run({ state: 'Depressed' });
    expect(rule(depressed, 'sertraline+lithium', 'lithium-serotonergic-combined')?.reason).toMatch(/Serotonin syndrome/);
    expect(rule(run({ state: 'Manic', currentMedications: ['Zoloft'] }), 'lithium', 'lithium-serotonergic-taking-b')).toBeDefined();
    expect(rule(run({ state: 'Manic' }), 'lithium', 'lithium-serotonergic-taking-b')).toBeUndefined();
  });

  it('Lamictal label, dosing with estrogen-containing contraceptives: lamotrigine for a patient on the pill says its level halves', () => {
    const r = run({ state: 'Depressed', currentMedications: ['Yaz'] });
    expect(rule(r, 'lamotrigine', 'lamotrigine-estrogen-contraceptive-taking-b')?.reason).toMatch(/fall by about half/);
  });

  it('Risperdal, Vraylar and Wellbutrin labels, renal and hepatic dosing: kidney and liver history caution risperidone, cariprazine and bupropion; liver also sertraline', () => {
    const kidney = run({ state: 'Manic', kidneyHistory: true });
    expect(rule(kidney, 'risperidone', 'kidney-history-warns-renal-dosing-more')?.reason).toMatch(/0\.5 mg twice daily/);
    expect(rule(kidney, 'cariprazine', 'kidney-history-warns-renal-dosing-more')).toBeDefined();
    const liver = run({ state: 'Depressed', liverHistory: true });
    expect(rule(liver, 'cariprazine', 'liver-history-warns-hepatic-dosing-more')).toBeDefined();
    expect(rule(liver, 'sertraline+lithium', 'liver-history-warns-hepatic-dosing-more')?.reason).toMatch(/Sertraline: use a lower/);
    expect(rule(liver, 'bupropion+lithium', 'liver-history-warns-hepatic-dosing-more')?.reason).toMatch(/150 mg every other day/);
  });

  it('Lamictal label and CANMAT-2023U safety section, pregnancy: lamotrigine levels fall in pregnancy', () => {
    const r = run({ state: 'Depressed', anyPregnancy: true });
    expect(rule(r, 'lamotrigine', 'pregnancy-warns-lamotrigine-levels')?.reason).toMatch(/reduce the dose after delivery/);
  });

  it('SSRI labels, use in pregnancy: neonatal adaptation and PPHN on SSRI-containing regimens', () => {
    const r = run({ state: 'Depressed', riskPregnancy: true });
    for (const id of ['sertraline+lithium', 'olanzapine+fluoxetine'])
      expect(rule(r, id, 'pregnancy-warns-ssri-neonatal')?.reason, id).toMatch(/PPHN/);
    expect(rule(r, 'bupropion+lithium', 'pregnancy-warns-ssri-neonatal')).toBeUndefined();
  });

  it('CANMAT-2023U Box 2: in psychotic depression the antidepressant adjuncts say they hold no antipsychotic', () => {
    const r = run({ state: 'Depressed', psychotic: true });
    for (const id of ['sertraline+lithium', 'bupropion+valproate'])
      expect(rule(r, id, 'psychotic-depression-antidepressant-adjuncts')?.reason, id).toMatch(/contain no antipsychotic/);
    expect(rule(run({ state: 'Depressed' }), 'sertraline+lithium', 'psychotic-depression-antidepressant-adjuncts')).toBeUndefined();
  });

  it('AGS Beers Criteria 2023, tables 3 and 4: SSRI adjuncts in an older adult carry falls and low sodium', () => {
    const r = run({ state: 'Depressed', ageGroup: 'olderAdult' });
    expect(rule(r, 'sertraline+lithium', 'older-adult-ssri-falls')?.reason).toMatch(/falls and fractures/);
    expect(rule(run({ state: 'Depressed', ageGroup: 'adult' }), 'sertraline+lithium', 'older-adult-ssri-falls')).toBeUndefined();
  });

  it('every new caution names a source known to the content and awaits clinical review', () => {
    const ids = new Set(content.pack.citations.map((c) => c.id));
    const added = effectiveRules(content).filter((r) =>
      /^(older-adult-ssri|carbamazepine-hla|kidney-history-warns-renal-dosing-more|liver-history-warns-hepatic-dosing-more|pregnancy-warns-(lamotrigine|ssri)|psychotic-depression-antidepressant|lithium-haloperidol|lithium-serotonergic|lamotrigine-estrogen)/.test(
        r.id,
      ),
    );
    expect(added.length).toBeGreaterThanOrEqual(10);
    for (const r of added) {
      expect(r.needsReview, r.id).toBe(true);
      for (const s of r.sources) expect(ids.has(s.citationId), `${r.id}: ${s.citationId}`).toBe(true);
    }
  });
});
