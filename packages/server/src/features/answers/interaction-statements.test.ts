import { defaultCatalog } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import { rankEvidence, selectSentences, type RetrievedPassage } from './extractive-answerer';

const passage = (title: string, text: string): RetrievedPassage => ({
  guid: '3f2a8c1e-1111-4222-8333-944455556666',
  title,
  fileName: 'label.pdf',
  page: 9,
  chunkNumber: 9,
  text,
});
const answer = (q: string, passages: RetrievedPassage[]) => selectSentences(rankEvidence(q, passages, defaultCatalog));

describe('two drugs asked about together', () => {
  const review = (text: string) => passage('Long-term lithium therapy: side effects and interactions', text);

  it('are not answered by a sentence that pairs each of them with a third drug', () => {
    const { picked } = answer('Can clozapine be combined with carbamazepine?', [
      review(
        'The combination of lithium with carbamazepine and with clozapine seems safe; there is no significant influence on the level of each drug. Since lithium increases leukocytes, a combination of the drug with carbamazepine or clozapine may prevent leukopenia.',
      ),
    ]);
    expect(picked).toEqual([]);
  });

  it('are not answered by two of their classes side by side', () => {
    const { picked } = answer('Can clozapine be combined with carbamazepine?', [
      review('Tremor is more common with combined therapy with antipsychotics, anticonvulsants and antidepressants.'),
    ]);
    expect(picked).toEqual([]);
  });

  it('are not answered by a sentence that pairs each with a third drug, by name or by class', () => {
    const { picked } = answer('Can clozapine be combined with carbamazepine?', [
      review(
        'Pharmacodynamic interactions may result from the combination of lithium with carbamazepine as well as with antipsychotic drugs.',
      ),
    ]);
    expect(picked).toEqual([]);
  });

  it('are answered by a sentence that pairs them', () => {
    const { picked } = answer('Can clozapine be combined with carbamazepine?', [
      review('Clozapine should not be combined with carbamazepine, because both can suppress the bone marrow.'),
    ]);
    expect(picked.map((e) => e.sentence)).toEqual([expect.stringContaining('should not be combined')]);
  });
});

describe('a list of treatments', () => {
  it('states no interaction, though a class in it is named "inhibitors"', () => {
    const review = passage(
      'Advances in mood disorder pharmacotherapy',
      'Treatment includes mood stabilizers, such as lithium, valproate, and carbamazepine, atypical antipsychotics, such as quetiapine and olanzapine, antidepressants, such as selective serotonin reuptake inhibitors and bupropion, and psychotherapy.',
    );
    expect(answer('Can clozapine be combined with carbamazepine?', [review]).picked).toEqual([]);
  });
});
