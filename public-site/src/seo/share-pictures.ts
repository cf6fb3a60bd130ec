import type { SiteSettings } from '@safari/shared-domain';
import {
  DESTINATIONS,
  type Destination,
  findDestination,
  SITE_IMAGES,
  type Tour,
  tourInLanguage,
} from '@safari/shared-domain/catalogue';
import { DEFAULT_LANGUAGE, type Language } from '@safari/shared-domain/i18n';
import { photoIdOf } from '../photos/photo-manifest.ts';
import { pagePath } from './pages.ts';

// The pictures link previews show (og:image, twitter:image). Chat apps and social sites do not
// show SVG, so the build rasterises each catalogue scene to a PNG (scripts/og-images.ts) into the
// public-site's own dist/og/, published with the remote (decision 097). A page in another
// language shows its picture in that language, under og/<language>/ (decision 234).

export const SHARE_PICTURE_WIDTH = 1200;
export const SHARE_PICTURE_HEIGHT = 630;

export interface SharePicture {
  /** Relative to the public-site's published base URL, e.g. 'og/tour-serengeti-migration.png'. */
  readonly path: string;
  /** The catalogue picture drawn behind the text: the operator's photograph of it, or its scene. */
  readonly artwork: string;
  /** JPEG for a photograph, PNG for an illustrated scene (flat colours). */
  readonly type: 'image/jpeg' | 'image/png';
  readonly title: string;
  readonly subtitle: string;
  /** The operator's name, drawn as a badge unless it is the title. */
  readonly brandName: string;
  /** og:image:alt: what the picture shows, for someone who cannot see it, in the page's language. */
  readonly alt: string;
}

type Brand = Pick<SiteSettings, 'brandName'>;

/**
 * The words of a language's share pictures and their alt texts (share-words.ts makes them from
 * the seo message area, the language's formats and the operator's texts in that language).
 */
export interface ShareWords {
  readonly language: Language;
  /** The site picture's subtitle: the operator's tagline in this language. */
  readonly tagline: string;
  /** '7 Days · from $2,970 per adult'. */
  tourSubtitle(days: number, adultPrice: number): string;
  guideTitle(destination: Destination): string;
  guideSubtitle(destination: Destination): string;
  /** `photographed`: the card is the operator's photograph rather than an illustrated scene. */
  tourAlt(title: string, brandName: string, photographed: boolean): string;
  guideAlt(title: string, brandName: string, photographed: boolean): string;
  siteAlt(brandName: string, photographed: boolean): string;
}

type Subject =
  | { readonly kind: 'tour'; readonly tour: Tour }
  | { readonly kind: 'guide'; readonly destination: Destination }
  | { readonly kind: 'site' };

/** The tour or guide a page is about, if any. */
function subjectOf(pathname: string, tours: readonly Tour[]): Subject {
  const [, section, name, rest] = pagePath(pathname).split('/');
  if (name !== undefined && rest === undefined) {
    const tour = section === 'tour' ? tours.find((t) => t.slug === name) : undefined;
    if (tour) return { kind: 'tour', tour };
    const destination = section === 'destinations' ? findDestination(name) : undefined;
    if (destination) return { kind: 'guide', destination };
  }
  return { kind: 'site' };
}

/**
 * Whether the operator has a photograph for a catalogue picture URL (decision 114). A string says
 * yes and names the photograph's content: an uploaded photograph replaced under the same picture
 * value then gets a card of a new name (decision 196).
 */
export type IsPhotographed = (pictureUrl: string) => boolean | string;

/**
 * What `IsPhotographed` answers for a picture whose photograph's largest file is `largestFile`
 * (a path or a name; undefined: no photograph): an uploaded one is named by that file's name,
 * which is its content hash and width.
 */
export function photographedAs(pictureUrl: string, largestFile: string | undefined): boolean | string {
  if (largestFile === undefined) return false;
  return photoIdOf(pictureUrl) === pictureUrl ? (largestFile.split('/').at(-1) ?? true) : true;
}

