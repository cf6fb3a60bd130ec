import commonTexts from 'virtual:messages/common';
import { useMessages } from '@safari/shared-ui';
import { Link } from 'react-router-dom';
import type common from '../../messages/en/common.json';
import { FavouriteButton } from './FavouriteButton.tsx';
import { ClockIcon, MapPinIcon } from './icons.tsx';
import { SiteImage } from './SiteImage.tsx';

/**
 * The mark of a card on a German or French page whose tour is described in English (issue 41):
 * over the picture's corner, so a marked card is as tall as the others (the heart has the other
 * corner). Its words are common's `cardInEnglish`.
 */
export const IN_ENGLISH_MARK =
  'pointer-events-none absolute left-3 top-3 rounded-full bg-white/90 px-2 py-0.5 text-xs font-medium text-stone-800';

export interface TourCardProps {
  slug: string;
  route: string;
  image: string;
  title: string;
  /** The title is English on a page of another language (issue 41): `lang="en"` and a mark. */
  titleInEnglish?: boolean;
  duration: string;
  /** e.g. 'From $2,970'. */
  priceLine: string;
  location: string;
  tags?: readonly string[];
}

/** A tour card: the whole card opens the tour; the heart is a separate control above it. */
export function TourCard({
  slug,
  route,
  image,
  title,
  titleInEnglish,
  duration,
  priceLine,
  location,
  tags = [],
}: TourCardProps) {
  const t = useMessages<typeof common>(commonTexts);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-md">
      <div className="aspect-[3/2] overflow-hidden bg-stone-200">
        <SiteImage
          src={image}
          alt=""
          width={600}
          height={400}
          className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="inline-flex items-center gap-1 text-sm text-stone-600">
          <MapPinIcon width={16} height={16} /> {location}
        </p>
        <h3 className="font-semibold leading-snug text-stone-900">
          <Link
            to={route}
            lang={titleInEnglish ? 'en' : undefined}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline"
          >
            {title}
          </Link>
        </h3>
        {titleInEnglish ? <p className={IN_ENGLISH_MARK}>{t('cardInEnglish')}</p> : null}
        {tags.length ? (
          <ul className="flex flex-wrap gap-1" aria-label={t('cardTourTypes')}>
            {tags.map((tag) => (
              <li key={tag} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex items-center justify-between pt-2 text-sm">
          <span className="inline-flex items-center gap-1 text-stone-600">
            <ClockIcon width={16} height={16} /> {duration}
          </span>
          <span className="font-semibold text-amber-800">{priceLine}</span>
        </div>
      </div>
      <FavouriteButton slug={slug} title={title} className="absolute right-3 top-3 z-10" />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 rounded-xl ring-amber-700 group-focus-within:ring-2"
      />
    </article>
  );
}
