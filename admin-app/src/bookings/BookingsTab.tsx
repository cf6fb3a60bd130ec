import { formatAdminAmount, operatorToday } from '@safari/shared-domain/catalogue';
import { ADMIN_TOASTS } from '@safari/shared-domain/messages';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { queryKeys } from '../query-keys.ts';
import { ConfirmDelete } from '../ui/ConfirmDelete.tsx';
import { EmailLink } from '../ui/EmailLink.tsx';
import { formatDay, telHrefOf } from '../ui/format.ts';
import { notify } from '../ui/notify.ts';
import { useLoadFailureToast } from '../ui/useLoadFailureToast.ts';
import { useNotifiedMutation } from '../ui/useNotifiedMutation.ts';
import { BookingDetails } from './BookingDetails.tsx';
import { downloadBookingsCsv } from './bookings-csv-export.ts';
import { bookingsFilter, clampPage, pageRange } from './bookings-query.ts';
import {
  type Booking,
  deleteBooking,
  fetchAllFilteredBookings,
  fetchBookingsPage,
  updateBookingStatus,
} from './bookings-service.ts';
import {
  BOOKING_STATUSES,
  type BookingStatus,
  type DateFilter,
  PAGE_SIZES,
  SEARCH_MAX_LENGTH,
} from './bookings-url.ts';
import { useBookingsView } from './useBookingsView.ts';

const STATUS_FILTER_OPTIONS = [
  { value: 'all', label: 'All Status' },
  ...BOOKING_STATUSES.map((status) => ({ value: status, label: status[0]?.toUpperCase() + status.slice(1) })),
];
const DATE_FILTER_OPTIONS: { value: DateFilter | 'all'; label: string }[] = [
  { value: 'all', label: 'All Time' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
];
const STATUS_OPTIONS = BOOKING_STATUSES.map((status) => ({ value: status, label: status }));
const SEARCH_DELAY_MS = 300;

export function BookingsTab() {
  const queryClient = useQueryClient();
  const { view, changeFilter, goToPage } = useBookingsView();
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
  const bookings = useQuery({
    queryKey: queryKeys.bookingsPage(filter, view.page, view.pageSize),
    queryFn: () => fetchBookingsPage(filter, pageRange(view.page, view.pageSize)),
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
    run: ({ id, status }: { id: string; status: BookingStatus }) => updateBookingStatus(id, status),
    success: ({ status }) => ADMIN_TOASTS.bookingStatusUpdated(status),
    failure: ADMIN_TOASTS.updateBookingStatusFailure,
    settled: refresh,
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
      downloadBookingsCsv(await fetchAllFilteredBookings(filter));
    } catch (error) {
      console.error('Exporting bookings failed', error);
      notify(ADMIN_TOASTS.loadBookingsFailure);
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<Booking> = [
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
      title: 'Date',
      dataIndex: 'tour_date',
      key: 'date',
      width: 120,
      render: (date: string) => formatDay(date),
    },
    { title: 'Guests', dataIndex: 'number_of_guests', key: 'guests', width: 80, align: 'right' },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      width: 140,
      render: (status: BookingStatus, booking) => (
        <Select
          aria-label={`Status of booking ${booking.reference}`}
          value={status}
          options={STATUS_OPTIONS}
          onChange={(next) => statusChange.mutate({ id: booking.id, status: next })}
          disabled={statusChange.isPending && statusChange.variables?.id === booking.id}
          className="w-32"
        />
      ),
    },
    {
      title: 'Amount',
      dataIndex: 'amount',
      key: 'amount',
      width: 120,
      align: 'right',
      render: (amount: number) => formatAdminAmount(amount),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 150,
      render: (_, booking) => (
        <Space>
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
          aria-label="Filter by tour date"
          value={view.date ?? 'all'}
          options={DATE_FILTER_OPTIONS}
          onChange={(value) => changeFilter({ date: value === 'all' ? null : value })}
          className="w-40"
        />
        <Button type="primary" onClick={exportCsv} loading={exporting} className="md:ml-auto">
          Export CSV
        </Button>
      </div>
      <Table<Booking>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={bookings.data?.rows}
        loading={bookings.isFetching && !bookings.data}
        scroll={{ x: 1200 }}
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
      <BookingDetails booking={details} onClose={() => setDetails(null)} />
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
