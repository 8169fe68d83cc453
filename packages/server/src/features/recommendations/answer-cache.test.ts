import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache';

const bytes = (text: string) => Buffer.from(text);

describe('createAnswerCache', () => {
  it('keeps at most its byte budget, dropping the least recently used first', () => {
    // Each entry costs 2 bytes per character of key plus its bytes: 2 * 1 + 18 = 20.
    const cache = createAnswerCache(60);
    cache.set('a', bytes('x'.repeat(18)));
    cache.set('b', bytes('y'.repeat(18)));
    cache.set('c', bytes('z'.repeat(18)));
    expect(cache.get('a')?.toString()).toBe('x'.repeat(18)); // a is now the most recent
    cache.set('d', bytes('w'.repeat(18)));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.toString()).toBe('x'.repeat(18));
    expect(cache.get('c')?.toString()).toBe('z'.repeat(18));
    expect(cache.get('d')?.toString()).toBe('w'.repeat(18));
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(60);
  });

  it('never holds an entry larger than the whole budget, and replaces a key in place', () => {
    const cache = createAnswerCache(40);
    cache.set('big', bytes('x'.repeat(40)));
    expect(cache.size).toBe(0);
    cache.set('k', bytes('one'));
    cache.set('k', bytes('three'));
    expect(cache.get('k')?.toString()).toBe('three');
    expect(cache.bytes).toBe(2 + 5);
  });
});
