import { triggerOf } from '../rules/legacy-trigger';
import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../catalog/default-catalog';
import { defaultGuidelinePack } from '../guidelines/default-guideline-pack';
import { moodStateSchema, riskFlagSchema, type PatientContext, type RiskFlag } from '../input/patient-context.schema';
import { defaultSafetyRules } from '../rules/default-safety-rules';
import type { SafetyRule } from '../rules/rule.schema';
import { context } from '../test-support';
import { recommend } from './recommend';

const FLAGS = riskFlagSchema.options;
const allOn = Object.fromEntries(FLAGS.map((f) => [f, true])) as Record<RiskFlag, boolean>;
/** Every state with no flag, each single flag, and all flags on. */
const contexts: PatientContext[] = moodStateSchema.options.flatMap((state) => [
  context({ state }),
  ...FLAGS.map((f) => context({ state, [f]: true })),
  context({ state, ...allOn }),
]);
const label = (p: PatientContext) => `${p.state} [${FLAGS.filter((f) => p[f]).join(', ') || 'no flags'}]`;

const ingredientsOf = (regimenId: string) =>
  (defaultCatalog.regimens.find((r) => r.id === regimenId)?.ingredientIds ?? []).map((id) =>
    defaultCatalog.ingredients.find((i) => i.id === id),
  );

/** Independently of the engine: does this rule's trigger fire and its target name an ingredient of the regimen? */
function applies(rule: SafetyRule, p: PatientContext, regimenId: string): boolean {
  const t = triggerOf(rule.when);
  // Rules on drugs taken now (issue 37) cannot apply: these patients give no current medications.
  if (!t) return false;
  if (t.kind === 'anyOf' && (!t.flags.some((f) => p[f]) || (t.states && !t.states.includes(p.state)))) return false;
  const target = rule.target;
  const ingredients = ingredientsOf(regimenId);
  if (target.kind === 'ingredients') return ingredients.some((i) => i && target.ingredientIds.includes(i.id));
  if (target.kind === 'classes') return ingredients.some((i) => i?.classes.some((c) => target.classes.includes(c)));
  if (target.kind === 'regimens') return target.regimenIds.includes(regimenId);
  return false;
}

/**
 * Hazards a prescriber expects to be told about, written independently of the rule data: with this
 * flag, an offered regimen containing this ingredient must carry a warning or deprioritise rule.
 */
const HAZARDS: { flag: RiskFlag; ingredients: string[] }[] = [
  { flag: 'anyPregnancy', ingredients: ['lithium', 'carbamazepine'] },
  { flag: 'riskPregnancy', ingredients: ['lithium', 'carbamazepine'] },
  { flag: 'reproductive', ingredients: ['lithium', 'carbamazepine'] },
  { flag: 'liverHistory', ingredients: ['carbamazepine', 'lurasidone', 'lumateperone', 'paliperidone'] },
  { flag: 'kidneyHistory', ingredients: ['paliperidone', 'lurasidone'] },
  {
    flag: 'bloodPressureHistory',
    ingredients: ['haloperidol', 'chlorpromazine', 'quetiapine', 'risperidone', 'clozapine', 'olanzapine', 'aripiprazole'],
  },
  { flag: 'suicideHistory', ingredients: ['lithium'] },
  { flag: 'weightGainConcern', ingredients: ['clozapine', 'paliperidone', 'asenapine'] },
];
/** With these flags, regimens containing these ingredients must not be offered at all. */
const NEVER: { flag: RiskFlag; ingredients: string[] }[] = [
  { flag: 'anyPregnancy', ingredients: ['valproate', 'tamoxifen'] },
  { flag: 'riskPregnancy', ingredients: ['valproate', 'tamoxifen'] },
  { flag: 'reproductive', ingredients: ['valproate', 'tamoxifen'] },
  { flag: 'liverHistory', ingredients: ['valproate'] },
  { flag: 'kidneyHistory', ingredients: ['lithium'] },
];

describe('every offered regimen says what applies to it (whole pack, every state, each flag and all flags)', () => {
  it.each(contexts.map((p) => [label(p), p] as const))('%s', (_label, p) => {
    const r = recommend(p, defaultGuidelinePack, defaultSafetyRules, defaultCatalog);
    for (const s of [...r.first, ...r.second, ...r.third]) {
      const carried = new Set(s.rules.map((x) => x.ruleId));
      for (const rule of defaultSafetyRules) {
        if (rule.effect === 'exclude' || !applies(rule, p, s.regimenId)) continue;
        expect(carried.has(rule.id), `${s.regimenId} lacks ${rule.id}`).toBe(true);
      }
      const ids = ingredientsOf(s.regimenId).map((i) => i?.id);
      const cautioned = s.rules.some((x) => x.effect === 'warn' || x.effect === 'deprioritise');
      for (const h of HAZARDS)
        if (p[h.flag] && ids.some((id) => id && h.ingredients.includes(id))) expect(cautioned, `${s.regimenId} with ${h.flag}`).toBe(true);
      for (const n of NEVER)
        if (p[n.flag])
          expect(
            ids.some((id) => id && n.ingredients.includes(id)),
            `${s.regimenId} offered with ${n.flag}`,
          ).toBe(false);
      if (ids.includes('valproate')) expect(carried.has('valproate-pregnancy-prevention')).toBe(true);
    }
  });
});
