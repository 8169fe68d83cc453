import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { LoginMenu } from './login-menu';
import { opensLoginMenuAutomatically } from './login-menu-rule';

afterEach(() => sessionStorage.clear());

describe('login drop-down auto-open rule', () => {
  it.each(['/', '/about', '/medications', '/feedback', '/data-sources'])('opens by itself on %s', (path) => {
    expect(opensLoginMenuAutomatically(path)).toBe(true);
  });
  it.each([
    '/login',
    '/resetpassword',
    '/password/reset/confirm/MQ/abc',
    '/ResetPassword',
    '/some/reset/page',
    '/my-password',
    '/register',
    '/activate/MQ/abc',
    '/AdminPortal',
    '/rulesmanager',
    '/listoffiles',
  ])('stays closed on %s', (path) => {
    expect(opensLoginMenuAutomatically(path)).toBe(false);
  });
});

describe('LoginMenu', () => {
  it('is open on an ordinary page with a blurb and a Log in button that returns to the page', () => {
    renderWithProviders(<LoginMenu />, { route: '/about' });
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fabout');
  });

  it('is closed on /login until the button is pressed', async () => {
    renderWithProviders(<LoginMenu />, { route: '/resetpassword' });
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('stays closed for the session once the visitor closes it', async () => {
    const { unmount } = renderWithProviders(<LoginMenu />, { route: '/' });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-expanded', 'false');
    unmount();
    renderWithProviders(<LoginMenu />, { route: '/about' });
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens by itself once per browser session: the next page keeps it closed until asked', async () => {
    const { unmount } = renderWithProviders(<LoginMenu />, { route: '/help' });
    expect(await screen.findByTestId('login-menu')).toBeInTheDocument();
    unmount();
    renderWithProviders(<LoginMenu />, { route: '/medications' });
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(await screen.findByTestId('login-menu')).toBeInTheDocument();
  });

  it('does not open by itself over an error page', () => {
    renderWithProviders(<LoginMenu autoOpen={false} />, { route: '/no-such-page' });
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-expanded', 'false');
  });
});
