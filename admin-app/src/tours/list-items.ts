/** The list with the item at `from` moved to `to` (unchanged when either is outside it). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1) as [T];
  next.splice(to, 0, item);
  return next;
}

/** Itinerary days numbered 1, 2, 3… in their order, as the schema requires. */
export function renumberedDays<T extends { readonly day: number }>(days: readonly T[]): T[] {
  return days.map((day, index) => (day.day === index + 1 ? day : { ...day, day: index + 1 }));
}
