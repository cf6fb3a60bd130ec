import { defaultSiteSettings, type SiteSettings } from '@safari/shared-domain';
import { DESTINATIONS, TOURS, type Tour, tourPath } from '@safari/shared-domain/catalogue';
import { describe, expect, it } from 'vitest';
import { type HeadInput, headTags } from './head.ts';
import { sharePictureFor } from './share-pictures.ts';
import { shareWordsOfEveryLanguage } from './share-words.ts';

const ORIGIN = 'https://safari.example';
const ASSETS = 'https://cdn.safari.example/remotes/public-site/';
const BRAND = defaultSiteSettings.brandName;

const SHARE_WORDS = await shareWordsOfEveryLanguage(defaultSiteSettings);

/** A tour's share card, named by what is drawn on it (decision 127). */
const tourCard = (slug: string) =>
  sharePictureFor(`/tour/${slug}`, defaultSiteSettings, () => false, TOURS, SHARE_WORDS[0], SHARE_WORDS[0])
    .path;

function head(pathname: string, overrides: Partial<HeadInput> = {}): Document {
  const html = headTags({
    pathname,
    title: `Some page | ${BRAND}`,
    description: 'What the page is about.',
    origin: ORIGIN,
    assetBase: ASSETS,
    settings: defaultSiteSettings,
    tours: TOURS,
    shareWords: SHARE_WORDS,
    ...overrides,
  });
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head><body></body></html>`,
    'text/html',
  );
}

function content(doc: Document, key: string): string | null {
  return doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
}

function canonical(doc: Document): string | null {
  return doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
}

type Json = Record<string, unknown>;

function jsonLd(doc: Document, type: string): Json | undefined {
  const blocks = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Json,
  );
  return blocks.find((block) => block['@type'] === type);
}

function crumbNames(doc: Document): string[] {
  const list = jsonLd(doc, 'BreadcrumbList')?.itemListElement as { name: string; item: string }[] | undefined;
  return list?.map((crumb) => crumb.name) ?? [];
}

describe('headTags on tour pages', () => {
  it.each(TOURS.map((tour) => [tour.slug, tour] as const))(
    '%s: share tags name the tour and its picture',
    (slug, tour) => {
      const doc = head(tourPath(slug), { title: `${tour.title} | ${BRAND}`, description: tour.summary });
      const picture = `${ASSETS}${tourCard(slug)}`;
      expect(doc.title).toBe(`${tour.title} | ${BRAND}`);
      expect(content(doc, 'og:title')).toBe(tour.title);
      expect(content(doc, 'twitter:title')).toBe(tour.title);
      expect(content(doc, 'description')).toBe(tour.summary);
      expect(content(doc, 'og:description')).toBe(tour.summary);
      expect(content(doc, 'og:image')).toBe(picture);
      expect(content(doc, 'twitter:image')).toBe(picture);
      expect(content(doc, 'og:image:width')).toBe('1200');
      expect(content(doc, 'og:image:height')).toBe('630');
      expect(content(doc, 'og:image:alt')).toContain(tour.title);
      expect(content(doc, 'twitter:card')).toBe('summary_large_image');
      expect(content(doc, 'og:site_name')).toBe(BRAND);
      expect(content(doc, 'og:url')).toBe(`${ORIGIN}/tour/${slug}`);
      expect(canonical(doc)).toBe(`${ORIGIN}/tour/${slug}`);
      expect(content(doc, 'robots')).toBeNull();
    },
  );

  it.each(TOURS.map((tour) => [tour.slug, tour] as const))(
    '%s: a TouristTrip offered at the catalogue price in USD',
    (slug, tour) => {
      const doc = head(tourPath(slug), { title: tour.title });
      const trip = jsonLd(doc, 'TouristTrip');
      expect(trip?.name).toBe(tour.title);
      expect(trip?.url).toBe(`${ORIGIN}/tour/${slug}`);
      expect(trip?.image).toBe(`${ASSETS}${tourCard(slug)}`);
      expect(trip?.offers).toMatchObject({ '@type': 'Offer', price: tour.adultPrice, priceCurrency: 'USD' });
      const days = (trip?.itinerary as { itemListElement: unknown[] } | undefined)?.itemListElement;
      expect(days).toHaveLength(tour.itinerary.length);
      expect(crumbNames(doc)).toEqual(['Home', 'Tours', tour.title]);
    },
  );

  it('offers a seasonal tour "From" its lowest price bookable in the next twelve months', () => {
    const base = TOURS.find((tour) => tour.slug === 'tarangire-safari') as Tour;
    const seasonal: Tour = {
      ...base,
      adultPrice: 1100,
      seasons: [{ name: 'Green', start: '2027-04-01', end: '2027-05-31', adultPrice: 800, youthPrice: 600 }],
    };
    const tours = TOURS.map((tour) => (tour.slug === seasonal.slug ? seasonal : tour));
    const priceOn = (today: string) =>
      (jsonLd(head(tourPath(seasonal.slug), { tours, today }), 'TouristTrip')?.offers as Json | undefined)
        ?.price;
    expect(priceOn('2026-11-25')).toBe(800);
    // The green season is more than twelve months away, or over.
    expect(priceOn('2026-03-31')).toBe(1100);
    expect(priceOn('2027-06-01')).toBe(1100);
  });
});

describe('headTags for a tour whose main picture staff uploaded (decision 196)', () => {
  const base = TOURS.find((tour) => tour.slug === 'tarangire-safari') as Tour;
  const ref = 'photographs/9b2f0f4e-1c1d-4c8e-9a51-4c0d2f0b7a11.jpg';
  const photographed: Tour = { ...base, heroImage: ref };
  const tours = TOURS.map((tour) => (tour.slug === base.slug ? photographed : tour));
  const entry = (hash: string) => ({
    width: 3000,
    height: 2000,
    placeholder: 'data:image/webp;base64,AAAA',
    avif: [[1920, `photographs/${hash}-1920.avif`] as const],
    webp: [[1920, `photographs/${hash}-1920.webp`] as const],
    alt: 'Elephants crossing the Tarangire river',
  });
  const page = (hash: string) => head(tourPath(base.slug), { tours, photos: { [ref]: entry(hash) } });

  it('shares a photograph card, and names the photograph with its alt text in the TouristTrip', () => {
    const doc = page('a'.repeat(20));
    expect(content(doc, 'og:image')).toMatch(/\/og\/tour-tarangire-safari-[0-9a-f]{8}\.jpg$/);
    expect(content(doc, 'og:image:type')).toBe('image/jpeg');
    expect(content(doc, 'og:image:alt')).toBe(
      `${base.title}: Elephants crossing the Tarangire river, with the tour's name and ${BRAND}`,
    );
    expect(content(doc, 'twitter:image:alt')).toBe(content(doc, 'og:image:alt'));
    expect(jsonLd(doc, 'TouristTrip')?.image).toEqual([
      content(doc, 'og:image'),
      {
        '@type': 'ImageObject',
        contentUrl: `${ASSETS}photographs/${'a'.repeat(20)}-1920.webp`,
        width: 1920,
        height: 1280,
        caption: 'Elephants crossing the Tarangire river',
      },
    ]);
  });

  it('gets a card of a new name when the photograph is replaced under the same picture', () => {
    expect(content(page('a'.repeat(20)), 'og:image')).not.toBe(content(page('b'.repeat(20)), 'og:image'));
  });

  it('describes the card in German on a German page, not in the English words staff gave', () => {
    const german = head(`/de${tourPath(base.slug)}`, { tours, photos: { [ref]: entry('a'.repeat(20)) } });
    expect(content(german, 'og:image')).toMatch(/\/og\/de\/tour-tarangire-safari-[0-9a-f]{8}\.jpg$/);
    expect(content(german, 'og:image:alt')).toBe(
      `${base.title}: ein Foto von der Tour mit ihrem Namen und ${BRAND}`,
    );
  });
});

