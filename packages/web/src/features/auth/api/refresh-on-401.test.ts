import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { mockFetch } from '../../../test/render';

afterEach(() => vi.unstubAllGlobals());
const denied = { status: 401, body: { error: 'Token is invalid or expired', code: 'token_not_valid', requestId: 'r' } };

describe('API client: refresh on 401, then retry once', () => {
  it('refreshes an expired access token and retries the call with the new one', async () => {
    localStorage.setItem('access', 'old');
    localStorage.setItem('refresh', 'r1');
    const fetch = mockFetch((url, init) => {
      if (url === '/api/v2/auth/token/refresh') return { body: { access: 'new' } };
      const auth = (init?.headers as Record<string, string>).authorization;
      return auth === 'JWT new' ? { body: { ok: true } } : denied;
    });
    await expect(apiRequest('/api/v2/admin/thing', z.object({ ok: z.boolean() }))).resolves.toEqual({ ok: true });
    expect(fetch.mock.calls.map(([u]) => u)).toEqual(['/api/v2/admin/thing', '/api/v2/auth/token/refresh', '/api/v2/admin/thing']);
    expect(localStorage.getItem('access')).toBe('new');
  });

  it('ends the session when the refresh token is refused too, keeping the chat, and retries without a token', async () => {
    localStorage.setItem('access', 'old');
    localStorage.setItem('refresh', 'r1');
    sessionStorage.setItem('currentConversation', 'c');
    const fetch = mockFetch((url, init) =>
      url === '/api/v2/public' && !(init?.headers as Record<string, string>).authorization ? { body: { ok: true } } : denied,
    );
    await expect(apiRequest('/api/v2/public', z.object({ ok: z.boolean() }))).resolves.toEqual({ ok: true });
    expect(fetch.mock.calls.map(([u]) => u)).toEqual(['/api/v2/public', '/api/v2/auth/token/refresh', '/api/v2/public']);
    expect([localStorage.getItem('access'), localStorage.getItem('refresh'), sessionStorage.getItem('currentConversation')]).toEqual([
      null,
      null,
      'c',
    ]);
    localStorage.setItem('access', 'old');
    await expect(apiRequest('/api/v2/admin/thing', z.unknown())).rejects.toMatchObject({ status: 401 });
  });

  it('does not refresh for a call made without a token, nor for the sign-in call', async () => {
    const fetch = mockFetch(() => denied);
    await expect(apiRequest('/api/v2/admin/thing', z.unknown())).rejects.toMatchObject({ status: 401 });
    localStorage.setItem('access', 'old');
    localStorage.setItem('refresh', 'r1');
    await expect(apiRequest('/api/v2/auth/token', z.unknown(), { body: { email: 'a@b.org', password: 'x' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
