import type { PartialCardTexts } from '@safari/shared-domain/catalogue';
import { LanguageContext } from '@safari/shared-ui';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DestinationCards } from './DestinationCards.tsx';

// The cards in a language whose card texts are partly written (decision 232): French stands in for
// a language being translated, with the Serengeti's card only.

const loaded = vi.hoisted(() => {
  const partial: PartialCardTexts = {
    serengeti: {
      name: 'Serengeti',
      description: 'Une description traduite.',
      cardHighlights: ['Un', 'Deux', 'Trois'],
    },
  };
  return { cards: Promise.resolve(partial) };
});

vi.mock('./texts-in-language.ts', () => ({ cardTextsIn: () => loaded.cards }));

async function showCards(language: 'en' | 'fr') {
  await act(async () => {
    render(
      <LanguageContext value={language}>
        <Suspense fallback={<p>loading</p>}>
          <MemoryRouter>
            <DestinationCards />
          </MemoryRouter>
        </Suspense>
      </LanguageContext>,
    );
  });
  await screen.findAllByRole('article', {}, { timeout: 5000 });
}

describe('the destinations’ cards', () => {
  it('show a language’s texts, and the ones it lacks in English marked lang="en"', async () => {
    await showCards('fr');
    expect(screen.getByText('Une description traduite.').closest('[lang]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Serengeti' })).not.toHaveAttribute('lang');
    expect(screen.getByText(/White beaches, coral reefs/)).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Zanzibar' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Spice farms').closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it('are English, unmarked, on an English page', async () => {
    await showCards('en');
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByText(/White beaches, coral reefs/).closest('[lang]')).toBeNull();
  });
});
