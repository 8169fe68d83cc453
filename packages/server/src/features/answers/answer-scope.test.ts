import { describe, expect, it } from 'vitest';
import { answerSentences as answer, retrievedPassage } from './test-passages';

// Invented passages in the shapes real labels and reviews print (docs/adr/0053).
const passage = (text: string, title = 'Handbook', page = 1) => retrievedPassage(text, title, page);

const WARFARIN = 'WARFARIN SODIUM tablets, for oral use';

describe('what an answer must be about', () => {
  it('a relation word ("cause") does not stand in for what the question relates the drug to', () => {
    const label = 'OZEMPIC (semaglutide) injection';
    const passages = [
      passage('Use of OZEMPIC has been associated with gastrointestinal adverse reactions, sometimes severe.', label, 6),
      passage('Acute events of gallbladder disease such as cholelithiasis have been reported with OZEMPIC.', label, 9),
    ];
    expect(answer('Does Ozempic cause gallbladder problems?', passages)).toEqual([
      'Acute events of gallbladder disease such as cholelithiasis have been reported with OZEMPIC.',
    ]);
    expect(answer('Does Ozempic cause gallbladder problems?', passages.slice(0, 1))).toEqual([]);
  });

  it('"high calcium" in a question is the hypercalcemia of the text, and "alone" its monotherapy', () => {
    const review = [
      passage('Lithium may raise parathormone secretion over the years.', 'Lithium review', 5),
      passage('Among patients on lithium for ten years, hypercalcemia was found in 12% of them.', 'Lithium review', 6),
      passage('Monotherapy with lithium prevents relapse in about 40% of bipolar patients.', 'Lithium review', 7),
    ];
    expect(answer('How often does lithium cause high calcium levels?', review)).toEqual([
      'Among patients on lithium for ten years, hypercalcemia was found in 12% of them.',
    ]);
    expect(answer('What share of bipolar patients do well on lithium alone?', review)).toEqual([
      'Monotherapy with lithium prevents relapse in about 40% of bipolar patients.',
    ]);
  });

  it('a mechanical heart valve is the prosthetic heart valve a label writes of', () => {
    const label = 'ELIQUIS (apixaban) tablets';
    expect(
      answer('Can Eliquis be used in a patient with a mechanical heart valve?', [
        passage('ELIQUIS has not been studied in patients with prosthetic heart valves and is not recommended for them.', label, 7),
      ]),
    ).toEqual(['ELIQUIS has not been studied in patients with prosthetic heart valves and is not recommended for them.']);
  });

  it('a title naming another drug of a class is not about every drug of that class', () => {
    const review = 'Antipsychotic drug aripiprazole against schizophrenia';
    const passages = [passage('The maximum plasma concentration occurs 3 to 5 h after a 10 mg dose.', review, 5)];
    expect(answer('What is the maximum dose of ziprasidone?', passages)).toEqual([]);
    expect(answer('What is the maximum dose of aripiprazole?', passages)).not.toEqual([]);
  });

  it('an answer found only in an example ("such as …") brings the statement it illustrates', () => {
    const text =
      'The amount of vitamin K in food may affect therapy with warfarin. Patients taking warfarin should avoid drastic changes in dietary habits, such as eating large amounts of green leafy vegetables.';
    expect(answer('Do leafy green vegetables affect warfarin?', [passage(text, WARFARIN, 14)])).toEqual([
      'The amount of vitamin K in food may affect therapy with warfarin.',
      'Patients taking warfarin should avoid drastic changes in dietary habits, such as eating large amounts of green leafy vegetables.',
    ]);
  });

  it('a feeding tube is not breast feeding', () => {
    const text = 'Warfarin is excreted in human milk in small amounts; consider the benefits of breast feeding. Store the tablets dry.';
    expect(answer('Can warfarin tablets be given through a feeding tube?', [passage(text, WARFARIN, 20)])).toEqual([]);
  });

  it('a label\'s "no dose adjustment is necessary" for the named drug answers before the rule for its class (ADR 0054)', () => {
    const passages = [
      passage(
        'For patients receiving ELIQUIS 5 mg twice daily, decrease the dose by 50% when coadministered with combined P-gp and strong CYP3A4 inhibitors.',
        'ELIQUIS (apixaban) tablets, for oral use',
        16,
      ),
      passage(
        'Although clarithromycin is a strong CYP3A4 inhibitor, no dose adjustment is necessary with concomitant administration with ELIQUIS.',
        'ELIQUIS (apixaban) tablets, for oral use',
        17,
      ),
    ];
    const got = answer(
      'Patient on Eliquis 5 mg twice daily needs clarithromycin for a chest infection. Do I have to lower the apixaban?',
      passages,
    );
    expect(got[0]).toMatch(/no dose adjustment/);
  });

  it('a verb of pharmacodynamic interaction ("intensify") is interaction evidence (ADR 0054)', () => {
    const passages = [
      passage(
        'The use of lithium with selective serotonin reuptake inhibitors (SSRIs) for augmentation in treatment-resistant depression can intensify the serotoninergic effect.',
        'Lithium review',
        10,
      ),
    ];
    expect(answer('Any interaction if I augment sertraline with lithium for treatment-resistant depression?', passages)).toHaveLength(1);
  });

  it('two drugs named together do not answer what the question asks done with them (ADR 0054)', () => {
    const passages = [passage('Lamotrigine combined with valproate improves maintenance outcomes in bipolar disorder.', 'Review', 3)];
    expect(answer('Adding lamotrigine to valproate: how should I change the titration?', passages)).toEqual([]);
    const titrated = [
      passage(
        'Because valproate increases lamotrigine levels, the lamotrigine titration is halved when the two are combined.',
        'Review',
        3,
      ),
    ];
    expect(answer('Adding lamotrigine to valproate: how should I change the titration?', titrated)).toHaveLength(1);
  });

  it("a condition the drug is for need not be in the passage; a dose asked of one drug is not another's (ADR 0054)", () => {
    const label = 'METFORMIN HYDROCHLORIDE tablets, for oral use';
    const contrast = passage(
      'Stop metformin at the time of, or prior to, an iodinated contrast imaging procedure in patients with an eGFR between 30 and 60 mL/min/1.73 m2.',
      label,
      7,
    );
    expect(answer('T2DM on metformin, eGFR 42, booked for a contrast CT. What do I do with the metformin?', [contrast])).toHaveLength(1);
    const ozempic = passage(
      'Start OZEMPIC at 0.25 mg once weekly and increase to 0.5 mg after 4 weeks; the risk of pancreatitis is higher with GLP-1 receptor agonists.',
      'OZEMPIC (semaglutide) injection',
      4,
    );
    expect(answer('Moving a patient from Ozempic 1 mg to Mounjaro: what tirzepatide dose do I start at?', [ozempic])).toEqual([]);
  });

  it('"dosing recommendations cannot be provided" answers a dose question; AF is what an anticoagulant is for (ADR 0054)', () => {
    const label = 'ELIQUIS (apixaban) tablets, for oral use';
    const hepatic = passage(
      'Because patients with moderate hepatic impairment (Child-Pugh class B) may have intrinsic coagulation abnormalities and there is limited clinical experience with ELIQUIS in these patients, dosing recommendations cannot be provided.',
      label,
      20,
    );
    expect(answer('AF pt with Child-Pugh B cirrhosis. What Eliquis dose should I use?', [hepatic])).toHaveLength(1);
  });
});
