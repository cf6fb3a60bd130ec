import { ADMIN_TOASTS } from '@safari/shared-domain/messages';
import { Button, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { notify } from '../ui/notify.ts';
import { downloadBookingsCsv } from './bookings-csv-export.ts';
import type { BookingsFilter, BookingsOrder } from './bookings-query.ts';
import { fetchAllFilteredBookings } from './bookings-service.ts';
import {
  BOOKING_STATUSES,
  type BookingStatus,
  type BookingsView,
  type DateFilter,
  isSortKey,
  SEARCH_MAX_LENGTH,
} from './bookings-url.ts';
import type { useBookingsView } from './useBookingsView.ts';

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

const labelOf = (
  options: readonly { value?: string; label: string; options?: { value: string; label: string }[] }[],
  value: string,
) =>
  options.flatMap((option) => option.options ?? [option]).find((option) => option.value === value)?.label ??
  '';

/** What the status filter shows for `view` (the first screen draws it, decision 198). */
export const statusFilterLabel = (view: BookingsView) => labelOf(STATUS_FILTER_OPTIONS, view.status ?? 'all');
/** What the date filter shows for `view`. */
export const dateFilterLabel = (view: BookingsView) => labelOf(DATE_FILTER_OPTIONS, view.date ?? 'all');
/** What the phone's sort list shows for `view`. */
export const sortLabel = (view: BookingsView) => labelOf(SORT_OPTIONS, `${view.sort}:${view.direction}`);

interface BookingsToolbarProps {
  readonly view: BookingsView;
  readonly changeFilter: ReturnType<typeof useBookingsView>['changeFilter'];
  /** What the table shows, so the export holds the same bookings in the same order. */
  readonly filter: BookingsFilter;
  readonly order: BookingsOrder;
  /** Phones: no column headers to sort by, so a sort list. */
  readonly narrow: boolean;
}

/** Search, the status and date filters, the phone's sort list and the CSV export above the table. */
export function BookingsToolbar({ view, changeFilter, filter, order, narrow }: BookingsToolbarProps) {
  const [searchText, setSearchText] = useState(view.search);
  const [exporting, setExporting] = useState(false);

  // The address bar may change the search too (back button, a pasted link).
  useEffect(() => setSearchText(view.search), [view.search]);
  // Typing waits a moment before asking the database; the address bar follows.
  useEffect(() => {
    if (searchText === view.search) return;
    const timer = setTimeout(() => changeFilter({ search: searchText }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, view.search, changeFilter]);

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

  return (
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
  );
}
