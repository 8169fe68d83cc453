import { describe, expect, it } from 'vitest';
import { defaultCitations } from '../citations';
import { defaultClinicalContent } from '../content/clinical-content';
import { recommend } from '../engine/recommend';
import { regimenBenefitsAndRisks } from '../engine/regimen-benefits-and-risks';
import { validateClinicalContent } from '../engine/validate-clinical-content';
import { context } from '../test-support';
import { defaultCatalog } from './default-catalog';

const risks = (regimenId: string) => regimenBenefitsAndRisks(defaultCatalog, defaultCitations, regimenId).risks;
const ingredient = (id: string) => defaultCatalog.ingredients.find((i) => i.id === id)!;
const ANTIPSYCHOTICS = defaultCatalog.ingredients.filter((i) => i.classes.includes('sga') || i.classes.includes('fga'));

describe('third review: interaction statements follow the regimen', () => {
  it('"Quetiapine levels are lowered by carbamazepine" shows for quetiapine alone, not for quetiapine plus lithium', () => {
    expect(risks('quetiapine').some((r) => /lowered by carbamazepine/.test(r.text))).toBe(true);
    expect(risks('quetiapine+lithium').some((r) => /lowered by carbamazepine/.test(r.text))).toBe(false);
    expect(risks('aripiprazole+valproate').some((r) => /lowered by carbamazepine/.test(r.text))).toBe(false);
    expect(risks('lurasidone+lithium').some((r) => /CYP3A4 inducers/.test(r.text))).toBe(false);
  });

  it('each carbamazepine combination lists its own interaction and not the other one', () => {
    const withLithium = risks('carbamazepine+lithium').map((r) => r.text);
    const withValproate = risks('carbamazepine+valproate').map((r) => r.text);
    expect(withLithium.some((t) => /Interaction with lithium/.test(t))).toBe(true);
    expect(withLithium.some((t) => /Interaction with valproate/.test(t))).toBe(false);
    expect(withValproate.some((t) => /Interaction with valproate/.test(t))).toBe(true);
    expect(withValproate.some((t) => /Interaction with lithium/.test(t))).toBe(false);
    expect(risks('carbamazepine').filter((r) => /^Interaction with/.test(r.text))).toHaveLength(2);
  });
});

describe('third review: boxed and label warnings, each awaiting sign-off', () => {
  it.each(ANTIPSYCHOTICS.map((i) => [i.id] as const))('%s carries the dementia-related psychosis boxed warning', (id) => {
    const claim = ingredient(id).risks.find((r) => /dementia-related psychosis/.test(r.text));
    expect(claim).toMatchObject({ needsReview: true, source: { citationId: 'fda-antipsychotic-dementia' } });
  });

  it.each(['quetiapine', 'lurasidone', 'cariprazine', 'lumateperone'])('%s carries the young-people suicidality boxed warning', (id) => {
    expect(ingredient(id).risks.some((r) => /suicidal thoughts and behaviours in children/.test(r.text) && r.needsReview)).toBe(true);
  });

  it.each([
    ['clozapine', /myocarditis and cardiomyopathy/],
    ['clozapine', /seizures/],
    ['lamotrigine', /arrhythmias in patients with structural or functional heart disease/],
    ['lamotrigine', /^Boxed warning: serious skin rashes/],
    ['haloperidol', /QT prolongation/],
    ['aripiprazole', /Impulse-control problems/],
    ['lithium', /Hypothyroidism/],
    ['lithium', /Nephrogenic diabetes insipidus/],
    ['valproate', /under 55/],
  ] as const)('%s: %s (needsReview)', (id, pattern) => {
    const claim = ingredient(id).risks.find((r) => pattern.test(r.text));
    expect(claim?.needsReview).toBe(true);
  });

  it('tamoxifen is not called contraindicated in pregnancy; its label warns of embryo-fetal toxicity', () => {
    const texts = ingredient('tamoxifen').risks.map((r) => r.text);
    expect(texts.some((t) => /^Contraindicated in pregnancy/.test(t))).toBe(false);
    expect(texts.some((t) => /Embryo-fetal toxicity \(a label warning; the US label lists no pregnancy contraindication\)/.test(t))).toBe(
      true,
    );
  });

  it('the default content stays consistent (citations, names, interactions, answer-as)', () => {
    const { catalog, pack, rules } = defaultClinicalContent();
    expect(validateClinicalContent(catalog, pack, rules)).toEqual([]);
  });
});

describe('third review: evidence per row and the answered-as note', () => {
  it('every placement names the evidence its line stands for (CANMAT Table 1)', () => {
    const { catalog, pack, rules } = defaultClinicalContent();
    const r = recommend(context({ state: 'Manic' }), pack, rules, catalog);
    expect(r.first[0]?.guideline?.evidence?.level).toBe('Level 1 or 2');
    expect(r.first[0]?.guideline?.evidence?.text).toMatch(/^First line: Level 1 or 2 evidence .* \(CANMAT\/ISBD 2023 update, Table 1/);
    expect(r.second[0]?.guideline?.evidence?.text).toMatch(/^Second line: Level 3 or better/);
    expect(r.third[0]?.guideline?.evidence?.text).toMatch(/^Third line: Level 4 or better/);
  });

  it('hypomania with psychotic features gets the mania table, the mania rules and the reason first', () => {
    const { catalog, pack, rules } = defaultClinicalContent();
    const asMania = recommend(context({ state: 'Manic', psychotic: true }), pack, rules, catalog);
    const r = recommend(context({ state: 'Hypomanic', psychotic: true }), pack, rules, catalog);
    expect(r.state).toBe('Hypomanic');
    expect(r.guideline.phase).toBe('Acute mania (bipolar I)');
    expect(r.first).toEqual(asMania.first);
    expect(r.third).toEqual(asMania.third);
    expect(r.advisories[0]).toMatchObject({ ruleId: 'psychosis-answers-hypomania-as-mania', severity: 'warning', regimenIds: [] });
    expect(r.advisories[0]?.text).toMatch(/manic by definition/);
    expect(r.advisories.slice(1)).toEqual(asMania.advisories);
  });
});
