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

describe("a drug's class in a document about another drug of that class", () => {
  const text =
    'Some botanicals and foods may have anticoagulant properties, and some botanicals and foods can interact with anticoagulants through CYP450 interactions (e.g., grapefruit juice, ginkgo).';

  it("refers to that document's drug: the warfarin label does not answer for apixaban", () => {
    const { picked } = answer('Does grapefruit juice interact with Eliquis?', [passage('Warfarin Sodium Tablets, USP', text)]);
    expect(picked).toEqual([]);
  });

  it('still addresses the drug asked about in a document about no single drug', () => {
    const { picked } = answer('Does grapefruit juice interact with Eliquis?', [passage('Food and drug interactions: a review', text)]);
    expect(picked.map((e) => e.sentence)).toEqual([expect.stringContaining('grapefruit juice')]);
  });
});

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

  it('are answered by a sentence that pairs them', () => {
    const { picked } = answer('Can clozapine be combined with carbamazepine?', [
      review('Clozapine should not be combined with carbamazepine, because both can suppress the bone marrow.'),
    ]);
    expect(picked.map((e) => e.sentence)).toEqual([expect.stringContaining('should not be combined')]);
  });
});

describe('an interaction', () => {
  it('is not stated by two neighbouring sentences, one on each drug', () => {
    const { picked } = answer('Can clozapine be combined with carbamazepine?', [
      passage(
        'Advances in mood disorder treatment',
        'Other mood stabilizers are valproate and carbamazepine, which require monitoring of blood levels due to potential adverse effects. Moreover, studies have shown that clozapine reduces the risk of suicide.',
      ),
    ]);
    expect(picked).toEqual([]);
  });
});

describe('a narrower class the drug is not in', () => {
  it('does not address it: "typical antipsychotics" are not clozapine', () => {
    const review = passage(
      'Long-term lithium therapy: side effects and interactions',
      'Neurotoxicity can be increased by typical antipsychotics (haloperidol and phenothiazines), tricyclic antidepressants, carbamazepine, and topiramate.',
    );
    expect(answer('Can clozapine be combined with carbamazepine?', [review]).picked).toEqual([]);
    expect(answer('Can haloperidol be combined with carbamazepine?', [review]).picked.map((e) => e.sentence)).toEqual([
      expect.stringContaining('typical antipsychotics'),
    ]);
  });
});

describe('a title naming two classes', () => {
  it('does not state that two of their members interact', () => {
    const review = passage(
      'Advances in mood disorder pharmacotherapy: new antipsychotics and mood stabilizers',
      'Other mood stabilizers are valproate and carbamazepine, which require monitoring of blood levels. Moreover, clozapine reduces the risk of suicide.',
    );
    expect(answer('Can clozapine be combined with carbamazepine?', [review]).picked).toEqual([]);
  });
});
