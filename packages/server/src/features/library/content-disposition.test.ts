import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

const filenameStar = (header: string) => decodeURIComponent(/filename\*=UTF-8''(.*)$/.exec(header)![1]!);
const fallback = (header: string) => /filename="([^"]*)"/.exec(header)![1]!;

describe('contentDisposition', () => {
  it.each([
    ['Lithium’s effects – review.pdf', 'Lithium_s effects _ review.pdf'],
    ['双相障碍指南.pdf', '______.pdf'],
    ['Литий и почки.pdf', '_____ _ _____.pdf'],
    ['Bell\u0007Ring.pdf', 'Bell_Ring.pdf'],
    ['Café "quoted" \\ 100%.pdf', 'Cafe _quoted_ _ 100_.pdf'],
  ])('keeps %j in filename* with an ASCII fallback', (name, ascii) => {
    const header = contentDisposition('inline', name);
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(fallback(header)).toBe(ascii);
    expect(filenameStar(header)).toBe(name);
    // Only RFC 5987 attr-chars and percent escapes after the charset.
    expect(/filename\*=UTF-8''(.*)$/.exec(header)![1]).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
  });
});
