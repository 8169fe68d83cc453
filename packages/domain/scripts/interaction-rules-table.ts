/**
 * Prints the interaction and contraindication rules (issue 37: what the patient takes now and the
 * conditions on record; the label cautions of finding 10) and the rules about who the patient is (age
 * group, sex, bipolar type, mixed features, maintenance polarity, and the scope statements; docs/adr/0046)
 * as a Markdown table a clinician can read: when, effect, on what, management,
 * sources with locators, and review status.
 *
 *   npm run interaction-rules -w packages/domain
 */
import { defaultCitations } from '../src/citations';
import { defaultCatalog } from '../src/catalog/default-catalog';
import { compileInteractions } from '../src/interactions/compile-interactions';
import { defaultInteractions } from '../src/interactions/default-interactions';
import { currentMedicationRules } from '../src/rules/current-medication-rules';
import { labelCautionRules } from '../src/rules/label-caution-rules';
import { conditionText } from '../src/rules/condition-text';
import { patientRules } from '../src/rules/patient-rules';
import { populationRules } from '../src/rules/population-rules';
import { scopeRules } from '../src/rules/scope-rules';

// The interactions are content of their own (ADR 0048): shown as the rules they compile to.
const rules = [
  ...currentMedicationRules,
  ...compileInteractions(defaultInteractions, defaultCatalog),
  ...labelCautionRules,
  ...patientRules,
  ...populationRules,
  ...scopeRules,
];

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const short = (id: string) => defaultCitations.find((c) => c.id === id)?.short ?? id;
const target = (t: (typeof currentMedicationRules)[number]['target']) =>
  t.kind === 'ingredients'
    ? t.ingredientIds.join(', ')
    : t.kind === 'classes'
      ? t.classes.join(', ')
      : t.kind === 'regimens'
        ? `${t.regimenIds.length} regimens`
        : t.kind === 'none'
          ? 'the answer (advisory)'
          : t.kind;

console.log('| Rule | When | Effect | On | What the prescriber reads | Sources | Review |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rules)
  console.log(
    `| ${cell(r.id)} | ${cell(conditionText(r.when))} | ${r.effect} (${r.severity}) | ${cell(target(r.target))} | ${cell(r.rationale)} | ${cell(
      r.sources.map((s) => `${short(s.citationId)}, ${s.locator}`).join('; '),
    )} | ${r.reviewed ? 'reviewed' : r.needsReview ? 'awaiting clinical review' : 'read source'} |`,
  );
