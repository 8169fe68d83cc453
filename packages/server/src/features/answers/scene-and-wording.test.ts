import { defaultCatalog } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import { analyseQuestion } from './question-analysis';
import { stem } from './question-terms';
import { answerSentences as answer, retrievedPassage } from './test-passages';

const analyse = (q: string) => analyseQuestion(q, defaultCatalog);
const topicLabels = (q: string) => analyse(q).topics.map((t) => t.label);
const focusOf = (q: string, label: string) => analyse(q).focus.find((f) => f.label === label);

describe('the scene, the premise and the changeover (ADR 0058)', () => {
  it('reads a drug named only in what the asker already knows as the comparison, not a third drug', () => {
    const q = 'Pt on lithium. I know ibuprofen pushes lithium up - will aspirin do the same to his level?';
    expect(focusOf(q, 'ibuprofen')?.implied).toBe(true);
    expect(focusOf(q, 'aspirin')?.implied).toBeUndefined();
    expect(focusOf('Pt on lithium. Will ibuprofen or aspirin push his level up?', 'ibuprofen')?.implied).toBeUndefined();
  });

  it('reads switching one drug for another as a changeover, not two drugs taken together', () => {
    const a = analyse('AF pt on Eliquis, moving her to once-daily Xarelto. When should the first rivaroxaban dose go in?');
    expect(a.intents.has('interaction')).toBe(false);
    expect(a.topics.map((t) => t.label)).toContain('switching');
    // "The first rivaroxaban dose" there is a time asked, not whose dose.
    expect(a.doseOf).toBeUndefined();
    const label = [
      retrievedPassage(
        '2.4 Converting from or to ELIQUIS\nSwitching from ELIQUIS to anticoagulants other than warfarin (oral or parenteral): Discontinue ELIQUIS and begin taking the new anticoagulant other than warfarin at the usual time of the next dose of ELIQUIS.',
        'ELIQUIS (apixaban) tablets',
        5,
      ),
    ];
    expect(answer('AF pt on Eliquis, moving her to once-daily Xarelto. When should the first rivaroxaban dose go in?', label)).toEqual([
      expect.stringContaining('at the usual time of the next dose'),
    ]);
  });

  it("drops a drug the patient is on when another drug's own effect is asked and no passage names it", () => {
    const q = 'Pt on clozapine has T2DM and endo want Ozempic. Does semaglutide push the heart rate up, and by roughly how much?';
    expect(focusOf(q, 'Clozapine')?.scene).toBe(true);
    expect(analyse(q).intents.has('dose')).toBe(false);
    // "By how much should I raise the dose" still asks a dose.
    expect(analyse('By how much should I raise the aripiprazole dose?').intents.has('dose')).toBe(true);
    const label = [
      retrievedPassage(
        'Increases in Heart Rate\nIn placebo-controlled trials, OZEMPIC 0.5 mg and 1 mg resulted in a mean increase in heart rate of 2 to 3 beats per minute.',
        'OZEMPIC (semaglutide) injection',
        9,
      ),
    ];
    expect(answer(q, label)).toEqual([expect.stringContaining('2 to 3 beats per minute')]);
    // A measured change answers "by how much" as a percentage does.
    const both = retrievedPassage(
      'Increases in Amylase and Lipase\nIn placebo-controlled trials, patients exposed to OZEMPIC had a mean increase from baseline in amylase of 13% and lipase of 22%.\nIncreases in Heart Rate\nIn placebo-controlled trials, OZEMPIC 0.5 mg and 1 mg resulted in a mean increase in heart rate of 2 to 3 beats per minute.',
      'OZEMPIC (semaglutide) injection',
      9,
    );
    expect(answer(q, [both])[0]).toContain('beats per minute');
    // Named elsewhere, but never beside semaglutide, the patient's clozapine is still no pairing asked.
    const elsewhere = retrievedPassage('Clozapine raises the resting heart rate in many patients.', 'Clozapine review', 3);
    expect(answer(q, [...label, elsewhere])).toEqual([expect.stringContaining('2 to 3 beats per minute')]);
    // A drug being started, or an asking sentence about taking the two together, keeps both.
    expect(
      focusOf('Pt on lamotrigine is starting an oral contraceptive. Do I need to change the lamotrigine dose?', 'Lamotrigine')?.scene,
    ).toBeUndefined();
    expect(focusOf('Pt on clozapine. Is it safe to add semaglutide?', 'Clozapine')?.scene).toBeUndefined();
  });

  it('needs the scene\'s "with …" only when the asking sentence has no subject of its own or points back', () => {
    const own = analyse('Pt on clozapine with a resting pulse around 105. Does semaglutide push the heart rate up?');
    expect(own.topics.find((t) => t.label === 'resting')?.required).toBeUndefined();
    const back = analyse('BD pt with moderate-to-severe psoriasis. Is that a reason not to start lithium?');
    expect(back.topics.find((t) => t.label === 'psoriasis')?.required).toBe(true);
    const front = analyse('BD pt with psoriasis. Any reassurance about lithium on that front?');
    expect(front.topics.find((t) => t.label === 'psoriasis')?.required).toBe(true);
  });

  it('reads the condition a drug the patient is on is "for" as its indication, only in the scene', () => {
    expect(focusOf('On Coumadin for a mechanical valve. Is alprazolam likely to shift his INR?', 'prosthetic heart valve')?.implied).toBe(
      true,
    );
    expect(focusOf('What INR should I run warfarin at for a mechanical valve?', 'prosthetic heart valve')?.implied).toBeUndefined();
  });

  it('needs no age group the scene gives to answer whether two drugs interact', () => {
    expect(focusOf('67 y/o man on lithium. Will aspirin push his lithium level up?', 'elderly')?.implied).toBe(true);
    expect(focusOf('67 y/o man. What starting dose of lithium?', 'elderly')?.implied).toBeUndefined();
  });

  it('answers a yes-or-no question on a way of dosing with the verdict, no amount needed', () => {
    const label = [
      retrievedPassage(
        '2.3 Initial Dosage\nRoutine use of loading doses is not recommended as this practice may increase hemorrhagic and other complications.',
        'WARFARIN SODIUM tablets',
        6,
      ),
    ];
    expect(answer('Does the label support a loading dose of warfarin?', label)).toEqual([
      expect.stringContaining('loading doses is not recommended'),
    ]);
    expect(answer('What loading dose of warfarin?', label)).toEqual([]);
    expect(topicLabels('Does the label support a loading dose?')).not.toContain('support');
  });

  it("gives the asking sentence's own drugs, searched apart from the scene's", () => {
    expect(analyse('Pt on clozapine has T2DM. Does semaglutide push the heart rate up?').askingDrugs).toEqual(['semaglutide']);
  });

  it('answers "how often" with a figure before a frequency category', () => {
    const review = [
      retrievedPassage('The most common thyroid side effects of long-term lithium treatment are hypothyroidism and goiter.', 'Lithium', 5),
      retrievedPassage('The prevalence of goiter is estimated at 30–59% of lithium-treated patients.', 'Lithium', 6),
    ];
    expect(answer('How often does lithium cause a goitre?', review)[0]).toContain('30–59%');
  });

  it('recognises a generic with its brand in brackets as a drug', () => {
    expect(focusOf('If I start valbenazine (Ingrezza), what is the starting dose?', 'valbenazine')?.kind).toBe('drug');
    expect(focusOf('On a dolutegravir-based regimen (Triumeq), can I add metformin?', 'regimen')).toBeUndefined();
  });
});

