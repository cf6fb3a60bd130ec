// @vitest-environment jsdom
import { TOURS, type Tour } from '@safari/shared-domain/catalogue';
import type { Language } from '@safari/shared-domain/i18n';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TourPreviewPanel } from './TourPreviewPanel.tsx';

// The public tour page stands in as a component that says what it was given: the panel's part is
// to hand it the draft and the language staff chose (decision 235).
vi.mock('./preview-loader.ts', () => ({
  loadTourPreview: () =>
    Promise.resolve(({ tour, language }: { tour: Tour; language?: Language }) => (
      <p>
        {tour.translations?.de?.title ?? tour.title} as the {language ?? 'default'} page
      </p>
    )),
}));
vi.mock('./preview-pictures.ts', () => ({
  previewPictureUrls: () => Promise.resolve(new Map()),
  withPictureUrls: (tour: Tour) => tour,
}));

afterEach(cleanup);

const draft: Tour = { ...(TOURS[0] as Tour), translations: { de: { title: 'Die große Gnuwanderung' } } };

describe('the tour preview panel', () => {
  it('previews in English first, and in German or French once staff choose it', async () => {
    await act(async () => {
      render(<TourPreviewPanel tour={draft} />);
    });
    const preview = await screen.findByTestId('tour-preview');
    expect(preview.textContent).toBe('Die große Gnuwanderung as the en page');
    const choice = screen.getByRole('radiogroup', { name: 'Preview in:' });
    expect(choice.textContent).toBe('EnglishDeutschFrançais');
    expect(screen.getByText('Deutsch').getAttribute('lang')).toBe('de');

    await act(async () => {
      fireEvent.click(screen.getByText('Deutsch'));
    });
    expect(screen.getByTestId('tour-preview').textContent).toBe('Die große Gnuwanderung as the de page');
    await act(async () => {
      fireEvent.click(screen.getByText('Français'));
    });
    expect(screen.getByTestId('tour-preview').textContent).toBe('Die große Gnuwanderung as the fr page');
  });
});
