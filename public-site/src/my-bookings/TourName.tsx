import { DEFAULT_LANGUAGE } from '@safari/shared-domain/i18n';
import { useLanguage } from '@safari/shared-ui';
import { Component, type ReactNode, Suspense } from 'react';
import { useTourSummaries } from '../catalogue/catalogue-store.ts';
import { type BookedTourName, bookedTourName } from './booked-tour-name.ts';
import type { MyBooking } from './my-bookings-service.ts';

function TourNameHeading({ name, inEnglish }: BookedTourName) {
  return (
    <h2 className="mt-1 break-words text-lg font-semibold text-stone-900" lang={inEnglish ? 'en' : undefined}>
      {name}
    </h2>
  );
}

function TourNameInLanguage({ booking }: { booking: MyBooking }) {
  return <TourNameHeading {...bookedTourName(booking, useTourSummaries(), useLanguage())} />;
}

/** A catalogue that could not be read costs the translated name, not the traveller's page. */
class RecordedNameIfUnread extends Component<
  { recorded: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.recorded : this.props.children;
  }
}

/**
 * The booked tour's name in the page's language (issue 41). The published summaries come with
 * the page (its catalogue block); a page without them reads them, showing the recorded name
 * meanwhile (and for good if the read fails). An English page and a custom request need none.
 */
export function TourName({ booking }: { booking: MyBooking }) {
  const language = useLanguage();
  const recorded = <TourNameHeading {...bookedTourName(booking, [], language)} />;
  if (language === DEFAULT_LANGUAGE || booking.tour_slug === null) return recorded;
  return (
    <RecordedNameIfUnread recorded={recorded}>
      <Suspense fallback={recorded}>
        <TourNameInLanguage booking={booking} />
      </Suspense>
    </RecordedNameIfUnread>
  );
}