describe('words as prescribers write them (ADR 0058)', () => {
  it('matches British -tre, -our, -yse, -ogue and -rrhoea spellings to American ones', () => {
    for (const [gb, us] of [
      ['goitre', 'goiter'],
      ['tumour', 'tumor'],
      ['analyse', 'analyze'],
      ['analogue', 'analog'],
      ['amenorrhoea', 'amenorrhea'],
    ])
      expect(stem(gb!)).toBe(stem(us!));
    expect(stem('contour')).not.toBe(stem('contor'));
  });

  it('reads "AI-supported" by its noun, "BD-II" as no topic, "her last apixaban" and "relative to" as no duration or relative', () => {
    const labels = topicLabels('BD-II pt. Per the review, what would an AI-supported CBT platform do relative to her last session?');
    expect(labels).not.toContain('ai-supported');
    expect(labels).not.toContain('bd-ii');
    expect(labels).not.toContain('half-life duration');
    expect(labels).not.toContain('relative');
  });

  it('matches the CYP family to its isoforms, a pulse to the heart rate, heart attack or stroke to cardiovascular', () => {
    expect(topicLabels('Could apixaban induce the CYP enzymes?')).toContain('enzyme');
    expect(analyse('Could apixaban induce CYP?').focus.find((f) => f.label === 'CYP')?.phrases).toContain(' cyp3a4 ');
    expect(analyse('Does CYP2D6 matter for aripiprazole?').focus.find((f) => f.label === 'CYP2D6')?.phrases).toHaveLength(2);
    expect(topicLabels('Does it raise the pulse?')).toContain('heart rate');
    const dfl = [
      retrievedPassage(
        'Warnings\nWhen using this product\nlong term continuous use may increase the risk of heart attack or stroke',
        'Ibuprofen Drug Facts',
        2,
      ),
    ];
    expect(answer('Does the ibuprofen label carry any cardiovascular warning?', dfl)).toEqual([
      expect.stringContaining('heart attack or stroke'),
    ]);
  });

  it('treats "every" and "whose" as function words', () => {
    expect(topicLabels('A woman whose mother had breast cancer, seen every week: is there evidence on aripiprazole?')).not.toEqual(
      expect.arrayContaining(['every']),
    );
    expect(topicLabels('A woman whose mother had breast cancer: any evidence on aripiprazole?')).not.toContain('whose');
  });
});
