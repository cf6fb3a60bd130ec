// @vitest-environment node

import validationTexts from 'virtual:messages/validation';
import {
  contactFormSchema,
  customSafariFormSchema,
  newPasswordFormSchema,
  passwordResetRequestFormSchema,
  signInFormSchema,
  signUpFormSchema,
  tourBookingFormSchema,
} from '@safari/shared-domain/forms';
import { proposalAcceptanceSchema, proposalChangesSchema } from '@safari/shared-domain/proposals';
import type { Message, MessageArea } from '@safari/shared-ui';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { findEnglish, translateEnglish } from '../i18n/by-english.ts';
import { formatsFor } from '../i18n/formats-intl.ts';
import { localiseValue } from './validation-text.ts';

// Every message the public forms' schemas can give a visitor, from invalid inputs of every kind:
// each must be one of the `validation` area's English texts (so it is shown translated), and each
// of those texts must be one a schema gives (the area holds nothing else). The honeypot
// (`website`) and the tour panel's hidden departure id are left out: people never fill them in.

const clock = () => new Date('2026-11-29T09:00:00Z');
const long = (length: number) => 'x'.repeat(length);

function messagesOf(schema: ZodType, inputs: readonly unknown[]): string[] {
  return inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []);
}

const people = { name: 'Amina Juma', email: 'amina@example.com', phone: '+255 700 000 000' };
const badFields = [
  {},
  { name: '', phone: '', email: '', message: '' },
  { name: '   ', phone: ' ', email: ' ', message: ' ' },
  { name: 'A', phone: '12', email: 'amina', message: 'hi' },
  { name: long(101), phone: `+${'1'.repeat(40)}`, email: `${long(250)}@example.com`, message: long(5001) },
  { name: 'Amina', phone: 'call me', email: 'amina@example', message: 'hi' },
];

function contactMessages(): string[] {
  return messagesOf(contactFormSchema, badFields);
}

function customSafariMessages(): string[] {
  const schema = customSafariFormSchema(clock);
  const base = {
    fullName: people.name,
    email: people.email,
    phone: people.phone,
    adults: '2',
    tourTypes: ['game-drive'],
    destinations: ['serengeti'],
    budget: 'luxury',
    safariType: 'private',
  };
  return messagesOf(schema, [
    {},
    { fullName: '', email: '', phone: '', startDate: '', endDate: '', tourTypes: [], destinations: [] },
    { ...base, fullName: 'A', email: 'x', phone: '123', adults: '12', budget: 'cheap', safariType: 'solo' },
    {
      ...base,
      fullName: long(101),
      email: `${long(250)}@example.com`,
      phone: `${'1'.repeat(31)}`,
      message: long(5001),
    },
    { ...base, phone: '12345678901x' },
    { ...base, startDate: '2026-11-01', endDate: '2026-10-01' },
    { ...base, startDate: '2030-01-01', endDate: '2030-01-02' },
    { ...base, startDate: '2027-02-10', endDate: '2027-02-01' },
  ]);
}

function tourBookingMessages(): string[] {
  const departure = { seats: 8, price: null };
  const tours = [
    { minimumAdults: 1 },
    { minimumAdults: 2, groupSize: { maxPeople: 4 } },
    {
      minimumAdults: 1,
      durationDays: 3,
      closedDates: [{ start: '2027-03-01', end: '2027-03-10', note: '' }],
    },
    {
      minimumAdults: 1,
      salesMode: 'departures' as const,
      departures: [
        { ...departure, id: 'open', date: '2027-04-01', closed: false },
        { ...departure, id: 'shut', date: '2027-04-08', closed: true },
        { ...departure, id: 'last', date: '2027-04-15', closed: false },
      ],
      seatsLeft: { open: 3, last: 1 },
    },
  ];
  const valid = { firstName: 'Amina', email: people.email, phone: people.phone, adults: 2, youths: 0 };
  return tours.flatMap((tour) =>
    messagesOf(tourBookingFormSchema(tour as never, clock), [
      {},
      { date: '', adults: 0, youths: -1, firstName: '', email: '', phone: '' },
      { ...valid, date: '2026-01-01', adults: 1.5, youths: 0.5, firstName: 'A', email: 'a', phone: '12' },
      { ...valid, date: '2030-01-01', firstName: long(101), lastName: long(101) },
      { ...valid, date: '2027-03-05', firstName: long(60), lastName: long(60), email: `${long(250)}@a.io` },
      { ...valid, date: '2027-03-05', phone: `${'1'.repeat(31)}`, message: long(5001) },
      { ...valid, date: '2027-03-05', phone: '12345 67x90' },
      { ...valid, date: '2027-03-05', adults: 30, youths: 30 },
      { ...valid, date: '2027-03-05', adults: 3, youths: 3 },
      { ...valid, date: '2027-04-01' },
      { ...valid, date: '2027-04-01', departureId: 'open', adults: 4 },
      { ...valid, date: '2027-04-08', departureId: 'shut' },
      { ...valid, date: '2027-04-15', departureId: 'last', adults: 2 },
    ]),
  );
}

