import { describe, expect, it } from 'vitest';
import { textUnits } from './text-units';

describe('text units', () => {
  it('joins wrapped lines, keeps headings above what they head, and cuts list items apart', () => {
    const units = textUnits(
      '7.5 Lithium\nLithium toxicity has been reported in patients receiving lithium concomitantly with\ndrugs which cause elimination of sodium. Monitor serum lithium levels.\nThe chance is higher if you:\nare age 60 or older\nhave had stomach ulcers',
    );
    expect(units.map((u) => u.text)).toEqual([
      '7.5 Lithium',
      'Lithium toxicity has been reported in patients receiving lithium concomitantly with drugs which cause elimination of sodium.',
      'Monitor serum lithium levels.',
      'The chance is higher if you:',
      'are age 60 or older',
      'have had stomach ulcers',
    ]);
    expect(units[2]!.headings).toEqual(['7.5 Lithium']);
  });

  it('rebuilds a table row from its label lines and wrapped cells, and a numbered heading ends the table', () => {
    const units = textUnits(
      [
        '7.3 Drugs that Increase Bleeding Risk',
        'Table 3: Drugs that Can Increase the Risk of Bleeding',
        'Drug Class Specific Drugs',
        'Anticoagulants argatroban, dabigatran,',
        'heparin',
        'Serotonin Reuptake',
        'Inhibitors',
        'citalopram, escitalopram,',
        'sertraline, venlafaxine',
        '7.4 Antibiotics and Antifungals',
        'Closely monitor INR when starting any antibiotic.',
      ].join('\n'),
    );
    expect(units.map((u) => u.text)).toEqual([
      '7.3 Drugs that Increase Bleeding Risk',
      'Table 3: Drugs that Can Increase the Risk of Bleeding',
      'Drug Class Specific Drugs',
      'Anticoagulants argatroban, dabigatran, heparin',
      'Serotonin Reuptake Inhibitors citalopram, escitalopram, sertraline, venlafaxine',
      '7.4 Antibiotics and Antifungals',
      'Closely monitor INR when starting any antibiotic.',
    ]);
    expect(units[4]!.headings).toEqual(['7.3 Drugs that Increase Bleeding Risk', 'Table 3: Drugs that Can Increase the Risk of Bleeding']);
    // A sibling section replaces its predecessor and the table's caption.
    expect(units[6]!.headings).toEqual(['7.4 Antibiotics and Antifungals']);
  });

  it('gives a paragraph’s sentences its run-in heading', () => {
    const units = textUnits(
      'Surgery and other procedures — Withholding of food and fluids during surgical or\nother procedures may increase the risk for volume depletion. Metformin should be temporarily\ndiscontinued while patients have restricted food and fluid intake.\nHypoxic states — Several postmarketing cases occurred.',
    );
    expect(units.map((u) => [u.text.slice(0, 20), u.headings])).toEqual([
      ['Surgery and other pr', ['Surgery and other procedures']],
      ['Metformin should be ', ['Surgery and other procedures']],
      ['Hypoxic states — Sev', ['Hypoxic states']],
    ]);
  });

  it('ends a sentence at a cross-reference whose space the PDF lost', () => {
    expect(
      textUnits(
        'Monitor for angioedema [see Contraindications (4)].ACE inhibitors have been associated with a higher rate of angioedema in Black patients.',
      ).map((u) => u.text),
    ).toEqual([
      'Monitor for angioedema [see Contraindications (4)].',
      'ACE inhibitors have been associated with a higher rate of angioedema in Black patients.',
    ]);
  });

  it("drops a label's stray section references but keeps its real ones", () => {
    expect(textUnits('( 2 )\n( 2 )\nFor patients on hemodialysis, initiate 2.5 mg (2.4) ( 2 )\n( 2 )').map((u) => u.text)).toEqual([
      'For patients on hemodialysis, initiate 2.5 mg (2.4)',
    ]);
  });

  it('drops a run of reference numbers that leads a line or sentence, but not a count or a dose range', () => {
    const units = textUnits(
      'Lithium remains the first choice in maintenance.28,31,68\n28,31,68 2.1.2 Treatment Recommendations\nWe reviewed it. 12,14–16 Valproate is second.\n10,000 patients were followed.\n2-3 tablets are taken daily.',
    );
    expect(units.map((u) => u.text)).toEqual([
      'Lithium remains the first choice in maintenance.28,31,68',
      '2.1.2 Treatment Recommendations',
      'We reviewed it.',
      'Valproate is second.',
      '10,000 patients were followed.',
      '2-3 tablets are taken daily.',
    ]);
  });
  it("keeps a guideline box's rows with their labels, each row whole", () => {
    const units = textUnits(
      [
        'Table 4. Recommendations for pharmacological treatment of acute bipolar I depression',
        'First-line',
        'Quetiapine, lurasidone, lithium, lamotrigine,',
        'Lurasidone + divalproex (adjunctive)',
        'Second-line',
        'Divalproex, SSRIs/bupropion (adjunctive), ECT, cariprazine',
        'Third-line',
        'Carbamazepine, olanzapine, ECT',
        'Lithium remains the most studied agent.',
      ].join('\n'),
    );
    expect(units.map((u) => u.text)).toEqual([
      'Table 4. Recommendations for pharmacological treatment of acute bipolar I depression',
      'First-line Quetiapine, lurasidone, lithium, lamotrigine, Lurasidone + divalproex (adjunctive)',
      'Second-line Divalproex, SSRIs/bupropion (adjunctive), ECT, cariprazine',
      'Third-line Carbamazepine, olanzapine, ECT',
      'Lithium remains the most studied agent.',
    ]);
    expect(units[2]!.headings).toEqual(['Table 4. Recommendations for pharmacological treatment of acute bipolar I depression']);
  });
});

