import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a browser that signed in stays a known device for its account. */
export const DEVICE_TTL_SECONDS = 90 * 24 * 3600;

/**
 * A "device cookie" (OWASP's defence against online guessing that cannot lock the owner out): a
 * browser that signed in to an account gets a signed token for that account. Attempts that bring it
 * are counted per device and skip the address and account-wide limits a stranger can trigger
 * (docs/adr/0027-sign-in-throttle-and-known-devices.md).
 */
export function createDeviceTokens(secret: Uint8Array) {
  const key = createHmac('sha256', secret).update('balancer device token').digest();
  const mac = (email: string, id: string, issued: number) =>
    createHmac('sha256', key).update(`${email}|${id}|${issued}`).digest('base64url');
  /** One cookie per account on a shared browser, named by a hash of the e-mail. */
  const cookieName = (email: string) => `balancer_device_${createHash('sha256').update(email).digest('hex').slice(0, 16)}`;

  return {
    /** A Set-Cookie value for the account just signed in to, and the device id it carries. */
    issue(email: string, secure: boolean, now = Date.now()): { id: string; cookie: string } {
      const normalized = normalize(email);
      const id = randomBytes(16).toString('base64url');
      const issued = Math.floor(now / 1000);
      const value = `${id}.${issued}.${mac(normalized, id, issued)}`;
      const attributes = `Path=/api; Max-Age=${DEVICE_TTL_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
      return { id, cookie: `${cookieName(normalized)}=${value}; ${attributes}` };
    },

    /** The device id from the request's cookies when it holds a valid, unexpired token for this account. */
    verify(cookieHeader: string | undefined, email: string, now = Date.now()): string | null {
      const normalized = normalize(email);
      const value = readCookie(cookieHeader, cookieName(normalized));
      const m = value ? /^([\w-]{22})\.(\d{1,12})\.([\w-]{43})$/.exec(value) : null;
      if (!m) return null;
      const [, id, issuedText, given] = m as unknown as [string, string, string, string];
      const issued = Number(issuedText);
      if (now / 1000 - issued > DEVICE_TTL_SECONDS) return null;
      const expected = Buffer.from(mac(normalized, id, issued));
      return timingSafeEqual(expected, Buffer.from(given)) ? id : null;
    },
  };
}
export type DeviceTokens = ReturnType<typeof createDeviceTokens>;

const normalize = (email: string) => email.trim().toLowerCase();

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
