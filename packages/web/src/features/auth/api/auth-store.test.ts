import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/render';
import { authStore, REFRESH_MARGIN_MS } from './auth-store';
import { decodeAccessClaims } from './jwt-claims';
import { fakeAccessToken, testUser } from './test-tokens';

const NOW = new Date('2026-03-01T12:00:00Z').getTime();
const inMinutes = (m: number) => Math.floor((NOW + m * 60_000) / 1000);
const start = () => authStore.subscribe(() => {});
const calls = (fetch: ReturnType<typeof mockFetch>, path: string) => fetch.mock.calls.filter(([url]) => String(url) === path).length;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  authStore.reset();
});
afterEach(() => {
  authStore.reset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('auth store', () => {
  it('is anonymous at once without stored tokens', () => {
    const fetch = mockFetch(() => ({ body: {} }));
    start();
    expect(authStore.getState().status).toBe('anonymous');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the stored session on load, loads the user, and refreshes one minute before expiry', async () => {
    localStorage.setItem('access', fakeAccessToken({ exp: inMinutes(10), isSuperuser: true }));
    localStorage.setItem('refresh', 'r1');
    const next = fakeAccessToken({ exp: inMinutes(70), isSuperuser: true });
    const fetch = mockFetch((url) => (url === '/api/v2/auth/token/refresh' ? { body: { access: next } } : { body: testUser(true) }));
    start();
    expect(authStore.getState().status).toBe('unknown');
    await vi.advanceTimersByTimeAsync(0);
    expect(authStore.getState()).toMatchObject({ status: 'signed-in', isSuperuser: true, user: testUser(true) });
    expect(calls(fetch, '/api/v2/auth/users/me')).toBe(1);

    await vi.advanceTimersByTimeAsync(10 * 60_000 - REFRESH_MARGIN_MS - 1_000);
    expect(calls(fetch, '/api/v2/auth/token/refresh')).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls(fetch, '/api/v2/auth/token/refresh')).toBe(1);
    expect(JSON.parse(String(fetch.mock.calls.at(-1)?.[1]?.body))).toEqual({ refresh: 'r1' });
    expect(localStorage.getItem('access')).toBe(next);
    // The next refresh is scheduled from the new token's expiry.
    await vi.advanceTimersByTimeAsync(60 * 60_000 - 1_000);
    expect(calls(fetch, '/api/v2/auth/token/refresh')).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls(fetch, '/api/v2/auth/token/refresh')).toBe(2);
  });

  it('refreshes an expired access token on load before loading the user', async () => {
    localStorage.setItem('access', fakeAccessToken({ exp: inMinutes(-5) }));
    localStorage.setItem('refresh', 'r1');
    const fresh = fakeAccessToken({ exp: inMinutes(60) });
    const fetch = mockFetch((url) => (url === '/api/v2/auth/token/refresh' ? { body: { access: fresh } } : { body: testUser() }));
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch.mock.calls.map(([u]) => u)).toEqual(['/api/v2/auth/token/refresh', '/api/v2/auth/users/me']);
    expect(authStore.getState()).toMatchObject({ status: 'signed-in', isSuperuser: false });
  });

  it('signs out when the refresh token is refused', async () => {
    localStorage.setItem('access', fakeAccessToken({ exp: inMinutes(-5) }));
    localStorage.setItem('refresh', 'stale');
    mockFetch(() => ({ status: 401, body: { error: 'Token is invalid or expired', code: 'token_not_valid', requestId: 'r' } }));
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(authStore.getState().status).toBe('anonymous');
    expect(localStorage.getItem('access')).toBeNull();
    expect(localStorage.getItem('refresh')).toBeNull();
  });

  it('signs in: stores both tokens, superuser from the claim, then the user', async () => {
    const access = fakeAccessToken({ exp: inMinutes(60), isSuperuser: true });
    mockFetch((url) => (url === '/api/v2/auth/token' ? { body: { access, refresh: 'r2' } } : { body: testUser(true) }));
    start();
    await authStore.signIn('ada@example.org', 'correct-horse-battery');
    expect(localStorage.getItem('access')).toBe(access);
    expect(localStorage.getItem('refresh')).toBe('r2');
    expect(authStore.getState()).toMatchObject({ status: 'signed-in', isSuperuser: true, user: testUser(true), error: null });
  });

  it('keeps the server message, or says the server failed, when signing in fails', async () => {
    mockFetch(() => ({
      status: 401,
      body: { error: 'No active account found with the given credentials', code: 'no_active_account', requestId: 'r' },
    }));
    start();
    await expect(authStore.signIn('a@example.org', 'wrong-password')).rejects.toThrow();
    expect(authStore.getState()).toMatchObject({ status: 'anonymous', error: 'No active account found with the given credentials' });
    vi.unstubAllGlobals();
    mockFetch(() => ({ status: 502, body: undefined }));
    await expect(authStore.signIn('a@example.org', 'wrong-password')).rejects.toThrow();
    expect(authStore.getState().error).toBe('Login failed due to server error');
  });

  it('signing out clears both tokens and the stored conversation', async () => {
    localStorage.setItem('access', fakeAccessToken({ exp: inMinutes(60) }));
    localStorage.setItem('refresh', 'r1');
    sessionStorage.setItem('currentConversation', '{"id":1}');
    const fetch = mockFetch(() => ({ body: testUser() }));
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(authStore.getState().status).toBe('signed-in');
    authStore.signOut();
    expect(authStore.getState()).toMatchObject({ status: 'anonymous', user: null, isSuperuser: false });
    expect([localStorage.getItem('access'), localStorage.getItem('refresh'), sessionStorage.getItem('currentConversation')]).toEqual([
      null,
      null,
      null,
    ]);
    // No refresh is left scheduled.
    await vi.advanceTimersByTimeAsync(2 * 3600_000);
    expect(calls(fetch, '/api/v2/auth/token/refresh')).toBe(0);
  });

  it('decodes base64url claims and rejects malformed tokens', () => {
    expect(decodeAccessClaims(fakeAccessToken({ exp: 123, isSuperuser: true }))).toMatchObject({ exp: 123, is_superuser: true });
    expect(decodeAccessClaims('not-a-token')).toBeNull();
    expect(decodeAccessClaims('a.%%%.c')).toBeNull();
  });
});
