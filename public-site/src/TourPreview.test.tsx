import { TOURS, type Tour } from '@safari/shared-domain/catalogue';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import TourPreview from './TourPreview.tsx';

// The admin's preview (decision 235): the draft as each language's page would show it.

const [first] = TOURS as [Tour];
const draft: Tour = {
  ...first,
  translations: { de: { title: 'Die große Gnuwanderung', overview: ['Erster Absatz auf Deutsch.'] } },
};

async function preview(language?: 'de' | 'fr') {
  await act(async () => {
    render(
      <MemoryRouter>
        <TourPreview tour={draft} language={language} />
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
