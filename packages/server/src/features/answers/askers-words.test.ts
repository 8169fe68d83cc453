import { defaultCatalog } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import { isEverydayWord } from './everyday-words';
import { analyseQuestion } from './question-analysis';
import { stemsOf } from './stems';
import { answerSentences as answer, retrievedPassage } from './test-passages';

// Invented label text in the shape of a US label's contrast-procedure advice.
const label = [
  retrievedPassage(
    '2.4 Discontinuation for Iodinated Contrast Imaging Procedures\nStop metformin hydrochloride tablets at the time of, or prior to, an iodinated contrast imaging procedure in patients with an eGFR between 30 and 60 mL/min/1.73 m2. Re-evaluate eGFR 48 hours after the imaging procedure; restart metformin if renal function is stable.',
    'METFORMIN HYDROCHLORIDE tablets',
    3,
  ),
];

describe("the asker's own words (ADR 0060)", () => {
  it('tells everyday spoken English from technical words by their frequency in SUBTLEX-US', () => {
    expect(['booked', 'bothersome', 'called', 'weighs'].filter((w) => isEverydayWord(w))).toEqual(['booked', 'called', 'weighs']);
    expect(['arthroplasty', 'itraconazole', 'nonvalvular'].some((w) => isEverydayWord(w))).toBe(false);
  });

  it('answers when the only words no passage uses are everyday words of the scene', () => {
    expect(
      answer('T2DM pt on metformin, booked for a CT next week. What should happen to the metformin around the iodinated contrast?', label),
    ).toEqual([expect.stringContaining('Stop metformin hydrochloride tablets at the time of'), expect.anything()]);
  });

  it('still abstains when what is missing is a technical word, the unit a count asks for, or all that is asked', () => {
    const scene = 'T2DM pt on metformin, booked for a CT next week.';
    expect(answer(`${scene} What should happen to the metformin around the iodinated contrast and the arthroplasty?`, label)).toEqual([]);
    expect(answer(`${scene} Can he keep driving?`, label)).toEqual([]);
    // Invented monitoring advice that gives days, not the hours asked for.
    const monitoring = retrievedPassage(
      'Monitoring\nThe serum lithium level should be checked 5 to 7 days after each change of dose. Blood for the level is taken before the morning dose of lithium.',
      'Lithium review',
      2,
    );
    const q =
      'BD pt takes all his lithium as one dose at night. How many hours after that dose should the blood be drawn for the level to be valid?';
    expect(answer(q, [monitoring])).toEqual([]);
  });

  it('reads a GP as who asks, not as what the answer must name', () => {
    const focus = analyseQuestion(
      'Pt stable on lithium. GP asks whether aspirin is any better than ibuprofen for lithium levels.',
      defaultCatalog,
    ).focus;
    expect(focus.map((f) => f.label)).not.toContain('GP');
  });

  it('matches a hyphenated word of the question printed closed', () => {
    const topic = analyseQuestion('Elderly pt with non-valvular AF: which dose?', defaultCatalog).topics.find(
      (t) => t.label === 'non-valvular',
    );
    expect(topic?.phrases).toContain(stemsOf('nonvalvular'));
  });
});
