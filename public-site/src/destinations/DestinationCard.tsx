import commonTexts from 'virtual:messages/common';
import type { CardTextField, DestinationSummary } from '@safari/shared-domain/catalogue';
import { useLocalPath, useMessages } from '@safari/shared-ui';
import { Link } from 'react-router-dom';
import type common from '../../messages/en/common.json';
import { DestinationIcon } from '../ui/icons.tsx';
import { SiteImage } from '../ui/SiteImage.tsx';

/** One of the four destination cards (home and /destinations), in the page's language. */
export function DestinationCard({
  destination,
  english,
}: {
  destination: DestinationSummary;
  /** On another language's page: the texts shown in English, marked `lang="en"`. */
  english?: { readonly [Field in CardTextField]?: 'en' };
}) {
  const t = useMessages<typeof common>(commonTexts);
  const local = useLocalPath();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 focus-within:ring-2 focus-within:ring-amber-700">
      <div className="aspect-[3/2] overflow-hidden bg-stone-200">
        <SiteImage
          src={destination.image}
          alt=""
          width={600}
          height={400}
          className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="inline-flex items-center gap-2 text-xl font-semibold">
          <DestinationIcon name={destination.icon} className="text-amber-700" />
          <Link
            to={local(destination.path)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
            lang={english?.name}
          >
            {destination.name}
          </Link>
        </h3>
        <p className="text-sm leading-relaxed text-stone-600" lang={english?.description}>
          {destination.description}
        </p>
        <ul
          className="flex flex-wrap gap-2"
          aria-label={t('destinationHighlights', { name: destination.name })}
          lang={english?.cardHighlights}
        >
          {destination.cardHighlights.map((highlight) => (
            <li
              key={highlight}
              className="rounded-full bg-amber-50 px-3 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-200"
            >
              {highlight}
            </li>
          ))}
        </ul>
        <span aria-hidden="true" className="mt-auto pt-2 text-sm font-semibold text-amber-800">
          {t('destinationExplore')}
        </span>
      </div>
    </article>
  );
}
