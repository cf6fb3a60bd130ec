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
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={isFavourite}
      aria-label={isFavourite ? `Remove ${title} from favourites` : `Add ${title} to favourites`}
      className={`inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/90 shadow-sm transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 ${
        isFavourite ? 'text-red-600' : 'text-stone-700'
      } ${className}`}
    >
      <HeartIcon filled={isFavourite} />
    </button>
  );
}
