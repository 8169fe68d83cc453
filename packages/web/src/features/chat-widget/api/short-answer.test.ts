import { describe, expect, it } from 'vitest';
import { shortAnswer } from './short-answer';

const line = (n: number, c = 'x') => `${c.repeat(n - 1)}.`;

describe('shortAnswer', () => {
  it('keeps an answer that fits whole', () => {
    expect(shortAnswer('Lithium: check the level at 5 days.')).toEqual({ head: 'Lithium: check the level at 5 days.', rest: '' });
  });

  it('opens a long answer at whole paragraphs, the rest behind "more", nothing but blank lines lost', () => {
    const text = [line(300, 'a'), line(300, 'b'), line(300, 'c'), line(300, 'd')].join('\n\n');
    const { head, rest } = shortAnswer(text);
    expect(head).toBe([line(300, 'a'), line(300, 'b')].join('\n\n'));
    expect(rest).toBe([line(300, 'c'), line(300, 'd')].join('\n\n'));
  });

  it('cuts a long list between items, never inside one, and keeps a heading with its items', () => {
    const items = Array.from({ length: 20 }, (_, i) => `- Statement ${i} ${'y'.repeat(60)} (Source: label, section)`);
    const text = ['Lithium, from the catalogue:', 'Risks:', ...items.slice(0, 6), 'Benefits:', ...items.slice(6)].join('\n');
    const { head, rest } = shortAnswer(text);
    expect(head.split('\n').every((l) => text.split('\n').includes(l))).toBe(true);
    expect(head.endsWith(':')).toBe(false);
    expect(`${head}\n${rest}`).toBe(text);
  });

  it('always shows the first line, however long', () => {
    const text = [line(2000, 'a'), line(200, 'b')].join('\n\n');
    expect(shortAnswer(text).head).toBe(line(2000, 'a'));
  });
});
