import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkPage, defaultChunkOptions } from './chunker';

const sentence = (n: number) => `Sentence number ${n} says lithium levels need monitoring every few months.`;

describe('chunkPage', () => {
  it('packs sentences into passages of about 300 tokens with overlap, offsets pointing into the page', () => {
    const text = Array.from({ length: 120 }, (_, i) => sentence(i)).join(' ');
    const chunks = chunkPage(7, text);
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) {
      expect(c.pageNumber).toBe(7);
      expect(text.slice(c.charStart, c.charEnd)).toBe(c.text);
      const words = c.text.split(/\s+/).length * 1.3;
      expect(words).toBeLessThanOrEqual(defaultChunkOptions.maxTokens + 1);
    }
    for (let k = 1; k < chunks.length; k++) {
      expect(chunks[k]!.charStart).toBeLessThan(chunks[k - 1]!.charEnd);
      expect(chunks[k]!.charStart).toBeGreaterThan(chunks[k - 1]!.charStart);
    }
    expect(chunks.at(-1)!.charEnd).toBe(text.length);
  });

  it('keeps a short page as one passage and an empty one as none', () => {
    expect(chunkPage(1, 'Only one sentence here.')).toEqual([
      { pageNumber: 1, charStart: 0, charEnd: 23, text: 'Only one sentence here.' },
    ]);
    expect(chunkPage(1, '   ')).toEqual([]);
  });

  it('splits a sentence longer than the maximum', () => {
    const text = Array.from({ length: 1000 }, (_, i) => `w${i}`).join(' ');
    const chunks = chunkPage(2, text);
    expect(chunks.length).toBeGreaterThan(2);
    for (const c of chunks) expect(text.slice(c.charStart, c.charEnd)).toBe(c.text);
  });

  it('covers every sentence of any text, in order, with exact offsets', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z ,]{1,60}[.!?]$/), { maxLength: 80 }), (sentences) => {
        const text = sentences.join(' ');
        const chunks = chunkPage(3, text);
        let covered = 0;
        for (const c of chunks) {
          expect(text.slice(c.charStart, c.charEnd)).toBe(c.text);
          // Nothing but whitespace is skipped between passages.
          if (c.charStart > covered) expect(text.slice(covered, c.charStart).trim()).toBe('');
          covered = Math.max(covered, c.charEnd);
        }
        expect(text.slice(covered).trim()).toBe('');
      }),
    );
  });
});
