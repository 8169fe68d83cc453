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
