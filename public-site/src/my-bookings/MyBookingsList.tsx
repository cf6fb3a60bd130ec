import { operatorCalendarDate } from '@safari/shared-domain/catalogue';
import type { BookingMoney } from '@safari/shared-domain/payments';
import { useMoneyAndDays } from '../i18n/money-and-days.ts';
import { ProposalLink } from '../proposal/ProposalLink.tsx';
import { MyBookingPayments } from './MyBookingPayments.tsx';
import {
  type MyBooking,
  type MyProposalVersion,
  type MyStatusChange,
  moneyOf,
} from './my-bookings-service.ts';
import { TourName } from './TourName.tsx';
import { useMyBookingsTexts } from './texts.ts';

const STATUS_STYLE: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  confirmed: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-stone-200 text-stone-800 ring-stone-300',
};

function useTravellers() {
  const { t } = useMyBookingsTexts();
  return (booking: MyBooking): string => {
    const parts = [t('adultsCount', { count: booking.adults })];
    if (booking.youths > 0) parts.push(t('youthsCount', { count: booking.youths }));
    return `${t('travellersCount', { count: booking.number_of_guests })} (${parts.join(', ')})`;
  };
}

function History({ changes }: { changes: MyStatusChange[] }) {
  const { t } = useMyBookingsTexts();
  const { day } = useMoneyAndDays((amount) => t('cents', { amount }));
  if (changes.length === 0) return null;
  return (
    <details className="mt-3 text-sm text-stone-700">
      <summary className="cursor-pointer font-medium text-amber-800">{t('history')}</summary>
      <ol className="mt-2 space-y-1">
        {changes.map((change) => (
          <li key={change.id}>
            {day(operatorCalendarDate(new Date(change.changed_at)))}:{' '}
            {change.old_status === null
              ? t('historyRequested')
              : t('historyStatus', { status: change.new_status })}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** One card per request, newest first: mobile first, no table to scroll sideways. */
export function MyBookingsList({
  bookings,
  history,
  proposals = new Map(),
  money: moneyOfBooking = new Map(),
}: {
  bookings: MyBooking[];
  history: ReadonlyMap<string, MyStatusChange[]>;
  proposals?: ReadonlyMap<string, MyProposalVersion[]>;
  money?: ReadonlyMap<string, BookingMoney>;
}) {
  const { t, label } = useMyBookingsTexts();
  const { amount, day } = useMoneyAndDays((amount) => t('cents', { amount }));
  const travellers = useTravellers();
  return (
    <ul className="space-y-4" aria-label={t('listLabel')}>
      {bookings.map((booking) => {
        const status = {
          label: label(`status_${booking.status}`, booking.status),
          className: STATUS_STYLE[booking.status] ?? 'bg-stone-100 text-stone-800 ring-stone-300',
          note: label(`note_${booking.status}`, ''),
        };
        const money = moneyOf(booking);
        return (
          <li
            key={booking.id}
            data-testid="my-booking"
            data-reference={booking.reference}
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-mono text-sm font-semibold tracking-wide text-stone-600">
                  {booking.reference}
                </p>
                <TourName booking={booking} />
              </div>
              <span
                data-testid="my-booking-status"
                className={`shrink-0 rounded-full px-3 py-1 text-sm font-semibold ring-1 ${status.className}`}
              >
                {status.label}
              </span>
            </div>
            <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-stone-500">{t('dates')}</dt>
                <dd className="font-medium">
                  {day(booking.tour_date)}
                  {booking.end_date ? ` – ${day(booking.end_date)}` : ''}
                </dd>
              </div>
              <div>
                <dt className="text-stone-500">{t('travellers')}</dt>
                <dd className="font-medium">{travellers(booking)}</dd>
              </div>
              <div>
                <dt className="text-stone-500">
                  {money.label === 'Price' ? t('price') : t('estimatedTotal')}
                </dt>
                <dd className="font-medium" data-testid="my-booking-money">
                  {amount(money.amount)}
                </dd>
              </div>
              <div>
                <dt className="text-stone-500">{t('requested')}</dt>
                <dd className="font-medium">{day(operatorCalendarDate(new Date(booking.created_at)))}</dd>
              </div>
            </dl>
            {booking.quote_note ? (
              <p className="mt-3 whitespace-pre-wrap text-sm text-stone-700">
                {t('aboutPrice', { note: booking.quote_note })}
              </p>
            ) : null}
            {status.note ? <p className="mt-3 text-sm text-stone-700">{status.note}</p> : null}
            <ProposalLink versions={proposals.get(booking.id) ?? []} />
            {moneyOfBooking.has(booking.id) ? (
              <MyBookingPayments
                reference={booking.reference}
                customerName={booking.customer_name}
                // The receipt names the trip as the invoice does: as the booking recorded it.
                trip={booking.tour_name}
                money={moneyOfBooking.get(booking.id) as BookingMoney}
              />
            ) : null}
            <History changes={history.get(booking.id) ?? []} />
          </li>
        );
      })}
    </ul>
  );
}
