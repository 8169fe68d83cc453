import { defaultCatalog } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import { rankEvidence, selectSentences, type RetrievedPassage } from './extractive-answerer';

const page = (text: string): RetrievedPassage => ({
  guid: '3f2a8c1e-1111-4222-8333-944455556666',
  title: 'ELIQUIS (apixaban) tablets',
  fileName: 'eliquis.pdf',
  page: 5,
  chunkNumber: 5,
  text,
});
const answer = (q: string, passages: RetrievedPassage[]) => selectSentences(rankEvidence(q, passages, defaultCatalog));

describe('a word of the question that no passage has', () => {
  const label = page(
    '2.6 Administration Options\nFor patients who are unable to swallow whole tablets, 5 mg and 2.5 mg ELIQUIS tablets may be crushed and suspended in water, D5W, or apple juice, or mixed with applesauce and promptly administered orally.',
  );

  it('is how the asker put it when the question names its drug: the passage still answers', () => {
    const { picked } = answer('Can Eliquis tablets be crushed for a patient who cannot swallow pills?', [label]);
    expect(picked.map((e) => e.sentence)).toEqual([expect.stringContaining('may be crushed and suspended in water')]);
  });

  it('is the subject when the question names no drug: nothing answers', () => {
    const { picked, missing } = answer('Can tablets be crushed into a thyroid slurry?', [label]);
    expect(picked).toEqual([]);
    expect(missing).toMatch(/thyroid/);
  });
});
