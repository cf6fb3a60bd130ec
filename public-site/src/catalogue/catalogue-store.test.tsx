import { pageCatalogueFor, TOURS } from '@safari/shared-domain/catalogue';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adoptPublishedCatalogue } from './adopt-catalogue.ts';
import {
  adoptPageCatalogue,
  pageCatalogueBlock,
  pageCatalogueIn,
  useTour,
  useTourSummaries,
} from './catalogue-store.ts';

const catalogue = { version: 4, publishedAt: '2026-11-25T10:00:00.000Z', tours: TOURS };

function Titles() {
  return (
    <p>
      {useTourSummaries()
        .map((tour) => tour.shortTitle)
        .join(', ')}
    </p>
  );
}

function Price({ slug }: { slug: string }) {
  const tour = useTour(slug);
  return <p>{tour ? `${tour.title}: ${tour.adultPrice}, ${tour.itinerary.length} days` : 'no such tour'}</p>;
}

describe('the catalogue a page shows', () => {
  it('round-trips through the page block, a tour title with a script in it as text', () => {
    const hostile = TOURS.map((tour, i) =>
      i === 0 ? { ...tour, title: '</script><script>alert(1)</script>' } : tour,
    );
    const block = pageCatalogueBlock(
      pageCatalogueFor({ ...catalogue, tours: hostile }, '/tour/serengeti-migration', '2026-11-25'),
    );
    expect(block).not.toContain('</script><script>');
    const doc = new DOMParser().parseFromString(`<!doctype html><head>${block}</head>`, 'text/html');
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    const page = pageCatalogueIn(doc);
    expect(page?.version).toBe(4);
    expect(page?.details['serengeti-migration']?.itinerary).toHaveLength(8);
    expect(page?.summaries[0]?.title).toBe('</script><script>alert(1)</script>');
  });

  it('reads nothing from a page without the block or with a broken one', () => {
    expect(pageCatalogueIn(new DOMParser().parseFromString('<p>x</p>', 'text/html'))).toBeNull();
    const broken = new DOMParser().parseFromString(
      '<script type="application/json" id="catalogue-data">{not json</script>',
      'text/html',
    );
    expect(pageCatalogueIn(broken)).toBeNull();
  });

  it('renders the summaries and whole tours of the version it was given', () => {
    adoptPublishedCatalogue({
      ...catalogue,
      tours: TOURS.map((tour) => (tour.slug === 'tarangire-safari' ? { ...tour, adultPrice: 1250 } : tour)),
    });
    render(
      <>
        <Titles />
        <Price slug="tarangire-safari" />
        <Price slug="hidden-tour" />
      </>,
    );
    expect(screen.getByText(/Serengeti Great Migration, /)).toBeTruthy();
    expect(screen.getByText(/: 1250, 3 days$/)).toBeTruthy();
    expect(screen.getByText('no such tour')).toBeTruthy();
  });

  it('a page block holds the page tour whole', () => {
    adoptPageCatalogue(pageCatalogueFor(catalogue, '/tour/manyara-safari', '2026-11-25'));
    render(<Price slug="manyara-safari" />);
    expect(screen.getByText(/: 1834, \d+ days$/)).toBeTruthy();
  });

  it('holds a German page’s tours in German where translated, English and named so elsewhere (issue 41)', () => {
    const translated = TOURS.map((tour) =>
      tour.slug === 'manyara-safari'
        ? { ...tour, translations: { de: { title: 'Manyara auf Deutsch', overview: ['Erster Absatz.'] } } }
        : tour,
    );
    adoptPageCatalogue(
      pageCatalogueFor({ ...catalogue, tours: translated }, '/de/tour/manyara-safari', '2026-11-25'),
    );
    function German({ slug }: { slug: string }) {
      const tour = useTour(slug);
      return (
        <p>
          {tour?.title} | {tour?.overview[0]} |{' '}
          {tour?.inEnglish?.includes('summary') ? 'summary in English' : ''}
        </p>
      );
    }
    render(<German slug="manyara-safari" />);
    expect(screen.getByText('Manyara auf Deutsch | Erster Absatz. | summary in English')).toBeTruthy();
    adoptPublishedCatalogue({ ...catalogue, tours: translated }, '2026-11-25', 'de');
    render(<Titles />);
    expect(screen.getByText(/Serengeti Great Migration, /)).toBeTruthy();
  });
});
