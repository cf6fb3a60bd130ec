import type { Enums } from '@safari/shared-domain';
import { Constants } from '@safari/shared-domain/database';

export type BookingStatus = Enums<'booking_status'>;
export const BOOKING_STATUSES: readonly BookingStatus[] = Constants.public.Enums.booking_status;

/**
 * What a date filter filters (decision 137): `today`, `week`, `month` are trips - the tour date -
 * today, in this calendar week (Monday to Sunday) or this month; `booked-week` and `booked-month`
 * are bookings made since Monday or since the 1st, the revenue card's periods. All on the office's
 * calendar in Arusha.
 */
const DATE_FILTERS = ['today', 'week', 'month', 'booked-week', 'booked-month'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

/** The columns the table sorts by, on the server (decision 137). */
const SORT_KEYS = ['date', 'amount', 'status', 'created'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const isSortKey = (value: unknown): value is SortKey =>
  (SORT_KEYS as readonly unknown[]).includes(value);
export type SortDirection = 'asc' | 'desc';
const SORT_DIRECTIONS: readonly SortDirection[] = ['asc', 'desc'];
/** Newest bookings first (docs/product.md §11). */
const DEFAULT_SORT: SortKey = 'created';
const DEFAULT_DIRECTION: SortDirection = 'desc';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;
/** Longer searches are cut: no name, e-mail or tour name in the database is longer than 500. */
export const SEARCH_MAX_LENGTH = 100;

export interface BookingsView {
  /** As typed; trimmed when applied. */
  readonly search: string;
  readonly status: BookingStatus | null;
  readonly date: DateFilter | null;
  readonly sort: SortKey;
  readonly direction: SortDirection;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
}

export const DEFAULT_BOOKINGS_VIEW: BookingsView = {
  search: '',
  status: null,
  date: null,
  sort: DEFAULT_SORT,
  direction: DEFAULT_DIRECTION,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

const PARAMS = {
  search: 'q',
  status: 'status',
  date: 'date',
  sort: 'sort',
  direction: 'dir',
  page: 'page',
  pageSize: 'size',
} as const;

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** Reads the bookings view from the address bar; anything malformed falls back to the default. */
export function bookingsViewFromParams(params: URLSearchParams): BookingsView {
  const page = Number(params.get(PARAMS.page));
  const size = Number(params.get(PARAMS.pageSize));
  return {
    search: (params.get(PARAMS.search) ?? '').slice(0, SEARCH_MAX_LENGTH),
    status: oneOf(BOOKING_STATUSES, params.get(PARAMS.status)),
    date: oneOf(DATE_FILTERS, params.get(PARAMS.date)),
    sort: oneOf(SORT_KEYS, params.get(PARAMS.sort)) ?? DEFAULT_SORT,
    direction: oneOf(SORT_DIRECTIONS, params.get(PARAMS.direction)) ?? DEFAULT_DIRECTION,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/**
 * Writes the view into `params` (other parameters, e.g. the tab, are kept); defaults are left out
 * so the plain /admin address stays clean.
 */
export function bookingsViewToParams(view: BookingsView, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  };
  set(PARAMS.search, view.search);
  set(PARAMS.status, view.status);
  set(PARAMS.date, view.date);
  set(PARAMS.sort, view.sort !== DEFAULT_SORT ? view.sort : null);
  set(PARAMS.direction, view.direction !== DEFAULT_DIRECTION ? view.direction : null);
  set(PARAMS.page, view.page > 1 ? String(view.page) : null);
  set(PARAMS.pageSize, view.pageSize !== DEFAULT_PAGE_SIZE ? String(view.pageSize) : null);
  return next;
}

/** A new search, filter or order starts again at page 1. */
export function changeBookingsFilter(
  view: BookingsView,
  change: Partial<Pick<BookingsView, 'search' | 'status' | 'date' | 'sort' | 'direction' | 'pageSize'>>,
): BookingsView {
  return { ...view, ...change, page: 1 };
}
