import type { SiteSettings } from '@safari/shared-domain';
import {
  type Destination,
  findDestination,
  fromPrice,
  operatorToday,
  publicRoutes,
  type Tour,
  tourInLanguage,
} from '@safari/shared-domain/catalogue';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_LOCALES,
  LANGUAGES,
  type Language,
  languageOfPath,
  localisedPath,
} from '@safari/shared-domain/i18n';
import { type PhotoEntry, type PhotoManifest, photoIdOf } from '../photos/photo-manifest.ts';
import { escapeMarkup, scriptJson } from './escape.ts';
import { NOINDEX_ROUTES, pagePath } from './pages.ts';
import {
  photographedAs,
  SHARE_PICTURE_HEIGHT,
  SHARE_PICTURE_WIDTH,
  type ShareWords,
  sharePictureFor,
} from './share-pictures.ts';

// The <head> of a prerendered public page (issue 14, decision 097): what search engines and link
// previews read before any script runs. Pure: the prerender passes the site origin and the
// public-site remote's published base URL, which are only known where the page is served.

export interface HeadInput {
  /** The page's path as routed, e.g. '/tour/serengeti-migration'. */
  readonly pathname: string;
  /** The final document title (usePageMeta's, brand included). */
  readonly title: string;
  readonly description: string;
  /** The site's origin, e.g. 'https://safari.example'. */
  readonly origin: string;
  /** Where the public-site remote is published, e.g. 'https://safari.example/remotes/public-site/'. */
  readonly assetBase: string;
  readonly settings: SiteSettings;
  /** The build's photographs: a share picture made from one is a JPEG (decision 114). */
  readonly photos?: PhotoManifest;
  /** The published catalogue's tours the pages are rendered from (decision 127). */
  readonly tours: readonly Tour[];
  /** The day (Arusha) the offer's "From" price is worked out for; today when absent (decision 150). */
  readonly today?: string;
  /** The words of the breadcrumbs and the trip's structured data, in the page's language. */
  readonly words?: HeadWords;
  /** The share pictures' words in every language, English's first (share-words.ts). */
  readonly shareWords: readonly [ShareWords, ...ShareWords[]];
}

export interface HeadWords {
  readonly home: string;
  readonly tours: string;
  readonly destinations: string;
  tripDay(day: number, title: string): string;
  perAdult(days: number, nights: number): string;
  /** A guide's name in the page's language (decision 232). */
  guideName(guide: Destination): string;
}

const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;
const ENGLISH_WORDS: HeadWords = {
  home: 'Home',
  tours: 'Tours',
  destinations: 'Destinations',
  tripDay: (day, title) => `Day ${day}: ${title}`,
  perAdult: (days, nights) =>
    `Per adult (${plural(days, 'day', 'days')}, ${plural(nights, 'night', 'nights')})`,
  guideName: (guide) => guide.name,
};

type JsonLd = Record<string, unknown>;

function meta(attribute: 'name' | 'property', key: string, content: string | number): string {
  return `<meta ${attribute}="${key}" content="${escapeMarkup(String(content))}">`;
}

/** 'Contact Us | Brand' → 'Contact Us': previews show the brand as og:site_name already. */
function withoutBrand(title: string, brandName: string): string {
  const suffix = ` | ${brandName}`;
  return title.endsWith(suffix) && title.length > suffix.length ? title.slice(0, -suffix.length) : title;
}

/** The operator as search engines read it; `tagline` in the page's language. */
function travelAgency(settings: SiteSettings, tagline: string, home: string, logo: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': `${home}#organization`,
    name: settings.brandName,
    description: tagline,
    url: home,
    logo,
    image: logo,
    telephone: settings.phone,
    email: settings.email,
    address: { '@type': 'PostalAddress', streetAddress: settings.streetAddress },
    areaServed: settings.location,
    foundingDate: String(settings.operatingSince),
    sameAs: settings.social.map((link) => link.url),
  };
}

interface Crumb {
  readonly name: string;
  readonly path: string;
}

function breadcrumbList(crumbs: readonly Crumb[], origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/** Home › Tours › tour, Home › Destinations › guide, Home › page; none on the home page. */
function crumbsFor(
  path: string,
  pageName: string,
  tours: readonly Tour[],
  language: Language,
  names: HeadWords,
): Crumb[] {
  if (path === '/') return [];
  const at = (english: string) => localisedPath(english, language);
  const home = { name: names.home, path: at('/') };
  const [, section, name] = path.split('/');
  const tour = section === 'tour' && name ? tours.find((t) => t.slug === name) : undefined;
  if (tour) return [home, { name: names.tours, path: at('/tours') }, { name: tour.title, path: at(path) }];
  const guide = section === 'destinations' && name ? findDestination(name) : undefined;
  if (guide)
    return [
      home,
      { name: names.destinations, path: at('/destinations') },
      { name: names.guideName(guide), path: at(path) },
    ];
  return [home, { name: pageName, path: at(path) }];
}

/** The page in every language, and English as the default for other visitors (issue 41). */
function alternates(path: string, origin: string): string[] {
  const link = (hreflang: string, language: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(`${origin}${localisedPath(path, language)}`)}">`;
  return [...LANGUAGES.map((language) => link(language, language)), link('x-default', DEFAULT_LANGUAGE)];
}

/** 'de-DE' → 'de_DE', as Open Graph writes a locale. */
const ogLocale = (language: Language) => LANGUAGE_LOCALES[language].replace('-', '_');

function touristTrip(
  tour: Tour | undefined,
  url: string,
  image: string | readonly unknown[],
  agencyId: string,
  today: string,
  words: HeadWords,
): JsonLd | null {
  if (!tour) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: tour.title,
    description: tour.summary,
    url,
    image,
    provider: { '@id': agencyId },
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: tour.itinerary.length,
      itemListElement: tour.itinerary.map((day) => ({
        '@type': 'ListItem',
        position: day.day,
        name: words.tripDay(day.day, day.title),
        item: { '@type': 'Place', name: day.destination },
      })),
    },
    offers: {
      '@type': 'Offer',
      description: words.perAdult(tour.durationDays, tour.durationNights),
      // "From": the lowest adult price bookable in the next twelve months (decision 150).
      price: fromPrice(tour, today),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
      seller: { '@id': agencyId },
    },
  };
}

