import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const secret = 'a-settings-secret-of-at-least-32-characters';

describe('secret box', () => {
  it('round-trips a value, and the stored form does not contain it', () => {
    const box = createSecretBox(secret);
    const sealed = box.seal('sk-test-0123456789', 'api_key');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('sk-test');
    expect(box.open(sealed, 'api_key')).toBe('sk-test-0123456789');
  });

  it('uses a fresh IV each time', () => {
    const box = createSecretBox(secret);
    expect(box.seal('same', 'api_key')).not.toBe(box.seal('same', 'api_key'));
  });

  it('refuses another secret, another purpose and an altered value', () => {
    const sealed = createSecretBox(secret).seal('sk-test-0123456789', 'api_key');
    expect(createSecretBox(`${secret}-rotated`).open(sealed, 'api_key')).toBeNull();
    expect(createSecretBox(secret).open(sealed, 'other')).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(createSecretBox(secret).open(parts.join('.'), 'api_key')).toBeNull();
    expect(createSecretBox(secret).open('not sealed', 'api_key')).toBeNull();
  });
});
