import { describe, expect, it } from 'vitest';
import { recommend } from '../engine/recommend';
import { defaultInteractions } from '../interactions/default-interactions';
import { moodStateSchema, type PatientContext } from '../input/patient-context.schema';
import type { SafetyRule } from '../rules/rule.schema';
import { context } from '../test-support';
import { CONTENT_FORMAT, defaultClinicalContent } from './clinical-content';
import { parseStoredContent, upgradeContent } from './content-format';
import { effectiveRules } from './effective-rules';
import storedV1 from './fixtures/content-format-1.json' with { type: 'json' };
import storedV2 from './fixtures/content-format-2.json' with { type: 'json' };
import { referencePatients } from './impact-preview';
import { interactionsAsContent } from './interactions-upgrade';

/**
 * ADR 0048 moved the drug–drug interactions out of the rules. The format-2 fixture is the built-in
 * content exactly as the release before the move stored it (its interactions compiled into rules).
 */
type Stored = { pack: never; catalog: never; rules: SafetyRule[] };
const v2 = storedV2 as unknown as Stored & Record<string, unknown>;
const compiledIds = (c: { rules: SafetyRule[] }) =>
  c.rules.map((r) => r.id).filter((id) => !defaultClinicalContent().rules.some((x) => x.id === id));

/**
 * An answer as JSON, the rules beside each suggestion or exclusion in id order: the engine lists them in
 * rule order, and compiled interaction rules now come after the content's own rules rather than among
 * them (ADR 0048, consequences). Everything else (tiers, order of suggestions, exclusions, advisories,
 * every rule's text) must be identical.
 */
const answer = (r: unknown) =>
  JSON.stringify(r, (k, v: unknown) =>
    k === 'rules' && Array.isArray(v) ? [...(v as { ruleId: string }[])].sort((a, b) => a.ruleId.localeCompare(b.ruleId)) : v,
  );

/** Reference patients, and every state with each medication list that makes an interaction apply. */
function patients(): PatientContext[] {
  const lists = [
    [],
    ['lithium'],
    ['Depakote'],
    ['Lamictal'],
    ['ibuprofen', 'lisinopril'],
    ['citalopram'],
    ['Haldol'],
    ['carbamazepine'],
    ['Zoloft'],
    ['Yaz'],
    ['ziprasidone', 'Seroquel'],
  ];
  const out = referencePatients().map((p) => p.context);
  for (const state of moodStateSchema.options) for (const currentMedications of lists) out.push(context({ state, currentMedications }));
  return out;
}

describe('format 2 → 3: interactions as their own content (ADR 0048)', () => {
  const upgraded = parseStoredContent(v2);

  it('takes the interactions out of the rules: the release’s interactions, none of their compiled rules left', () => {
    expect(upgraded.formatVersion).toBe(CONTENT_FORMAT);
    expect(upgraded.interactions).toEqual(defaultInteractions);
    expect(compiledIds(v2).length).toBeGreaterThan(10);
    expect(compiledIds(upgraded)).toEqual([]);
    expect(upgraded.rules).toEqual(defaultClinicalContent().rules);
    // The rules the engine evaluates are the stored format-2 rules, one for one.
    expect(new Set(effectiveRules(upgraded).map((r) => JSON.stringify(r)))).toEqual(new Set(v2.rules.map((r) => JSON.stringify(r))));
  });

  it('gives every patient the same answer as the format-2 document did', () => {
    const before = (p: PatientContext) => answer(recommend(p, v2.pack, v2.rules, v2.catalog, 'v1'));
    const after = (p: PatientContext) => answer(recommend(p, upgraded.pack, effectiveRules(upgraded), upgraded.catalog, 'v1'));
    const all = patients();
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((p) => before(p) !== after(p))).toEqual([]);
  });

  it('keeps as rules what an administrator changed, and carries marks shared by all of an interaction’s rules', () => {
    const rules = v2.rules.map((r) =>
      r.id === 'lamotrigine-valproate-taking-b'
        ? { ...r, rationale: 'Edited on its own' }
        : r.id.startsWith('lithium-serotonergic-')
          ? { ...r, disabled: true }
          : r,
    );
    const out = parseStoredContent({ ...v2, rules });
    expect(out.interactions.map((x) => x.id)).not.toContain('lamotrigine-valproate');
    expect(out.rules.map((r) => r.id)).toEqual(
      expect.arrayContaining(['lamotrigine-valproate-taking-b', 'lamotrigine-valproate-taking-a']),
    );
    expect(out.interactions.find((x) => x.id === 'lithium-serotonergic')).toMatchObject({ disabled: true, needsReview: true });
    // A disabled interaction compiles to nothing, as its disabled rules never fired.
    const firing = rules.filter((r) => !r.disabled).map((r) => JSON.stringify(r));
    expect(new Set(effectiveRules(out).map((r) => JSON.stringify(r)))).toEqual(new Set(firing));
  });

  it('finds no interactions in a document from before them (format 1), and is pure', () => {
    expect(parseStoredContent(storedV1).interactions).toEqual([]);
    const copy = JSON.parse(JSON.stringify(v2)) as Record<string, unknown>;
    interactionsAsContent(copy);
    upgradeContent(copy);
    expect(copy).toEqual(v2);
  });
});
