import { describe, expect, it } from 'vitest';
import { shortAnswer } from './short-answer';

const para = (n: number, c = 'x') => `${c.repeat(n - 1)}.`;

describe('shortAnswer', () => {
  it('keeps an answer that fits whole', () => {
    expect(shortAnswer('Lithium: check the level at 5 days.')).toEqual({ head: 'Lithium: check the level at 5 days.', rest: '' });
  });

  it('opens a long answer at whole paragraphs, the rest behind "more", nothing lost', () => {
    const text = [para(300, 'a'), para(300, 'b'), para(300, 'c'), para(300, 'd')].join('\n\n');
    const { head, rest } = shortAnswer(text);
    expect(head).toBe([para(300, 'a'), para(300, 'b')].join('\n\n'));
    expect(`${head}\n\n${rest}`).toBe(text);
  });

  it('always shows the first paragraph, however long', () => {
    const text = [para(2000, 'a'), para(200, 'b')].join('\n\n');
    expect(shortAnswer(text).head).toBe(para(2000, 'a'));
  });
});
