import { describe, expect, it } from 'vitest';
import { chunkPage } from './chunker';
import { createPageWriter, WRITE_CHARS } from './page-writer';

type Written = Parameters<Parameters<typeof createPageWriter>[0]>[0];
const text = (n: number) => `Page ${n} says lithium levels were checked. `.repeat(Math.ceil(WRITE_CHARS / 200));

describe('page writer', () => {
  it('writes pages in page order, as runs complete, with passages numbered across the document', async () => {
    const writes: Written[] = [];
    const writer = createPageWriter(async (rows) => {
      writes.push(rows);
      return true;
    });
    // Two readers' ranges arriving interleaved.
    for (const n of [4, 5, 6, 1, 7, 2, 3, 8]) writer.add(n, text(n), chunkPage(n, text(n)));
    const { ok, chunkCount } = await writer.end();
    expect(ok).toBe(true);
    const pages = writes.flatMap((w) => w.pages.map((p) => p.pageNumber));
    expect(pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const chunks = writes.flatMap((w) => w.chunks);
    expect(chunks.map((c) => c.chunkNumber)).toEqual(chunks.map((_, i) => i));
    expect(chunkCount).toBe(chunks.length);
    expect(chunks.map((c) => c.pageNumber)).toEqual([...chunks.map((c) => c.pageNumber)].sort((a, b) => a - b));
    // Nothing was written before page 1 arrived, and no write is larger than it has to be.
    expect(writes[0]!.pages[0]!.pageNumber).toBe(1);
    expect(writes.length).toBeGreaterThan(1);
  });

  it('stops when a write is refused, and reports a failed write', async () => {
    const refused = createPageWriter(async () => false);
    for (let n = 1; n <= 6; n++) refused.add(n, text(n), []);
    expect((await refused.end()).ok).toBe(false);
    expect(refused.stopped).toBe(true);

    const failing = createPageWriter(async () => {
      throw new Error('database gone');
    });
    failing.add(1, 'short page', []);
    await expect(failing.end()).rejects.toThrow('database gone');
  });
});
