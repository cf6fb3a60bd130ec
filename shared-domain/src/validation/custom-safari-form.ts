import { z } from 'zod';
import {
  ADULT_CHOICES,
  BUDGET_IDS,
  CHILDREN_CHOICES,
  CUSTOM_DESTINATION_IDS,
  CUSTOM_TOUR_TYPE_IDS,
  SAFARI_TYPE_IDS,
} from '../catalogue/form-options.ts';
import { type Clock, isCalendarDate, systemClock } from '../dates/calendar-date.ts';
import {
  calendarDateField,
  emailField,
  honeypotField,
  nameField,
  optionalMessageField,
  phoneField,
} from './fields.ts';
import { NAME_MIN_LENGTH, PHONE_MIN_LENGTH } from './limits.ts';
import { DATE_MESSAGES, CUSTOM_SAFARI_MESSAGES as M } from './messages.ts';

/**
 * The custom safari form of /booking (docs/product.md §7). Built per clock because "today" moves:
 * the start date may not be before today in Arusha, the end date not before the start.
 */
export function customSafariFormSchema(clock: Clock = systemClock) {
  return z
    .object({
      fullName: nameField(M.fullName, NAME_MIN_LENGTH),
      email: emailField(M.emailRequired, M.email),
      phone: phoneField(M.phone, PHONE_MIN_LENGTH),
      startDate: calendarDateField(M.startDate, clock, DATE_MESSAGES.startInPast),
      endDate: calendarDateField(M.endDate, clock),
      adults: z.enum(ADULT_CHOICES, { error: M.adults }),
      children: z.enum(CHILDREN_CHOICES).optional(),
      tourTypes: z.array(z.enum(CUSTOM_TOUR_TYPE_IDS), { error: M.tourTypes }).min(1, M.tourTypes),
      destinations: z.array(z.enum(CUSTOM_DESTINATION_IDS), { error: M.destinations }).min(1, M.destinations),
      budget: z.enum(BUDGET_IDS, { error: M.budget }),
      safariType: z.enum(SAFARI_TYPE_IDS, { error: M.safariType }),
      message: optionalMessageField(),
      website: honeypotField(),
    })
    .refine((form) => form.endDate >= form.startDate, {
      error: DATE_MESSAGES.endBeforeStart,
      path: ['endDate'],
      // Compare the dates as soon as both are real days, even while other fields are still wrong.
      when: (payload) => {
        const value = payload.value as { startDate?: unknown; endDate?: unknown } | null;
        return (
          typeof value?.startDate === 'string' &&
          typeof value.endDate === 'string' &&
          isCalendarDate(value.startDate) &&
          isCalendarDate(value.endDate)
        );
      },
    });
}

export type CustomSafariFormSchema = ReturnType<typeof customSafariFormSchema>;
export type CustomSafariFormInput = z.input<CustomSafariFormSchema>;
export type CustomSafariFormValues = z.output<CustomSafariFormSchema>;

/** What the form holds when opened and after a successful submit (docs/product.md §7). */
export const CUSTOM_SAFARI_FORM_DEFAULTS: CustomSafariFormInput = {
  fullName: '',
  email: '',
  phone: '',
  startDate: '',
  endDate: '',
  adults: '1',
  children: '0',
  tourTypes: [],
  destinations: [],
  budget: 'mid-range',
  safariType: 'group',
  message: '',
};
