import { ADMIN_TOASTS } from '@safari/shared-domain';
import { formatAdminAmount } from '@safari/shared-domain/catalogue';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Statistic } from 'antd';
import { queryKeys } from '../query-keys.ts';
import { useLoadFailureToast } from '../ui/useLoadFailureToast.ts';
import { fetchBookingSummary } from './summary.ts';

const CARDS = [
  { key: 'totalBookings', title: 'Total Bookings' },
  { key: 'pending', title: 'Pending' },
  { key: 'confirmed', title: 'Confirmed' },
  { key: 'cancelled', title: 'Cancelled' },
] as const;

export function SummaryCards() {
  const summary = useQuery({ queryKey: queryKeys.summary, queryFn: fetchBookingSummary });
  useLoadFailureToast(summary, ADMIN_TOASTS.loadBookingsFailure);

  if (summary.isError && !summary.data) {
    return <Alert type="error" title="The summary figures could not be loaded." showIcon className="mb-6" />;
  }
  return (
    <section aria-label="Summary" className="mb-6 grid grid-cols-2 gap-3 md:grid-cols-5">
      {CARDS.map(({ key, title }) => (
        <Card key={key} size="small" loading={summary.isPending}>
          <div data-testid={`summary-${key}`}>
            <Statistic title={title} value={summary.data?.[key] ?? 0} />
          </div>
        </Card>
      ))}
      <Card size="small" loading={summary.isPending} className="col-span-2 md:col-span-1">
        <div data-testid="summary-totalRevenue">
          <Statistic
            title="Total Revenue"
            value={summary.data ? formatAdminAmount(summary.data.totalRevenue) : ''}
          />
        </div>
      </Card>
    </section>
  );
}
