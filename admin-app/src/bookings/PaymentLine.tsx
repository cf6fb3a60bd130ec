import { formatAdminAmount, operatorToday } from '@safari/shared-domain/catalogue';
import { formatDay } from '../ui/format.ts';
import type { Booking } from './bookings-service.ts';

/**
 * Under a booking's amount in the list: what is paid and what is due next, red once that day has
 * passed (decision 186). The figures are the database's (paid_amount, next_due_on/amount); only
 * the day is compared here, on the office calendar.
 */
export function PaymentLine({ booking }: { booking: Booking }) {
  if (booking.paid_amount === 0 && booking.next_due_on === null) return null;
  const overdue = booking.next_due_on !== null && booking.next_due_on < operatorToday();
  return (
    <span className="block text-xs text-gray-600" data-testid="payment-line">
      {booking.paid_amount > 0 ? `Paid ${formatAdminAmount(booking.paid_amount)}` : 'Nothing paid'}
      {booking.next_due_on !== null && booking.next_due_amount !== null ? (
        <span className={overdue ? 'block font-medium text-red-700' : 'block'}>
          {overdue ? 'Overdue: ' : ''}
          {formatAdminAmount(booking.next_due_amount)} {overdue ? 'since' : 'due'}{' '}
          {formatDay(booking.next_due_on)}
        </span>
      ) : booking.balance !== null && booking.balance > 0 ? (
        <span className="block">{formatAdminAmount(booking.balance)} to pay, no schedule</span>
      ) : (
        <span className="block text-green-700">Paid in full</span>
      )}
    </span>
  );
}
