import { defaultCatalog } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import { rankEvidence } from './extractive-answerer';
import { answerSentences as answer, retrievedPassage } from './test-passages';
import { analyseQuestion } from './question-analysis';
import { askingPart } from './question-clauses';

const passage = (page: number, text: string, title = 'Apixaban tablets') => retrievedPassage(text, title, page, 'apixaban.pdf');
const analyse = (q: string) => analyseQuestion(q, defaultCatalog);

describe('the scene a question sets and what it asks (ADR 0056)', () => {
  it('finds the asking sentences after the scene', () => {
    expect(askingPart('HIV pt on ritonavir, new AF. Planning apixaban 5 mg BD. Do I need to change the dose?')).toBe(
      'Do I need to change the dose?',
    );
    expect(askingPart('Lithium level 0.7 mmol/L: is that enough for maintenance?')).toBe(
      'Lithium level 0.7 mmol/L: is that enough for maintenance?',
    );
    expect(askingPart('Pt on lithium. Wants to stop.')).toBe('Wants to stop.');
  });

  it('does not require an acronym of the scene that no passage uses, but does one that is asked', () => {
    const library = [
      passage(
        5,
        'Combined P-gp and strong CYP3A4 inhibitors: for patients receiving ELIQUIS 5 mg twice daily, reduce the dose by 50% when ELIQUIS is coadministered with ritonavir.',
      ),
    ];
    expect(answer('HIV pt on ritonavir, new AF. Do I need to change the apixaban dose?', library)).toHaveLength(1);
    // Asked, the acronym is the subject: a passage that never names it does not answer.
    expect(answer('Apixaban and ritonavir: what does HIV change about the dose?', library)).toEqual([]);
  });

  it('reads an acronym naming the document meant like one of the scene, and closed-class words as no topic', () => {
    const a = analyse('The GPT-4 bipolar depression paper: how often was the optimal treatment among the top 3?');
    expect(a.focus.find((f) => f.label === 'GPT-4')?.scene).toBe(true);
    expect(analyse('Is GPT-4 accurate for bipolar depression?').focus.find((f) => f.label === 'GPT-4')?.scene).toBeUndefined();
    expect(analyse('What drives whether patients engage with apps, per day?').topics.map((t) => t.label)).toEqual([
      'drives',
      'engage',
      'apps',
    ]);
  });

  it('answers "any data on …" with what is known, including that nothing is', () => {
    const lactation = [
      passage(
        11,
        [
          '8.2 Lactation',
          'There are no data on the presence of semaglutide in human milk, the effects on the breastfed infant, or the effects on milk production.',
          'The developmental and health benefits of breastfeeding should be considered along with the mother’s clinical need for semaglutide and any potential adverse effects on the breastfed infant.',
        ].join('\n'),
      ),
    ];
    const picked = answer(
      'Breastfeeding mum, 4 months postpartum, keen to restart semaglutide. Is there any data on it getting into breast milk?',
      lactation,
    );
    expect(picked[0]).toMatch(/^There are no data/);
    // "Any data" asks whether anything is known, not for a figure.
    expect(analyse('Is there any data on semaglutide in breast milk?').intents.has('quantity')).toBe(false);
  });

  it('ranks a word of the scene that passages use at half weight, and one no passage uses as before', () => {
    const administration = [
      passage(
        3,
        'The day of weekly administration can be changed if necessary as long as the time between two doses is at least 2 days (>48 hours).',
        'Semaglutide injection, for subcutaneous use',
      ),
    ];
    const q = 'Patient on weekly Ozempic wants to change her injection day at the gym. How close together can two doses be?';
    const weights = Object.fromEntries(rankEvidence(q, administration, defaultCatalog).analysis.topics.map((t) => [t.label, t.weight]));
    expect(weights).toMatchObject({ interval: 1.5, weekly: 0.5, gym: 3 });
  });

  it('reads a dose given to animals as no answer to a dose question', () => {
    const library = [
      passage(
        21,
        'In a fertility study in rats, subcutaneous doses of 0.01, 0.03 and 0.09 mg/kg/day of apixaban were administered to males for 4 weeks.',
      ),
    ];
    expect(answer('What apixaban dose do I titrate to?', library)).toEqual([]);
    expect(answer('What apixaban doses were given to rats?', library)).toHaveLength(1);
  });

  it('reads "how much did that raise …" as the size of an effect, not a dose', () => {
    expect(analyse('How much did adding aspirin raise the bleeding rate on apixaban?').intents.has('dose')).toBe(false);
    expect(analyse('How much apixaban should I give?').intents.has('dose')).toBe(true);
  });

  it('takes what is asked for from the asking sentence, not the scene (ADR 0057)', () => {
    const scene = analyse('Before the guideline-prompted GPT-4 work, the group tried plain GPT-4. How often did it pick a poor drug?');
    expect([...scene.intents]).toEqual(['quantity']);
    expect(analyse('How often should I check lithium levels?').intents.has('monitoring')).toBe(true);
    expect(analyse('Epidural catheter after surgery. When can I restart the Eliquis?').intents.has('timing')).toBe(true);
  });

  it('answers from a lead with every focus and the evidence asked, whatever else the scene says; a smoker is a focus (ADR 0057)', () => {
    const review = [
      passage(
        4,
        'The mean effective mania-reducing doses of risperidone were 1 to 6 mg/day. Olanzapine is usually used in doses of 10 to 20 mg/day.',
        'Advances in mood disorder pharmacotherapy',
      ),
    ];
    expect(
      answer('Adult BD-I pt admitted manic, I’d like to use Risperdal. What daily dose range usually works for the mania?', review),
    ).toEqual([expect.stringContaining('1 to 6 mg/day')]);
    // Smoking changes the dose (CYP1A2): a passage silent on it does not answer.
    const smoker = 'Inpatient on olanzapine who smoked 30 a day is now on a smoke-free ward. By how much should I drop the dose?';
    expect(analyse(smoker).focus).toContainEqual(expect.objectContaining({ label: 'smoking', kind: 'condition' }));
    expect(answer(smoker, review)).toEqual([]);
  });

  it('reads "use caution in" as a label’s precaution and angioedema as an allergy (ADR 0057)', () => {
    const label = [
      passage(
        6,
        'Use caution in a patient with a history of angioedema or anaphylaxis with another GLP-1 receptor agonist because it is unknown whether such patients will be predisposed to anaphylaxis with OZEMPIC.',
        'OZEMPIC (semaglutide) injection',
      ),
    ];
    expect(analyse('Had facial angioedema on Victoza. OK to start Ozempic?').focus).toContainEqual(
      expect.objectContaining({ label: 'allergy' }),
    );
    expect(answer('T2DM pt had facial angioedema on Victoza a few years ago. OK to start her on Ozempic?', label)).toEqual([
      expect.stringContaining('another GLP-1 receptor agonist'),
    ]);
  });
});
