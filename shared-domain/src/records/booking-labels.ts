import { BUDGETS, CUSTOM_DESTINATIONS, CUSTOM_TOUR_TYPES, SAFARI_TYPES } from '../catalogue/form-options.ts';
import { isLocationId, LOCATION_NAMES, labelOf } from '../catalogue/options.ts';
import type { Tables } from '../supabase/database.types.ts';

// A booking row holds the custom form's ids ('game-drive', 'mid-range'); people read the labels
// the form showed ('Game Drive Safari', 'Mid-Range'). An id the catalogue no longer knows is shown
// as it is rather than hidden.

export function tourTypeLabel(id: string): string {
  return labelOf(CUSTOM_TOUR_TYPES, id);
}

export function destinationLabel(id: string): string {
  const custom = CUSTOM_DESTINATIONS.find((destination) => destination.id === id);
  if (custom) return custom.label;
  return isLocationId(id) ? LOCATION_NAMES[id] : id;
}

function budgetLabel(id: string): string {
  return labelOf(BUDGETS, id);
}

function safariTypeLabel(id: string): string {
  return labelOf(SAFARI_TYPES, id);
}

type LabelledFields = Pick<Tables<'bookings'>, 'tour_types' | 'destinations' | 'budget' | 'safari_type'>;

/** The option fields of a booking as the traveller chose them, in labels; null fields stay null. */
export function bookingOptionLabels(booking: LabelledFields): {
  tourTypes: string[];
  destinations: string[];
  budget: string | null;
  safariType: string | null;
} {
  return {
    tourTypes: (booking.tour_types ?? []).map(tourTypeLabel),
    destinations: (booking.destinations ?? []).map(destinationLabel),
    budget: booking.budget === null ? null : budgetLabel(booking.budget),
    safariType: booking.safari_type === null ? null : safariTypeLabel(booking.safari_type),
  };
}
