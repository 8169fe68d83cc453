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
});
