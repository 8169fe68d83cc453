import { describe, expect, it } from 'vitest';
import { parseStatements } from './parse-statements';

describe('parseStatements', () => {
  it('splits on ", " and line breaks, trims, and drops empty entries', () => {
    expect(parseStatements('Rapid onset, Oral\n  Once daily \n\n')).toEqual([
      { text: 'Rapid onset' },
      { text: 'Oral' },
      { text: 'Once daily' },
    ]);
  });

  it('keeps a comma without a space inside a statement', () => {
    expect(parseStatements('Up to 1,000 mg a day')).toEqual([{ text: 'Up to 1,000 mg a day' }]);
    expect(parseStatements('   ')).toEqual([]);
  });
});
