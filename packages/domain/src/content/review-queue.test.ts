import { describe, expect, it } from 'vitest';
import { applyContentChange } from './content-changes';
import { diffClinicalContent } from './content-diff';
import { defaultClinicalContent } from './clinical-content';
import { markReviewed, reviewQueue } from './review-queue';

describe('review queue', () => {
  const content = defaultClinicalContent();
  const queue = reviewQueue(content);
  const stamp = { by: 'Dr Ana Ruiz', on: '2026-11-26' };

  it('lists a statement shared by several medications once, with each of them', () => {
    const dementia = queue.filter((i) => i.title.startsWith('Boxed warning: increased mortality in elderly'));
    expect(dementia).toHaveLength(1);
    expect(dementia[0]?.usedBy).toEqual(expect.arrayContaining(['Quetiapine', 'Haloperidol']));
  });

  it('clears a shared statement everywhere at once, and reads as reviewed in the diff', () => {
    const item = queue.find((i) => i.title.startsWith('Boxed warning: increased mortality in elderly'))!;
    const next = applyContentChange(content, { kind: 'review.mark', item: item.ref, reviewer: 'Dr Ana Ruiz' }, [], '2026-11-26');
    expect(reviewQueue(next)).toHaveLength(queue.length - 1);
    const diff = diffClinicalContent(content, next);
    expect(diff.length).toBeGreaterThan(5);
    for (const d of diff) expect(d.details).toEqual([expect.stringMatching(/^reviewed risk by Dr Ana Ruiz, 2026-11-26: Boxed warning/)]);
  });

  it('clears a rule, and refuses what no longer awaits review', () => {
    const rule = queue.find((i) => i.ref.area === 'rule')!;
    const next = markReviewed(content, rule.ref, stamp)!;
    expect(reviewQueue(next).some((i) => i.ref.area === 'rule' && rule.ref.area === 'rule' && i.ref.ruleId === rule.ref.ruleId)).toBe(
      false,
    );
    expect(markReviewed(next, rule.ref, stamp)).toBeNull();
    expect(() => applyContentChange(next, { kind: 'review.mark', item: rule.ref, reviewer: 'Dr Ana Ruiz' })).toThrow(/awaits review/);
  });
});