function authMessages(): string[] {
  const emails = [{}, { email: '' }, { email: 'amina' }, { email: `${long(250)}@example.com` }];
  return [
    ...messagesOf(signInFormSchema, [...emails, { email: people.email, password: '' }]),
    ...messagesOf(signUpFormSchema, [
      ...emails,
      { email: people.email, password: 'short1' },
      { email: people.email, password: `a1${long(80)}` },
    ]),
    ...messagesOf(passwordResetRequestFormSchema, emails),
    ...messagesOf(newPasswordFormSchema, [
      { newPassword: '', confirmPassword: '' },
      { newPassword: 'abcdefg1', confirmPassword: 'abcdefg2' },
      { newPassword: `a1${long(80)}`, confirmPassword: `a1${long(80)}` },
      { newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' },
    ]),
  ];
}

function proposalMessages(): string[] {
  return [
    ...messagesOf(proposalAcceptanceSchema, [
      { name: '', terms: false },
      { name: long(101), terms: true },
    ]),
    ...messagesOf(proposalChangesSchema, [{ message: ' ' }, { message: long(4001) }]),
  ];
}

const produced = [
  ...new Set([
    ...contactMessages(),
    ...customSafariMessages(),
    ...tourBookingMessages(),
    ...authMessages(),
    ...proposalMessages(),
  ]),
];

function translator(catalogue: Readonly<Record<string, Message>>) {
  return (key: string, values?: Record<string, unknown>) => {
    const text = catalogue[key] ?? key;
    return typeof text === 'string' ? text : text(values ?? {});
  };
}

describe('the validation area', () => {
  it('has every message the public forms can show', () => {
    expect(produced.length).toBeGreaterThan(40);
    const missing = produced.filter((message) => findEnglish(validationTexts, message) === null);
    expect(missing).toEqual([]);
  });

  it('holds only messages the public forms can show', () => {
    const used = new Set(produced.map((message) => findEnglish(validationTexts, message)?.key));
    expect(Object.keys(validationTexts.source).filter((key) => !used.has(key))).toEqual([]);
  });

  it('translates each of them, with its numbers and days written the language’s way', async () => {
    const area = validationTexts as MessageArea;
    for (const language of ['de', 'fr'] as const) {
      const loaded = await area.load[language]?.();
      const t = translator(loaded?.default ?? {});
      const localise = localiseValue(formatsFor(language));
      for (const message of produced) {
        const translated = translateEnglish(area, t, message, localise);
        expect(translated, message).not.toBeNull();
        expect(translated, message).not.toEqual(message);
      }
    }
  });

  it('writes the day and the group size of a message in German and French', async () => {
    const de = translator((await validationTexts.load.de?.())?.default ?? {});
    const fr = translator((await validationTexts.load.fr?.())?.default ?? {});
    const localiseDe = localiseValue(formatsFor('de'));
    const horizon = 'Bookings open at most two years ahead: choose a date up to 2028-11-29';
    expect(translateEnglish(validationTexts, de, horizon, localiseDe)).toBe(
      'Buchungen sind höchstens zwei Jahre im Voraus möglich: Wählen Sie ein Datum bis zum 29. Nov. 2028',
    );
    const closed =
      'This tour does not run from Mar 01, 2027 to Mar 10, 2027: choose a start date whose trip avoids those days';
    expect(translateEnglish(validationTexts, fr, closed, localiseValue(formatsFor('fr')))).toContain(
      'du 01 mars 2027 au 10 mars 2027',
    );
    expect(
      translateEnglish(validationTexts, de, 'Your message may have at most 4,000 characters', localiseDe),
    ).toBe('Ihre Nachricht darf höchstens 4.000 Zeichen lang sein');
    expect(translateEnglish(validationTexts, de, 'At least 1 adult is required')).toBe(
      'Mindestens 1 Erwachsener ist erforderlich',
    );
    expect(translateEnglish(validationTexts, de, 'At least 3 adults are required')).toBe(
      'Mindestens 3 Erwachsene sind erforderlich',
    );
    expect(translateEnglish(validationTexts, de, 'Something the server said')).toBeNull();
  });
});
