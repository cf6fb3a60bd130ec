import type { TourChange, TourChangeKind } from './catalogue-api.ts';
import { tourFieldLabel } from './tour-fields.ts';

const KIND_TEXT: Readonly<Record<TourChangeKind, string>> = {
  added: 'Added',
  changed: 'Changed',
  hidden: 'Hidden',
  shown: 'Shown again',
};

/** One line of a version's change list: 'Changed Serengeti Safari: Adult price (USD), Itinerary'. */
export function changeText(change: TourChange): string {
  const head = `${KIND_TEXT[change.kind] ?? change.kind} ${change.title}`;
  const fields = change.kind === 'changed' ? change.fields : [];
  return fields.length > 0 ? `${head}: ${fields.map(tourFieldLabel).join(', ')}` : head;
}

/** Who published a version, for a version nobody signed (the first catalogue, from a migration). */
export function publisherText(email: string | null | undefined): string {
  return email ?? 'The first catalogue (set up with the site)';
}
