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

const insight: ExtractedRule = {
  rule: 'Avoid valproate in women who may become pregnant',
  type: 'EXCLUDE',
  reason: 'Teratogenic.',
  medications: ['valproate', 'Zuranolone'],
  page: 7,
  chunkNumber: 3,
  chunkText: 'Valproate is teratogenic and should be avoided.',
  quote: 'Valproate is teratogenic',
};

describe('draftFromInsight', () => {
  it('drafts an unverified exclusion of the medications it knows, citing the insight’s passage', () => {
    const draft = draftFromInsight(insight, GUID, content);
    expect(draft).toMatchObject({ effect: 'exclude', severity: 'critical', targets: ['valproate'], needsReview: true });
    expect(draft.rationale).toBe('Teratogenic. “Valproate is teratogenic”');
    expect(draft.sources).toEqual([{ kind: 'passage', guid: GUID, page: '7', chunk: '3' }]);
    // The trigger is the editor's to choose: the draft is not a rule until it has one.
    expect(fromDraft(draft).problems).toEqual(['Risk answers: choose at least one answer that triggers the rule.']);
    expect(fromDraft({ ...draft, flags: ['riskPregnancy'] }).rule?.sources[0]?.passage).toEqual({ guid: GUID, page: 7, chunk: 3 });
  });

  it('favours the medications of an INCLUDE insight and shortens a long label', () => {
    const draft = draftFromInsight({ ...insight, type: 'INCLUDE', rule: 'x'.repeat(120) }, GUID, content);
    expect(draft).toMatchObject({ effect: 'favour', severity: 'info' });
    expect(draft.label).toHaveLength(88);
  });
});
