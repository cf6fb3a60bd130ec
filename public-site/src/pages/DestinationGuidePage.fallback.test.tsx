import { type PartialGuideTexts, TOURS } from '@safari/shared-domain/catalogue';
import { LanguageContext } from '@safari/shared-ui';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adoptPublishedCatalogue } from '../catalogue/adopt-catalogue.ts';
import DestinationGuidePage from './DestinationGuidePage.tsx';

// A language whose guide texts are partly written (decision 232): French here stands in for a
// language being translated. What it has shows; the rest is English, marked, and the page says so.

const loaded = vi.hoisted(() => {
  const partial: PartialGuideTexts = {
    serengeti: {
      heroTitle: 'Parc national du Serengeti',
      intro: ['Premier paragraphe traduit.', 'Second paragraphe traduit.'],
    },
  };
  // One promise each, as the real loader keeps.
  return { cards: Promise.resolve({}), guides: Promise.resolve(partial) };
});

vi.mock('../destinations/texts-in-language.ts', () => ({
  cardTextsIn: () => loaded.cards,
  guideTextsIn: () => loaded.guides,
}));

beforeAll(() => {
  adoptPublishedCatalogue({ version: 1, publishedAt: '2026-11-25T10:00:00.000Z', tours: TOURS });
});

async function showGuide(id: string) {
  await act(async () => {
    render(
      <LanguageContext value="fr">
        <Suspense fallback={<p>loading</p>}>
          <MemoryRouter initialEntries={[`/destinations/${id}`]}>
            <Routes>
              <Route path="/destinations/:id" element={<DestinationGuidePage notFound={null} />} />
            </Routes>
          </MemoryRouter>
        </Suspense>
      </LanguageContext>,
    );
  });
  return screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
}

describe('a guide partly translated', () => {
  it('shows the translated texts, the others in English marked lang="en", and says so', async () => {
    const title = await showGuide('serengeti');
    expect(title).toHaveTextContent('Parc national du Serengeti');
    expect(title).not.toHaveAttribute('lang');
    expect(
      screen.getByText(
        'Certains textes de ce guide ne sont pas encore disponibles en français et s’affichent en anglais.',
      ),
    ).toBeInTheDocument();
    const intro = screen.getByText('Premier paragraphe traduit.');
    expect(intro.closest('[lang]')).toBeNull();
    // The subtitle, the highlights and the seasons stay English, each marked.
    expect(screen.getByText('The endless plains of northern Tanzania')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(/One of the largest lion populations/).closest('[lang]')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByText('Calving season').closest('[lang]')).toHaveAttribute('lang', 'en');
    // The site's own words stay French.
    expect(screen.getByRole('heading', { name: 'Points forts' }).closest('[lang]')).toBeNull();
  });

  it('shows a guide the language lacks in English, all marked, with the note that it is not translated', async () => {
    const title = await showGuide('zanzibar');
    expect(title).toHaveTextContent('Zanzibar Island');
    expect(title).toHaveAttribute('lang', 'en');
    expect(
      screen.getByText('Ce guide n’est pas encore disponible en français – vous lisez le texte anglais.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Zanzibar lies about 35 kilometres/).closest('[lang]')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByText('Stone Town’s carved doors and lanes').closest('[lang]')).toHaveAttribute(
      'lang',
      'en',
    );
  });
});
