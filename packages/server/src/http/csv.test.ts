import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const dangerous of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(csvCell(dangerous).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell(-3)).toBe("'-3");
  });

  it('neutralises full-width, small-form and minus-sign formula starts, also after spaces and invisible characters', () => {
    for (const dangerous of [
      '\uff1d1+1',
      '\ufe661+1',
      '\uff0b1',
      '\ufe621',
      '\uff0d1',
      '\ufe631',
      '\uff20SUM(A1)',
      '\ufe6bSUM(A1)',
      '\u22121',
      ' =1+1',
      '\u200b=1',
      '\u00a0\uff1d1',
      '\ufeff=1',
    ]) {
      expect(csvCell(dangerous), JSON.stringify(dangerous)).toMatch(/^'/);
    }
    for (const harmless of ['\uff21 full-width A', ' plain', 'a=b', '\u200bword']) expect(csvCell(harmless)).not.toMatch(/^'/);
  });

  it('quotes commas, quotes and line breaks, and leaves nulls empty', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=cmd|"/c calc"!A1')).toBe('"\'=cmd|""/c calc""!A1"');
    expect(csvCell(null)).toBe('');
  });

  it('writes a header and CRLF-terminated rows after a byte-order mark', () => {
    expect(
      toCsv(
        ['email', 'n'],
        [
          ['a@example.org', 1],
          ['b@example.org', null],
        ],
      ),
    ).toBe('\uFEFFemail,n\r\na@example.org,1\r\nb@example.org,\r\n');
  });
});
