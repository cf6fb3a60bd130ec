import { TOURS, type Tour } from '@safari/shared-domain/catalogue';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import TourPreview from './TourPreview.tsx';

// The admin's preview (decision 235): the draft as each language's page would show it.

const [first] = TOURS as [Tour];
const draft: Tour = {
  ...first,
  translations: { de: { title: 'Die große Gnuwanderung', overview: ['Erster Absatz auf Deutsch.'] } },
};

async function preview(language?: 'de' | 'fr', tour: Tour = draft) {
  await act(async () => {
    render(
      <MemoryRouter>
        <TourPreview tour={tour} language={language} />
      </MemoryRouter>,
    );
  });
  return screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
}

describe('the tour preview', () => {
  it('shows the draft’s German texts on the German page, the others in English and marked', async () => {
    const heading = await preview('de');
    expect(heading).toHaveTextContent('Die große Gnuwanderung');
    expect(heading).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { name: 'Reiseverlauf' })).toBeInTheDocument();
    expect(screen.getByText('Erster Absatz auf Deutsch.')).not.toHaveAttribute('lang');
    expect(screen.getByText(first.overview[1] as string)).toHaveAttribute('lang', 'en');
    expect(
      screen.getByText(
        'Einige Texte dieser Tour sind noch nicht auf Deutsch verfügbar und erscheinen auf Englisch.',
      ),
    ).toBeInTheDocument();
    expect(heading.closest('[data-remote]')).toHaveAttribute('lang', 'de');
  });

  it('shows a fact’s German label and value, wording untranslated facts it recognises (decision 239)', async () => {
    const [duration, tourType] = first.facts;
    const facts = [{ label: 'Reisedauer' }, { value: 'Nur für Ihre Gruppe' }];
    await preview('de', { ...first, translations: { de: { facts } } });
    const box = screen.getByRole('list', { name: 'Eckdaten der Tour' });
    expect(box).toHaveTextContent('Reisedauer');
    expect(box).toHaveTextContent('Nur für Ihre Gruppe');
    expect(within(box).getByText('Reisedauer')).not.toHaveAttribute('lang');
    // Fact 1's value and fact 2's label are untranslated but recognised: German, not marked.
    expect(duration?.value).toBe('8 Days');
    expect(within(box).getByText('8 Tage')).not.toHaveAttribute('lang');
    expect(tourType?.label).toBe('Tour Type');
    expect(within(box).queryByText('Tour Type')).toBeNull();
    // 'Arusha' is neither translated nor a phrase it knows: the one English text in the box.
    expect([...box.querySelectorAll('[lang="en"]')].map((text) => text.textContent)).toEqual(['Arusha']);
  });

  it('shows German excluded items and day tags, marking the ones left English (decision 240)', async () => {
    const [firstDay] = first.itinerary;
    if (!firstDay || firstDay.highlights.length < 2 || first.excluded.length < 2) {
      throw new Error('the test needs a first day with two tags and two excluded items');
    }
    await preview('de', {
      ...first,
      translations: {
        de: { excluded: ['', 'Trinkgelder'], itinerary: [{ highlights: ['Willkommen am Flughafen'] }] },
      },
    });
    const excluded = screen.getByRole('heading', { name: 'Nicht im Preis inbegriffen' })
      .parentElement as HTMLElement;
    expect(within(excluded).getByText('Trinkgelder').closest('li')).not.toHaveAttribute('lang');
    expect(
      within(excluded)
        .getByText(first.excluded[0] as string)
        .closest('li'),
    ).toHaveAttribute('lang', 'en');
    const tags = screen.getByRole('list', { name: 'Höhepunkte des Tages' });
    expect(within(tags).getByText('Willkommen am Flughafen')).not.toHaveAttribute('lang');
    expect(within(tags).getByText(firstDay.highlights[1] as string)).toHaveAttribute('lang', 'en');
  });

  it('shows a tour without French texts in English on the French page, saying so', async () => {
    const heading = await preview('fr');
    expect(heading).toHaveTextContent(first.title);
    expect(heading).toHaveAttribute('lang', 'en');
    expect(
      screen.getByText('Ce circuit n’est pas encore disponible en français – vous lisez le texte anglais.'),
    ).toBeInTheDocument();
  });

  it('is the English page as before when no language is asked for', async () => {
    const heading = await preview();
    expect(heading).toHaveTextContent(first.title);
    expect(heading.closest('[data-remote]')?.querySelectorAll('[lang="en"]')).toHaveLength(0);
    expect(screen.queryByText(/not translated/)).toBeNull();
  });
});
