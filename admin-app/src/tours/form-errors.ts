// react-hook-form keeps a list's own error (e.g. 'Itinerary needs at least 1 item') either on the
// list itself or under `root` (when the list is a field array), and its items' errors by index.

interface ErrorLike {
  readonly message?: unknown;
  readonly root?: { readonly message?: unknown };
}

function messageOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { message } = value as ErrorLike;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** The message of a field or of a whole list, wherever react-hook-form put it. */
export function listErrorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  return messageOf(error) ?? messageOf((error as ErrorLike).root);
}

/** The message of the list's item at `index`. */
export function itemErrorMessage(error: unknown, index: number): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  return messageOf((error as Record<number, unknown>)[index]);
}

/** A form field's dotted name as an element id ('itinerary.0.title' → 'tour-itinerary-0-title'). */
export function fieldId(name: string): string {
  return `tour-${name.replace(/\./g, '-')}`;
}

/** How the tour schema counts a text against its limit: trimmed, in UTF-16 units as zod does. */
export function countedLength(text: string): number {
  return text.trim().length;
}

/**
 * What a text box says while staff type past its limit (the schema says it again at save): the
 * count, the limit and how much to cut. Nothing while the text fits.
 */
export function overLimitMessage(text: string, limit: number): string | undefined {
  const length = countedLength(text);
  if (length <= limit) return undefined;
  const figure = (value: number) => value.toLocaleString('en-US');
  return `${figure(length)} characters: at most ${figure(limit)}, so ${figure(length - limit)} too many`;
}
