// Exposed to the admin as `publicSite/TourPreview` (decision 127): staff preview a draft with the
// public tour page's own component, so what they check is what travellers will get. In German or
// French (decision 235) the draft is put into that language as the published page's is
// (`tourInLanguage`), with that language's interface texts and formats, so staff check a
// translation, and what is still English and marked, before they publish it.
import { type Tour, tourInLanguage } from '@safari/shared-domain/catalogue';
import { DEFAULT_LANGUAGE, type Language } from '@safari/shared-domain/i18n';
import { LanguageContext, PageSpinner, Toaster } from '@safari/shared-ui';
import { Suspense } from 'react';
import { TourPageView } from './pages/TourPage.tsx';
import './styles.css';

export default function TourPreview({
  tour,
  language = DEFAULT_LANGUAGE,
}: {
  tour: Tour;
  language?: Language;
}) {
  return (
    <LanguageContext value={language}>
      <div data-remote="public-site" lang={language} className="bg-stone-50 text-stone-900">
        {/* Another language's texts and formats are fetched the first time it is previewed. */}
        <Suspense fallback={<PageSpinner />}>
          <TourPageView tour={tourInLanguage(tour, language)} preview />
        </Suspense>
        <Toaster />
      </div>
    </LanguageContext>
  );
}
