import { describe, expect, it } from 'vitest';
import { truncateWords } from './truncate-words';

describe('truncateWords', () => {
  it('keeps 50 words and adds an ellipsis past them', () => {
    const long = Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ');
    const shown = truncateWords(long);
    expect(shown.split(' ')).toHaveLength(50);
    expect(shown.endsWith('w49…')).toBe(true);
  });

  it('leaves a text of 50 words or fewer as it is', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `w${i}`).join(' ');
    expect(truncateWords(fifty)).toBe(fifty);
    expect(truncateWords('  openai-compatible ')).toBe('openai-compatible');
  });
});