/** The catalogue picture a subject's card is drawn from, the same in every language. */
function artworkOf(subject: Subject): string {
  if (subject.kind === 'tour') return subject.tour.heroImage;
  return subject.kind === 'guide' ? subject.destination.image : SITE_IMAGES.homeHero;
}

/** What a share picture says, in `words`' language. */
function textsIn(
  subject: Subject,
  brandName: string,
  photographed: boolean,
  words: ShareWords,
): Pick<SharePicture, 'title' | 'subtitle' | 'alt'> {
  if (subject.kind === 'tour') {
    const tour = tourInLanguage(subject.tour, words.language);
    return {
      title: tour.title,
      subtitle: words.tourSubtitle(tour.durationDays, tour.adultPrice),
      alt: words.tourAlt(tour.title, brandName, photographed),
    };
  }
  if (subject.kind === 'guide') {
    const title = words.guideTitle(subject.destination);
    return {
      title,
      subtitle: words.guideSubtitle(subject.destination),
      alt: words.guideAlt(title, brandName, photographed),
    };
  }
  return { title: brandName, subtitle: words.tagline, alt: words.siteAlt(brandName, photographed) };
}

/**
 * The share picture of a page in `words`' language: its tour's, its guide's, or the site's for
 * every other page. `english` are English's words (the same as `words` on an English page): a
 * picture that would be drawn the same as the English one is the English one's file, not a copy
 * (decision 234).
 */
export function sharePictureFor(
  pathname: string,
  brand: Brand,
  isPhotographed: IsPhotographed,
  tours: readonly Tour[],
  words: ShareWords,
  english: ShareWords,
): SharePicture {
  const { brandName } = brand;
  const subject = subjectOf(pathname, tours);
  const artwork = artworkOf(subject);
  const photo = isPhotographed(artwork);
  const texts = textsIn(subject, brandName, photo !== false, words);
  const inEnglish = words === english ? texts : textsIn(subject, brandName, photo !== false, english);
  const ownFile =
    words.language !== DEFAULT_LANGUAGE &&
    (texts.title !== inEnglish.title || texts.subtitle !== inEnglish.subtitle);
  const name =
    subject.kind === 'tour'
      ? // Named by what is drawn on it: a published change of title or price is a new file, so no
        // cache (a chat app's least of all) keeps showing the old card (decision 127).
        `tour-${subject.tour.slug}-${contentTag(
          [
            texts.title,
            texts.subtitle,
            artwork,
            brandName,
            ...(typeof photo === 'string' ? [photo] : []),
          ].join('\n'),
        )}`
      : subject.kind === 'guide'
        ? `guide-${subject.destination.id}`
        : 'site';
  return {
    ...texts,
    path: `${ownFile ? `og/${words.language}` : 'og'}/${name}.${photo ? 'jpg' : 'png'}`,
    type: photo ? 'image/jpeg' : 'image/png',
    artwork,
    brandName,
  };
}

/**
 * Every share picture the pages name in each language of `words` (English's first): one per tour,
 * one per guide and the site's, a file two languages share listed once.
 */
export function sharePictures(
  brand: Brand,
  tours: readonly Tour[],
  isPhotographed: IsPhotographed,
  words: readonly [ShareWords, ...ShareWords[]],
): SharePicture[] {
  const [english] = words;
  const pages = [...tours.map((tour) => `/tour/${tour.slug}`), ...DESTINATIONS.map((d) => d.path), '/'];
  const byPath = new Map<string, SharePicture>();
  for (const language of words)
    for (const page of pages) {
      const picture = sharePictureFor(page, brand, isPhotographed, tours, language, english);
      if (!byPath.has(picture.path)) byPath.set(picture.path, picture);
    }
  return [...byPath.values()];
}

/** Eight hex digits that change with `text` (FNV-1a): a file name that follows its content. */
function contentTag(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
