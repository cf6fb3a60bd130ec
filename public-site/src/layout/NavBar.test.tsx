import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
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
