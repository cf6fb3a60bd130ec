import { type PublishedCatalogue, TOURS, type Tour } from '@safari/shared-domain/catalogue';
import type { Language } from '@safari/shared-domain/i18n';
import { LanguageContext } from '@safari/shared-ui';
import { act, render, screen, within } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { adoptPublishedCatalogue } from '../catalogue/adopt-catalogue.ts';
import { TourCard } from '../ui/TourCard.tsx';
import AboutPage from './AboutPage.tsx';
import DestinationGuidePage from './DestinationGuidePage.tsx';
import LegalPage from './LegalPage.tsx';
import SearchPage from './SearchPage.tsx';
import ToursPage from './ToursPage.tsx';

beforeEach(() => {
  adoptPublishedCatalogue({ version: 1, publishedAt: '2026-11-25T10:00:00.000Z', tours: TOURS });
});

/** `page` at `address` in `language`, once its texts have arrived. */
async function show(language: Language, address: string, path: string, page: ReactNode) {
  await act(async () => {
    render(
      <LanguageContext value={language}>
        <Suspense fallback={<p>loading</p>}>
          <MemoryRouter initialEntries={[address]}>
            <Routes>
              <Route path={path} element={page} />
            </Routes>
          </MemoryRouter>
        </Suspense>
      </LanguageContext>,
    );
  });
  // Another language's texts and formats are fetched first (several modules on a busy machine).
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
}

const hrefs = () =>
  screen
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/'));

