import { formatAdminAmount, operatorToday } from '@safari/shared-domain/catalogue';
import { ADMIN_TOASTS } from '@safari/shared-domain/messages';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Grid, Input, Modal, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useEffect, useMemo, useState } from 'react';
import { queryKeys } from '../query-keys.ts';
import { ConfirmDelete } from '../ui/ConfirmDelete.tsx';
import { EmailLink } from '../ui/EmailLink.tsx';
import { formatDay, telHrefOf } from '../ui/format.ts';
import { notify } from '../ui/notify.ts';
import { useLoadFailureToast } from '../ui/useLoadFailureToast.ts';
import { useNotifiedMutation } from '../ui/useNotifiedMutation.ts';
import { BookingDetails } from './BookingDetails.tsx';
import { isEstimate, priceOf } from './booking-price.ts';
import { downloadBookingsCsv } from './bookings-csv-export.ts';
import { bookingsFilter, bookingsOrder, clampPage, pageRange } from './bookings-query.ts';
import {
  type Booking,
  deleteBooking,
  fetchAllFilteredBookings,
  fetchBookingsPage,
  fetchHeldStatusMail,
  updateBookingStatus,
} from './bookings-service.ts';
import {
  BOOKING_STATUSES,
  type BookingStatus,
  type DateFilter,
  PAGE_SIZES,
  SEARCH_MAX_LENGTH,
  SORT_KEYS,
  type SortKey,
} from './bookings-url.ts';
import { type HeldChange, StatusUndoBar } from './StatusUndoBar.tsx';
import { mailsTheTraveller, undoEndsAt } from './status-undo.ts';
import { useBookingsView } from './useBookingsView.ts';

const STATUS_FILTER_OPTIONS = [
  { value: 'all', label: 'All Status' },
  ...BOOKING_STATUSES.map((status) => ({ value: status, label: status[0]?.toUpperCase() + status.slice(1) })),
];
/** Each filter says what it filters: the trip's date, or the day the booking was made (decision 137). */
const DATE_FILTER_OPTIONS = [
  { value: 'all', label: 'All dates' },
  {
    label: 'Trip date',
    options: [
      { value: 'today', label: 'Trips today' },
      { value: 'week', label: 'Trips this week' },
      { value: 'month', label: 'Trips this month' },
    ],
  },
  {
    label: 'Booking date',
    options: [
      { value: 'booked-week', label: 'Booked this week' },
      { value: 'booked-month', label: 'Booked this month' },
    ],
  },
];
const STATUS_OPTIONS = BOOKING_STATUSES.map((status) => ({ value: status, label: status }));
/** The phone layout has no column headers to click: the same sorts from a list. */
const SORT_OPTIONS = [
  { value: 'created:desc', label: 'Newest bookings first' },
  { value: 'created:asc', label: 'Oldest bookings first' },
  { value: 'date:asc', label: 'Trip date, soonest first' },
  { value: 'date:desc', label: 'Trip date, latest first' },
  { value: 'amount:desc', label: 'Amount, highest first' },
  { value: 'amount:asc', label: 'Amount, lowest first' },
  { value: 'status:asc', label: 'Status' },
];
const SEARCH_DELAY_MS = 300;

interface StatusRequest {
  readonly booking: Booking;
  readonly status: BookingStatus;
}

const isSortKey = (value: unknown): value is SortKey => (SORT_KEYS as readonly unknown[]).includes(value);

