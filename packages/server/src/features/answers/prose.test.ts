import { defaultCatalog } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import { rankEvidence, selectSentences } from './extractive-answerer';
import { isWordList } from './prose';

describe('prose', () => {
  it('tells a string of keywords ending in a full stop from a sentence', () => {
    expect(isWordList('Maintenance monitoring tolerability treatment patients cariprazine response episode pregnancy serum.')).toBe(true);
    expect(isWordList('Cariprazine was not studied in pregnancy, so its risk remains unknown.')).toBe(false);
    // Terse label prose still has its function words; a row or list item is not judged at all.
    expect(isWordList('Monitor serum lithium levels weekly during dose titration and after changes.')).toBe(false);
    expect(isWordList('Quetiapine, lurasidone, lithium, lamotrigine, cariprazine, divalproex, olanzapine, asenapine')).toBe(false);
  });

  it('does not quote a string of keywords as an answer', () => {
    const salad = {
      guid: '3f2a8c1e-1111-4222-8333-944455556666',
      title: 'Filler',
      fileName: 'f.pdf',
      page: 2,
      chunkNumber: 1,
      text: 'Maintenance maintenance monitoring tolerability treatment patients cariprazine response episode pregnancy treatment quetiapine serum.',
    };
    const selection = selectSentences(rankEvidence('Is cariprazine safe in pregnancy?', [salad], defaultCatalog));
    expect(selection.picked).toEqual([]);
  });
});