describe('the tours listing', () => {
  it('reads as before in English', async () => {
    await show('en', '/tours', '/tours', <ToursPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tours & Packages');
    expect(screen.getByRole('status')).toHaveTextContent(/^9 tours found$/);
    expect(screen.getByRole('button', { name: 'All Locations (9)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Recommended');
    const first = within(screen.getByRole('list', { name: 'Tours' })).getAllByRole('article')[0];
    expect(first).toHaveTextContent('Serengeti National Park');
    expect(first).toHaveTextContent('8 Days');
    expect(first).toHaveTextContent('From $2,970');
  });

  it('is worded in German on a German page, its links staying in German', async () => {
    await show('de', '/tours', '/tours', <ToursPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Touren & Pakete');
    expect(screen.getByRole('status')).toHaveTextContent(/^9 Touren gefunden$/);
    expect(screen.getByRole('button', { name: 'Alle Orte (9)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wandern' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sortieren nach' })).toHaveDisplayValue('Empfohlen');
    const first = within(screen.getByRole('list', { name: 'Touren' })).getAllByRole('article')[0];
    expect(first).toHaveTextContent('Serengeti-Nationalpark');
    expect(first).toHaveTextContent('8 Tage');
    expect(first).toHaveTextContent('Ab 2.970 $');
    expect(hrefs().every((href) => href.startsWith('/de/'))).toBe(true);
  });
});

describe('the search page', () => {
  it('words its cards in French', async () => {
    await show('fr', '/search?destination=serengeti', '/search', <SearchPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Résultats de recherche');
    expect(screen.getAllByRole('link', { name: 'Réserver' })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/fr\/tour\/.+#book$/),
    );
    expect(screen.getAllByText('par personne').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/^\d,\d \/ 5$/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/^\d[\d\u202f ]* \$US$/).length).toBeGreaterThan(0);
    expect(hrefs().every((href) => href.startsWith('/fr/'))).toBe(true);
  });
});

describe('the destination guides, about page and legal documents', () => {
  it('give a guide German headings and calls to action', async () => {
    await show(
      'de',
      '/destinations/kilimanjaro',
      '/destinations/:id',
      <DestinationGuidePage notFound={null} />,
    );
    expect(screen.getByRole('heading', { name: 'Aufstiegsrouten' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bereit für den Kilimandscharo?' })).toBeInTheDocument();
    expect(screen.getByText('5–6 Tage · Mittelschwer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/de/contact');
    // The guide itself is German too (decision 232): no note, nothing marked English.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kilimandscharo');
    expect(screen.getByText(/bis zum Uhuru Peak auf 5\.895 Metern/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Machame-Route' })).toBeInTheDocument();
    expect(screen.queryByText(/Reiseführer ist noch nicht|Einige Texte dieses Reiseführers/)).toBeNull();
    expect(document.querySelector('main [lang="en"]')).toBeNull();
  });

  it('keeps the English guide as it was', async () => {
    await show(
      'en',
      '/destinations/kilimanjaro',
      '/destinations/:id',
      <DestinationGuidePage notFound={null} />,
    );
    expect(screen.getByRole('heading', { name: 'Ready to visit Kilimanjaro?' })).toBeInTheDocument();
    expect(screen.getByText('5-6 days · Moderate')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Kilimanjaro Tour' })).toHaveAttribute(
      'href',
      '/tour/kilimanjaro-safari',
    );
  });

  it('writes the about page in French', async () => {
    await show('fr', '/about', '/about', <AboutPage />);
    expect(screen.getByRole('heading', { name: 'Notre mission' })).toBeInTheDocument();
    expect(screen.getByText('Voyageurs satisfaits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/fr/contact');
  });

  it('gives the privacy policy in German', async () => {
    await show('de', '/privacy', '/privacy', <LegalPage document="privacy" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Datenschutzerklärung');
    expect(screen.getByText('Zuletzt aktualisiert am 15. Jan. 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ihre Rechte' })).toBeInTheDocument();
  });

  it('keeps the English terms word for word', async () => {
    await show('en', '/terms', '/terms', <LegalPage document="terms" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms & Conditions');
    expect(screen.getByText('Last updated Jan 15, 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Health, safety and insurance' })).toBeInTheDocument();
  });
});

// Issue 41: a card on a German or French page whose tour is not translated shows the English
// title with `lang="en"` and says the tour is described in English; a translated card says
// nothing, and English pages are as they were.

const [serengeti, second] = TOURS as [Tour, Tour, ...Tour[]];
/** The first tour with its German and French title and summary; every other tour untranslated. */
const catalogue: PublishedCatalogue = {
  version: 1,
  publishedAt: '2026-11-29T06:00:00.000Z',
  tours: [
    {
      ...serengeti,
      translations: {
        de: { title: 'Die große Gnuwanderung', summary: 'Acht Tage in der Serengeti.' },
        fr: { title: 'La grande migration', summary: 'Huit jours dans le Serengeti.' },
      },
    },
    ...TOURS.slice(1),
  ],
};

/** `show`, the catalogue's texts in the page's language as its prerender gives them. */
function showTranslated(language: Language, address: string, path: string, page: ReactNode) {
  adoptPublishedCatalogue(catalogue, '2026-11-29', language);
  return show(language, address, path, page);
}

/** The card whose link reads `title`. */
function cardOf(title: string): HTMLElement {
  const card = screen.getByRole('link', { name: title }).closest('article, li');
  if (!(card instanceof HTMLElement)) throw new Error(`no card for ${title}`);
  return card;
}

describe('a tour card', () => {
  const card = (titleInEnglish?: boolean) => (
    <MemoryRouter>
      <TourCard
        slug="serengeti-migration"
        route="/de/tour/serengeti-migration"
        image="/images/x.jpg"
        title="Great Migration Safari"
        titleInEnglish={titleInEnglish}
        duration="8 Tage"
        priceLine="Ab 2.970 $"
        location="Serengeti-Nationalpark"
      />
    </MemoryRouter>
  );

  it('marks an English title on a German page, for the eye and for screen readers', async () => {
    await act(async () => {
      render(
        <LanguageContext value="de">
          <Suspense fallback={<p>loading</p>}>{card(true)}</Suspense>
        </LanguageContext>,
      );
    });
    expect(await screen.findByText('Beschreibung auf Englisch')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Great Migration Safari' })).toHaveAttribute('lang', 'en');
  });

  it('says nothing of a translated title', () => {
    render(card(false));
    expect(screen.getByRole('link', { name: 'Great Migration Safari' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('article')).not.toHaveTextContent(/English|Englisch/);
  });
});

describe('the German tours listing', () => {
  it('shows a translated tour in German and an untranslated one in marked English', async () => {
    await showTranslated('de', '/tours', '/tours', <ToursPage />);
    const german = cardOf('Die große Gnuwanderung');
    expect(within(german).getByRole('link')).not.toHaveAttribute('lang');
    expect(german).not.toHaveTextContent('Beschreibung auf Englisch');

    const english = cardOf(second.title);
    expect(within(english).getByRole('link', { name: second.title })).toHaveAttribute('lang', 'en');
    expect(english).toHaveTextContent('Beschreibung auf Englisch');
    // Every tour but the translated one is marked.
    expect(screen.getAllByText('Beschreibung auf Englisch')).toHaveLength(TOURS.length - 1);
  });

  it('is unmarked in English', async () => {
    await showTranslated('en', '/tours', '/tours', <ToursPage />);
    expect(screen.getByRole('link', { name: second.title })).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: serengeti.title })).not.toHaveAttribute('lang');
    expect(screen.queryByText('In English')).toBeNull();
  });
});

describe('the French search page', () => {
  it('marks each English text of a card, and a card described in English', async () => {
    await showTranslated('fr', '/search', '/search', <SearchPage />);
    const french = cardOf('La grande migration');
    expect(within(french).getByText('Huit jours dans le Serengeti.')).not.toHaveAttribute('lang');
    expect(french).not.toHaveTextContent('Description en anglais');
    // Its highlights are not translated: each keeps its English words, marked.
    for (const highlight of serengeti.highlights)
      expect(within(french).getByText(highlight)).toHaveAttribute('lang', 'en');

    const english = cardOf(second.title);
    expect(within(english).getByRole('link', { name: second.title })).toHaveAttribute('lang', 'en');
    expect(within(english).getByText(second.summary)).toHaveAttribute('lang', 'en');
    expect(english).toHaveTextContent('Description en anglais');
  });

  it('is unmarked in English', async () => {
    await showTranslated('en', '/search', '/search', <SearchPage />);
    expect(screen.getByText(second.summary)).not.toHaveAttribute('lang');
    expect(document.querySelectorAll('[lang]')).toHaveLength(0);
  });
});