describe('section numbers closed by a full stop', () => {
  it('are headings when they have two levels or more, and a numbered list item is not', () => {
    const units = textUnits('2.3.3. Lithium Intoxication\nSymptoms appear at 1.2 mmol/L.\n2.4. Thyroid Side Effects\n2. Take with food');
    expect(units.map((u) => [u.text, u.headings])).toEqual([
      ['2.3.3. Lithium Intoxication', []],
      ['Symptoms appear at 1.2 mmol/L.', ['2.3.3. Lithium Intoxication']],
      ['2.4. Thyroid Side Effects', []],
      ['Take with food', ['2.4. Thyroid Side Effects']],
    ]);
  });

  it('heads a Drug Facts list with its lead-in, and a lead-in ends the one before (21 CFR 201.66)', () => {
    const units = textUnits(
      [
        'Ask a doctor before use if you have',
        'problems or serious side effects from taking pain relievers or fever reducers',
        'heart or kidney disease',
        'Stop use and ask a doctor if',
        'pain gets worse or lasts more than 10 days',
        'fever gets worse or lasts more than 3 days',
      ].join('\n'),
    );
    const item = units.find((u) => u.text === 'pain gets worse or lasts more than 10 days')!;
    expect(item.headings).toEqual(['Stop use and ask a doctor if']);
    expect(units.map((u) => u.text)).toContain('Stop use and ask a doctor if');
  });

  it('ends a Highlights statement at its section reference, and reads a title-case line with a colon as a heading', () => {
    const units = textUnits(
      [
        'Starting dose: 500 mg orally twice a day or 850 mg once a day, with meals (2.1)',
        'Doses above 2,000 mg may be better tolerated given 3 times a day with meals (2.1)',
        'Pediatric Dosage for Metformin Hydrochloride Tablets:',
        'Starting dose: 500 mg orally twice a day, with meals (2.2)',
      ].join('\n'),
    );
    expect(units.map((u) => [u.text, u.headings])).toEqual([
      ['Starting dose: 500 mg orally twice a day or 850 mg once a day, with meals (2.1)', []],
      ['Doses above 2,000 mg may be better tolerated given 3 times a day with meals (2.1)', []],
      ['Pediatric Dosage for Metformin Hydrochloride Tablets:', []],
      ['Starting dose: 500 mg orally twice a day, with meals (2.2)', ['Pediatric Dosage for Metformin Hydrochloride Tablets:']],
    ]);
  });

  it("heads a label's adverse reactions with their MedDRA organ class, one class ending the one before", () => {
    const units = textUnits(
      [
        'Other reactions include:',
        'Metabolism and nutrition disorders',
        'Hyponatremia [see Warnings and Precautions (5.4)], cases of hypoglycemia in diabetic',
        'patients on oral antidiabetic agents or insulin [see Drug Interactions (7.2)]',
        'Nervous system and psychiatric disorders',
        'Mood alterations (including depressive symptoms), mental confusion',
        '7 DRUG INTERACTIONS',
        '7.1 Diuretics',
      ].join('\n'),
    );
    const under = (text: string) => units.find((u) => u.text.startsWith(text))?.headings;
    expect(under('Mood alterations')).toEqual(['Nervous system and psychiatric disorders']);
    expect(under('Hyponatremia')).toEqual(['Metabolism and nutrition disorders']);
    expect(under('7.1 Diuretics')).toEqual(['7 DRUG INTERACTIONS']);
  });
});
