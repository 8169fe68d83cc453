import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { AdminLayout } from './admin-layout';
import { sampleFile } from './test-files';

/** A controllable matchMedia: `narrow` decides whether the max-width query matches. */
function mockViewport(narrow: boolean) {
  const listeners = new Set<() => void>();
  const state = { narrow };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('max-width: 639') && state.narrow;
    },
    media: query,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  }));
  return (next: boolean) => {
    state.narrow = next;
    act(() => listeners.forEach((l) => l()));
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminLayout', () => {
  it('has a 43 px header with Home and Admin Portal, and a sidebar listing the files', async () => {
    mockViewport(false);
    mockFetch(() => ({
      body: [sampleFile(), sampleFile({ guid: '11111111-2222-4333-8444-555555555555', title: null, fileName: 'second.pdf' })],
    }));
    renderWithProviders(<AdminLayout>page</AdminLayout>);
    expect(screen.getByTestId('admin-header')).toHaveClass('h-[43px]');
    const admin = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(admin).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(admin).getByRole('link', { name: 'Admin Portal' })).toHaveAttribute('href', '/AdminPortal');
    expect(screen.getByRole('link', { name: 'Balancer' })).toHaveAttribute('href', '/AdminPortal');
    // One shell for every admin area (issue 30).
    const areas = screen.getByRole('navigation', { name: 'Admin areas' });
    expect(
      within(areas)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Admin home',
      'Manage Files',
      'Upload PDF',
      'Ask General Questions',
      'Rules Manager',
      'Drug Interactions',
      'Medications Database',
      'Content History',
      'Clinical Review',
      'Release Conflicts',
      'AI Settings',
      'Feedback Inbox',
      'Audit Log',
      'Users',
    ]);
    const sidebar = screen.getByRole('navigation', { name: 'Library' });
    expect(within(sidebar).getByRole('status')).toHaveTextContent('Loading files…');
    expect(await within(sidebar).findByRole('link', { name: 'Invented monitoring handbook' })).toHaveAttribute(
      'href',
      `/drugSummary?guid=${sampleFile().guid}`,
    );
    expect(within(sidebar).getByRole('link', { name: 'second.pdf' })).toBeInTheDocument();
  });

  it('collapses and expands with its toggle', async () => {
    mockViewport(false);
    mockFetch(() => ({ body: [] }));
    const user = userEvent.setup();
    renderWithProviders(<AdminLayout>page</AdminLayout>);
    const toggle = screen.getByRole('button', { name: 'Hide sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByRole('navigation', { name: 'Library' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show sidebar' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts collapsed under 640 px and collapses again when the window narrows', async () => {
    const resize = mockViewport(true);
    mockFetch(() => ({ body: [] }));
    const user = userEvent.setup();
    renderWithProviders(<AdminLayout>page</AdminLayout>);
    expect(screen.queryByTestId('admin-sidebar')).not.toBeInTheDocument();
    resize(false);
    expect(screen.getByTestId('admin-sidebar')).toBeInTheDocument();
    resize(true);
    expect(screen.queryByTestId('admin-sidebar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByTestId('admin-sidebar')).toBeInTheDocument();
  });
});
