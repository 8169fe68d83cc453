import { describe, expect, it } from 'vitest';
import { assembleLines, joinHyphenated, type PositionedItem } from './page-lines';

const item = (str: string, x: number, width: number, hasEOL = false, y = 700): PositionedItem => ({ str, x, y, width, height: 10, hasEOL });

describe('assembleLines', () => {
  it('joins pieces of one word that touch (a ligature glyph) and spaces words that do not', () => {
    const items = [
      item('re', 100, 9),
      item('fl', 109, 6),
      item('ecting', 115, 28),
      item('mood', 147, 22, true),
      item('next line', 100, 40, false, 688),
    ];
    expect(assembleLines(items)).toBe('reflecting mood\nnext line');
  });

  it('keeps the space an item already carries and never joins across lines', () => {
    const items = [item('CYP3A4', 100, 30), item(',', 130, 2), item(' CYP3A5', 132, 32, true), item('x', 164, 5, false, 600)];
    expect(assembleLines(items)).toBe('CYP3A4, CYP3A5\nx');
  });
});

describe('inReadingPlace', () => {
  it('puts a subscript drawn after the page back in its word ("vitamin B12", "m2")', () => {
    const sub = (str: string, x: number, y: number): PositionedItem => ({ str, x, y, width: 9, height: 7.7, hasEOL: false });
    const items = [
      item('Vitamin B', 59, 47.5),
      item(' ', 106.5, 16, false),
      item('deficiency', 123, 40, true),
      item('eGFR 30 to 60 mL/min/1.73 m', 59, 120, false, 688),
      item(' ', 179, 4, true, 688),
      item('next line', 59, 40, false, 676),
      sub('12', 106.6, 697.7),
      sub('2', 179.2, 691),
    ];
    expect(assembleLines(items)).toBe('Vitamin B12 deficiency\neGFR 30 to 60 mL/min/1.73 m2 \nnext line');
  });

  it("leaves a short item alone when it is set in the text's own size (a table cell drawn later)", () => {
    const items = [item('Dose', 59, 20), item('Total', 200, 20, true), item('next', 59, 20, false, 688), item('12', 82, 10)];
    expect(assembleLines(items)).toBe('Dose Total\nnext 12');
  });
});

describe('joinHyphenated', () => {
  it('joins a word broken at the line end and moves it up whole', () => {
    expect(joinHyphenated('the main differ-\nence between them is their pharmaco-\nlogical target.')).toBe(
      'the main difference\nbetween them is their pharmacological\ntarget.',
    );
  });

  it('keeps the hyphen of a compound: a compound head, both halves words of the page, a link', () => {
    expect(joinHyphenated('a low-\ndose start')).toBe('a low-dose\nstart');
    expect(joinHyphenated('the dopamine and the system: a dopamine-\nsystem stabilizer')).toBe(
      'the dopamine and the system: a dopamine-system\nstabilizer',
    );
    expect(joinHyphenated('see https://example.org/by-\nnc-nd/4.0/ now')).toBe('see https://example.org/by-nc-nd/4.0/ now');
  });

  it('joins a split word whose halves happen to be words when the page spells it whole', () => {
    expect(joinHyphenated('without doubt, with-\nout delay and with out')).toBe('without doubt, without\ndelay and with out');
  });
});
