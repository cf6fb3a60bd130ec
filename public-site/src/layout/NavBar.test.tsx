import { type AuthState, getAuthStore } from '@safari/shared-domain';
import { toastStore } from '@safari/shared-ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { NavBar } from './NavBar.tsx';

describe('NavBar (phone menu)', () => {
  it('closes on Escape and gives the focus back to the menu button', () => {
    render(
      <MemoryRouter>
        <NavBar />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menuLink = screen.getAllByRole('link', { name: 'Tours & Packages' }).at(-1);
    menuLink?.focus();
    fireEvent.keyDown(menuLink ?? document.body, { key: 'Escape' });
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('leaves the focus alone on Escape when the menu is closed', () => {
    render(
      <MemoryRouter>
        <NavBar />
      </MemoryRouter>,
    );
    const home = screen.getAllByRole('link', { name: 'Home' })[0];
    home?.focus();
    fireEvent.keyDown(home ?? document.body, { key: 'Escape' });
    expect(home).toHaveFocus();
  });
});

describe('NavBar sign-out when Auth cannot be reached', () => {
  afterEach(() => {
    getAuthStore().setState({ session: null, user: null, role: null, loading: true });
    toastStore.setState({ toasts: [] });
  });

  it('says so in a toast and keeps the traveller signed in, with the button ready again', async () => {
    // No run-time configuration here, so the store has no backend to reach: the action fails
    // before Auth answers, as it does offline.
    const user = { id: 'u1', email: 'traveller@example.com' } as NonNullable<AuthState['user']>;
    const session = { user } as NonNullable<AuthState['session']>;
    getAuthStore().setState({ session, user, role: 'user', loading: false });
    render(
      <MemoryRouter>
        <NavBar />
      </MemoryRouter>,
    );
    const signOut = screen.getAllByRole('button', { name: 'Sign Out' })[0];
    fireEvent.click(signOut as HTMLElement);
    await waitFor(() =>
      expect(toastStore.getState().toasts.map(({ title, description }) => ({ title, description }))).toEqual([
        {
          title: 'Could not reach the sign-in service',
          description: 'Check your connection and try again.',
        },
      ]),
    );
    expect(getAuthStore().getState().user?.email).toBe('traveller@example.com');
    expect(screen.getAllByRole('button', { name: 'Sign Out' })[0]).toBeEnabled();
  });
});
