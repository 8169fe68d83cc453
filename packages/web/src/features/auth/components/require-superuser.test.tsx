import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { UseAuth } from '../api/use-auth';
import { RequireSuperuser } from './require-superuser';

const auth = vi.hoisted(() => ({ current: {} as Partial<UseAuth> }));
vi.mock('../api/use-auth', () => ({ useAuth: () => auth.current }));
afterEach(() => {
  auth.current = {};
});

const renderGuard = (state: Partial<UseAuth>) => {
  auth.current = state;
  return renderWithProviders(
    <Routes>
      <Route element={<RequireSuperuser />}>
        <Route path="/rulesmanager" element={<h1>Rules Manager</h1>} />
      </Route>
    </Routes>,
    { route: '/rulesmanager?tab=2' },
  );
};

describe('RequireSuperuser', () => {
  it('shows a spinner while the session is checked', () => {
    renderGuard({ status: 'unknown', isSuperuser: false });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in…');
    expect(screen.queryByText('Rules Manager')).toBeNull();
  });

  it('asks an anonymous visitor to sign in, returning to the page afterwards', () => {
    renderGuard({ status: 'anonymous', isSuperuser: false });
    expect(screen.getByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Frulesmanager%3Ftab%3D2');
  });

  it('tells a signed-in non-superuser the page is not for them', () => {
    renderGuard({ status: 'signed-in', isSuperuser: false });
    expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText(/This page is for administrators/)).toBeInTheDocument();
    expect(screen.queryByText('Rules Manager')).toBeNull();
  });

  it('shows the page (outlet or children) to a superuser', () => {
    renderGuard({ status: 'signed-in', isSuperuser: true });
    expect(screen.getByRole('heading', { name: 'Rules Manager' })).toBeInTheDocument();
    auth.current = { status: 'signed-in', isSuperuser: true };
    renderWithProviders(
      <RequireSuperuser>
        <p>child content</p>
      </RequireSuperuser>,
    );
    expect(screen.getByText('child content')).toBeInTheDocument();
  });
});
