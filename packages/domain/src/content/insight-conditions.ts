import type { RiskFlag } from '../input/patient-context.schema';

/**
 * The guideline wording of a condition an extracted insight names ("Renal impairment", "women of
 * childbearing potential") and the risk answers that ask about it: a draft rule's trigger is pre-set
 * from this table (docs/adr/0036). A condition none of these name (QT prolongation, older adults) leaves
 * the trigger to the editor. Pregnancy wording answers all three pregnancy questions, as the seeded
 * pregnancy exclusions do.
 */
export const insightConditionFlags: readonly { names: RegExp; flags: readonly RiskFlag[] }[] = [
  { names: /\b(pregnan\w*|conceiv\w*|childbearing|trimester|teratogen\w*)\b/i, flags: ['reproductive', 'riskPregnancy', 'anyPregnancy'] },
  { names: /\b(breast-?feed\w*|lactat\w*|nursing mothers?)\b/i, flags: ['anyPregnancy'] },
  { names: /\b(renal|kidney|nephr\w*|eGFR|creatinine clearance|CrCl|dialysis)\b/i, flags: ['kidneyHistory'] },
  { names: /\b(hepatic|liver|cirrhosis|hepatitis|hepatotox\w*)\b/i, flags: ['liverHistory'] },
  { names: /\b(hypotension|low blood pressure|orthostatic|falls?|syncope)\b/i, flags: ['bloodPressureHistory'] },
  { names: /\b(weight gain|obes\w*|metabolic)\b/i, flags: ['weightGainConcern'] },
  { names: /\b(suicid\w*|self-?harm|overdose)\b/i, flags: ['suicideHistory'] },
  { names: /\b(psychos[ie]s|psychotic|hallucinations?|delusions?)\b/i, flags: ['psychotic'] },
];

/** The risk answers a condition's wording names, once each, in the table's order. */
export function flagsForCondition(wording: string): RiskFlag[] {
  return [...new Set(insightConditionFlags.filter((c) => c.names.test(wording)).flatMap((c) => c.flags))];
}
