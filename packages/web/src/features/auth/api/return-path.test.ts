import { describe, expect, it } from 'vitest';
import { loginHref, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeReturnPath('/rulesmanager?tab=2')).toBe('/rulesmanager?tab=2');
    expect(safeReturnPath(new URL(loginHref('/about'), 'http://localhost').searchParams.get('next'))).toBe('/about');
  });

  it('sends other origins, /login itself and missing values to /', () => {
    for (const next of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/login?next=/x']) {
      expect(safeReturnPath(next)).toBe('/');
    }
  });

  it('refuses whitespace and control characters anywhere in the path', () => {
    for (const next of ['/a\u0000b', '/about\n', '/ab\tout', '/%0a'.replace('%0a', '\r'), '/x\u007f', '/a b', '/a\u2028b']) {
      expect(safeReturnPath(next)).toBe('/');
    }
  });
});
