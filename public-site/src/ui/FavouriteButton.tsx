import commonTexts from 'virtual:messages/common';
import { useMessages } from '@safari/shared-ui';
import type common from '../../messages/en/common.json';
import { useFavourite } from './favourites.ts';
import { HeartIcon } from './icons.tsx';

export function FavouriteButton({
  slug,
  title,
  className = '',
}: {
  slug: string;
  title: string;
  className?: string;
}) {
  const [isFavourite, toggle] = useFavourite(slug);
  const t = useMessages<typeof common>(commonTexts);
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={isFavourite}
      aria-label={t(isFavourite ? 'favouriteRemove' : 'favouriteAdd', { title })}
      className={`inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/90 shadow-sm transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 ${
        isFavourite ? 'text-red-600' : 'text-stone-700'
      } ${className}`}
    >
      <HeartIcon filled={isFavourite} />
    </button>
  );
}
