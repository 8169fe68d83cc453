import { describe, expect, it } from 'vitest';
import { defaultClinicalContent } from '../content/clinical-content';
import { recommend } from '../engine/recommend';
import { validateClinicalContent } from '../engine/validate-clinical-content';
import { riskFlagValues } from '../input/risk-flags';
import type { PatientContext } from '../input/patient-context.schema';
import { compileInteraction } from './compile-interactions';
import { interactionSchema, type Interaction } from './interaction.schema';

const content = defaultClinicalContent();
const base: PatientContext = { state: 'Manic', ...riskFlagValues(false), priorMedications: [] };

// An example of the shape, from the lithium label's drug-interaction section (issue 37 writes the real set).
const lithiumNsaid: Interaction = interactionSchema.parse({
  id: 'lithium-nsaid',
  a: { ingredients: ['lithium'] },
  b: { classes: ['nsaid'] },
  effect: 'warn',
  severity: 'critical',
  clinicalEffect: 'Lithium levels rise and may reach toxicity',
  mechanism: 'NSAIDs reduce the renal clearance of lithium',
  management: 'Avoid the combination, or check lithium levels within five days of starting, stopping or changing the NSAID',
  sources: [{ citationId: 'fda-lithium-label', locator: 'Drug interactions: NSAIDs' }],
});

const applied = (input: PatientContext, ruleIdPrefix: string) => {
  const rules = [...content.rules, ...compileInteraction(lithiumNsaid, content.catalog)];
  const r = recommend(input, content.pack, rules, content.catalog);
  return [...r.first, ...r.second, ...r.third]
    .filter((s) => s.rules.some((x) => x.ruleId.startsWith(ruleIdPrefix)))
    .map((s) => s.regimenId);
};

describe('interactions compiled into rules', () => {
  it('gives one rule per direction with a catalogue member, each a valid rule of the content', () => {
    const rules = compileInteraction(lithiumNsaid, content.catalog);
    // No NSAID is in the catalogue: only "candidate holds lithium while the patient takes an NSAID".
    expect(rules.map((r) => r.id)).toEqual(['lithium-nsaid-taking-b']);
    expect(rules[0]).toMatchObject({ when: { kind: 'all', of: [{ kind: 'taking', drugs: { classes: ['nsaid'] } }] }, effect: 'warn' });
    expect(rules[0]?.rationale).toContain('within five days');
    expect(validateClinicalContent(content.catalog, content.pack, [...content.rules, ...rules])).toEqual([]);
  });

  it('warns on every lithium suggestion for a patient taking ibuprofen by brand, and on none otherwise', () => {
    const withLithium = applied({ ...base, currentMedications: ['Nurofen'] }, 'lithium-nsaid');
    expect(withLithium).toContain('lithium');
    expect(withLithium.every((id) => id.includes('lithium'))).toBe(true);
    expect(applied(base, 'lithium-nsaid')).toEqual([]);
  });

  it('covers a combination regimen holding both sides, and either side as the one taken', () => {
    const pair: Interaction = {
      ...lithiumNsaid,
      id: 'quetiapine-lithium',
      a: { ingredients: ['quetiapine'] },
      b: { ingredients: ['lithium'] },
    };
    const ids = compileInteraction(pair, content.catalog).map((r) => r.id);
    expect(ids).toEqual(['quetiapine-lithium-taking-b', 'quetiapine-lithium-taking-a', 'quetiapine-lithium-combined']);
  });
});
