import myBookingsTexts from 'virtual:messages/my-bookings';
import { parseRuntimeConfig, setRuntimeConfig } from '@safari/shared-domain';
import { TOURS, type Tour } from '@safari/shared-domain/catalogue';
import type { Language } from '@safari/shared-domain/i18n';
import type { BookingMoney } from '@safari/shared-domain/payments';
import { LanguageContext, preloadMessages } from '@safari/shared-ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { adoptPublishedCatalogue } from '../catalogue/adopt-catalogue.ts';
import { preloadFormats } from '../i18n/formats.ts';
import { preloadSiteSettings } from '../i18n/operator.ts';
import { MyBookingsList } from './MyBookingsList.tsx';
import type { MyBooking } from './my-bookings-service.ts';

// A confirmed booking with its payments on /my-bookings, in English as before and in German.

const booking: MyBooking = {
  id: 'b1',
  reference: 'TZ-7K3M9Q',
  tour_name: 'Northern circuit',
  tour_date: '2027-07-04',
  end_date: '2027-07-08',
  adults: 2,
  youths: 1,
  number_of_guests: 3,
  amount: 6250.5,
  tour_slug: null,
  quoted_amount: null,
  quote_note: null,
  status: 'confirmed',
  created_at: '2026-11-20T10:00:00Z',
  accepted_proposal_version_id: 'v2',
  paid_amount: 1875.15,
  customer_name: 'Jonas Weber',
};
const money: BookingMoney = {
  status: {
    totalCents: 625_050,
    paidCents: 187_515,
    balanceCents: 437_535,
    dueNowCents: 0,
    overdueCents: 0,
    nextDueOn: '2027-07-03',
    nextDueCents: 437_535,
  },
  instalments: [
    {
      id: 'i1',
      position: 1,
      kind: 'deposit',
      amountCents: 187_515,
      dueOn: '2026-11-27',
      paidCents: 187_515,
      remainingCents: 0,
      state: 'paid',
    },
  ],
  payments: [
    {
      id: 'p1',
      kind: 'payment',
      amountCents: 187_515,
      receivedOn: '2026-11-25',
      method: 'bank_transfer',
      reference: null,
      note: null,
      documentNumber: 'RCT-2026-0001',
      recordedAt: '2026-11-25T10:00:00Z',
      voidedAt: null,
      voidReason: null,
    },
  ],
  invoices: [
    {
      id: 'n1',
      number: 'INV-2026-0001',
      issuedOn: '2026-11-20',
      totalCents: 625_050,
      status: 'partially_paid',
    },
  ],
};

async function show(language: Language, bookings: MyBooking[] = [booking]) {
  await preloadMessages(myBookingsTexts, language);
  await preloadFormats(language);
  await preloadSiteSettings(language);
  render(
    <LanguageContext.Provider value={language}>
      <MemoryRouter>
        <MyBookingsList
          bookings={bookings}
          history={
            new Map([
              [
                'b1',
                [
                  {
                    id: 'h1',
                    booking_id: 'b1',
                    old_status: null,
                    new_status: 'pending',
                    changed_at: '2026-11-20T10:00:00Z',
                  },
                  {
                    id: 'h2',
                    booking_id: 'b1',
                    old_status: 'pending',
                    new_status: 'confirmed',
                    changed_at: '2026-11-22T10:00:00Z',
                  },
                ],
              ],
            ]) as never
          }
          money={new Map([['b1', money]])}
        />
      </MemoryRouter>
    </LanguageContext.Provider>,
  );
  return (screen.getAllByTestId('my-booking')[0]?.textContent ?? '')
    .replaceAll('\u00a0', ' ')
    .replaceAll('\u202f', ' ');
}

