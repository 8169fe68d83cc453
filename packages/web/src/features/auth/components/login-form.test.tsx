import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { authStore } from '../api/auth-store';
import { fakeAccessToken, testUser } from '../api/test-tokens';
import { LoginPage } from './login-page';

afterEach(() => {
  authStore.reset();
  vi.unstubAllGlobals();
});

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login form', () => {
  it("shows 'Welcome' and the field errors of an empty form without calling the server", async () => {
    const fetch = mockFetch(() => ({ body: {} }));
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    await submit('', '');
    expect(await screen.findByText('Email is a required field')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("lists the server's message for wrong credentials", async () => {
    mockFetch(() => ({
      status: 401,
      body: { error: 'No active account found with the given credentials', code: 'no_active_account', requestId: 'r' },
    }));
    renderWithProviders(<LoginPage />, { route: '/login' });
    await submit('ada@example.org', 'wrong-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('No active account found with the given credentials');
    expect(localStorage.getItem('access')).toBeNull();
  });

  it('lists the throttling message', async () => {
    const error = 'Too many failed sign-in attempts. Try again in 15 minutes.';
    mockFetch(() => ({ status: 429, body: { error, code: 'too_many_attempts', requestId: 'r' } }));
    renderWithProviders(<LoginPage />, { route: '/login' });
    await submit('ada@example.org', 'wrong-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(error);
  });

  it("says 'Login failed due to server error' when the server fails", async () => {
    mockFetch(() => ({ status: 500, body: { error: 'Internal error', code: 'internal', requestId: 'r' } }));
    renderWithProviders(<LoginPage />, { route: '/login' });
    await submit('ada@example.org', 'some-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed due to server error');
  });

  it('stores the tokens on success and leaves the sign-in page', async () => {
    const access = fakeAccessToken({ exp: Math.floor(Date.now() / 1000) + 3600 });
    mockFetch((url) => (url === '/api/v2/auth/token' ? { body: { access, refresh: 'r' } } : { body: testUser() }));
    renderWithProviders(<LoginPage />, { route: '/login?next=/about' });
    await submit('ada@example.org', 'correct-password-1');
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Welcome' })).toBeNull());
    expect(localStorage.getItem('access')).toBe(access);
  });
});
