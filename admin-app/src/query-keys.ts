import type { BookingsFilter, BookingsOrder } from './bookings/bookings-query.ts';

/** Every react-query key of the admin: live updates invalidate by these prefixes. */
export const queryKeys = {
  summary: ['summary'] as const,
  /** Under 'summary': a booking change refreshes both. */
  revenue: ['summary', 'revenue'] as const,
  bookings: ['bookings'] as const,
  /** Under 'bookings': a booking change refreshes the open details too. */
  bookingHistory: (id: string) => ['bookings', 'history', id] as const,
  bookingMails: (id: string) => ['bookings', 'mails', id] as const,
  /** Under 'bookings': a payment changes the booking's row, which refreshes its money too. */
  bookingMoney: (id: string) => ['bookings', 'money', id] as const,
  /** Under 'bookings': a new or cancelled request changes a departure's seats taken. */
  departureSeats: (slug: string) => ['bookings', 'departure-seats', slug] as const,
  bookingsPage: (filter: BookingsFilter, order: BookingsOrder, page: number, pageSize: number) =>
    ['bookings', 'page', filter, order, page, pageSize] as const,
  contactMessages: ['contact-messages'] as const,
  contactPage: (page: number, pageSize: number) => ['contact-messages', 'page', page, pageSize] as const,
  unreadMessages: ['contact-messages', 'unread'] as const,
  users: ['users'] as const,
  /** The Tours tab: a catalogue change refreshes the drafts, the published version and the history. */
  tours: ['tours'] as const,
  tourDrafts: ['tours', 'drafts'] as const,
  tourDraft: (slug: string) => ['tours', 'draft', slug] as const,
  catalogueHistory: ['tours', 'history'] as const,
  /** The photograph library (issue 38): the Photographs tab and the tour editor's picture fields. */
  photographs: ['photographs'] as const,
  /** A booking's proposal: its draft, versions sent and the traveller's change requests (live). */
  proposals: ['proposals'] as const,
  proposal: (bookingId: string) => ['proposals', bookingId] as const,
  proposalTours: ['proposals-tours'] as const,
};
