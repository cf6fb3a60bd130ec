import { formatAdminAmount } from '@safari/shared-domain/catalogue';
import { ADMIN_TOASTS } from '@safari/shared-domain/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Statistic } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { bookingsViewToParams, type DateFilter, DEFAULT_BOOKINGS_VIEW } from '../bookings/bookings-url.ts';
import { queryKeys } from '../query-keys.ts';
import { formatDay } from '../ui/format.ts';
import { type AntdScope, scoped } from '../ui/PictureTable.tsx';
import { useLoadFailureToast } from '../ui/useLoadFailureToast.ts';
import { type BookingRevenue, fetchBookingRevenue, fetchBookingSummary } from './summary.ts';

const CARDS = [
  { key: 'totalBookings', title: 'Total Bookings' },
  { key: 'pending', title: 'Pending' },
  { key: 'confirmed', title: 'Confirmed' },
  { key: 'cancelled', title: 'Cancelled' },
] as const;

const SUMMARY_QUERY = queryOptions({ queryKey: queryKeys.summary, queryFn: fetchBookingSummary });
const REVENUE_QUERY = queryOptions({ queryKey: queryKeys.revenue, queryFn: fetchBookingRevenue });

const bookings = (n: number) => `${n.toLocaleString('en-US')} booking${n === 1 ? '' : 's'}`;

/** The five cards' section (the figures, then the revenue across the row). */
const SECTION_CLASS = 'mb-6 grid grid-cols-4 gap-2 md:gap-3';
const FIGURE_BODY_CLASS = 'p-2 md:p-3';
const REVENUE_CARD_CLASS = 'col-span-4';

/** Small on a phone, so the bookings list still starts on the first screen. */
const COMPACT_STATISTIC = { title: 'text-xs md:text-sm', content: 'text-lg md:text-2xl' };

function RevenueFigure({
  id,
  title,
  amount,
  count,
  shows,
}: {
  id: string;
  title: string;
  amount?: number;
  count?: number;
  /** The bookings list filter that lists exactly these bookings (decision 137). */
  shows?: DateFilter;
}) {
  const [, setParams] = useSearchParams();
  const list = (date: DateFilter) =>
    setParams(
      (current) => {
        const next = bookingsViewToParams({ ...DEFAULT_BOOKINGS_VIEW, status: 'confirmed', date }, current);
        next.delete('tab');
        return next;
      },
      { replace: false },
    );
  return (
    <div data-testid={`revenue-${id}`}>
      <Statistic
        title={title}
        value={amount === undefined ? '' : formatAdminAmount(amount)}
        classNames={COMPACT_STATISTIC}
      />
      <p className="text-xs text-gray-500">
        {count === undefined ? '' : bookings(count)}
        {shows && count !== undefined ? (
          <Button type="link" size="small" className="h-auto p-0 pl-1 text-xs" onClick={() => list(shows)}>
            List them
          </Button>
        ) : null}
      </p>
    </div>
  );
}

/**
 * Money the operator can count on: confirmed bookings only, pending beside them, and what was
 * booked (made) this week and this month - not tours that run then (issue 15).
 */