describe('MyBookingsList', () => {
  it('reads as before in English', async () => {
    const text = await show('en');
    for (const part of [
      'Confirmed',
      'DatesJul 04, 2027 – Jul 08, 2027',
      'Travellers3 travellers (2 adults, 1 youth)',
      'Price$6,250.50',
      'RequestedNov 20, 2026',
      'Your safari is confirmed.',
      'Paid$1,875.15',
      'Next payment$4,375.35 by Jul 03, 2027',
      'Deposit $1,875.15, due Nov 27, 2026',
      'Invoice INV-2026-0001 (Partially paid): download the PDF',
      'Nov 25, 2026: received $1,875.15 by bank transfer (RCT-2026-0001) PDF',
      'Nov 20, 2026: requested',
      'Nov 22, 2026: confirmed',
    ])
      expect(text).toContain(part);
  });

  it('reads in German', async () => {
    const text = await show('de');
    for (const part of [
      'Bestätigt',
      'Reisedaten04. Juli 2027 – 08. Juli 2027',
      'Reisende3 Reisende (2 Erwachsene, 1 Jugendlicher)',
      'Preis6.250,50 $',
      'Ihre Safari ist bestätigt.',
      'Bezahlt1.875,15 $',
      'Nächste Zahlung4.375,35 $ bis 03. Juli 2027',
      'Anzahlung 1.875,15 $, fällig am 27. Nov. 2026',
      'Rechnung INV-2026-0001 (Teilweise bezahlt): PDF herunterladen',
      '25. Nov. 2026: erhalten 1.875,15 $ per Überweisung (RCT-2026-0001) PDF',
      '20. Nov. 2026: angefragt',
    ])
      expect(text).toContain(part);
    for (const english of ['Payments', 'Travellers', 'Still to pay', 'received'])
      expect(text).not.toContain(english);
  });

  it('says how to pay in the operator’s German wording, and in their English where they gave none', async () => {
    setRuntimeConfig(
      parseRuntimeConfig({
        remotes: { publicSite: 'https://site.test/public/', adminApp: 'https://site.test/admin/' },
        supabase: { url: 'https://db.test', anonKey: 'anon' },
        settings: {
          paymentInstructions: { bankTransfer: 'CRDB Bank, account 0150', mobileMoney: 'M-Pesa 123456' },
          translations: { de: { paymentInstructions: { bankTransfer: 'CRDB Bank, Konto 0150' } } },
        },
      }),
    );
    const text = await show('de');
    expect(text).toContain('So bezahlen SieBanküberweisungCRDB Bank, Konto 0150');
    expect(text).toContain('Mobile MoneyM-Pesa 123456');
    expect(text).not.toContain('account 0150');
  });

  it('names a booked tour by its published German title; other names stay as recorded, marked English', async () => {
    const [translated, untranslated] = TOURS as [Tour, Tour];
    // The page's catalogue (its data block), in German: one tour with a German title, one without.
    adoptPublishedCatalogue(
      {
        version: 7,
        publishedAt: '2026-11-29T10:00:00.000Z',
        tours: [{ ...translated, translations: { de: { title: 'Die große Gnuwanderung' } } }, untranslated],
      },
      '2026-11-29',
      'de',
    );
    const ofTour = (tour: Tour, reference: string): MyBooking => ({
      ...booking,
      id: reference,
      reference,
      tour_name: tour.title,
      tour_slug: tour.slug,
    });
    await show('de', [ofTour(translated, 'TZ-AAAAAA'), ofTour(untranslated, 'TZ-BBBBBB'), booking]);
    const names = screen.getAllByRole('heading', { level: 2 });
    expect(names.map((name) => name.textContent)).toEqual([
      'Die große Gnuwanderung',
      untranslated.title,
      'Northern circuit',
    ]);
    expect(names.map((name) => name.getAttribute('lang'))).toEqual([null, 'en', 'en']);
  });

  it('names every booking as recorded on the English page', async () => {
    const [translated] = TOURS as [Tour];
    adoptPublishedCatalogue(
      {
        version: 8,
        publishedAt: '2026-11-29T10:00:00.000Z',
        tours: [{ ...translated, translations: { de: { title: 'Die große Gnuwanderung' } } }],
      },
      '2026-11-29',
      'en',
    );
    await show('en', [{ ...booking, tour_name: 'As booked', tour_slug: translated.slug }]);
    const name = screen.getByRole('heading', { level: 2 });
    expect(name).toHaveTextContent('As booked');
    expect(name).not.toHaveAttribute('lang');
  });
});
