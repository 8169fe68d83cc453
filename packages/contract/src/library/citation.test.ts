import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../routes';
import { citationKey, formatCitation, parseCitations, replaceCitations } from './citation';

const guid = '3f2c8a4e-1b7d-4c9a-9e1f-5a6b7c8d9e0f';

describe('the citation', () => {
  it('reads back what it writes', () => {
    const written = formatCitation({ guid, page: 7, chunkNumber: 12 });
    expect(written).toBe(`***[${guid}, Page 7, Chunk 12]***`);
    expect(parseCitations(`A ${written}.`)).toEqual([{ guid, page: 7, chunkNumber: 12, index: 2, marker: written }]);
  });

  it('finds the variants models write: upper case, spacing, missing asterisks, "Page Number:"', () => {
    const text = `A. [ ${guid.toUpperCase()} ,page 2, Chunk 3 ] B. **[${guid}, Page Number: 4, Chunk Number: 5]**`;
    expect(parseCitations(text).map(citationKey)).toEqual([`${guid}#3`, `${guid}#5`]);
    expect(parseCitations(text).map((c) => c.page)).toEqual([2, 4]);
  });

  it('replaces each citation in place', () => {
    const text = `x ${formatCitation({ guid, page: 2, chunkNumber: 3 })} y`;
    expect(replaceCitations(text, (c) => `[p. ${c.page}]`)).toBe('x [p. 2] y');
  });
});

describe('the v2 paths', () => {
  it('hold no path of the original API: the web app calls v2 only', () => {
    expect(Object.values(apiRoutes).filter((p) => p.startsWith('/api/v1/') || p.startsWith('/api/auth/'))).toEqual([]);
  });
});
