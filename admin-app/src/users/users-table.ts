import type { AppRole } from '@safari/shared-domain';
import {
  type ColumnDef,
  createTable,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  type SortingState,
} from '@tanstack/react-table';
import type { ManagedUser } from './users-service.ts';

/**
 * The Users tab holds every account in the browser (listUsers answers them all), so finding one is
 * a client-side job: a headless @tanstack/react-table model filters and sorts, antd only draws the
 * rows it returns. The bookings list is different: it is filtered in the database (decision 090).
 */
export interface UsersView {
  /** Part of an e-mail address, any case. */
  readonly search: string;
  readonly role: AppRole | null;
  readonly sorting: SortingState;
}

export type UsersSortColumn = 'email' | 'registered' | 'last-sign-in';

export const DEFAULT_USERS_VIEW: UsersView = { search: '', role: null, sorting: [] };

/** The orders a phone offers in one list, where a wide screen has sortable column headers. */
export type PhoneSort = 'as-listed' | 'newest' | 'oldest' | 'last-sign-in' | 'email';

export const PHONE_SORTS: readonly { value: PhoneSort; label: string; sorting: SortingState }[] = [
  { value: 'as-listed', label: 'As listed', sorting: [] },
  { value: 'newest', label: 'Newest registered first', sorting: [{ id: 'registered', desc: true }] },
  { value: 'oldest', label: 'Oldest registered first', sorting: [{ id: 'registered', desc: false }] },
  { value: 'last-sign-in', label: 'Latest sign-in first', sorting: [{ id: 'last-sign-in', desc: true }] },
  { value: 'email', label: 'E-mail A to Z', sorting: [{ id: 'email', desc: false }] },
];

/**
 * The phone list's entry for `sorting`, or undefined for an order only the wide headers make
 * (e-mail Z to A, earliest sign-in first): the list then shows its placeholder.
 */
export function phoneSortOf(sorting: SortingState): PhoneSort | undefined {
  const [sort] = sorting;
  return PHONE_SORTS.find(({ sorting: [option] }) =>
    option && sort ? option.id === sort.id && option.desc === sort.desc : !option && !sort,
  )?.value;
}

const time = (iso: string | null) => (iso === null ? undefined : Date.parse(iso));

const USER_COLUMNS: ColumnDef<ManagedUser>[] = [
  { id: 'email', accessorKey: 'email', sortingFn: 'alphanumeric', enableGlobalFilter: true },
  { id: 'role', accessorKey: 'role', filterFn: 'equalsString', enableGlobalFilter: false },
  {
    id: 'registered',
    accessorFn: (user) => time(user.created_at),
    sortingFn: 'basic',
    enableGlobalFilter: false,
  },
  {
    id: 'last-sign-in',
    accessorFn: (user) => time(user.last_sign_in_at),
    sortingFn: 'basic',
    // 'Never' stays at the bottom whichever way the column is sorted.
    sortUndefined: 'last',
    enableGlobalFilter: false,
  },
];

/** The users to show, in order: `users` filtered by e-mail and role, then sorted. */
export function visibleUsers(users: readonly ManagedUser[], view: UsersView): ManagedUser[] {
  const options = {
    data: users as ManagedUser[],
    columns: USER_COLUMNS,
    state: {},
    onStateChange: () => {},
    renderFallbackValue: null,
    getCoreRowModel: getCoreRowModel<ManagedUser>(),
    getFilteredRowModel: getFilteredRowModel<ManagedUser>(),
    getSortedRowModel: getSortedRowModel<ManagedUser>(),
    globalFilterFn: 'includesString' as const,
  };
  const table = createTable<ManagedUser>(options);
  table.setOptions((previous) => ({
    ...previous,
    state: {
      ...table.initialState,
      globalFilter: view.search.trim(),
      columnFilters: view.role ? [{ id: 'role', value: view.role }] : [],
      sorting: view.sorting,
    },
  }));
  return table.getRowModel().rows.map((row) => row.original);
}
