import { formatAdminAmount } from '@safari/shared-domain/catalogue';
import { Button, Select, Space, type TableColumnsType, Tag } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { ContactLines } from '../ui/ContactLines.tsx';
import { formatDay, languageName } from '../ui/format.ts';
import { type AntdScope, ButtonPicture, SelectPicture, SpacePicture } from '../ui/PictureTable.tsx';
import { stackedColumn, statusAndActionsColumn } from '../ui/phone-columns.tsx';
import { isEstimate, priceOf } from './booking-price.ts';
import type { Booking } from './bookings-service.ts';
import { BOOKING_STATUSES, type BookingStatus, type BookingsView, type SortKey } from './bookings-url.ts';
import { PaymentLine } from './PaymentLine.tsx';

/**
 * The wide bookings table's least width: the dashboard's box from 1,280 px up (Tailwind's
 * `max-w-7xl` less its padding), so a laptop shows it whole; a narrower box scrolls sideways.
 */
export const WIDE_TABLE_WIDTH = 1232;

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

/**
 * The bookings table's columns: every field on a wide screen, two cells at phone width. With
 * `picture`, the status and the actions are drawn, not made (the first screen, decision 198).
 */
/** A request made on a German or French page says so beside the name (its mails are in that language). */
function languageTag(booking: Booking) {
  return booking.language === 'en' ? null : <Tag className="ml-1">{languageName(booking.language)}</Tag>;
}

export function bookingColumns(
  narrow: boolean,
  row: BookingRowActions,
  picture?: AntdScope,
): TableColumnsType<Booking> {
  const sortOrderOf = (key: SortKey): SortOrder =>
    row.view.sort === key ? (row.view.direction === 'asc' ? 'ascend' : 'descend') : null;
  const sortable = (key: SortKey) => ({
    sorter: true,
    sortOrder: sortOrderOf(key),
    sortDirections: ['ascend', 'descend', 'ascend'] as SortOrder[],
  });

  const statusSelect = (booking: Booking) =>
    picture ? (
      <SelectPicture scope={picture} label={booking.status} className="w-28" />
    ) : (
      <Select
        aria-label={`Status of booking ${booking.reference}`}
        value={booking.status}
        options={STATUS_OPTIONS}
        onChange={(next) => row.chooseStatus(booking, next)}
        disabled={row.savingStatus(booking)}
        className="w-28"
      />
    );
  const actions = (booking: Booking) =>
    picture ? (
      <SpacePicture
        scope={picture}
        children={[
          <ButtonPicture key="view" scope={picture} small>
            View
          </ButtonPicture>,
          <ButtonPicture key="delete" scope={picture} kind="danger" small>
            Delete
          </ButtonPicture>,
        ]}
      />
    ) : (
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
  // The figure never wraps; an estimate's tag goes beside it, or under it where the column is narrow.
  const amount = (booking: Booking) => (
    <span className="block">
      <span className="whitespace-nowrap">{formatAdminAmount(priceOf(booking))}</span>
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
            <span className="font-medium">
              {booking.customer_name}
              {languageTag(booking)}
            </span>
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

  // At a laptop's width every field is whole: names, addresses and tours wrap between words
  // instead of being cut, and the columns fit the dashboard's widest box (WIDE_TABLE_WIDTH).
  return [
    { title: 'Reference', dataIndex: 'reference', key: 'reference', width: 104 },
    {
      title: 'Customer',
      dataIndex: 'customer_name',
      key: 'customer',
      render: (_, booking) => (
        <>
          {booking.customer_name}
          {languageTag(booking)}
        </>
      ),
    },
    {
      title: 'Contact',
      key: 'contact',
      width: 176,
      render: (_, booking) => <ContactLines email={booking.customer_email} phone={booking.customer_phone} />,
    },
    { title: 'Tour', dataIndex: 'tour_name', key: 'tour' },
    {
      title: 'Trip date',
      dataIndex: 'tour_date',
      key: 'date',
      width: 112,
      render: (date: string) => formatDay(date),
      ...sortable('date'),
    },
    { title: 'Guests', dataIndex: 'number_of_guests', key: 'guests', width: 72, align: 'right' },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      width: 128,
      render: (_, booking) => statusSelect(booking),
      ...sortable('status'),
    },
    {
      title: 'Amount',
      dataIndex: 'price',
      key: 'amount',
      width: 124,
      align: 'right',
      render: (_, booking) => amount(booking),
      ...sortable('amount'),
    },
    {
      title: 'Booked',
      dataIndex: 'created_at',
      key: 'created',
      width: 112,
      render: (at: string) => formatDay(at),
      ...sortable('created'),
    },
    // Kept in view at the right while the other columns scroll sideways (a box narrower than
    // WIDE_TABLE_WIDTH).
    {
      title: 'Actions',
      key: 'actions',
      width: 124,
      fixed: 'right',
      render: (_, booking) => actions(booking),
    },
  ];
}
