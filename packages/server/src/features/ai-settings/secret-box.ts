import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts a secret a superuser typed (the AI provider's API key) before it is stored: AES-256-GCM
 * with a key derived (HKDF-SHA256) from SETTINGS_SECRET, which only the environment holds. A copy of
 * the database alone does not reveal the key (docs/adr/0016-ai-settings-and-audit-log.md).
 * Stored form: `v1.<iv>.<tag>.<ciphertext>`, base64url; `purpose` is bound as additional data so a
 * value cannot be moved to another field.
 */
export function createSecretBox(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'balancer-settings', 'ai-settings secrets v1', 32));
  return {
    seal(plain: string, purpose: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    /** The plain text, or null when the value was sealed with another secret or altered. */
    open(sealed: string, purpose: string): string | null {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(purpose));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
