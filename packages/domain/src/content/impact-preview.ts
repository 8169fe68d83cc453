import { z } from 'zod';
import { clinicalCasesSchema } from '../clinical-cases/clinical-case.schema';
import casesData from '../clinical-cases/clinical-cases.json' with { type: 'json' };
import { clinicalCaseContext } from '../clinical-cases/run-clinical-case';
import { recommend } from '../engine/recommend';
import type { Recommendation } from '../engine/recommendation.schema';
import { moodStateSchema, riskFlagSchema, type PatientContext } from '../input/patient-context.schema';
import { riskFlagDefinitions, riskFlagValues } from '../input/risk-flags';
import type { SafetyRule } from '../rules/rule.schema';
import type { ClinicalContentSet } from './clinical-content';
import { conditionPatients } from './condition-patients';
import { effectiveRules } from './effective-rules';

/** A patient the preview runs: every state with no flag and with each single flag, and each clinical case. */
export type ReferencePatient = { id: string; label: string; kind: 'reference' | 'case'; context: PatientContext };

/** Where a regimen stands in one answer. */
export const placementSchema = z.enum(['first', 'second', 'third', 'excluded', 'absent']);
export type Placement = z.infer<typeof placementSchema>;

export const suggestionChangeSchema = z.object({
  regimenId: z.string(),
  name: z.string(),
  /** added: now offered; removed: no longer offered; moved: offered in another tier; rules: same tier, other rules attached. */
  kind: z.enum(['added', 'removed', 'moved', 'rules']),
  from: placementSchema,
  to: placementSchema,
  /** One readable sentence, e.g. "Lithium: excluded → first line". */
  text: z.string(),
});
export type SuggestionChange = z.infer<typeof suggestionChangeSchema>;

export const patientImpactSchema = z.object({
  patient: z.object({ id: z.string(), label: z.string(), kind: z.enum(['reference', 'case']) }),
  changes: z.array(suggestionChangeSchema).min(1),
});
export type PatientImpact = z.infer<typeof patientImpactSchema>;

export const impactPreviewSchema = z.object({
  /** How many reference patients were run on both contents. */
  checked: z.number().int(),
  /** Only the patients whose suggestions change. */
  patients: z.array(patientImpactSchema),
});
export type ImpactPreview = z.infer<typeof impactPreviewSchema>;

const label = (id: string) => riskFlagDefinitions.find((f) => f.id === id)?.label ?? id;

/** The fixed reference set: states × (no flag, each single flag), then the clinical test cases. */
export function referencePatients(): ReferencePatient[] {
  const patients: ReferencePatient[] = [];
  for (const state of moodStateSchema.options) {
    const none = { state, ...riskFlagValues(false), priorMedications: [] };
    patients.push({ id: `${state}`, label: `${state}, no risk factor`, kind: 'reference', context: none });
    for (const flag of riskFlagSchema.options)
      patients.push({ id: `${state}+${flag}`, label: `${state}, ${label(flag)}`, kind: 'reference', context: { ...none, [flag]: true } });
  }
  for (const c of clinicalCasesSchema.parse(casesData).cases)
    patients.push({ id: `case:${c.name}`, label: `Clinical case: ${c.name}`, kind: 'case', context: clinicalCaseContext(c) });
  return patients;
}

const TIER_TEXT: Record<Placement, string> = {
  first: 'first line',
  second: 'second line',
  third: 'third line',
  excluded: 'not suggested',
  absent: 'not listed',
};
const offered = (p: Placement) => p === 'first' || p === 'second' || p === 'third';

type Standing = { name: string; placement: Placement; rules: string };

function standings(r: Recommendation): Map<string, Standing> {
  const map = new Map<string, Standing>();
  for (const tier of ['first', 'second', 'third'] as const)
    for (const s of r[tier])
      map.set(s.regimenId, {
        name: s.name,
        placement: tier,
        rules: s.rules
          .map((x) => `${x.ruleId}:${x.effect}`)
          .sort()
          .join(),
      });
  for (const e of r.excluded) map.set(e.regimenId, { name: e.name, placement: 'excluded', rules: '' });
  return map;
}

/** How one patient's suggestions differ between two answers, regimen by regimen. */
export function compareRecommendations(before: Recommendation, after: Recommendation): SuggestionChange[] {
  const a = standings(before);
  const b = standings(after);
  const changes: SuggestionChange[] = [];
  for (const id of new Set([...a.keys(), ...b.keys()])) {
    const was = a.get(id);
    const now = b.get(id);
    const from = was?.placement ?? 'absent';
    const to = now?.placement ?? 'absent';
    const name = now?.name ?? was?.name ?? id;
    let kind: SuggestionChange['kind'] | null = null;
    if (!offered(from) && offered(to)) kind = 'added';
    else if (offered(from) && !offered(to)) kind = 'removed';
    else if (offered(from) && from !== to) kind = 'moved';
    else if (offered(from) && was?.rules !== now?.rules) kind = 'rules';
    if (!kind) continue;
    const text =
      kind === 'rules' ? `${name}: rules shown beside it change (${TIER_TEXT[to]})` : `${name}: ${TIER_TEXT[from]} → ${TIER_TEXT[to]}`;
    changes.push({ regimenId: id, name, kind, from, to, text });
  }
  return changes;
}

/** Rules by id, the proposed version of a rule after the current one. */
const uniqueRules = (rules: SafetyRule[]) => [...new Map(rules.map((r) => [r.id, r])).values()];

/**
 * Runs every reference patient on the current and the proposed content and returns, patient by
 * patient, the suggestions that change. Pure: what a reviewer confirms before a change is saved.
 */
export function previewImpact(
  current: ClinicalContentSet,
  proposed: ClinicalContentSet,
  patients: readonly ReferencePatient[] = [
    ...referencePatients(),
    ...conditionPatients(uniqueRules([...effectiveRules(current), ...effectiveRules(proposed)])),
  ],
): ImpactPreview {
  const run = (c: ClinicalContentSet, ctx: PatientContext) => recommend(ctx, c.pack, effectiveRules(c), c.catalog);
  const impacted: PatientImpact[] = [];
  for (const p of patients) {
    const changes = compareRecommendations(run(current, p.context), run(proposed, p.context));
    if (changes.length) impacted.push({ patient: { id: p.id, label: p.label, kind: p.kind }, changes });
  }
  return { checked: patients.length, patients: impacted };
}
