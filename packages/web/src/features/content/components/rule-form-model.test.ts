import { allOf, anyOf, defaultSafetyRules, flag, inState, safetyRuleSchema, taking } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import { draftProblems, emptyRule, fromDraft, toDraft, type RuleDraft } from './rule-form-model';

const GUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

const complete: RuleDraft = {
  ...emptyRule,
  label: 'Kidney disease: lamotrigine needs a lower maintenance dose',
  flags: ['kidneyHistory'],
  states: ['Depressed'],
  targets: ['lamotrigine'],
  rationale: 'Lower maintenance doses in significant renal impairment.',
  sources: [
    { kind: 'published', citationId: 'canmat-2018', locator: 'Table 12' },
    { kind: 'passage', guid: GUID, page: '4', chunk: '0' },
  ],
};

describe('rule form model', () => {
  it('gives every default rule back unchanged after a round trip through the form', () => {
    for (const rule of defaultSafetyRules) {
      const { rule: back, problems } = fromDraft(toDraft(rule), rule);
      expect(problems, rule.id).toEqual([]);
      expect(back, rule.id).toEqual(safetyRuleSchema.parse(rule));
    }
  });

  it('keeps a condition beyond flags and states as it is, editing the rest (ADR 0041)', () => {
    const base = defaultSafetyRules[0]!;
    const rule = { ...base, when: allOf(flag('kidneyHistory'), taking({ classes: ['nsaid'] })) };
    const draft = toDraft(rule);
    expect(draft.tree).toEqual(rule.when);
    expect(fromDraft({ ...draft, label: 'Edited' }, rule).rule).toEqual(safetyRuleSchema.parse({ ...rule, label: 'Edited' }));
  });

  it('builds a rule with a slug id, the trigger and target of the draft, and cites a library passage by guid, page and chunk', () => {
    const { rule, passages, problems } = fromDraft(complete);
    expect(problems).toEqual([]);
    expect(rule).toMatchObject({
      id: 'kidney-disease-lamotrigine-needs-a-lower-maintenance-dose',
      when: allOf(anyOf(flag('kidneyHistory')), inState('Depressed')),
      target: { kind: 'ingredients', ingredientIds: ['lamotrigine'] },
      effect: 'warn',
      needsReview: true,
    });
    expect(rule?.sources[1]).toEqual({
      citationId: `library-${GUID}`,
      locator: 'Page 4, chunk 0',
      passage: { guid: GUID, page: 4, chunk: 0 },
    });
    expect(passages).toEqual([{ guid: GUID, page: 4, chunk: 0 }]);
  });

  it('drops flags and states for a rule on prior medications, and the targets for an advisory rule', () => {
    const always = fromDraft({ ...complete, triggerKind: 'always', targetKind: 'priorMedications', targets: [] });
    expect(always.rule?.when).toEqual({ kind: 'all', of: [] });
    expect(always.rule?.target).toEqual({ kind: 'priorMedications' });
    expect(fromDraft({ ...complete, targetKind: 'none', targets: [] }).rule?.target).toEqual({ kind: 'none' });
  });

  it('names each missing field in the form’s words instead of building a rule', () => {
    const blank = fromDraft(emptyRule);
    expect(blank.rule).toBeNull();
    expect(blank.problems).toEqual([
      'Label: give the rule a name.',
      'Risk answers: choose at least one answer that triggers the rule.',
      'Target ingredients: choose at least one.',
      'Rationale: say why, for the prescriber.',
      'Source 1: choose the published source.',
      'Source 1: give the locator (table, box or section).',
    ]);
  });

  it('refuses a passage whose document, page or passage number is not valid, and a rule without sources', () => {
    const bad = draftProblems({ ...complete, sources: [{ kind: 'passage', guid: 'doc-1', page: '0', chunk: '-1' }] });
    expect(bad).toEqual([
      'Source 1: choose the library document.',
      'Source 1: the page is a whole number from 1.',
      'Source 1: the passage number is a whole number from 0.',
    ]);
    expect(draftProblems({ ...complete, sources: [] })).toEqual(['Sources: cite at least one published source or library passage.']);
  });

  it('keeps the reviewer’s note of the rule being edited, and a disabled rule stays disabled', () => {
    const kidney = defaultSafetyRules.find((r) => r.reviewNote)!;
    const { rule } = fromDraft({ ...toDraft(kidney), disabled: true }, kidney);
    expect(rule?.reviewNote).toBe(kidney.reviewNote);
    expect(rule?.disabled).toBe(true);
  });

  it('asks for a new rationale when an edit changes the effect (issue 39), and accepts a rewritten one', () => {
    const rule = defaultSafetyRules.find((r) => r.effect === 'exclude')!;
    const changed = { ...toDraft(rule), effect: 'deprioritise' as const };
    expect(fromDraft(changed, rule).problems).toEqual([expect.stringMatching(/^Rationale: the effect changed/)]);
    const rewritten = fromDraft({ ...changed, rationale: 'Offered after the alternatives.' }, rule);
    expect(rewritten.problems).toEqual([]);
    expect(rewritten.rule?.effect).toBe('deprioritise');
  });
});
