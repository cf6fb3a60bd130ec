import { DESTINATION_SUMMARIES } from '@safari/shared-domain/catalogue';
import { DEFAULT_LANGUAGE } from '@safari/shared-domain/i18n';
import { lazyWithRetry, useLanguage } from '@safari/shared-ui';
import { DestinationCard } from './DestinationCard.tsx';

// Another language's cards come with that language's pages: an English page loads none of it.
const CardsInLanguage = lazyWithRetry(() => import('./CardsInLanguage.tsx'));

/** The four destinations' cards (home and /destinations), in the page's language. */
export function DestinationCards() {
  return useLanguage() === DEFAULT_LANGUAGE ? (
    DESTINATION_SUMMARIES.map((destination) => (
      <DestinationCard key={destination.id} destination={destination} />
    ))
  ) : (
    <CardsInLanguage />
  );
}
