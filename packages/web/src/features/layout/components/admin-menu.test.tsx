import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AdminMenu, ADMIN_MENU_HIDE_MS } from './admin-menu';

afterEach(() => vi.useRealTimers());

describe('AdminMenu', () => {
  it('opens on hover and hides 300 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    renderWithProviders(<AdminMenu />, { route: '/rulesmanager' });
    const button = screen.getByRole('button', { name: 'Admin Portal' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.mouseEnter(button.parentElement!);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(button.parentElement!);
    act(() => vi.advanceTimersByTime(ADMIN_MENU_HIDE_MS - 1));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // Coming back in time keeps it open.
    fireEvent.mouseEnter(button.parentElement!);
    act(() => vi.advanceTimersByTime(ADMIN_MENU_HIDE_MS));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(button.parentElement!);
    act(() => vi.advanceTimersByTime(ADMIN_MENU_HIDE_MS));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the admin pages and marks the current one', async () => {
    renderWithProviders(<AdminMenu />, { route: '/rulesmanager' });
    await userEvent.click(screen.getByRole('button', { name: 'Admin Portal' }));
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/AdminPortal',
      '/listoffiles',
      '/UploadFile',
      '/rulesmanager',
      '/interactions',
      '/ManageMeds',
      '/contenthistory',
      '/review',
      '/release-conflicts',
      '/Settings',
      '/feedback-inbox',
      '/audit',
      '/users',
    ]);
    expect(screen.getByRole('link', { name: 'Rules Manager' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens from the keyboard and closes on Escape, returning focus to the button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminMenu />, { route: '/' });
    await user.tab();
    const button = screen.getByRole('button', { name: 'Admin Portal' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
