import { defaultCatalog } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import { rankEvidence } from './extractive-answerer';
import { answerSentences as answer, retrievedPassage } from './test-passages';

/** Answers that turn on how labels are laid out and on the patient's own values (docs/adr/0055). */
const passage = (title: string, page: number, text: string) => retrievedPassage(text, title, page, 'label.pdf');

describe('answers from a label’s structure', () => {
  it('quotes the sentence a "These include …" sentence points back to', () => {
    // Invented label text in the shape of a Warnings and Precautions bleeding paragraph.
    const label = passage(
      'ELIQUIS (apixaban) tablets',
      6,
      [
        '5.2 Bleeding',
        'ELIQUIS increases the risk of bleeding and can cause serious, potentially fatal, bleeding [see Dosage and Administration (2.1)].',
        'Concomitant use of drugs affecting hemostasis increases the risk of bleeding. These include aspirin and other antiplatelet agents, heparin, selective serotonin reuptake inhibitors, and NSAIDs [see Drug Interactions (7.3)].',
      ].join('\n'),
    );
    const quoted = answer('Pt on apixaban, I would like to start sertraline. Anything to worry about?', [label]);
    const these = quoted.findIndex((s) => s.startsWith('These include'));
    expect(quoted[these - 1]).toBe('Concomitant use of drugs affecting hemostasis increases the risk of bleeding.');
  });

  it("answers two drugs asked together from one of their own labels before a third drug's interaction table", () => {
    // Invented texts in the shapes of a warfarin label's bleeding table and an apixaban label's warning.
    const warfarin = passage(
      'WARFARIN SODIUM tablets',
      14,
      'Table 3: Drugs that Can Increase the Risk of Bleeding\nAnticoagulants argatroban, dabigatran, heparin\nSerotonin Reuptake Inhibitors citalopram, escitalopram, fluoxetine, paroxetine, sertraline, venlafaxine',
    );
    const apixaban = passage(
      'ELIQUIS (apixaban) tablets',
      6,
      '5.2 Bleeding\nConcomitant use of drugs affecting hemostasis increases the risk of bleeding. These include aspirin, heparin, selective serotonin reuptake inhibitors, and NSAIDs.',
    );
    const ranked = rankEvidence(
      'Pt on apixaban, I would like to start sertraline. Anything to worry about?',
      [warfarin, apixaban],
      defaultCatalog,
    );
    expect(ranked.ranked[0]!.title).toBe('ELIQUIS (apixaban) tablets');
  });

  it('quotes a Drug Facts item after the lead-in it completes, and not the list before it', () => {
    const facts = passage(
      'Ibuprofen Drug Facts',
      2,
      [
        'Ask a doctor before use if you have',
        'problems or serious side effects from taking pain relievers or fever reducers',
        'stomach problems that last or come back, such as heartburn',
        'Stop use and ask a doctor if',
        'you feel faint, vomit blood, or have bloody or black stools. These are signs of stomach bleeding.',
        'pain gets worse or lasts more than 10 days',
        'fever gets worse or lasts more than 3 days',
      ].join('\n'),
    );
    expect(answer('Pt treating back pain with OTC Advil. How many days before the label says stop and see a doctor?', [facts])).toEqual([
      'Stop use and ask a doctor if',
      'pain gets worse or lasts more than 10 days',
    ]);
  });

  it('answers a dose with the band that holds the patient’s value', () => {
    const label = passage(
      'LISINOPRIL tablets',
      6,
      [
        '2.4 Dosage Adjustment in Renal Impairment',
        'No dose adjustment of lisinopril is required in patients with creatinine clearance > 30 mL/min.',
        'In patients with creatinine clearance 10 to 30 mL/min, reduce the initial dose of lisinopril to half of the usual recommended dose (i.e., hypertension, 5 mg).',
        'For patients on hemodialysis or creatinine clearance <10 mL/min, the recommended initial dose is 2.5 mg once daily.',
      ].join('\n'),
    );
    const q = (value: number) =>
      answer(`HTN patient, CrCl around ${value} mL/min, not on dialysis. What lisinopril starting dose?`, [label]);
    expect(q(20)[0]).toMatch(/^In patients with creatinine clearance 10 to 30 mL\/min/);
    expect(answer('CrCl around 8 mL/min. What lisinopril starting dose?', [label])[0]).toMatch(
      /^For patients on hemodialysis or creatinine clearance <10 mL\/min/,
    );
  });

  it('answers a dose with the recommendation, not a study’s dose, and without the next section’s heading', () => {
    const dosing = passage(
      'METFORMIN tablets',
      5,
      [
        '2.1 Adult Dosage',
        'The recommended starting dose of metformin is 500 mg orally twice a day, up to a maximum dose of 2,550 mg per day.',
        '2.2 Pediatric Dosage',
        'In pediatric patients 10 years of age and older, increase the dose by 500 mg weekly up to a maximum of 2,000 mg per day.',
      ].join('\n'),
    );
    const study = passage(
      'METFORMIN tablets',
      18,
      'A double-blind, placebo-controlled study in pediatric patients aged 10 to 16 years with type 2 diabetes mellitus, treatment with metformin (up to 2,000 mg/day) for up to 16 weeks was conducted.',
    );
    const picked = answer('What is the maximum metformin dose for a 12-year-old?', [study, dosing]);
    expect(picked).toContainEqual(expect.stringMatching(/^In pediatric patients 10 years of age and older, increase the dose/));
    expect(picked).not.toContainEqual(expect.stringMatching(/study|Pediatric Dosage$/));
  });

  it('adds a second passage that answers a part of the question the first leaves out', () => {
    const surgery = passage(
      'ELIQUIS (apixaban) tablets',
      5,
      '2.5 Temporary Interruption for Surgery\nELIQUIS should be restarted after the surgical or other procedures as soon as adequate hemostasis has been established.',
    );
    const neuraxial = passage(
      'ELIQUIS (apixaban) tablets',
      7,
      '5.3 Neuraxial Anesthesia\nIndwelling catheters should not be removed earlier than 24 hours after the last administration of ELIQUIS.',
    );
    const picked = answer(
      'Pt on apixaban has an epidural catheter after surgery. When can the catheter come out, and when can I restart the Eliquis?',
      [surgery, neuraxial],
    );
    expect(picked).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ELIQUIS should be restarted/),
        expect.stringMatching(/should not be removed earlier than 24 hours/),
      ]),
    );
  });
});
