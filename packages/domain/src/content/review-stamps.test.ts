import { describe, expect, it } from 'vitest';
import { regimenBenefitsAndRisks } from '../engine/regimen-benefits-and-risks';
import { recommend } from '../engine/recommend';
import { riskFlagValues } from '../input/risk-flags';
import { conditionFlags } from '../rules/condition';
import { triggerOf } from '../rules/legacy-trigger';
import { defaultClinicalContent, type ClinicalContentSet } from './clinical-content';
import { applyContentChange, toStatementInput } from './content-changes';
import { diffClinicalContent } from './content-diff';
import { reviewQueue } from './review-queue';

const base = defaultClinicalContent();
const stamp = { by: 'Dr Ana Ruiz, psychiatrist', on: '2026-11-26' };
const mark = (content: ClinicalContentSet, item: ReturnType<typeof reviewQueue>[number]) =>
  applyContentChange(content, { kind: 'review.mark', item: item.ref, reviewer: stamp.by }, [], stamp.on);

// The class warning on dementia mortality, shared by every antipsychotic (quetiapine among them).
const dementia = reviewQueue(base).find((i) => i.title.startsWith('Boxed warning: increased mortality in elderly'))!;
const reviewed = mark(base, dementia);
const quetiapine = () => reviewed.catalog.ingredients.find((i) => i.id === 'quetiapine')!;

describe('review stamps', () => {
  it('a statement marked reviewed carries who and when to the cited statement prescribers see', () => {
    const { risks } = regimenBenefitsAndRisks(reviewed.catalog, reviewed.pack.citations, 'quetiapine');
    const shown = risks.find((r) => r.text === dementia.title)!;
    expect(shown).toMatchObject({ needsReview: false, reviewed: stamp });
    expect(risks.filter((r) => r !== shown).every((r) => r.reviewed === undefined)).toBe(true);
  });

  it('a medication edit keeps the stamp of an unchanged statement; a changed text awaits review again', () => {
    const own = quetiapine();
    const inputs = own.risks.map(toStatementInput);
    const kept = applyContentChange(reviewed, {
      kind: 'medication.update',
      id: 'quetiapine',
      benefits: own.benefits.map(toStatementInput),
      risks: inputs,
    });
    expect(kept.catalog.ingredients.find((i) => i.id === 'quetiapine')!.risks.find((r) => r.text === dementia.title)).toMatchObject({
      reviewed: stamp,
    });
    const edited = inputs.map((s) => (s.text === dementia.title ? { ...s, text: `${s.text} (edited)` } : s));
    const after = applyContentChange(reviewed, { kind: 'medication.update', id: 'quetiapine', benefits: [], risks: edited });
    const claim = after.catalog.ingredients.find((i) => i.id === 'quetiapine')!.risks.find((r) => r.text.endsWith('(edited)'))!;
    expect(claim.needsReview).toBe(true);
    expect(claim.reviewed).toBeUndefined();
    // The other antipsychotics keep the stamp: it went with the text that was checked.
    expect(after.catalog.ingredients.find((i) => i.id === 'haloperidol')!.risks.find((r) => r.text === dementia.title)?.reviewed).toEqual(
      stamp,
    );
  });

  it('a stamp belongs to one statement of one medication: the same words pasted onto another carry none (issue 37, item 12)', () => {
    // A statement of lithium's alone, reviewed; then its words and source typed into aripiprazole's statements.
    const lithiumOnly = reviewQueue(base).find((i) => i.title.startsWith('Toxicity risk rises with dehydration'))!;
    const lithiumReviewed = mark(base, lithiumOnly);
    const lithium = lithiumReviewed.catalog.ingredients.find((i) => i.id === 'lithium')!;
    const checked = [...lithium.benefits, ...lithium.risks].find((c) => c.reviewed)!;
    expect(checked.reviewed).toEqual(stamp);
    const aripiprazole = lithiumReviewed.catalog.ingredients.find((i) => i.id === 'aripiprazole')!;
    const pasted = applyContentChange(lithiumReviewed, {
      kind: 'medication.update',
      id: 'aripiprazole',
      benefits: aripiprazole.benefits.map(toStatementInput),
      risks: [...aripiprazole.risks.map(toStatementInput), { ...toStatementInput(checked), reviewed: false }],
    });
    const copy = pasted.catalog.ingredients.find((i) => i.id === 'aripiprazole')!.risks.find((r) => r.text === checked.text)!;
    expect(copy.reviewed).toBeUndefined();
    // Lithium keeps its own.
    expect(
      pasted.catalog.ingredients.find((i) => i.id === 'lithium')!.risks.find((r) => r.text === checked.text)?.reviewed ?? checked.reviewed,
    ).toEqual(stamp);
  });

  it('a rule marked reviewed carries its stamp into the recommendation; an edit of what it says withdraws it', () => {
    // A reviewed rule that fires on one of its own flags, in one of its states.
    const fired = reviewQueue(base)
      .flatMap((item) =>
        item.ref.area === 'rule' ? [{ item, rule: base.rules.find((r) => item.ref.area === 'rule' && r.id === item.ref.ruleId)! }] : [],
      )
      .flatMap(({ item, rule }) => {
        const flag = conditionFlags(rule.when)[0];
        const trigger = triggerOf(rule.when);
        if (!flag || rule.disabled) return [];
        const next = mark(base, item);
        const state = (trigger && trigger.kind !== 'always' && trigger.states?.[0]) || 'Manic';
        const answer = recommend(
          { state, ...riskFlagValues(false), [flag]: true, priorMedications: [] },
          next.pack,
          next.rules,
          next.catalog,
        );
        const applied = [...answer.first, ...answer.second, ...answer.third, ...answer.excluded].flatMap((s) => s.rules);
        const hit = applied.find((r) => r.ruleId === rule.id) ?? answer.advisories.find((a) => a.ruleId === rule.id);
        return hit ? [{ rule, next, hit }] : [];
      })[0];
    expect(fired).toBeDefined();
    expect(fired!.hit).toMatchObject({ needsReview: false, reviewed: stamp });

    const now = fired!.next.rules.find((r) => r.id === fired!.rule.id)!;
    const same = applyContentChange(fired!.next, { kind: 'rule.update', rule: now });
    expect(same.rules.find((r) => r.id === now.id)?.reviewed).toEqual(stamp);
    const changed = applyContentChange(fired!.next, { kind: 'rule.update', rule: { ...now, rationale: `${now.rationale} Changed.` } });
    expect(changed.rules.find((r) => r.id === now.id)).toMatchObject({ needsReview: true });
    expect(changed.rules.find((r) => r.id === now.id)?.reviewed).toBeUndefined();
    expect(diffClinicalContent(fired!.next, changed)[0]?.details).toContain(`review by ${stamp.by}, ${stamp.on} no longer applies`);
    expect(diffClinicalContent(base, fired!.next)[0]?.details).toEqual([`reviewed by ${stamp.by}, ${stamp.on}`]);
  });

  it('an editor cannot write a stamp: a new rule sent with one is stored without it', () => {
    const rule = { ...base.rules[0]!, id: 'forged-stamp', reviewed: stamp };
    const next = applyContentChange(base, { kind: 'rule.create', rule });
    expect(next.rules.find((r) => r.id === 'forged-stamp')?.reviewed).toBeUndefined();
  });
});