describe('headTags on German and French pages (decision 234)', () => {
  it('a tour page names its German picture, described in German', () => {
    const doc = head('/de/tour/serengeti-migration');
    const english = head('/tour/serengeti-migration');
    expect(content(doc, 'og:image')).toMatch(
      new RegExp(`^${ASSETS}og/de/tour-serengeti-migration-[0-9a-f]{8}\\.png$`),
    );
    expect(content(doc, 'og:image')).not.toBe(content(english, 'og:image'));
    expect(content(doc, 'twitter:image')).toBe(content(doc, 'og:image'));
    expect(content(doc, 'og:image:alt')).toMatch(
      /: eine gezeichnete Safari-Szene mit dem Namen der Tour und /,
    );
    expect(content(doc, 'twitter:image:alt')).toBe(content(doc, 'og:image:alt'));
  });

  it('a French guide is an article with its French picture; every other French page the French site picture', () => {
    const guide = head('/fr/destinations/serengeti');
    expect(content(guide, 'og:type')).toBe('article');
    expect(content(guide, 'og:image')).toBe(`${ASSETS}og/fr/guide-serengeti.png`);
    expect(content(guide, 'og:image:alt')).toMatch(/^Parc national du Serengeti : un paysage illustré/);
    const home = head('/fr');
    expect(content(home, 'og:type')).toBe('website');
    expect(content(home, 'og:image')).toBe(`${ASSETS}og/fr/site.png`);
    expect(content(home, 'og:image:alt')).toBe(
      `${BRAND} : une illustration du Kilimandjaro avec une girafe et des éléphants`,
    );
    expect(content(head('/fr/about'), 'og:image')).toBe(`${ASSETS}og/fr/site.png`);
    // The operator in the structured data is shown with the French site picture and tagline.
    expect(jsonLd(home, 'TravelAgency')?.logo).toBe(`${ASSETS}og/fr/site.png`);
    expect(jsonLd(home, 'TravelAgency')?.description).toBe('Votre porte d’entrée vers l’aventure africaine');
    expect(jsonLd(head('/'), 'TravelAgency')?.description).toBe(defaultSiteSettings.tagline);
  });
});

