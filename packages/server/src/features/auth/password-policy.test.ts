import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-policy';

describe('passwordProblems', () => {
  it.each([
    ['short1', /too short/],
    ['12345678901', /entirely numeric/],
    ['password123', /too common/],
    ['drsmith-rocks-2024', /similar to the email/],
    ['aaaaaaaaaaaa', /too few characters/],
  ])('refuses %s', (pw, reason) => {
    expect(passwordProblems(pw, 'drsmith@example.org').join(' ')).toMatch(reason);
  });

  it('accepts a long, varied password', () => {
    expect(passwordProblems('correct horse battery staple', 'drsmith@example.org')).toEqual([]);
  });
});
