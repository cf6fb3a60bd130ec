import { bookingOptionLabels, formatAdminAmount } from '@safari/shared-domain/catalogue';
import { Descriptions, Modal, Tag, Typography } from 'antd';
import { PaymentsSection } from '../payments/PaymentsSection.tsx';
import { ProposalSection } from '../proposals/ProposalSection.tsx';
import { formatDateTime, formatDay, languageName } from '../ui/format.ts';
import { BookingMails, StatusHistory } from './BookingTrail.tsx';
import { canQuote, priceLabel, priceOf } from './booking-price.ts';
import type { Booking } from './bookings-service.ts';
import { QuoteForm } from './QuoteForm.tsx';
import { StatusTag } from './StatusTag.tsx';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const list = (values: string[]) =>
  values.length > 0 ? values.map((value) => <Tag key={value}>{value}</Tag>) : 'None';

/** Every field of a booking (docs/product.md §11), with 'N/A' / 'Not specified' where the seed says. */
export function BookingDetails({
  booking,
  onClose,
  onChanged,
}: {
  booking: Booking | null;
  onClose: () => void;
  /** The booking as stored after a change made here (a quoted price). */
  onChanged: (booking: Booking) => void;
}) {
  return (
    <Modal
      open={booking !== null}
      title="Booking Details"
      footer={null}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      {booking && <BookingFields booking={booking} onChanged={onChanged} />}
    </Modal>
  );
}

/** The booking's fields, its status history and its mails; the custom form's choices as labels. */
function BookingFields({ booking, onChanged }: { booking: Booking; onChanged: (booking: Booking) => void }) {
  const labels = bookingOptionLabels(booking);
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'reference', label: 'Reference', children: booking.reference },
          { key: 'status', label: 'Status', children: <StatusTag status={booking.status} /> },
          { key: 'name', label: 'Customer Name', children: booking.customer_name },
          { key: 'email', label: 'Email', children: booking.customer_email },
          { key: 'phone', label: 'Phone', children: booking.customer_phone },
          // The language of the page the request was made on: the traveller's mails are in it.
          { key: 'language', label: 'Language', children: languageName(booking.language) },
          { key: 'tour', label: 'Tour', children: booking.tour_name, span: 2 },
          { key: 'date', label: 'Tour Date', children: formatDay(booking.tour_date) },
          {
            key: 'end',
            label: 'End Date',
            children: booking.end_date ? formatDay(booking.end_date) : 'N/A',
          },
          {
            key: 'guests',
            label: 'Number of Guests',
            children: `${booking.number_of_guests} (${count(booking.adults, 'adult')}, ${count(booking.youths, 'youth')})`,
          },
          {
            key: 'amount',
            label: priceLabel(booking),
            children: (
              <span data-testid="booking-price">
                {formatAdminAmount(priceOf(booking))}
                {booking.quoted_amount !== null ? (
                  <span className="block text-xs text-gray-600">
                    Estimated {formatAdminAmount(booking.amount)}; quoted{' '}
                    {booking.quoted_at ? formatDateTime(booking.quoted_at) : ''}
                  </span>
                ) : null}
              </span>
            ),
          },
          ...(booking.quote_note
            ? [
                {
                  key: 'quote-note',
                  label: 'Note with the price',
                  children: <span className="whitespace-pre-wrap">{booking.quote_note}</span>,
                  span: 2,
                },
              ]
            : []),
          { key: 'budget', label: 'Budget', children: labels.budget ?? 'N/A' },
          { key: 'safari', label: 'Safari Type', children: labels.safariType ?? 'Not specified' },
          { key: 'types', label: 'Tour Types', children: list(labels.tourTypes) },
          { key: 'destinations', label: 'Destinations', children: list(labels.destinations) },
          {
            key: 'requirements',
            label: 'Special Requirements',
            children: <span className="whitespace-pre-wrap">{booking.special_requirements || 'None'}</span>,
            span: 2,
          },
          { key: 'created', label: 'Created', children: formatDateTime(booking.created_at) },
          { key: 'updated', label: 'Updated', children: formatDateTime(booking.updated_at) },
        ]}
      />
      {canQuote(booking) ? <QuoteForm booking={booking} onQuoted={onChanged} /> : null}
      <ProposalSection bookingId={booking.id} cancelled={booking.status === 'cancelled'} />
      <PaymentsSection booking={booking} />
      <Typography.Title level={5} className="mt-6">
        Status history
      </Typography.Title>
      <StatusHistory bookingId={booking.id} />
      <Typography.Title level={5} className="mt-2">
        Mails
      </Typography.Title>
      <BookingMails bookingId={booking.id} />
    </>
  );
}