function RevenueCard({ revenue, loading }: { revenue: BookingRevenue | undefined; loading: boolean }) {
  return (
    <Card size="small" loading={loading} title="Revenue" className={REVENUE_CARD_CLASS}>
      <div className="grid grid-cols-3 gap-2 md:grid-cols-4 md:gap-3">
        <RevenueFigure
          id="confirmed"
          title="Confirmed"
          amount={revenue?.confirmedRevenue}
          count={revenue?.confirmedBookings}
        />
        <RevenueFigure
          id="pending"
          title="Pending (not counted)"
          amount={revenue?.pendingRevenue}
          count={revenue?.pendingBookings}
        />
        <RevenueFigure
          id="week"
          title="Booked this week"
          amount={revenue?.weekRevenue}
          count={revenue?.weekBookings}
          shows="booked-week"
        />
        <RevenueFigure
          id="month"
          title="Booked this month"
          amount={revenue?.monthRevenue}
          count={revenue?.monthBookings}
          shows="booked-month"
        />
        <RevenueFigure id="received" title="Received" amount={revenue?.received} />
        <RevenueFigure id="outstanding" title="Outstanding" amount={revenue?.outstanding} />
        <RevenueFigure
          id="overdue"
          title="Overdue"
          amount={revenue?.overdue}
          count={revenue?.overdueBookings}
        />
      </div>
      {revenue ? (
        // Folded, so that on a phone the bookings list still starts near the first screen.
        <details className="mt-2 text-xs text-gray-600">
          <summary className="cursor-pointer text-gray-700">How these are counted</summary>
          <p className="mt-1" data-testid="revenue-note">
            Confirmed bookings only, at their quoted price where staff set one. "This week" (since{' '}
            {formatDay(revenue.weekStart)}) and "this month" (since {formatDay(revenue.monthStart)}) mean
            booked - the request made - in that period, Arusha time, whatever the tour date: the bookings
            list's "Booked this week" and "Booked this month". Received is money in, less refunds; outstanding
            is what confirmed bookings still owe, overdue the part of it past its due day.
          </p>
        </details>
      ) : null}
    </Card>
  );
}

export function SummaryCards() {
  const summary = useQuery(SUMMARY_QUERY);
  const revenue = useQuery(REVENUE_QUERY);
  useLoadFailureToast(summary, ADMIN_TOASTS.loadBookingsFailure);
  useLoadFailureToast(revenue, ADMIN_TOASTS.loadBookingsFailure);

  if (summary.isError && !summary.data) {
    return <Alert type="error" title="The summary figures could not be loaded." showIcon className="mb-6" />;
  }
  return (
    <section aria-label="Summary" className={SECTION_CLASS}>
      {CARDS.map(({ key, title }) => (
        <Card key={key} size="small" loading={summary.isPending} classNames={{ body: FIGURE_BODY_CLASS }}>
          <div data-testid={`summary-${key}`}>
            <Statistic title={title} value={summary.data?.[key] ?? 0} classNames={COMPACT_STATISTIC} />
          </div>
        </Card>
      ))}
      {revenue.isError && !revenue.data ? (
        <Alert
          type="error"
          title="The revenue could not be loaded."
          showIcon
          className="col-span-2 md:col-span-4"
        />
      ) : (
        <RevenueCard revenue={revenue.data} loading={revenue.isPending} />
      )}
    </section>
  );
}

/** A small antd Card while it loads: its skeleton of four lines (antd's Card with `loading`). */
function LoadingCardPicture({
  scope,
  title,
  className,
  bodyClassName,
}: {
  scope: AntdScope;
  title?: string;
  className?: string;
  bodyClassName?: string;
}) {
  return (
    <div
      className={scoped(
        scope,
        'ant-card',
        'ant-card-loading',
        'ant-card-bordered',
        'ant-card-small',
        ...(className ? [className] : []),
      )}
    >
      {title ? (
        <div className="ant-card-head">
          <div className="ant-card-head-wrapper">
            <div className="ant-card-head-title">{title}</div>
          </div>
        </div>
      ) : null}
      <div className={bodyClassName ? `ant-card-body ${bodyClassName}` : 'ant-card-body'}>
        <div className={scoped(scope, 'ant-skeleton', 'ant-skeleton-active')}>
          <div className="ant-skeleton-section">
            <ul className="ant-skeleton-paragraph">
              <li />
              <li />
              <li />
              <li style={{ width: '61%' }} />
            </ul>
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * The summary as SummaryCards first renders it, every figure still loading, drawn in antd's
 * markup with plain elements: the dashboard's first screen (decision 198). Its reads start here,
 * a frame before the real cards take them over.
 */
export function SummaryPicture({ scope }: { scope: AntdScope }) {
  useQuery(SUMMARY_QUERY);
  useQuery(REVENUE_QUERY);
  return (
    <section aria-label="Summary" className={SECTION_CLASS}>
      {CARDS.map(({ key }) => (
        <LoadingCardPicture key={key} scope={scope} bodyClassName={FIGURE_BODY_CLASS} />
      ))}
      <LoadingCardPicture scope={scope} title="Revenue" className={REVENUE_CARD_CLASS} />
    </section>
  );
}
