import { parseRuntimeConfig, setRuntimeConfig } from '@safari/shared-domain';
import { fetchPublishedCatalogue, TOURS, type Tour } from '@safari/shared-domain/catalogue';
import { LanguageContext } from '@safari/shared-ui';
import { act, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MyBooking } from './my-bookings-service.ts';
import { TourName } from './TourName.tsx';

// A German /my-bookings that did not arrive with the catalogue (no data block): the booked tour's
// name reads the published catalogue, and a failed read leaves the recorded name, not an error.

vi.mock('@safari/shared-domain/catalogue', async (original) => ({
  ...(await original<typeof import('@safari/shared-domain/catalogue')>()),
  fetchPublishedCatalogue: vi.fn(),
}));

const [tour] = TOURS as [Tour];
const booking = { tour_name: tour.title, tour_slug: tour.slug } as MyBooking;

beforeAll(() => {
  setRuntimeConfig(
    parseRuntimeConfig({
      remotes: { publicSite: 'https://site.test/public/', adminApp: 'https://site.test/admin/' },
      supabase: { url: 'https://db.test', anonKey: 'anon' },
      settings: {},
    }),
  );
  // The catalogue is read in the language of the page the tab shows.
  window.history.pushState({}, '', '/de/my-bookings');
});
afterAll(() => window.history.pushState({}, '', '/'));

async function showName() {
  await act(async () => {
    render(
      <LanguageContext.Provider value="de">
        <TourName booking={booking} />
      </LanguageContext.Provider>,
    );
  });
}

describe('TourName without the page’s catalogue', () => {
  it('keeps the recorded name, marked English, when the catalogue cannot be read', async () => {
    vi.mocked(fetchPublishedCatalogue).mockRejectedValue(new Error('offline'));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    await showName();
    await vi.waitFor(() => expect(fetchPublishedCatalogue).toHaveBeenCalled());
    await act(() => new Promise((settled) => setTimeout(settled, 100)));
    // The boundary around the name took the failure, not the page's: the name is still there.
    const name = screen.getByRole('heading', { level: 2 });
    expect(name).toHaveTextContent(tour.title);
    expect(name).toHaveAttribute('lang', 'en');
    quiet.mockRestore();
    vi.mocked(fetchPublishedCatalogue).mockReset();
  });

  it('reads the catalogue in the page’s language and shows the German title', async () => {
    vi.mocked(fetchPublishedCatalogue).mockResolvedValueOnce({
      version: 3,
      publishedAt: '2026-11-29T10:00:00.000Z',
      tours: [{ ...tour, translations: { de: { title: 'Die große Gnuwanderung' } } }],
    });
    await showName();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Die große Gnuwanderung' }),
    ).not.toHaveAttribute('lang');
  });
});
