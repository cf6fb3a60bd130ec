import { formatAdminAmount } from '@safari/shared-domain/catalogue';
import { Button, Select, Space, type TableColumnsType, Tag } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { EmailLink } from '../ui/EmailLink.tsx';
import { formatDay, telHrefOf } from '../ui/format.ts';
import { stackedColumn, statusAndActionsColumn } from '../ui/phone-columns.tsx';
import { isEstimate, priceOf } from './booking-price.ts';
import type { Booking } from './bookings-service.ts';
import { BOOKING_STATUSES, type BookingStatus, type BookingsView, type SortKey } from './bookings-url.ts';
import { PaymentLine } from './PaymentLine.tsx';

const STATUS_OPTIONS = BOOKING_STATUSES.map((status) => ({ value: status, label: status }));

interface BookingRowActions {
  /** The table's sort, shown on the column headers. */
  readonly view: Pick<BookingsView, 'sort' | 'direction'>;
  readonly chooseStatus: (booking: Booking, status: BookingStatus) => void;
  /** Whether this booking's status is being saved (its list waits). */
  readonly savingStatus: (booking: Booking) => boolean;
  readonly showDetails: (booking: Booking) => void;
  readonly askDelete: (booking: Booking) => void;
}

/** The bookings table's columns: every field on a wide screen, two cells at phone width. */
export function bookingColumns(narrow: boolean, row: BookingRowActions): TableColumnsType<Booking> {
  const sortOrderOf = (key: SortKey): SortOrder =>
    row.view.sort === key ? (row.view.direction === 'asc' ? 'ascend' : 'descend') : null;
  const sortable = (key: SortKey) => ({
    sorter: true,
    sortOrder: sortOrderOf(key),
    sortDirections: ['ascend', 'descend', 'ascend'] as SortOrder[],
  });

  const statusSelect = (booking: Booking) => (
    <Select
      aria-label={`Status of booking ${booking.reference}`}
      value={booking.status}
      options={STATUS_OPTIONS}
      onChange={(next) => row.chooseStatus(booking, next)}
      disabled={row.savingStatus(booking)}
      className="w-32"
    />
  );
  const actions = (booking: Booking) => (
    <Space wrap size={[4, 4]}>
      <Button
        size="small"
        onClick={() => row.showDetails(booking)}
        aria-label={`View booking ${booking.reference}`}
      >
        View
      </Button>
      <Button
        size="small"
        danger
        onClick={() => row.askDelete(booking)}
        aria-label={`Delete booking ${booking.reference}`}
      >
        Delete
      </Button>
    </Space>
  );
  const amount = (booking: Booking) => (
    <span className="whitespace-nowrap">
      {formatAdminAmount(priceOf(booking))}
      {isEstimate(booking) ? (
        <Tag className="ml-1" title="A custom request's estimate: quote its price in View">
          estimate
        </Tag>
      ) : null}
      <PaymentLine booking={booking} />
    </span>
  );

  if (narrow) {
    // At phone width: the booking in one cell, its status and actions in the other, both on screen.
    return [
      stackedColumn<Booking>(
        'Booking',
        'booking',
        (booking) => (
          <>
            <span className="font-medium">{booking.customer_name}</span>
            <span className="text-gray-600">
              {booking.reference} · {formatDay(booking.tour_date)}
            </span>
            <span className="text-gray-600">{booking.tour_name}</span>
            {amount(booking)}
          </>
        ),
        'text-sm',
      ),
      statusAndActionsColumn(148, statusSelect, actions),
    ];
  }

  return [
    { title: 'Reference', dataIndex: 'reference', key: 'reference', width: 120 },
    { title: 'Customer', dataIndex: 'customer_name', key: 'customer', ellipsis: true },
    {
      title: 'Contact',
      key: 'contact',
      render: (_, booking) => (
        <div className="flex flex-col">
          <EmailLink address={booking.customer_email} />
          <a href={telHrefOf(booking.customer_phone)}>{booking.customer_phone}</a>
        </div>
      ),
    },
    { title: 'Tour', dataIndex: 'tour_name', key: 'tour', ellipsis: true },
    {
      title: 'Trip date',
      dataIndex: 'tour_date',
      key: 'date',
      width: 130,
      render: (date: string) => formatDay(date),
      ...sortable('date'),
    },
    { title: 'Guests', dataIndex: 'number_of_guests', key: 'guests', width: 80, align: 'right' },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      width: 150,
      render: (_, booking) => statusSelect(booking),
      ...sortable('status'),
    },
    {
      title: 'Amount',
      dataIndex: 'price',
      key: 'amount',
      width: 170,
      align: 'right',
      render: (_, booking) => amount(booking),
      ...sortable('amount'),
    },
    {
      title: 'Booked',
      dataIndex: 'created_at',
      key: 'created',
      width: 130,
      render: (at: string) => formatDay(at),
      ...sortable('created'),
    },
    // Kept in view at the right while the other columns scroll sideways (below about 1,400 px).
    {
      title: 'Actions',
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, booking) => actions(booking),
    },
  ];
}