export function BookingsTab() {
  const queryClient = useQueryClient();
  const { view, changeFilter, goToPage } = useBookingsView();
  // Phones get two columns (the booking, and what to do with it) instead of a sideways scroll.
  const narrow = Grid.useBreakpoint().md === false;
  const [asking, setAsking] = useState<StatusRequest | null>(null);
  const [held, setHeld] = useState<HeldChange | null>(null);
  const [searchText, setSearchText] = useState(view.search);
  const [details, setDetails] = useState<Booking | null>(null);
  const [toDelete, setToDelete] = useState<Booking | null>(null);
  const [exporting, setExporting] = useState(false);

  // The address bar may change the search too (back button, a pasted link).
  useEffect(() => setSearchText(view.search), [view.search]);
  // Typing waits a moment before asking the database; the address bar follows.
  useEffect(() => {
    if (searchText === view.search) return;
    const timer = setTimeout(() => changeFilter({ search: searchText }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, view.search, changeFilter]);

  // The date filters count from the office's day in Arusha.
  const today = operatorToday();
  const filter = useMemo(
    () => bookingsFilter({ search: view.search, status: view.status, date: view.date }, today),
    [view.search, view.status, view.date, today],
  );
  const order = useMemo(() => bookingsOrder(view.sort, view.direction), [view.sort, view.direction]);
  const bookings = useQuery({
    queryKey: queryKeys.bookingsPage(filter, order, view.page, view.pageSize),
    queryFn: () => fetchBookingsPage(filter, order, pageRange(view.page, view.pageSize)),
    placeholderData: keepPreviousData,
  });

  useLoadFailureToast(bookings, ADMIN_TOASTS.loadBookingsFailure);

  // A delete (here or live) can leave the current page empty: step back to the last page.
  const total = bookings.data?.total;
  useEffect(() => {
    if (total === undefined) return;
    const page = clampPage(view.page, view.pageSize, total);
    if (page !== view.page) goToPage(page, view.pageSize);
  }, [total, view.page, view.pageSize, goToPage]);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.bookings });
    void queryClient.invalidateQueries({ queryKey: queryKeys.summary });
  };

  const statusChange = useNotifiedMutation({
    run: ({ booking, status }: StatusRequest) => updateBookingStatus(booking.id, status),
    success: ({ status }) => ADMIN_TOASTS.bookingStatusUpdated(status),
    failure: ADMIN_TOASTS.updateBookingStatusFailure,
    onSuccess: ({ booking, status }) => {
      // The traveller's mail waits in the outbox for a moment: offer to undo until it leaves.
      fetchHeldStatusMail(booking.id)
        .then((mail) => {
          if (!mail) return;
          setHeld({
            bookingId: booking.id,
            reference: booking.reference,
            from: booking.status,
            to: status,
            mailId: mail.id,
            endsAt: undoEndsAt(mail, Date.now()),
          });
        })
        .catch((error: unknown) => console.error('Reading the held mail failed', error));
    },
    settled: () => {
      setAsking(null);
      refresh();
    },
  });

  const chooseStatus = (booking: Booking, status: BookingStatus) => {
    if (status === booking.status) return;
    if (mailsTheTraveller(status)) setAsking({ booking, status });
    else statusChange.mutate({ booking, status });
  };

  const sortOrderOf = (key: SortKey): SortOrder =>
    view.sort === key ? (view.direction === 'asc' ? 'ascend' : 'descend') : null;
  const sortable = (key: SortKey) => ({
    sorter: true,
    sortOrder: sortOrderOf(key),
    sortDirections: ['ascend', 'descend', 'ascend'] as SortOrder[],
  });

  const removal = useNotifiedMutation({
    run: deleteBooking,
    success: () => ADMIN_TOASTS.bookingDeleted,
    failure: ADMIN_TOASTS.deleteBookingFailure,
    settled: () => {
      setToDelete(null);
      refresh();
    },
  });

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadBookingsCsv(await fetchAllFilteredBookings(filter, order));
    } catch (error) {
      console.error('Exporting bookings failed', error);
      notify(ADMIN_TOASTS.loadBookingsFailure);
    } finally {
      setExporting(false);
    }
  };

  const statusSelect = (booking: Booking) => (
    <Select
      aria-label={`Status of booking ${booking.reference}`}
      value={booking.status}
      options={STATUS_OPTIONS}
      onChange={(next) => chooseStatus(booking, next)}
      disabled={statusChange.isPending && statusChange.variables?.booking.id === booking.id}
      className="w-32"
    />
  );
  const actions = (booking: Booking) => (
    <Space wrap size={[4, 4]}>
      <Button
        size="small"
        onClick={() => setDetails(booking)}
        aria-label={`View booking ${booking.reference}`}
      >
        View
      </Button>
      <Button
        size="small"
        danger
        onClick={() => setToDelete(booking)}
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
    </span>
  );

  const wideColumns: TableColumnsType<Booking> = [
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
    { title: 'Actions', key: 'actions', width: 150, render: (_, booking) => actions(booking) },
  ];

  // At phone width: the booking in one cell, its status and actions in the other, both on screen.
  const narrowColumns: TableColumnsType<Booking> = [
    {
      title: 'Booking',
      key: 'booking',
      render: (_, booking) => (
        <div className="flex min-w-0 flex-col text-sm">
          <span className="font-medium">{booking.customer_name}</span>
          <span className="text-gray-600">
            {booking.reference} · {formatDay(booking.tour_date)}
          </span>
          <span className="break-words text-gray-600">{booking.tour_name}</span>
          {amount(booking)}
        </div>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      width: 148,
      render: (_, booking) => (
        <div className="flex flex-col items-start gap-2">
          {statusSelect(booking)}
          {actions(booking)}
        </div>
      ),
    },
  ];

  return (
    <section aria-label="Bookings Management">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Input.Search
          aria-label="Search bookings"
          placeholder="Search by reference, name, email or tour"
          allowClear
          maxLength={SEARCH_MAX_LENGTH}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={(value) => changeFilter({ search: value })}
          className="w-full md:w-80"
        />
        <Select
          aria-label="Filter by status"
          value={view.status ?? 'all'}
          options={STATUS_FILTER_OPTIONS}
          onChange={(value: string) =>
            changeFilter({ status: value === 'all' ? null : (value as BookingStatus) })
          }
          className="w-40"
        />
        <Select<DateFilter | 'all'>
          aria-label="Filter by date"
          value={view.date ?? 'all'}
          options={DATE_FILTER_OPTIONS}
          onChange={(value) => changeFilter({ date: value === 'all' ? null : value })}
          className="w-44"
        />
        {narrow ? (
          <Select<string>
            aria-label="Sort bookings"
            value={`${view.sort}:${view.direction}`}
            options={SORT_OPTIONS}
            onChange={(value) => {
              const [sort, direction] = value.split(':');
              if (isSortKey(sort)) changeFilter({ sort, direction: direction === 'asc' ? 'asc' : 'desc' });
            }}
            className="w-44"
          />
        ) : null}
        <Button type="primary" onClick={exportCsv} loading={exporting} className="md:ml-auto">
          Export CSV
        </Button>
      </div>
      {held ? <StatusUndoBar change={held} onDone={() => setHeld(null)} onUndone={refresh} /> : null}
      <Table<Booking>
        rowKey="id"
        size={narrow ? 'small' : 'middle'}
        tableLayout={narrow ? 'fixed' : undefined}
        columns={narrow ? narrowColumns : wideColumns}
        dataSource={bookings.data?.rows}
        loading={bookings.isFetching && !bookings.data}
        scroll={narrow ? undefined : { x: 1300 }}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action !== 'sort' || Array.isArray(sorter)) return;
          const key = sorter.columnKey;
          if (!sorter.order || !isSortKey(key)) changeFilter({ sort: 'created', direction: 'desc' });
          else changeFilter({ sort: key, direction: sorter.order === 'ascend' ? 'asc' : 'desc' });
        }}
        locale={{ emptyText: 'No bookings found' }}
        pagination={{
          current: view.page,
          pageSize: view.pageSize,
          total: bookings.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (count, [from, to]) => `${from}-${to} of ${count} bookings`,
          onChange: goToPage,
        }}
      />
      <BookingDetails booking={details} onClose={() => setDetails(null)} onChanged={setDetails} />
      <Modal
        open={asking !== null}
        title={asking ? `Set booking ${asking.booking.reference} to ${asking.status}?` : ''}
        okText={asking ? `Set to ${asking.status}` : 'OK'}
        cancelText="Back"
        okButtonProps={{ loading: statusChange.isPending, danger: asking?.status === 'cancelled' }}
        onOk={() => asking && statusChange.mutate(asking)}
        onCancel={() => setAsking(null)}
        destroyOnHidden
      >
        <p>
          {asking?.booking.customer_name} will be mailed at {asking?.booking.customer_email} that their
          booking is {asking?.status}. The mail waits a moment before it leaves, so you can still undo the
          change.
        </p>
      </Modal>
      <ConfirmDelete
        open={toDelete !== null}
        title="Are you sure?"
        description={`This permanently deletes booking ${toDelete?.reference ?? ''} of ${toDelete?.customer_name ?? ''}. It cannot be undone.`}
        pending={removal.isPending}
        onConfirm={() => toDelete && removal.mutate(toDelete.id)}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
