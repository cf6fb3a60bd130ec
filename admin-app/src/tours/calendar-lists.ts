import type { Tour } from '@safari/shared-domain/catalogue';

const CALENDAR_LISTS = ['seasons', 'partySupplements', 'departures', 'closedDates'] as const;

/**
 * The tour to save: the form keeps an empty list for each calendar field the editor shows, but a
 * tour that never had one keeps not having it, so that opening and saving an older tour changes
 * nothing in its document (nor in the history's list of changed fields). The same for the sales
 * mode left at its meaning when absent, private dates.
 */
export function withoutAddedCalendarDefaults(tour: Tour, original: Partial<Tour> | undefined): Tour {
  const saved: Record<string, unknown> = { ...tour };
  for (const key of CALENDAR_LISTS) {
    const value = saved[key];
    if (Array.isArray(value) && value.length === 0 && original?.[key] === undefined) delete saved[key];
  }
  if (saved.salesMode === 'private-dates' && original?.salesMode === undefined) delete saved.salesMode;
  return saved as unknown as Tour;
}
