// No zod here: the booking row builders use it, and they load on pages that have no form.

/** The booking's customer name: first and last name joined by a space (docs/product.md §8). */
export function tourBookingCustomerName(form: { firstName: string; lastName?: string }): string {
  return [form.firstName.trim(), (form.lastName ?? '').trim()].filter(Boolean).join(' ');
}
