import {
  DESTINATION_SUMMARIES,
  summaryInLanguage,
  type TranslatedLanguage,
} from '@safari/shared-domain/catalogue';
import { useLanguage } from '@safari/shared-ui';
import { use } from 'react';
import { DestinationCard } from './DestinationCard.tsx';
import { cardTextsIn } from './texts-in-language.ts';

/** The destinations' cards on another language's page; a text it lacks shows in English, marked. */
export default function CardsInLanguage() {
  const texts = use(cardTextsIn(useLanguage() as TranslatedLanguage));
  return DESTINATION_SUMMARIES.map((summary) => {
    const card = summaryInLanguage(summary, texts);
    const english = Object.fromEntries(card.inEnglish.map((field) => [field, 'en' as const]));
    return <DestinationCard key={card.id} destination={card} english={english} />;
  });
}
