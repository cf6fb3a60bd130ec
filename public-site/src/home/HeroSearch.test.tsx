import { LanguageContext } from '@safari/shared-ui';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroSearch } from './HeroSearch.tsx';

/** Stands in for the tours listing: shows the address the search went to. */
function Landed() {
  const location = useLocation();
  return <output data-testid="landed">{`${location.pathname}${location.search}`}</output>;
}

function renderHome() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<HeroSearch />} />
        <Route path="/tours" element={<Landed />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Where the visitor landed, as path and parameters. */
function landed() {
  const url = new URL(screen.getByTestId('landed').textContent ?? '', 'http://localhost');
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
}

const search = () => fireEvent.click(screen.getByRole('button', { name: 'Search Adventures' }));

// 10:00 in Arusha on 10 March 2030: the calendar opens on March and April 2030.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-03-10T07:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('HeroSearch', () => {
  it('names every destination and tour type', () => {
    const options = (name: string) =>
      within(screen.getByLabelText(name))
        .getAllByRole('option')
        .map((option) => option.textContent);
    renderHome();
    expect(options('Tour type')).toEqual([
      'Any tour type',
      'Wildlife Safari',
      'Mountain Climbing',
      'Beach Holiday',
      'Cultural Tours',
      'Hiking Adventures',
      'Yoga Tours',
    ]);
    expect(options('Destination')).toContain('Serengeti National Park');
  });

  it('names them in German on a German page', async () => {
    const options = (name: string) =>
      within(screen.getByLabelText(name))
        .getAllByRole('option')
        .map((option) => option.textContent);
    await act(async () => {
      render(
        <LanguageContext value="de">
          <Suspense fallback={null}>
            <MemoryRouter>
              <HeroSearch />
            </MemoryRouter>
          </Suspense>
        </LanguageContext>,
      );
    });
    await screen.findByLabelText('Reiseart');
    expect(options('Reiseart')).toEqual([
      'Alle Reisearten',
      'Tiersafari',
      'Bergbesteigung',
      'Strandurlaub',
      'Kulturreisen',
      'Wanderabenteuer',
      'Yogareisen',
    ]);
    expect(options('Reiseziel')).toContain('Serengeti-Nationalpark');
  });

  it('goes to /tours with no parameters when nothing is filled in', () => {
    renderHome();
    search();
    expect(screen.getByTestId('landed')).toHaveTextContent(/^\/tours$/);
  });

  it('sends only the destination when only the destination is chosen', () => {
    renderHome();
    fireEvent.change(screen.getByLabelText('Destination'), { target: { value: 'Serengeti National Park' } });
    search();
    expect(landed()).toEqual({ path: '/tours', params: { destination: 'Serengeti National Park' } });
  });

  it('sends the tour type and the picked dates, and no destination when it is left at any', async () => {
    renderHome();
    fireEvent.change(screen.getByLabelText('Tour type'), { target: { value: 'Beach Holiday' } });
    fireEvent.click(screen.getByRole('button', { name: /Travel dates/ }));
    // The calendar is its own chunk, loaded on first open.
    fireEvent.click(await screen.findByLabelText('Mar 20, 2030'));
    fireEvent.click(screen.getByLabelText('Apr 02, 2030'));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: /Travel dates/ })).toHaveAccessibleName(
      'Travel dates Mar 20, 2030 - Apr 02, 2030',
    );
    search();
    expect(landed()).toEqual({
      path: '/tours',
      params: {
        tourType: 'Beach Holiday',
        startDate: '2030-03-20T00:00:00.000Z',
        endDate: '2030-04-02T00:00:00.000Z',
      },
    });
  }, 20_000);

  it('sends no dates after they are cleared, and nothing for a choice set back to any', async () => {
    renderHome();
    const destination = screen.getByLabelText('Destination');
    fireEvent.change(destination, { target: { value: 'Zanzibar Island' } });
    fireEvent.change(destination, { target: { value: 'any' } });
    fireEvent.change(screen.getByLabelText('Tour type'), { target: { value: 'Wildlife Safari' } });
    fireEvent.click(screen.getByRole('button', { name: /Travel dates/ }));
    fireEvent.click(await screen.findByLabelText('Mar 20, 2030'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear dates' }));
    search();
    expect(landed()).toEqual({ path: '/tours', params: { tourType: 'Wildlife Safari' } });
  }, 20_000);

  it('puts the open calendar between the dates and the tour type, and Escape or Done hands focus back (issue 16)', async () => {
    renderHome();
    const dates = screen.getByRole('button', { name: /Travel dates/ });
    fireEvent.click(dates);
    const grid = await screen.findByRole('grid', { name: 'March 2030' });
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    // Tab order is document order: dates, the calendar, then the tour type and the Search button.
    expect(follows(dates, grid)).toBe(true);
    expect(follows(grid, screen.getByLabelText('Tour type'))).toBe(true);
    expect(follows(grid, screen.getByRole('button', { name: 'Search Adventures' }))).toBe(true);

    const day = screen.getByLabelText('Mar 20, 2030');
    day.focus();
    fireEvent.keyDown(day, { key: 'Escape' });
    expect(screen.queryByRole('grid')).toBeNull();
    expect(dates).toHaveFocus();
    expect(dates).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(dates);
    fireEvent.click(screen.getByLabelText('Mar 20, 2030'));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(dates).toHaveFocus();
  }, 20_000);
});
