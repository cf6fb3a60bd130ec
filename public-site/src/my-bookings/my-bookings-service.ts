import { getSupabase, type Tables } from '@safari/shared-domain';
import { type BookingMoney, fetchBookingMoney } from '@safari/shared-domain/payments';

// A signed-in traveller's own requests (docs/product.md §15). Row level security lets a traveller read
// the bookings whose user_id is theirs, and those bookings' status history; nothing else.

export type MyBooking = Pick<
  Tables<'bookings'>,
  | 'id'
  | 'reference'
  | 'tour_name'
  | 'tour_date'
  | 'end_date'
  | 'adults'
  | 'youths'
  | 'number_of_guests'
  | 'amount'
  | 'tour_slug'
  | 'quoted_amount'
  | 'quote_note'
  | 'status'
  | 'created_at'
  | 'accepted_proposal_version_id'
  | 'paid_amount'
  | 'customer_name'
>;

/** A proposal version sent for one of the traveller's bookings: its link is its token (issue 37). */
export type MyProposalVersion = Pick<
  Tables<'proposal_versions'>,
  'booking_id' | 'version' | 'token' | 'accepted_at'
>;

export type MyStatusChange = Pick<
  Tables<'booking_status_changes'>,
  'id' | 'booking_id' | 'old_status' | 'new_status' | 'changed_at'
>;

export interface MyBookings {
  readonly bookings: MyBooking[];
  /** Each booking's status changes, oldest first. */
  readonly history: ReadonlyMap<string, MyStatusChange[]>;
  /** Each booking's proposal versions, oldest first. */
  readonly proposals: ReadonlyMap<string, MyProposalVersion[]>;
  /** The money of each confirmed booking, or one with money paid (decision 186). */
  readonly money: ReadonlyMap<string, BookingMoney>;
}

/**
 * A custom request's amount is an estimate until staff quote its price (decision 136) or the
 * traveller accepts a proposal (issue 37); a tour's amount is its price.
 */
export function moneyOf(
  booking: Pick<MyBooking, 'amount' | 'tour_slug' | 'quoted_amount' | 'accepted_proposal_version_id'>,
): {
  label: 'Estimated total' | 'Price';
  amount: number;
} {
  if (booking.quoted_amount !== null) return { label: 'Price', amount: booking.quoted_amount };
  const estimate = booking.tour_slug === null && booking.accepted_proposal_version_id === null;
  return { label: estimate ? 'Estimated total' : 'Price', amount: booking.amount };
}

/** Newest first, with each booking's status history, proposal versions and money. */
export async function fetchMyBookings(userId: string): Promise<MyBookings> {
  const supabase = await getSupabase();
  const { data: bookings, error } = await supabase
    .from('bookings')
    .select(
      'id, reference, tour_name, tour_date, end_date, adults, youths, number_of_guests, amount, tour_slug, quoted_amount, quote_note, status, created_at, accepted_proposal_version_id, paid_amount, customer_name',
    )
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw error;
  const ids = bookings.map((booking) => booking.id);
  const history = new Map<string, MyStatusChange[]>();
  const proposals = new Map<string, MyProposalVersion[]>();
  const readProposals = async () => {
    if (ids.length === 0) return;
    const { data: versions, error: versionsError } = await supabase
      .from('proposal_versions')
      .select('booking_id, version, token, accepted_at')
      .in('booking_id', ids)
      .order('version', { ascending: true });
    if (versionsError) throw versionsError;
    for (const version of versions) {
      proposals.set(version.booking_id, [...(proposals.get(version.booking_id) ?? []), version]);
    }
  };
  const readHistory = async () => {
    if (ids.length === 0) return;
    const { data: changes, error: historyError } = await supabase
      .from('booking_status_changes')
      .select('id, booking_id, old_status, new_status, changed_at')
      .in('booking_id', ids)
      .order('changed_at', { ascending: true })
      .order('id', { ascending: true });
    if (historyError) throw historyError;
    for (const change of changes) {
      history.set(change.booking_id, [...(history.get(change.booking_id) ?? []), change]);
    }
  };
  // The money of the bookings that have any, read beside the rest.
  const money = new Map<string, BookingMoney>();
  const withMoney = bookings.filter((booking) => booking.status === 'confirmed' || booking.paid_amount !== 0);
  await Promise.all([
    readProposals(),
    readHistory(),
    ...withMoney.map(async (booking) => money.set(booking.id, await fetchBookingMoney(supabase, booking.id))),
  ]);
  return { bookings, history, proposals, money };
}

export type LiveState = 'connecting' | 'live' | 'interrupted';

/**
 * Calls `onChange` whenever one of the traveller's bookings changes (Realtime postgres_changes
 * filtered to their user id; the server checks the rows against RLS too), and reports the
 * channel's state. Returns the unsubscribe.
 */
export function watchMyBookings(
  userId: string,
  onChange: (change: { reference: string | null; status: string | null }) => void,
  onState: (state: LiveState) => void,
): () => void {
  let stopped = false;
  let stop: (() => void) | null = null;
  void getSupabase().then((supabase) => {
    if (stopped) return;
    const channel = supabase
      .channel(`my-bookings:${userId}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'bookings', filter: `user_id=eq.${userId}` },
        (payload) => {
          const row = payload.new as Partial<MyBooking>;
          onChange({ reference: row.reference ?? null, status: row.status ?? null });
        },
      )
      .subscribe((state) => {
        if (stopped) return;
        if (state === 'SUBSCRIBED') onState('live');
        else if (state === 'CHANNEL_ERROR' || state === 'TIMED_OUT') onState('interrupted');
      });
    stop = () => void supabase.removeChannel(channel);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
