import { describe, expect, it } from 'vitest';
import { defaultCitations } from '../citations';
import { defaultCatalog } from './default-catalog';

// Issue 37, item 11: statements a prescriber expects in the drug details, each with its source and
// locator, each awaiting a clinician's check against that source (background knowledge, not read here).
const cases: [ingredient: string, statement: RegExp, citationId: string, locator: RegExp][] = [
  ['lithium', /Weight gain/, 'fda-lithium-label', /Adverse reactions/],
  ['lithium', /dehydration and sodium loss/, 'fda-lithium-label', /sodium depletion and dehydration/],
  ['lithium', /Serotonin syndrome/, 'fda-lithium-label', /serotonin syndrome/],
  ['valproate', /Weight gain/, 'fda-valproate-label', /Adverse reactions/],
  ['valproate', /Hyperammonaemic encephalopathy/, 'fda-valproate-label', /hyperammonemia/],
  ['valproate', /Thrombocytopenia is dose-related/, 'fda-valproate-label', /thrombocytopenia/],
  ['valproate', /Suicidal thoughts/, 'fda-aed-suicidality-2008', /suicidal behavior and ideation/],
  ['carbamazepine', /Suicidal thoughts/, 'fda-aed-suicidality-2008', /suicidal behavior and ideation/],
  ['lamotrigine', /Suicidal thoughts/, 'fda-aed-suicidality-2008', /suicidal behavior and ideation/],
  ['lamotrigine', /Haemophagocytic lymphohistiocytosis/, 'fda-lamotrigine-hlh-2018', /Drug Safety Communication/],
  ['carbamazepine', /HLA-A\*3101/, 'fda-carbamazepine-label', /HLA-A\*3101/],
  ['bupropion', /Seizures are dose-related/, 'us-label-background', /seizure \(Wellbutrin\)/],
  ['clozapine', /can progress to ileus/, 'fda-clozapine-constipation-2020', /Drug Safety Communication/],
  ['quetiapine', /QT prolongation/, 'fda-quetiapine-label', /QT prolongation/],
  ['paliperidone', /QTc prolongation/, 'invega-sustenna-label', /QT prolongation/],
  ['asenapine', /QT prolongation/, 'us-label-background', /QT prolongation \(Saphris\)/],
  ['asenapine', /hypersensitivity reactions/, 'us-label-background', /hypersensitivity \(Saphris\)/],
  ['asenapine', /Sublingual tablet/, 'us-label-background', /Dosage and administration \(Saphris\)/],
  ['olanzapine', /DRESS/, 'fda-olanzapine-dress-2016', /Drug Safety Communication/],
  ['ziprasidone', /DRESS/, 'fda-ziprasidone-dress-2014', /Drug Safety Communication/],
  ['sertraline', /Serotonin syndrome/, 'us-label-background', /serotonin syndrome/],
  ['fluoxetine', /Serotonin syndrome/, 'us-label-background', /serotonin syndrome/],
];

describe('fourth review, item 11: statements in the drug details', () => {
  it.each(cases)('%s: %s (%s, %s), awaiting review', (id, statement, citationId, locator) => {
    const ingredient = defaultCatalog.ingredients.find((i) => i.id === id);
    const found = ingredient?.risks.filter((r) => statement.test(r.text)) ?? [];
    expect(found).toHaveLength(1);
    expect(found[0]!.source.citationId).toBe(citationId);
    expect(found[0]!.source.locator).toMatch(locator);
    expect(found[0]!.needsReview).toBe(true);
    expect(defaultCitations.some((c) => c.id === citationId)).toBe(true);
  });

  it('a statement about one drug is not carried by another (bupropion seizures are not on the SSRIs)', () => {
    for (const id of ['sertraline', 'fluoxetine'])
      expect(defaultCatalog.ingredients.find((i) => i.id === id)!.risks.some((r) => /Seizures are dose-related/.test(r.text))).toBe(false);
  });
});
