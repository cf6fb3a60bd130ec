import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetLoadedPhotos, loadAllPhotos } from '../photos/load-all-photos.ts';
import {
  PAGE_PHOTOS_ID,
  type PhotoEntry,
  type PhotoManifest,
  photoIdOf,
  resetPhotos,
} from '../photos/photo-manifest.ts';
import { SiteImage } from './SiteImage.tsx';

const HERO = '/images/tours/serengeti-migration/hero.svg';
const DAY = '/images/tours/serengeti-migration/day-2.svg';

const entry = (name: string): PhotoEntry => ({
  width: 3000,
  height: 2000,
  placeholder: 'data:image/webp;base64,AAAA',
  avif: [
    [320, `photos/${name}.abc-320.avif`],
    [640, `photos/${name}.abc-640.avif`],
  ],
  webp: [
    [320, `photos/${name}.abc-320.webp`],
    [640, `photos/${name}.abc-640.webp`],
  ],
});

/** A prerendered page's block of photographs, as the build writes it into the head. */
function pageBlock(manifest: PhotoManifest | null, list?: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_PHOTOS_ID;
  if (list) block.setAttribute('data-list', list);
  if (manifest) block.textContent = JSON.stringify(manifest);
  document.head.append(block);
}

afterEach(async () => {
  // The pictures' effects start the list's loader through a dynamic import: let them land first.
  await new Promise((resolve) => setTimeout(resolve, 20));
  document.getElementById(PAGE_PHOTOS_ID)?.remove();
  resetPhotos();
  forgetLoadedPhotos();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('photoIdOf', () => {
  it('names a catalogue picture by its path, and keeps the stand-in an illustration', () => {
    expect(photoIdOf('/images/site/home-hero.svg')).toBe('site/home-hero');
    expect(photoIdOf(DAY)).toBe('tours/serengeti-migration/day-2');
    expect(photoIdOf('/images/site/placeholder.svg')).toBeNull();
    expect(photoIdOf('https://elsewhere.example/a.svg')).toBeNull();
  });

  it('names an uploaded photograph by its picture value (decision 196)', () => {
    expect(photoIdOf(UPLOADED)).toBe(UPLOADED);
    expect(photoIdOf('photographs/../secret.jpg')).toBeNull();
    expect(photoIdOf('photographs/9b2f0f4e-1c1d-4c8e-9a51-4c0d2f0b7a11.gif')).toBeNull();
  });
});

const UPLOADED = 'photographs/9b2f0f4e-1c1d-4c8e-9a51-4c0d2f0b7a11.jpg';

describe('SiteImage with an uploaded photograph (issue 38)', () => {
  it('shows its variants with the alt text staff gave, where the picture says something', () => {
    pageBlock({ [UPLOADED]: { ...entry('up'), alt: 'Lions resting under an acacia' } });
    render(
      <>
        <SiteImage src={UPLOADED} alt="Serengeti, picture 1 of 3" />
        <SiteImage src={UPLOADED} alt="" data-testid="card" />
      </>,
    );
    const image = screen.getByAltText('Lions resting under an acacia');
    expect(image.closest('picture')?.querySelector('source')?.getAttribute('srcset')).toMatch(
      /up\.abc-320\.avif 320w/,
    );
    // A decorative picture beside its own title stays silent.
    expect(screen.getByTestId('card')).toHaveAttribute('alt', '');
  });

  it('shows the stand-in, not a broken address, when no variants are known', () => {
    pageBlock({});
    render(<SiteImage src={UPLOADED} alt="A new photograph" />);
    expect(screen.getByAltText('A new photograph')).toHaveAttribute('src', '/images/site/placeholder.svg');
  });

  it('fetches the list the page names, once', async () => {
    const list = { [UPLOADED]: { ...entry('up'), alt: 'Lions' } };
    pageBlock({}, 'photographs/list-0123abcd.json');
    const fetchList = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify(list), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchList);
    render(<SiteImage src={UPLOADED} alt="Day one" />);
    await act(() => loadAllPhotos());
    expect(fetchList).toHaveBeenCalledTimes(1);
    expect(fetchList.mock.calls[0]?.[0]).toMatch(/photographs\/list-0123abcd\.json$/);
    expect(screen.getByAltText('Lions').closest('picture')).not.toBeNull();
  });
});

describe('SiteImage (issue 17)', () => {
  it('shows the illustration when the build has no photographs, and fetches no list', async () => {
    const fetchList = vi.fn(fetch);
    vi.stubGlobal('fetch', fetchList);
    render(<SiteImage src={HERO} alt="Wildebeest crossing" />);
    const image = screen.getByAltText('Wildebeest crossing');
    expect(image).toHaveAttribute('src', HERO);
    expect(image.closest('picture')).toBeNull();
    await act(() => loadAllPhotos());
    expect(fetchList).not.toHaveBeenCalled();
  });

  it('shows the photograph from the page block with both formats, sizes and its own size', () => {
    pageBlock({ 'tours/serengeti-migration/hero': entry('hero') });
    render(<SiteImage src={HERO} alt="Wildebeest crossing" priority sizes="100vw" />);
    const image = screen.getByAltText('Wildebeest crossing');
    const picture = image.closest('picture');
    expect(picture).not.toBeNull();
    const sources = picture?.querySelectorAll('source') ?? [];
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toMatch(
      /hero\.abc-320\.avif 320w, .*hero\.abc-640\.avif 640w$/,
    );
    expect(sources[0]?.getAttribute('sizes')).toBe('100vw');
    expect(image).toHaveAttribute('width', '3000');
    expect(image).toHaveAttribute('height', '2000');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image.getAttribute('src')).toMatch(/photos\/hero\.abc-640\.webp$/);
    expect(image.style.backgroundImage).toContain('data:image/webp;base64,AAAA');
  });

  it('keeps pictures without a photograph as illustrations, lazy', () => {
    pageBlock({ 'tours/serengeti-migration/hero': entry('hero') });
    render(<SiteImage src={DAY} alt="Day two" />);
    const image = screen.getByAltText('Day two');
    expect(image).toHaveAttribute('src', DAY);
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('a photograph that fails to load gives way to the illustration', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    pageBlock({ 'tours/serengeti-migration/hero': entry('hero') });
    render(<SiteImage src={HERO} alt="Wildebeest crossing" />);
    fireEvent.error(screen.getByAltText('Wildebeest crossing'));
    const image = screen.getByAltText('Wildebeest crossing');
    expect(image.closest('picture')).toBeNull();
    expect(image).toHaveAttribute('src', HERO);
  });

  it('pages reached later show photographs once the whole list arrives, fetched once', async () => {
    pageBlock({});
    const list = { 'tours/serengeti-migration/day-2': entry('day-2') };
    const fetchList = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify(list), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchList);
    render(
      <>
        <SiteImage src={DAY} alt="Day two" />
        <SiteImage src={HERO} alt="Wildebeest crossing" />
      </>,
    );
    await act(() => loadAllPhotos());
    expect(fetchList).toHaveBeenCalledTimes(1);
    expect(fetchList.mock.calls[0]?.[0]).toMatch(/photos\/manifest\.json$/);
    expect(screen.getByAltText('Day two').closest('picture')).not.toBeNull();
    expect(screen.getByAltText('Wildebeest crossing').closest('picture')).toBeNull();
  });

  it('a list that fails to arrive leaves the illustrations', async () => {
    pageBlock({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(<SiteImage src={DAY} alt="Day two" />);
    await act(() => loadAllPhotos());
    expect(screen.getByAltText('Day two')).toHaveAttribute('src', DAY);
    expect(screen.getByAltText('Day two').closest('picture')).toBeNull();
  });
});