function ldScript(value: JsonLd): string {
  return `<script type="application/ld+json">${scriptJson(value)}</script>`;
}

/** Absolute URL of a file published with the public-site remote. */
function assetUrl(assetBase: string, origin: string, file: string): string {
  const base = assetBase.endsWith('/') ? assetBase : `${assetBase}/`;
  // Joined as text: at build time both are stand-ins the server fills in (decision 098).
  return `${base.startsWith('/') ? origin : ''}${base}${file}`;
}

/**
 * An uploaded photograph (decision 196) as schema.org describes a picture: its largest file, its
 * size and the words staff wrote for it.
 */
function photographObject(photo: PhotoEntry, assetBase: string, origin: string): JsonLd | null {
  const largest = photo.webp.at(-1);
  if (!largest || !photo.alt) return null;
  const [width, path] = largest;
  return {
    '@type': 'ImageObject',
    contentUrl: assetUrl(assetBase, origin, path),
    width,
    height: Math.round((width * photo.height) / photo.width),
    caption: photo.alt,
  };
}

/** The tags for a prerendered page's <head>, one per line. */
export function headTags(input: HeadInput): string {
  const { settings } = input;
  const origin = input.origin.replace(/\/+$/, '');
  const { language, path } = languageOfPath(pagePath(input.pathname));
  const basics = [
    `<title>${escapeMarkup(input.title)}</title>`,
    meta('name', 'description', input.description),
  ];
  // The not-found page: nothing to list or share.
  if (!publicRoutes(input.tours).includes(path)) {
    return [...basics, meta('name', 'robots', 'noindex')].join('\n');
  }

  const noindex = NOINDEX_ROUTES.includes(path);
  const url = `${origin}${localisedPath(path, language)}`;
  const home = `${origin}/`;
  const photos = input.photos ?? {};
  const isPhotographed = (url: string) => {
    const id = photoIdOf(url);
    return photographedAs(url, id === null ? undefined : photos[id]?.webp.at(-1)?.[1]);
  };
  const [english] = input.shareWords;
  const words = input.shareWords.find((each) => each.language === language) ?? english;
  const pictureOf = (page: string) =>
    sharePictureFor(page, settings, isPhotographed, input.tours, words, english);
  const picture = pictureOf(path);
  const image = assetUrl(input.assetBase, origin, picture.path);
  const siteImage = assetUrl(input.assetBase, origin, pictureOf('/').path);
  const title = withoutBrand(input.title, settings.brandName);
  const agency = travelAgency(settings, words.tagline, home, siteImage);
  const slug = path.startsWith('/tour/') ? path.slice('/tour/'.length) : '';
  const guidePage = path.startsWith('/destinations/') && findDestination(path.slice('/destinations/'.length));
  // The tour's texts in the page's language (issue 41), as on its share card.
  const published = input.tours.find((t) => t.slug === slug);
  const tour = published && tourInLanguage(published, language);
  // A tour whose main picture staff uploaded names the photograph itself beside its share card.
  const heroId = tour ? photoIdOf(tour.heroImage) : null;
  const heroPhoto = heroId === tour?.heroImage && heroId ? photos[heroId] : undefined;
  const photograph = heroPhoto ? photographObject(heroPhoto, input.assetBase, origin) : null;
  // The card shows that photograph: its alt text says what is on it, in staff's words, which are
  // English: another language's page says it in the card's own words (decision 234).
  const cardAlt =
    tour && heroPhoto?.alt && language === DEFAULT_LANGUAGE
      ? `${tour.title}: ${heroPhoto.alt}, with the tour's name and ${settings.brandName}`
      : picture.alt;
  const trip = touristTrip(
    tour,
    url,
    photograph ? [image, photograph] : image,
    `${home}#organization`,
    input.today ?? operatorToday(),
    input.words ?? ENGLISH_WORDS,
  );
  const crumbs = crumbsFor(
    path,
    title,
    tour ? input.tours.map((t) => (t === published ? tour : t)) : input.tours,
    language,
    input.words ?? ENGLISH_WORDS,
  );

  return [
    ...basics,
    // A page asking not to be listed names no canonical URL: the two would contradict.
    noindex ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeMarkup(url)}">`,
    ...alternates(path, origin),
    meta('property', 'og:site_name', settings.brandName),
    meta('property', 'og:locale', ogLocale(language)),
    ...LANGUAGES.filter((other) => other !== language).map((other) =>
      meta('property', 'og:locale:alternate', ogLocale(other)),
    ),
    meta('property', 'og:type', guidePage ? 'article' : 'website'),
    meta('property', 'og:url', url),
    meta('property', 'og:title', title),
    meta('property', 'og:description', input.description),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', picture.type),
    meta('property', 'og:image:width', SHARE_PICTURE_WIDTH),
    meta('property', 'og:image:height', SHARE_PICTURE_HEIGHT),
    meta('property', 'og:image:alt', cardAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', input.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', cardAlt),
    ldScript(agency),
    ...(trip ? [ldScript(trip)] : []),
    ...(crumbs.length > 0 ? [ldScript(breadcrumbList(crumbs, origin))] : []),
  ].join('\n');
}
