import { defaultCatalog } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import { analyseQuestion } from './question-analysis';
import { repairText } from './stems';
import { answerSentences as answer, retrievedPassage } from './test-passages';

const analyse = (q: string) => analyseQuestion(q, defaultCatalog);

// An invented label section, worded as US labels head their changeovers.
const converting = retrievedPassage(
  [
    '2.4 Converting from or to the anticoagulant',
    'Switching from warfarin to ELIQUIS: Warfarin should be discontinued and ELIQUIS started when the INR is below 2.0.',
    'Switching from ELIQUIS to anticoagulants other than warfarin (oral or parenteral): Discontinue ELIQUIS and begin taking the new anticoagulant at the usual time of the next dose of ELIQUIS.',
    'Switching from anticoagulants other than warfarin (oral or parenteral) to ELIQUIS: Discontinue the anticoagulant and begin taking ELIQUIS at the usual time of the next dose of the anticoagulant.',
  ].join('\n'),
  'ELIQUIS (apixaban) tablets',
  5,
);

describe('a changeover has a direction (ADR 0059)', () => {
  it('reads which drug is left and which started', () => {
    const a = analyse('Moving an AF pt off warfarin onto Eliquis. When can the first apixaban dose go in?');
    expect(a.intents.has('interaction')).toBe(false);
    expect(a.changeover?.from).toContain(' warfarin ');
    expect(a.changeover?.to).toContain(' apixaban ');
    // Searched as a label heads one: "Switching from …", "Converting from or to …".
    expect(a.wordings).toEqual(expect.arrayContaining(['switching', 'converting']));
    // One drug marked: the other is the one left.
    expect(analyse('Pt on lisinopril, cardiology want to switch him to Entresto. How long a gap?').changeover?.from).toContain(
      ' lisinopril ',
    );
    expect(analyse('Is warfarin ok with Eliquis?').changeover).toBeUndefined();
  });

  it('answers with the passage that states the asked direction, not the reverse or "other than" the drug', () => {
    expect(answer('Moving an AF pt off warfarin onto Eliquis. When can the first apixaban dose go in?', [converting])[0]).toContain(
      'Switching from warfarin to ELIQUIS',
    );
  });

  it('keeps "off" a word: a PDF ligature split is not "off" before the next word', () => {
    expect(repairText('came off lithium')).toBe('came off lithium');
    expect(repairText('the staff were told')).toBe('the staff were told');
    expect(repairText('identi fi ed and di ff erent')).toBe('identified and different');
    expect(analyse('Taking her off lithium next month: what should I monitor?').focus.map((f) => f.label)).toContain('Lithium');
  });
});
