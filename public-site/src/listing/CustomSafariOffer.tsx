import commonTexts from 'virtual:messages/common';
import listingTexts from 'virtual:messages/listing';
import { customSafariPath, type LocationId } from '@safari/shared-domain/catalogue';
import { useLocalPath, useMessages } from '@safari/shared-ui';
import { Link } from 'react-router-dom';
import type common from '../../messages/en/common.json';
import type listing from '../../messages/en/listing.json';

/**
 * What the listing and the search page show for a place no set tour visits (Zanzibar, Ruaha…):
 * the custom safari form instead of an empty list (decision 095).
 */
export function CustomSafariOffer({ location }: { location: LocationId }) {
  const t = useMessages<typeof listing>(listingTexts);
  const c = useMessages<typeof common>(commonTexts);
  const local = useLocalPath();
  return (
    <div className="mt-10 rounded-xl bg-white p-6 text-center ring-1 ring-stone-200 sm:p-10">
      <h2 className="text-xl font-semibold">{t('customHeading', { place: c(`location_${location}`) })}</h2>
      <p className="mx-auto mt-2 max-w-xl text-stone-600">{t('customBody')}</p>
      <Link
        to={local(customSafariPath(location))}
        className="mt-4 inline-flex min-h-11 items-center rounded-md bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
      >
        {t('customCta')}
      </Link>
    </div>
  );
}
