import type { ApiError } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';

/** Sign-in throttling, with client addresses set through X-Forwarded-For (the server trusts its proxy here). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
});
afterAll(() => server.close());

const login = (email: string, password: string, from: string, cookie?: string) =>
  server.api<ApiError>('/api/v2/auth/token', {
    method: 'POST',
    json: { email, password },
    headers: { 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
  });
/** Five wrong passwords from each of `hosts` addresses, in parallel. */
const spreadAttack = (email: string, hosts: number, prefix: string) =>
  Promise.all(Array.from({ length: hosts * 5 }, (_, i) => login(email, `spread-guess-${i}`, `${prefix}.${1 + (i % hosts)}`)));
/**
 * More guesses from new addresses until one is refused with 2 s or more left: the account is then
 * surely inside its spacing for the next call, however many of a parallel burst were counted.
 */
async function insideSpacing(email: string) {
  for (let i = 0; i < 40; i++) {
    const r = await login(email, `spacing-guess-${i}`, `198.51.${100 + Math.floor(i / 5)}.${150 + i}`);
    const left = Number(/in (\d+) second/.exec(r.body.error ?? '')?.[1] ?? 0);
    if (r.status === 429 && left >= 2) return;
    if (r.status === 429) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
  }
  throw new Error('the account never came inside its spacing');
}

describe('sign-in throttling', () => {
  it('checks at most 5 of 40 parallel wrong passwords for one account and address', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login('burst.target@example.org', `wrong-password-${i}`, '203.0.113.7')),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  }, 60_000);

  it('does not let a stranger lock the owner out from another address', async () => {
    for (let i = 0; i < 8; i++) await login(server.admin.email, `stranger-guess-${i}`, '198.51.100.66');
    const stranger = await login(server.admin.email, server.admin.password, '198.51.100.66');
    expect(stranger.status).toBe(429);
    expect(stranger.body.error).toMatch(/Try again in 15 minutes/);
    const owner = await login(server.admin.email, server.admin.password, '192.0.2.10');
    expect(owner.status).toBe(200);
  }, 60_000);

  it('spaces out attempts on an account attacked from many addresses', async () => {
    const email = 'spread.target@example.org';
    // Four addresses, five failures each: the account's ceiling of 20.
    for (let host = 1; host <= 4; host++) {
      for (let i = 0; i < 5; i++) expect((await login(email, `guess-${host}-${i}`, `203.0.113.${100 + host}`)).status).toBe(401);
    }
    const next = await login(email, 'and-another-guess', '203.0.113.201');
    expect(next.status).toBe(429);
    expect(next.body.error).toMatch(/Try again in \d+ seconds?\./);
    const seconds = Number(/in (\d+) second/.exec(next.body.error)![1]);
    await new Promise((r) => setTimeout(r, seconds * 1000 + 100));
    expect((await login(email, 'after-the-wait', '203.0.113.201')).status).toBe(401);
  }, 60_000);

  it('cannot be turned against the owner: a known device or address signs in through a distributed attack', async () => {
    const { email, password } = server.admin;
    const first = await login(email, password, '192.0.2.50');
    expect(first.status).toBe(200);
    const device = first.headers.get('set-cookie')!.split(';')[0]!;
    expect(device).toMatch(/^balancer_device_[0-9a-f]{16}=/);

    await spreadAttack(email, 6, '203.0.113');
    // A stranger's new address with the right password still waits: the spacing holds for guessers.
    await insideSpacing(email);
    expect((await login(email, password, '198.51.100.200')).status).toBe(429);
    // The owner's browser, from a new address, is not delayed by anyone else's guesses.
    await insideSpacing(email);
    expect((await login(email, password, '198.51.100.201', device)).status).toBe(200);

    await spreadAttack(email, 6, '203.0.114');
    // Without the cookie, from the address the owner signed in from before: not delayed either.
    await insideSpacing(email);
    expect((await login(email, password, '192.0.2.50')).status).toBe(200);

    // Someone behind the owner's address (a clinic's NAT) locks the pair; the owner's browser there is not locked.
    for (let i = 0; i < 6; i++) await login(email, `nat-guess-${i}`, '192.0.2.50');
    expect((await login(email, password, '192.0.2.50')).status).toBe(429);
    // A forged cookie counts as none.
    const forged = device.replace(/=.{8}/, '=AAAAAAAA');
    expect((await login(email, password, '192.0.2.50', forged)).status).toBe(429);
    expect((await login(email, password, '192.0.2.50', device)).status).toBe(200);
  }, 60_000);
});
