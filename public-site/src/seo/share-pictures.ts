import type { SiteSettings } from '@safari/shared-domain';
import {
  DESTINATIONS,
  type Destination,
  durationText,
  findDestination,
  formatUsd,
  SITE_IMAGES,
  type Tour,
} from '@safari/shared-domain/catalogue';
import { photoIdOf } from '../photos/photo-manifest.ts';
import { pagePath } from './pages.ts';

// The pictures link previews show (og:image, twitter:image). Chat apps and social sites do not
// show SVG, so the build rasterises each catalogue scene to a PNG (scripts/og-images.ts) into the
// public-site's own dist/og/, published with the remote (decision 097).

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
  /** og:image:alt: what the picture shows, for someone who cannot see it. */
  readonly alt: string;
}

type Brand = Pick<SiteSettings, 'brandName' | 'tagline'>;

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

const noPhotographs: IsPhotographed = () => false;

/** The share picture of a page: its tour's, its guide's, or the site's for every other page. */
export function sharePictureFor(
  pathname: string,
  brand: Brand,
  isPhotographed: IsPhotographed,
  tours: readonly Tour[],
): SharePicture {
  const subject = subjectOf(pathname, tours);
  const [name, artwork] =
    subject.kind === 'tour'
      ? [`tour-${subject.tour.slug}`, subject.tour.heroImage]
      : subject.kind === 'guide'
        ? [`guide-${subject.destination.id}`, subject.destination.image]
        : ['site', SITE_IMAGES.homeHero];
  const photo = isPhotographed(artwork);
  const path = `og/${name}.${photo ? 'jpg' : 'png'}`;
  const type = photo ? 'image/jpeg' : 'image/png';
  if (subject.kind === 'tour') {
    const { tour } = subject;
    const title = tour.title;
    const subtitle = `${durationText(tour.durationDays)} · from ${formatUsd(tour.adultPrice)} per adult`;
    return {
      // Named by what is drawn on it: a published change of title or price is a new file, so no
      // cache (a chat app's least of all) keeps showing the old card (decision 127).
      path: `og/${name}-${contentTag([title, subtitle, artwork, brand.brandName, ...(typeof photo === 'string' ? [photo] : [])].join('\n'))}.${photo ? 'jpg' : 'png'}`,
      type,
      artwork,
      title,
      subtitle,
      alt: `${tour.title}: ${photo ? 'a photograph from the tour' : 'an illustrated safari scene'} with the tour's name and ${brand.brandName}`,
    };
  }
  if (subject.kind === 'guide') {
    const { destination } = subject;
    return {
      path,
      type,
      artwork,
      title: destination.heroTitle,
      subtitle: destination.heroSubtitle,
      alt: `${destination.heroTitle}: ${photo ? 'a photograph' : 'an illustrated scene'} with the guide's name and ${brand.brandName}`,
    };
  }
  return {
    path,
    type,
    artwork,
    title: brand.brandName,
    subtitle: brand.tagline,
    alt: photo
      ? `${brand.brandName}: a photograph with the operator's name`
      : `${brand.brandName}: an illustration of Kilimanjaro with a giraffe and elephants`,
  };
}

/** Every share picture the build draws: one per tour, one per guide and the site's. */
export function sharePictures(
  brand: Brand,
  tours: readonly Tour[],
  isPhotographed: IsPhotographed = noPhotographs,
): SharePicture[] {
  return [
    ...tours.map((tour) => sharePictureFor(`/tour/${tour.slug}`, brand, isPhotographed, tours)),
    ...DESTINATIONS.map((destination) => sharePictureFor(destination.path, brand, isPhotographed, tours)),
    sharePictureFor('/', brand, isPhotographed, tours),
  ];
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
