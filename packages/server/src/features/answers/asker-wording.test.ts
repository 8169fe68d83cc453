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

describe('what the drug is taken or combined with', () => {
  const label = page(
    '2.6 Administration Options\nCrushed ELIQUIS tablets are stable in water, D5W, apple juice, and applesauce for up to 4 hours.\n7.1 Combined P-gp and Strong CYP3A4 Inhibitors\nThe coadministration of ELIQUIS with ketoconazole increases exposure to apixaban.',
  );

  it('must be named by the answer: apple juice does not answer a question about grapefruit juice', () => {
    const { picked, missing } = answer('Does grapefruit juice interact with Eliquis?', [label]);
    expect(picked).toEqual([]);
    expect(missing).toMatch(/grapefruit/);
  });

  it('is found when the passage names it', () => {
    const { picked } = answer('Can Eliquis be taken with apple juice?', [label]);
    expect(picked.map((e) => e.sentence)).toEqual([expect.stringContaining('apple juice')]);
  });
});

describe('a question asking for a threshold', () => {
  const review = (text: string): RetrievedPassage => ({ ...page(text), title: 'Long-term lithium: a review', fileName: 'review.pdf' });
  const passages = [
    review(
      'Renal follow-up. In one long-term lithium patient with a GFR of 41 mL/min/1.73 m2 that fell by 12%, the dose was halved and a nephrologist saw her yearly. Referral to a nephrologist should be considered when the GFR is below 30 mL/min/1.73 m2 or falls quickly.',
    ),
  ];

  it('is answered with the comparison, not by a case report with a figure alone', () => {
    const { picked } = answer('At what GFR should a long-term lithium patient be referred to a nephrologist?', passages);
    expect(picked.map((e) => e.sentence)).toContainEqual(expect.stringMatching(/below 30/));
  });
});

describe('lactation in the words a label uses', () => {
  it('is evidence for a breastfeeding question when the section heading is on the page before', () => {
    const passages = [
      page(
        'the milk of rats (see Data). Because human exposure through milk is unknown, breastfeeding is not recommended during treatment with ELIQUIS.\nData',
      ),
    ];
    const { picked } = answer('Can a mother taking Eliquis breastfeed?', passages);
    expect(picked.map((e) => e.sentence)).toEqual([expect.stringContaining('breastfeeding is not recommended')]);
  });
});

describe('a drug level in the words documents use', () => {
  const review = (text: string): RetrievedPassage => ({ ...page(text), title: 'Long-term lithium: a review', fileName: 'review.pdf' });

  it('is a concentration: "serum level" does not ask for a blood test, "indicated" for the word', () => {
    const { picked } = answer('In lithium poisoning, at what serum level is hemodialysis indicated?', [
      review(
        'Treatment of lithium poisoning includes intensive care with saline. For severe poisoning and high lithium concentration (>2 mmol/L), hemodialysis is very effective for a rapid decrease in lithium concentration.',
      ),
    ]);
    expect(picked.map((e) => e.sentence)).toContainEqual(expect.stringContaining('(>2 mmol/L), hemodialysis'));
  });

  it('toxicity is poisoning and intoxication, permanent is irreversible', () => {
    const { picked } = answer('Can lithium toxicity cause permanent neurological damage?', [
      review(
        '2.3.3. Lithium Intoxication\nIn some patients, neurological deficits may be a sequel of lithium poisoning. For such cases the acronym SILENT (syndrome of irreversible lithium-effectuated neurotoxicity) was coined.\n2.4. Thyroid Side Effects\nAdverse lithium effects on the thyroid were observed early.',
      ),
      { ...review('Adverse side effects of lithium can be divided by organ: renal, neurological, thyroid and metabolic.'), page: 2 },
    ]);
    expect(picked[0]!.sentence).toContain('sequel of lithium poisoning');
  });
});

describe('a question asking what to do', () => {
  const review = (text: string): RetrievedPassage => ({ ...page(text), title: 'Long-term lithium: a review', fileName: 'review.pdf' });

  it('is answered by the sentence that advises, not by a report of what was done', () => {
    const { picked } = answer('At what GFR should I send a long-term lithium patient to a nephrologist?', [
      review(
        'In four long-term lithium patients, the GFR was less than 50 mL/min and a periodic consultation with a nephrologist was arranged.',
      ),
      {
        ...review('In long-term lithium patients, a referral to a nephrologist should be considered if GFR is <30 mL/min and declining.'),
        page: 3,
      },
    ]);
    expect(picked[0]!.sentence).toContain('should be considered if GFR is <30');
  });
});

describe('the only thing a question asks besides its drug', () => {
  const label = (text: string, at = 8): RetrievedPassage => ({
    ...page(text),
    page: at,
    title: 'Warfarin sodium tablets',
    fileName: 'warfarin.pdf',
  });
  const question = 'How long does it take for warfarin to reach its full effect?';

  it('must be in the answer: a sentence naming only the drug does not answer', () => {
    const { picked } = answer(question, [
      label('Do not take a double dose of warfarin the next day to make up for a missed dose. Keep warfarin out of the reach of children.'),
    ]);
    expect(picked).toEqual([]);
  });

  it('is found in the words documents use for it', () => {
    const { picked } = answer(question, [label('However, peak anticoagulant effect of warfarin may be delayed 72 to 96 hours.', 19)]);
    expect(picked.map((e) => e.sentence)).toEqual([expect.stringContaining('72 to 96 hours')]);
  });
});

describe("a drug's class in the drug's own label", () => {
  const label = (at: number, text: string): RetrievedPassage => ({
    ...page(text),
    page: at,
    title: 'LISINOPRIL tablets, for oral use',
    fileName: 'lisinopril.pdf',
  });

  it('is the drug: the sentence that answers outranks one that names the drug and not what was asked', () => {
    const { picked } = answer('Are Black patients more likely to get angioedema on lisinopril?', [
      label(
        7,
        'Angioedema of the face, extremities, lips, tongue, glottis and/or larynx, including some fatal reactions, have occurred in patients treated with angiotensin converting enzyme inhibitors, including lisinopril, at any time during treatment.',
      ),
      label(8, 'ACE inhibitors have been associated with a higher rate of angioedema in Black than in non-Black patients.'),
    ]);
    expect(picked[0]!.sentence).toContain('higher rate of angioedema in Black');
  });
});

describe('"that combo"', () => {
  it('is the combination of the drugs named, not a word the answer must say', () => {
    // Invented label text in the shape of a bleeding-risk interaction sentence.
    const label = page(
      'Drugs that affect hemostasis increase the risk of bleeding. These include aspirin and other antiplatelet agents, selective serotonin reuptake inhibitors, and nonsteroidal anti-inflammatory drugs.',
    );
    const { picked } = answer('Pt on apixaban, I would like to start sertraline. Anything to worry about with that combo?', [label]);
    expect(picked.map((e) => e.sentence)).toContain(
      'These include aspirin and other antiplatelet agents, selective serotonin reuptake inhibitors, and nonsteroidal anti-inflammatory drugs.',
    );
  });
});
