import type { ContentRules, ExtractedRule } from '@balancer/contract';
import { describe, expect, it } from 'vitest';
import { draftFromInsight } from './insight-draft';
import { fromDraft } from './rule-form-model';

const GUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const content = {
  ingredients: [
    { id: 'lithium', name: 'Lithium', classes: ['mood_stabilizer'] },
    { id: 'valproate', name: 'Valproate', classes: ['anticonvulsant', 'valproate'] },
  ],
} as unknown as ContentRules;

const sentence = 'Valproate should not be used in women who may become pregnant.';
const insight: ExtractedRule = {
  rule: 'Pregnancy or possible pregnancy',
  type: 'EXCLUDE',
  reason: sentence,
  medications: ['Valproate', 'Zuranolone'],
  page: 7,
  chunkNumber: 3,
  chunkText: `${sentence} Monitor levels.`,
  quote: sentence,
};

describe('draftFromInsight', () => {
  it('drafts an unverified exclusion of the medications it knows, triggered by the condition it names, citing its passage', () => {
    const draft = draftFromInsight(insight, GUID, content);
    expect(draft).toMatchObject({
      label: 'Pregnancy or possible pregnancy: avoid Valproate',
      effect: 'exclude',
      targets: ['valproate'],
      flags: ['reproductive', 'riskPregnancy', 'anyPregnancy'],
      needsReview: true,
    });
    // A neutral grade for the reviewer to set, not "critical".
    expect(draft.severity).toBe('warning');
    // One rationale: the sentence once, not the reason and then the same sentence as a quote.
    expect(draft.rationale).toBe(sentence);
    expect(draft.sources).toEqual([{ kind: 'passage', guid: GUID, page: '7', chunk: '3' }]);
    const built = fromDraft(draft);
    expect(built.problems).toEqual([]);
    expect(built.rule?.sources[0]?.passage).toEqual({ guid: GUID, page: 7, chunk: 3 });
  });

  it('gives the sentence once when the reason is its "because" clause', () => {
    const quote = 'Valproate should be avoided in women who could become pregnant because it is teratogenic.';
    expect(draftFromInsight({ ...insight, quote, reason: 'It is teratogenic.' }, GUID, content).rationale).toBe(quote);
  });

  it('keeps a distinct reason as the rationale, and leaves the trigger to the editor when no risk answer asks about the condition', () => {
    const draft = draftFromInsight({ ...insight, rule: 'Cardiac risk', reason: 'It prolongs the QT interval.' }, GUID, content);
    expect(draft.rationale).toBe('It prolongs the QT interval.');
    expect(draft.flags).toEqual([]);
    expect(fromDraft(draft).problems).toEqual(['Risk answers: choose at least one answer that triggers the rule.']);
  });

  it('favours the medications of an INCLUDE insight and shortens a long label', () => {
    const draft = draftFromInsight({ ...insight, type: 'INCLUDE', rule: 'x'.repeat(120) }, GUID, content);
    expect(draft).toMatchObject({ effect: 'favour', severity: 'warning' });
    expect(draft.label).toHaveLength(88);
  });
});
