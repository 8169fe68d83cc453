import type { Passage } from '@balancer/contract';
import { citationTarget, citedPassages, pageHref, preview, quotedSpan } from './citations';

const guid = '3f2c8a4e-1b7d-4c9a-9e1f-5a6b7c8d9e0f';
const passage = (page: number, chunkNumber: number, text: string): Passage => ({
  guid,
  title: 'Invented handbook',
  fileName: 'handbook.pdf',
  page,
  chunkNumber,
  text,
  snippet: text,
  score: 1,
});

describe('citations in answers', () => {
  it('targets the cited chunk: its text is the passage to highlight', () => {
    const passages = [passage(7, 12, 'Cariprazine is first-line.'), passage(2, 3, 'Lithium levels.')];
    expect(citationTarget({ guid, page: 7, chunkNumber: 12 }, passages)).toEqual({
      guid,
      page: 7,
      highlight: 'Cariprazine is first-line.',
    });
    expect(citationTarget({ guid, page: 9, chunkNumber: 99 }, passages)).toEqual({ guid, page: 9 });
  });

  it('lists the cited passages once each, in citation order', () => {
    const a = passage(7, 12, 'a');
    const b = passage(2, 3, 'b');
    const c = passage(4, 5, 'c');
    const text = `x ***[${guid}, Page 2, Chunk 3]*** y ***[${guid}, Page 7, Chunk 12]*** z ***[${guid}, Page 2, Chunk 3]***`;
    expect(citedPassages(text, [a, b, c])).toEqual([b, a]);
  });

  it('cuts previews at 220 characters with an ellipsis', () => {
    const long = 'word '.repeat(100);
    expect(preview(long)).toHaveLength(220);
    expect(preview(long).endsWith('…')).toBe(true);
    expect(preview('short  text\nhere')).toBe('short text here');
  });

  it('links a page of a file on /drugsummary', () => {
    expect(pageHref({ guid, page: 7 })).toBe(`/drugsummary?guid=${guid}&page=7`);
  });

  it('marks the quoted sentence within its chunk, or the whole chunk when the answer does not quote it', () => {
    const chunk = 'Lithium is first line for maintenance. Levels need checking every three months. Thirst is common.';
    expect(quotedSpan('The handbook is clear. Levels need checking every three months.', chunk)).toBe(
      'Levels need checking every three months.',
    );
    expect(quotedSpan('Levels need checking every three months.', chunk)).toBe('Levels need checking every three months.');
    expect(quotedSpan('Something the chunk never says.', chunk)).toBeNull();
    expect(quotedSpan(undefined, chunk)).toBeNull();
    const p = passage(7, 4, chunk);
    expect(citationTarget({ guid, page: 7, chunkNumber: 4, quote: 'Thirst is common.' }, [p])).toEqual({
      guid,
      page: 7,
      highlight: 'Thirst is common.',
      context: chunk,
    });
    expect(citationTarget({ guid, page: 7, chunkNumber: 4, quote: 'Unrelated words here.' }, [p])).toEqual({
      guid,
      page: 7,
      highlight: chunk,
    });
  });
});
