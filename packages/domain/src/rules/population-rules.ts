import { ageBand, allOf, bipolarType, inState, not, polarity, withSpecifier } from './condition-builders';
import type { SafetyRule } from './rule.schema';

/**
 * Where CANMAT/ISBD orders treatment differently for youth, older adults or by the polarity that
 * recurs (issue 37 finding 9; docs/adr/0046), as rules that move suggestions down within their line.
 * Each reads an optional input: an answer without it is unchanged. What the guideline says for these
 * patients but the engine does not apply is stated in scope-rules.ts.
 */
const YOUTH = { citationId: 'canmat-2023u', locator: 'Special populations: children and adolescents' };
const OLDER = { citationId: 'canmat-2023u', locator: 'Special populations: older adults' };
const noMixed = not(withSpecifier('mixedFeatures'));

export const populationRules: SafetyRule[] = [
  {
    id: 'older-adult-mania-lithium-divalproex-first',
    label: 'Older adult, mania: lithium and divalproex first',
    when: allOf(ageBand('olderAdult'), inState('Manic'), noMixed),
    effect: 'deprioritise',
    target: { kind: 'regimens', regimenIds: ['quetiapine', 'asenapine', 'aripiprazole', 'paliperidone', 'risperidone', 'cariprazine'] },
    severity: 'info',
    rationale:
      'For mania in older adults CANMAT lists lithium and divalproex as first line and quetiapine as second line; the other antipsychotics first line for younger adults are not rated for older adults there. They are placed after lithium, divalproex and the combinations.',
    sources: [OLDER],
  },
  {
    id: 'older-adult-lithium-levels',
    label: 'Older adult: lower lithium levels',
    when: allOf(ageBand('olderAdult')),
    effect: 'warn',
    target: { kind: 'ingredients', ingredientIds: ['lithium'] },
    severity: 'warning',
    rationale:
      'In older adults CANMAT advises a lower serum lithium target in the acute phase (0.4 to 0.8 mEq/L); clearance falls with age, and interacting drugs (diuretics, ACE inhibitors, NSAIDs) are more often taken.',
    sources: [OLDER],
  },
  {
    id: 'youth-depression-lurasidone-first',
    label: 'Youth, depression: lurasidone the only first-line treatment',
    when: allOf(ageBand('youth'), inState('Depressed'), not(bipolarType('II')), noMixed),
    effect: 'deprioritise',
    target: { kind: 'regimens', regimenIds: ['quetiapine', 'lithium', 'lamotrigine', 'cariprazine', 'lithium+lamotrigine'] },
    severity: 'warning',
    rationale:
      'For bipolar depression in children and adolescents CANMAT names lurasidone as the only first-line treatment; the other first-line options for adults are placed after it and are not first line in youth.',
    sources: [YOUTH],
  },
  {
    id: 'youth-mania-divalproex-third',
    label: 'Youth, mania: divalproex third line; paliperidone and cariprazine not first line',
    when: allOf(ageBand('youth'), inState('Manic'), noMixed),
    effect: 'deprioritise',
    target: { kind: 'regimens', regimenIds: ['valproate', 'paliperidone', 'cariprazine'] },
    severity: 'warning',
    rationale:
      'For mania in children and adolescents CANMAT lists lithium, risperidone, aripiprazole, asenapine and quetiapine as first line and divalproex as third line; paliperidone and cariprazine are not among the first-line agents for youth. They are placed after the first-line agents for youth.',
    sources: [YOUTH],
  },
  {
    id: 'depressive-polarity-antimanic-maintenance',
    label: 'Mostly depressive episodes: aripiprazole and risperidone LAI prevent mania, not depression',
    when: allOf(inState('Euthymic'), polarity('depressive'), not(bipolarType('II'))),
    effect: 'deprioritise',
    target: { kind: 'regimens', regimenIds: ['aripiprazole', 'aripiprazole-lai', 'risperidone-lai'] },
    severity: 'warning',
    rationale:
      'Aripiprazole (oral or long-acting) and long-acting risperidone prevent manic relapses but have not been shown to prevent depressive ones; for a patient whose episodes are mostly depressive they are placed after agents that prevent both poles (lithium, quetiapine) or depression (lamotrigine). A long-acting injectable also needs oral tolerability shown first and oral cover after the first injection.',
    sources: [{ citationId: 'canmat-2023u', locator: 'Maintenance: Box 3 and text' }],
    needsReview: true,
  },
  {
    id: 'manic-polarity-lamotrigine-maintenance',
    label: 'Mostly manic episodes: lamotrigine prevents depression more than mania',
    when: allOf(inState('Euthymic'), polarity('manic'), not(bipolarType('II'))),
    effect: 'deprioritise',
    target: { kind: 'regimens', regimenIds: ['lamotrigine'] },
    severity: 'warning',
    rationale:
      'Lamotrigine has limited efficacy in preventing mania; for a patient whose episodes are mostly manic it is placed after the agents that prevent mania.',
    sources: [{ citationId: 'canmat-2018', locator: 'Maintenance: lamotrigine (limited efficacy in preventing mania)' }],
    needsReview: true,
  },
];
