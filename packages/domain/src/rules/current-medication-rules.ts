import { combinations } from '../catalog/regimens';
import { allOf, hasCondition, inState, taking } from './condition-builders';
import type { SafetyRule } from './rule.schema';

/**
 * Rules about what the patient takes now (issue 37, findings 1–5 and 8). They read `taking` atoms,
 * which hold only when current medications were given: an answer without them is unchanged.
 */

/** Finding 8: a combination holding the mood stabiliser the patient takes is adding to it, not a new start. */
function addOnRule(ingredientId: 'lithium' | 'valproate', name: string): SafetyRule {
  return {
    id: `taking-${ingredientId}-combinations-are-add-ons`,
    label: `Add-on to the ${name} taken now`,
    when: allOf(taking({ ingredients: [ingredientId] })),
    effect: 'warn',
    target: { kind: 'regimens', regimenIds: combinations.filter((r) => r.ingredientIds.includes(ingredientId)).map((r) => r.id) },
    severity: 'info',
    rationale: `The patient takes ${name} now: this combination means adding the other drug to the ${name}, continuing it at a therapeutic level. CANMAT's steps for a patient not responding to a mood stabiliser include optimising it and adding an atypical antipsychotic to it.`,
    sources: [{ citationId: 'canmat-2023u', locator: 'Acute mania: Steps 2 and 3 (optimise; add on or switch)' }],
    needsReview: true,
  };
}

export const currentMedicationRules: SafetyRule[] = [
  {
    id: 'mania-taking-antidepressant-stop',
    label: 'Manic or hypomanic while taking an antidepressant: stop the antidepressant',
    when: allOf(inState('Manic', 'Hypomanic'), taking({ classes: ['antidepressant'] })),
    effect: 'favour',
    target: { kind: 'none' },
    severity: 'critical',
    rationale:
      'CANMAT advises that antidepressants should be discontinued in a patient presenting with mania or hypomania (SSRIs, SNRIs, tricyclics, bupropion and others): taper and stop it alongside the antimanic treatment.',
    sources: [{ citationId: 'canmat-2023u', locator: 'Acute mania: Step 1 (review general principles and assess medication status)' }],
    needsReview: true,
  },
  {
    id: 'long-qt-deprioritises-ziprasidone',
    label: 'Long QT syndrome: ziprasidone moved down',
    when: allOf(hasCondition('long-qt-syndrome')),
    effect: 'deprioritise',
    target: { kind: 'ingredients', ingredientIds: ['ziprasidone'] },
    severity: 'critical',
    rationale:
      'The ziprasidone label contraindicates it with known QT prolongation, including congenital long QT syndrome: prefer another option; if it is considered, seek cardiology advice first.',
    sources: [{ citationId: 'fda-ziprasidone-label', locator: 'Contraindications: QT prolongation' }],
    needsReview: true,
  },
  {
    id: 'long-qt-warns-haloperidol',
    label: 'Long QT syndrome: haloperidol prolongs the QT interval',
    when: allOf(hasCondition('long-qt-syndrome')),
    effect: 'warn',
    target: { kind: 'ingredients', ingredientIds: ['haloperidol'] },
    severity: 'critical',
    rationale:
      'Haloperidol prolongs the QT interval (torsades de pointes and sudden death reported, most with intravenous use or high doses); with long QT syndrome seek cardiology advice, obtain an ECG and electrolytes, and avoid intravenous use.',
    sources: [{ citationId: 'fda-haloperidol-2007', locator: 'Information for healthcare professionals' }],
    needsReview: true,
  },
  {
    id: 'epilepsy-excludes-bupropion',
    label: 'Epilepsy or seizure disorder excludes bupropion',
    when: allOf(hasCondition('epilepsy')),
    effect: 'exclude',
    target: { kind: 'ingredients', ingredientIds: ['bupropion'] },
    severity: 'critical',
    rationale: 'Bupropion lowers the seizure threshold, and its label contraindicates it in a seizure disorder.',
    sources: [{ citationId: 'fda-bupropion-label', locator: 'Contraindications: seizure disorder' }],
    needsReview: true,
  },
  addOnRule('lithium', 'lithium'),
  addOnRule('valproate', 'valproate'),
];
// The drug–drug interactions are content of their own (default-interactions.ts), compiled when content loads (ADR 0048).
