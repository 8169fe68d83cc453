import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { Route, Routes } from 'react-router';
import { LoginMenuButton, LoginPanel, useLoginPanel } from './login-menu';
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

/** The header's button and the panel under the header, sharing one state as SiteHeader does. */
function LoginMenu({ autoOpen = true }: { autoOpen?: boolean }) {
  const { state, refs } = useLoginPanel(autoOpen);
  return (
    <>
      <LoginMenuButton state={state} buttonRef={refs.button} />
      <LoginPanel state={state} panelRef={refs.panel} />
    </>
  );
}

describe('LoginMenu', () => {
  it('is open on an ordinary page with a blurb and a Sign in button that returns to the page', () => {
    renderWithProviders(<LoginMenu />, { route: '/about' });
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fabout');
  });

  it('goes on to the sign-in form when the header button is pressed with the panel open (issue 39)', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/about" element={<LoginMenu />} />
        <Route path="/login" element={<p>The sign-in form</p>} />
      </Routes>,
      { route: '/about' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The sign-in form')).toBeInTheDocument();
  });

  it('is not offered on the sign-in page itself', () => {
    renderWithProviders(<LoginMenu />, { route: '/login' });
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByTestId('login-menu')).toBeNull();
  });

  it('is closed on /resetpassword until the button is pressed', async () => {
    renderWithProviders(<LoginMenu />, { route: '/resetpassword' });
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
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