describe('headTags on every page', () => {
  it('names the operator as a TravelAgency with its contact details', () => {
    const settings: SiteSettings = {
      ...defaultSiteSettings,
      phone: '+255 700 111 222',
      email: 'hello@operator.example',
    };
    const agency = jsonLd(head('/contact', { settings }), 'TravelAgency');
    expect(agency).toMatchObject({
      '@context': 'https://schema.org',
      name: BRAND,
      url: `${ORIGIN}/`,
      telephone: '+255 700 111 222',
      email: 'hello@operator.example',
      address: { '@type': 'PostalAddress', streetAddress: defaultSiteSettings.streetAddress },
    });
  });

  it('gives guides their own picture and Home › Destinations › guide', () => {
    for (const guide of DESTINATIONS) {
      const doc = head(guide.path, { title: guide.heroTitle });
      expect(content(doc, 'og:image')).toBe(`${ASSETS}og/guide-${guide.id}.png`);
      expect(content(doc, 'og:type')).toBe('article');
      expect(crumbNames(doc)).toEqual(['Home', 'Destinations', guide.name]);
      expect(jsonLd(doc, 'TouristTrip')).toBeUndefined();
    }
  });

  it('gives other pages the site picture and Home › page; the home page no breadcrumbs', () => {
    const about = head('/about', { title: `About Us | ${BRAND}` });
    expect(content(about, 'og:image')).toBe(`${ASSETS}og/site.png`);
    expect(content(about, 'og:type')).toBe('website');
    expect(crumbNames(about)).toEqual(['Home', 'About Us']);
    const home = head('/', { title: `${BRAND} · Tanzania safaris` });
    expect(canonical(home)).toBe(`${ORIGIN}/`);
    expect(content(home, 'og:image')).toBe(`${ASSETS}og/site.png`);
    expect(jsonLd(home, 'BreadcrumbList')).toBeUndefined();
  });

  it('drops the query and a trailing slash from the canonical URL', () => {
    expect(canonical(head('/tours?location=serengeti'))).toBe(`${ORIGIN}/tours`);
    expect(canonical(head('/tour/serengeti-migration/', { origin: `${ORIGIN}/` }))).toBe(
      `${ORIGIN}/tour/serengeti-migration`,
    );
  });

  it('makes a root-relative asset base absolute on the site origin', () => {
    const doc = head('/tour/manyara-safari', { assetBase: '/remotes/public-site' });
    expect(content(doc, 'og:image')).toBe(`${ORIGIN}/remotes/public-site/${tourCard('manyara-safari')}`);
  });
});

describe('pages kept out of search results', () => {
  it('asks not to index the not-found page and gives it nothing to share', () => {
    const doc = head('/no/such/page', { title: `Page not found | ${BRAND}` });
    expect(doc.title).toBe(`Page not found | ${BRAND}`);
    expect(content(doc, 'description')).toBe('What the page is about.');
    expect(content(doc, 'robots')).toBe('noindex');
    expect(canonical(doc)).toBeNull();
    expect(content(doc, 'og:image')).toBeNull();
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    // An unknown tour is not found either.
    expect(content(head('/tour/no-such-tour'), 'robots')).toBe('noindex');
  });

  it.each(['/auth', '/search'])('%s: noindex without a canonical URL, still shareable', (path) => {
    const doc = head(path);
    expect(content(doc, 'robots')).toBe('noindex');
    expect(canonical(doc)).toBeNull();
    expect(content(doc, 'og:image')).toBe(`${ASSETS}og/site.png`);
  });
});

describe('escaping', () => {
  const hostile = 'Bad "quote" <b>&amp;</b> </script><script>alert(1)</script>';

  it('keeps hostile titles, descriptions and settings as text', () => {
    const settings = { ...defaultSiteSettings, brandName: `Brand </script><script>alert(2)</script>\u2028` };
    const html = headTags({
      pathname: '/tour/serengeti-migration',
      title: hostile,
      description: `${hostile} '`,
      origin: ORIGIN,
      assetBase: ASSETS,
      settings,
      shareWords: SHARE_WORDS,
      // A title staff typed into the admin goes into the JSON-LD and the share tags (decision 127).
      tours: TOURS.map((tour) => (tour.slug === 'serengeti-migration' ? { ...tour, title: hostile } : tour)),
    });
    expect(html).not.toContain('<script>alert');
    const jsonLines = html.split('\n').filter((line) => line.startsWith('<script'));
    expect(jsonLines.join('')).not.toContain('\u2028');
    const doc = new DOMParser().parseFromString(
      `<!doctype html><html><head>${html}</head></html>`,
      'text/html',
    );
    expect(doc.title).toBe(hostile);
    expect(content(doc, 'og:description')).toBe(`${hostile} '`);
    expect(content(doc, 'og:site_name')).toBe(settings.brandName);
    // Only the three JSON-LD blocks; each still parses, with the brand intact.
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts.map((script) => script.type)).toEqual(Array(3).fill('application/ld+json'));
    expect(jsonLd(doc, 'TravelAgency')?.name).toBe(settings.brandName);
  });
});
