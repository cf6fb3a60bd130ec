import { customSafariPath, LOCATION_NAMES, type LocationId } from '@safari/shared-domain/catalogue';
import { Link } from 'react-router-dom';

/**
 * What the listing and the search page show for a place no set tour visits (Zanzibar, Ruaha…):
 * the custom safari form instead of an empty list (decision 095).
 */
export function CustomSafariOffer({ location }: { location: LocationId }) {
  const place = LOCATION_NAMES[location];
  return (
    <div className="mt-10 rounded-xl bg-white p-6 text-center ring-1 ring-stone-200 sm:p-10">
      <h2 className="text-xl font-semibold">No set tours to {place} yet</h2>
      <p className="mx-auto mt-2 max-w-xl text-stone-600">
        We plan trips there on request. Tell us your dates and what you would like to see, and we will put
        together a custom safari for you.
      </p>
      <Link
        to={customSafariPath(location)}
        className="mt-4 inline-flex min-h-11 items-center rounded-md bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
      >
        Plan a custom safari
      </Link>
    </div>
  );
}
