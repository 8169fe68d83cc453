import { defaultCatalog } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import { composeAbstention, rankEvidence, selectSentences, type RetrievedPassage } from './extractive-answerer';
import { textUnits } from './text-units';
import { stem } from './question-terms';

const passage = (page: number, text: string, chunkNumber = page): RetrievedPassage => ({
  guid: '3f2a8c1e-1111-4222-8333-944455556666',
  title: 'Handbook',
  fileName: 'h.pdf',
  page,
  chunkNumber,
  text,
});
const library = [
  passage(
    4,
    'Quetiapine frequently causes sedation and weight gain, so weight should be recorded at every visit. Section 4.2 reviews adherence.',
  ),
  passage(
    7,
    'Cariprazine is recommended as a first-line option for acute bipolar I depression. Akathisia is the most common adverse effect of cariprazine.',
  ),
  passage(8, 'Lurasidone is contraindicated with strong CYP3A4 inducers such as carbamazepine.'),
];
const answer = (q: string, passages = library) =>
  selectSentences(rankEvidence(q, passages, defaultCatalog)).picked.map((e) => [e.passage.page, e.sentence]);

describe('extractive answerer', () => {
  it('picks the sentence that answers, matching brand names to generics', () => {
    expect(answer('What is the most common adverse effect of Vraylar?')).toEqual([
      [7, 'Akathisia is the most common adverse effect of cariprazine.'],
    ]);
  });

  it('ranks the passage that answers first', () => {
    expect(rankEvidence('Which drug is first-line for acute bipolar I depression?', library, defaultCatalog).ranked[0]!.page).toBe(7);
  });

  it('abstains when only the drug asked about matches, but answers when two named drugs meet', () => {
    expect(answer('What is the half-life of quetiapine?')).toEqual([]);
    expect(answer('Can lurasidone be combined with carbamazepine?')).toEqual([
      [8, 'Lurasidone is contraindicated with strong CYP3A4 inducers such as carbamazepine.'],
    ]);
  });

  it('does not read "with" as a combination and swallow the word before it', () => {
    expect(answer('How common was akathisia with cariprazine?')).toEqual([
      [7, 'Akathisia is the most common adverse effect of cariprazine.'],
    ]);
  });

  it('says so in one sentence and names, without citing, the nearest passages', () => {
    const { ranked } = rankEvidence('What does aspirin do for migraine?', library, defaultCatalog);
    expect(composeAbstention(ranked.slice(0, 1))).toBe(
      'Nothing in the library answers this question. Nearest passages (not cited): Handbook, page 4.',
    );
  });

  it('says what is missing: a drug no passage mentions, or two drugs never named together', () => {
    const ask = (q: string) => selectSentences(rankEvidence(q, library, defaultCatalog)).missing;
    expect(ask('Is it safe to combine apixaban with quetiapine?')).toBe('no passage mentions apixaban');
    expect(ask('Does quetiapine interact with cariprazine?')).toBe(
      'the library mentions Quetiapine and Cariprazine, but no passage names them together',
    );
  });

  it('gives a reason that is true of the retrieved text: no "not together" of a passage naming both, no "no figure" of one giving it', () => {
    const missing = (q: string, text: string) => selectSentences(rankEvidence(q, [passage(3, text)], defaultCatalog)).missing ?? '';
    const both = missing(
      'Does ibuprofen interact with lithium?',
      'Chapter 3 lists the products discussed: lithium carbonate tablets and ibuprofen capsules, with their storage conditions.',
    );
    expect(both).toMatch(/^the passages on/);
    expect(both).not.toMatch(/not together/);
    const figure = missing(
      'How long before a dental extraction should semaglutide be paused?',
      'Semaglutide has a half-life of about 1 week and is present in the circulation for about 5 weeks after the last dose.',
    );
    expect(figure).toMatch(/^the passages on/);
    expect(figure).not.toMatch(/no figure/);
  });

  const label = (page: number, text: string): RetrievedPassage => ({ ...passage(page, text), title: 'LISINOPRIL (lisinopril tablet)' });
  const lisinopril = [
    label(
      6,
      '2.4 Dose in Patients with Renal Impairment\nIn patients with creatinine clearance 10 to 30 mL/min, reduce the initial dose to half of the usual dose (i.e., hypertension, 5 mg).',
    ),
    label(
      5,
      '2.1 Hypertension\nInitial Therapy in adults: The recommended initial dose is 10 mg once a day. The usual dosage range is 20 mg to 40 mg per day.',
    ),
    label(
      13,
      '7.5 Lithium\nLithium toxicity has been reported in patients receiving lithium concomitantly with drugs which cause elimination of sodium, including ACE inhibitors. Monitor serum lithium levels during concurrent use.',
    ),
  ];

  it('answers a dose question with a figure, preferring the sentence about the population asked about', () => {
    expect(answer('What is the usual starting dose of lisinopril for high blood pressure?', lisinopril)[0]).toEqual([
      5,
      'Initial Therapy in adults: The recommended initial dose is 10 mg once a day.',
    ]);
  });

  it('answers an interaction when the label names the other agent, with the advice that follows', () => {
    expect(answer('Can lisinopril and lithium be prescribed together?', lisinopril).map(([, s]) => s)).toEqual([
      'Lithium toxicity has been reported in patients receiving lithium concomitantly with drugs which cause elimination of sodium, including ACE inhibitors.',
      'Monitor serum lithium levels during concurrent use.',
    ]);
  });

  it('quotes a sentence the label repeats (Highlights and section, one with a cross-reference) once', () => {
    const label = [
      passage(1, 'FETAL TOXICITY\nWhen pregnancy is detected, discontinue lisinopril as soon as possible. (5.1)'),
      passage(
        6,
        '5.1 Fetal Toxicity\nWhen pregnancy is detected, discontinue lisinopril as soon as possible [see Use in Specific Populations (8.1)].',
      ),
    ];
    const said = answer('Can lisinopril be continued once a patient becomes pregnant?', label);
    expect(said).toHaveLength(1);
    expect(said[0]![1]).toMatch(/^When pregnancy is detected, discontinue lisinopril as soon as possible/);
  });

  it("answers from an interaction table's group, not from its examples row alone", () => {
    const table = passage(
      9,
      '7 DRUG INTERACTIONS\nTable 3: Clinically Significant Drug Interactions with Metformin\nCarbonic Anhydrase Inhibitors\nClinical Impact:\nCarbonic anhydrase inhibitors frequently cause a decrease in\nserum bicarbonate. Concomitant use of these drugs with\nmetformin may increase the risk for lactic acidosis.\nIntervention: Consider more frequent monitoring of these patients.\nExamples: Topiramate, zonisamide, acetazolamide or dichlorphenamide.\nAlcohol\nClinical Impact: Alcohol is known to potentiate the effect of metformin on lactate metabolism.',
    );
    const said = answer('Is it a problem to give metformin to a patient taking topiramate?', [table]).map(([, s]) => s);
    expect(said).toContain('Concomitant use of these drugs with metformin may increase the risk for lactic acidosis.');
    expect(said).toContain('Examples: Topiramate, zonisamide, acetazolamide or dichlorphenamide.');
  });

  it('answers a question about a drug level only with a concentration', () => {
    const review = [
      passage(3, 'Patients who stop drinking coffee may be at risk of lithium intoxication within 2 weeks.'),
      passage(4, '2.3.3. Lithium Intoxication\nSymptoms appear when lithium concentration reaches 1.2 mmol/L and above.'),
    ];
    expect(answer('What lithium level is toxic?', review)).toEqual([
      [4, 'Symptoms appear when lithium concentration reaches 1.2 mmol/L and above.'],
    ]);
    expect(answer('What lithium level is toxic?', review.slice(0, 1))).toEqual([]);
  });

  it('abstains when the figure asked for is not there, however close the words', () => {
    expect(answer('What lithium level is toxic?', lisinopril)).toEqual([]);
    expect(answer('How should lithium be dosed in kidney disease?', lisinopril)).toEqual([]);
  });

  it('splits sentences without breaking "0.6 mmol/L" or "Section 4.2"', () => {
    expect(textUnits('Aim for 0.6 to 0.8 mmol/L in maintenance. Section 4.2 reviews adherence at every visit.').map((u) => u.text)).toEqual(
      ['Aim for 0.6 to 0.8 mmol/L in maintenance.', 'Section 4.2 reviews adherence at every visit.'],
    );
  });

  it('stems enough to match the forms questions use', () => {
    for (const [a, b] of [
      ['levels', 'level'],
      ['monitored', 'monitoring'],
      ['bleeding', 'bleed'],
      ['toxicity', 'toxic'],
      ['SSRIs', 'SSRI'],
      ['aeds', 'aed'],
      ['doses', 'dose'],
      ['therapies', 'therapy'],
      ['women', 'woman'],
      ['children', 'child'],
    ])
      expect(stem(a!)).toBe(stem(b!));
  });

  it("does not take a table row about another drug for the paper's own drug, nor a share of plasma levels for a dose", () => {
    const review = (text: string): RetrievedPassage => ({ ...passage(3, text), title: 'Aripiprazole: a review' });
    const table = review(
      'Table 1: Characteristics of selected antipsychotic drugs\nDrug Metabolism Recommended dose\nChlorpromazine Hydroxylation\n400 mg/day Anticholinergic effects',
    );
    expect(answer('What is the usual daily dose range of aripiprazole?', [table])).toEqual([]);
    const plasma = review('The metabolite accounts for approximately 40% of the drug concentration in plasma.');
    expect(answer('What is the usual daily dose range of aripiprazole?', [plasma])).toEqual([]);
    const cut = review('As recommended by the FDA, the standard dose of aripiprazole should be reduced by 50% in poor metabolizers.');
    expect(answer('How much should the aripiprazole dose be cut for a poor metabolizer?', [cut])).toHaveLength(1);
  });

  it('reads a creatinine clearance in mL/min as a threshold, not a dose', () => {
    const label = [
      passage(15, 'Dose adjustment of lisinopril is required in patients whose creatinine clearance is 30 mL/min or less.', 15),
      passage(
        6,
        'For patients on hemodialysis or creatinine clearance below 10 mL/min, the recommended initial dose of lisinopril is 2.5 mg once daily.',
        6,
      ),
    ];
    expect(answer('How should lisinopril be dosed for a patient on hemodialysis?', label)[0]![0]).toBe(6);
  });

  it('matches a drug to the class the text names, and a class to the member the text names (drug vocabulary)', () => {
    const label = (page: number, text: string): RetrievedPassage => ({ ...passage(page, text), title: 'A label' });
    const qt = label(
      5,
      'Methadone should not be combined with drugs that prolong the QT interval because of the risk of torsades de pointes.',
    );
    expect(answer('Can haloperidol be given with methadone?', [qt, label(6, 'Methadone tablets are taken once daily.')])).toEqual([
      [5, qt.text],
    ]);
    const benzo = label(7, 'Concomitant use of buprenorphine with clonazepam can cause profound sedation and respiratory depression.');
    expect(answer('Can benzodiazepines be taken with buprenorphine?', [benzo, label(8, 'Buprenorphine is taken sublingually.')])).toEqual([
      [7, benzo.text],
    ]);
  });

  it('completes a lead-in that points forward ("… should be considered") with the sentence that follows', () => {
    const guideline = passage(
      12,
      'For maintenance treatment of bipolar II depression there are no agents with sufficient evidence to be recommended as first-line, and second-line agents should be considered. These are lithium and lamotrigine. Section 5 reviews safety.',
    );
    expect(answer('Which drugs are first-line for maintenance in bipolar II depression?', [guideline]).map(([, s]) => s)).toEqual([
      'For maintenance treatment of bipolar II depression there are no agents with sufficient evidence to be recommended as first-line, and second-line agents should be considered.',
      'These are lithium and lamotrigine.',
    ]);
  });
  it("answers from a guideline box's row with its caption and its line-of-treatment label", () => {
    const box = passage(
      12,
      'Table 4. Recommendations for pharmacological treatment of acute bipolar I depression\nFirst-line\nQuetiapine, lurasidone, lithium, lamotrigine\nSecond-line\nDivalproex, SSRIs/bupropion (adjunctive), ECT, cariprazine\nThird-line\nCarbamazepine, olanzapine, ECT',
    );
    expect(answer('What is second-line for acute bipolar depression?', [box])).toEqual([
      [12, 'Table 4. Recommendations for pharmacological treatment of acute bipolar I depression'],
      [12, 'Second-line Divalproex, SSRIs/bupropion (adjunctive), ECT, cariprazine'],
    ]);
  });
});
