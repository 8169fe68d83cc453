import { describe, expect, it } from 'vitest';
import { changeProblems } from './change-checks';
import { defaultClinicalContent } from './clinical-content';
import { applyContentChange } from './content-changes';
import { diffClinicalContent } from './content-diff';

const base = defaultClinicalContent();
const KIDNEY = 'kidney-history-excludes-lithium';
const kidney = base.rules.find((r) => r.id === KIDNEY)!;

describe('a rule whose effect changes (issue 39: the old rationale stayed in what prescribers read)', () => {
  it('needs a new rationale: the same words under a new effect are a problem naming the field', () => {
    const change = { kind: 'rule.update' as const, rule: { ...kidney, effect: 'deprioritise' as const } };
    expect(changeProblems(base, change)).toEqual([
      expect.stringMatching(/^rule\.rationale: the effect changes from exclude to deprioritise/),
    ]);
  });

  it('passes with a rewritten rationale, and with an unchanged effect', () => {
    const rewritten = {
      ...kidney,
      effect: 'deprioritise' as const,
      rationale: 'Lithium is offered after the alternatives: kidney disease.',
    };
    expect(changeProblems(base, { kind: 'rule.update', rule: rewritten })).toEqual([]);
    expect(changeProblems(base, { kind: 'rule.update', rule: { ...kidney, severity: 'warning' } })).toEqual([]);
    expect(changeProblems(base, { kind: 'rule.setEnabled', ruleId: KIDNEY, enabled: false })).toEqual([]);
  });

  it('shows the old rationale as a removed line above the new one in the diff', () => {
    const rationale = 'Lithium is offered after the alternatives: kidney disease.';
    const next = applyContentChange(base, { kind: 'rule.update', rule: { ...kidney, effect: 'deprioritise', rationale } });
    const entry = diffClinicalContent(base, next).find((d) => d.id === KIDNEY)!;
    expect(entry.details).toEqual(
      expect.arrayContaining([`effect: exclude → deprioritise`, `- rationale: ${kidney.rationale}`, `+ rationale: ${rationale}`]),
    );
    expect(entry.details.indexOf(`- rationale: ${kidney.rationale}`)).toBe(entry.details.indexOf(`+ rationale: ${rationale}`) - 1);
  });
});
