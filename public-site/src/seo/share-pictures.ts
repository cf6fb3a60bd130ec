import type { SiteSettings } from '@safari/shared-domain';
import {
  DESTINATIONS,
  type Destination,
  durationText,
  findDestination,
  findTour,
  formatUsd,
  SITE_IMAGES,
  TOURS,
  type Tour,
} from '@safari/shared-domain/catalogue';
import { pagePath } from './pages.ts';

// The pictures link previews show (og:image, twitter:image). Chat apps and social sites do not
// show SVG, so the build rasterises each catalogue scene to a PNG (scripts/og-images.ts) into the
// public-site's own dist/og/, published with the remote (decision 097).

export const SHARE_PICTURE_WIDTH = 1200;
export const SHARE_PICTURE_HEIGHT = 630;

export interface SharePicture {
  /** Relative to the public-site's published base URL, e.g. 'og/tour-serengeti-migration.png'. */
  readonly path: string;
  /** The catalogue picture whose scene is drawn behind the text. */
  readonly artwork: string;
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
function subjectOf(pathname: string): Subject {
  const [, section, name, rest] = pagePath(pathname).split('/');
  if (name !== undefined && rest === undefined) {
    const tour = section === 'tour' ? findTour(name) : undefined;
    if (tour) return { kind: 'tour', tour };
    const destination = section === 'destinations' ? findDestination(name) : undefined;
    if (destination) return { kind: 'guide', destination };
  }
  return { kind: 'site' };
}

/** The share picture of a page: its tour's, its guide's, or the site's for every other page. */
export function ogImagePath(pathname: string): string {
  const subject = subjectOf(pathname);
  if (subject.kind === 'tour') return `og/tour-${subject.tour.slug}.png`;
  if (subject.kind === 'guide') return `og/guide-${subject.destination.id}.png`;
  return 'og/site.png';
}

export function sharePictureFor(pathname: string, brand: Brand): SharePicture {
  const subject = subjectOf(pathname);
  const path = ogImagePath(pathname);
  if (subject.kind === 'tour') {
    const { tour } = subject;
    return {
      path,
      artwork: tour.heroImage,
      title: tour.title,
      subtitle: `${durationText(tour.durationDays)} · from ${formatUsd(tour.adultPrice)} per adult`,
      alt: `${tour.title}: an illustrated safari scene with the tour's name and ${brand.brandName}`,
    };
  }
  if (subject.kind === 'guide') {
    const { destination } = subject;
    return {
      path,
      artwork: destination.image,
      title: destination.heroTitle,
      subtitle: destination.heroSubtitle,
      alt: `${destination.heroTitle}: an illustrated scene with the guide's name and ${brand.brandName}`,
    };
  }
  return {
    path,
    artwork: SITE_IMAGES.homeHero,
    title: brand.brandName,
    subtitle: brand.tagline,
    alt: `${brand.brandName}: an illustration of Kilimanjaro with a giraffe and elephants`,
  };
}

/** Every share picture the build draws: one per tour, one per guide and the site's. */
export function sharePictures(brand: Brand): SharePicture[] {
  return [
    ...TOURS.map((tour) => sharePictureFor(`/tour/${tour.slug}`, brand)),
    ...DESTINATIONS.map((destination) => sharePictureFor(destination.path, brand)),
    sharePictureFor('/', brand),
  ];
}
