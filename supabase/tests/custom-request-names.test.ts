// A custom safari request's name is the database's (issue 25, migration 20261125500000): composed
// from the chosen tour types and places in the form's words, whatever `tour_name` the client sent,
// so no free text reaches the mails' subject lines. The SQL composer and shared-domain's
// customSafariTourName are run on the same inputs and must agree.
import {
  CUSTOM_DESTINATION_IDS,
  CUSTOM_TOUR_TYPE_IDS,
  customBookingInsert,
  customSafariTourName,
} from '@safari/shared-domain/catalogue';
import { DATABASE_KINDS } from '@safari/supabase-local/test-support';
import { describe, expect, it } from 'vitest';
import { customForm, policyMatrix } from './support.ts';

/** Every type with every place, then growing runs of both lists in two orders. */
function sampleChoices(): Array<{ types: string[]; places: string[] }> {
  const choices: Array<{ types: string[]; places: string[] }> = [];
  for (const type of CUSTOM_TOUR_TYPE_IDS) {
    for (const place of CUSTOM_DESTINATION_IDS) choices.push({ types: [type], places: [place] });
  }
  const reversedTypes = [...CUSTOM_TOUR_TYPE_IDS].reverse();
  const reversedPlaces = [...CUSTOM_DESTINATION_IDS].reverse();
  for (let n = 2; n <= CUSTOM_TOUR_TYPE_IDS.length; n += 1) {
    const places = Math.min(n, CUSTOM_DESTINATION_IDS.length);
    choices.push({ types: CUSTOM_TOUR_TYPE_IDS.slice(0, n), places: reversedPlaces.slice(0, places) });
    choices.push({ types: reversedTypes.slice(0, n), places: CUSTOM_DESTINATION_IDS.slice(0, places) });
  }
  return choices;
}

describe.each(DATABASE_KINDS)('custom request names on %s', (kind) => {
  const m = policyMatrix(kind);

  it('the database composes the same words as the form for every type and place', async () => {
    const choices = sampleChoices();
    const { rows } = await m.server.db.query<{ name: string }>(
      `select private.custom_safari_name(
         array(select jsonb_array_elements_text(c -> 'types')),
         array(select jsonb_array_elements_text(c -> 'places'))
       ) as name
       from jsonb_array_elements($1::jsonb) with ordinality as x(c, n)
       order by n`,
      [JSON.stringify(choices)],
    );
    expect(rows.map((row) => row.name)).toEqual(
      choices.map((choice) => customSafariTourName(choice.types, choice.places)),
    );
    expect(rows[0]?.name).toBe('Custom safari: Game Drive Safari in Serengeti National Park');
  });

  it('a request through request_booking stores the composed name, not the text sent', async () => {
    const key = crypto.randomUUID();
    const sent = {
      ...customBookingInsert(
        customForm({ tourTypes: ['cultural', 'game-drive'], destinations: ['manyara'] }),
        {
          userId: null,
        },
      ),
      tour_name: 'URGENT: refund <a href="https://evil.example">click here</a>',
    };
    const { error } = await m.anon.client.rpc('request_booking', { request_key: key, booking: sent });
    expect(error).toBeNull();
    const { data } = await m.server
      .service()
      .from('bookings')
      .select('tour_name')
      .eq('request_key', key)
      .single();
    expect(data?.tour_name).toBe('Custom safari: Cultural Tour, Game Drive Safari in Lake Manyara');
  });

  it('a custom request inserted straight into the table gets the composed name too', async () => {
    const row = {
      ...customBookingInsert(customForm({ email: `direct-${kind}@example.test` }), { userId: null }),
      tour_name: 'Free text from the client',
    };
    const { error } = await m.anon.client.from('bookings').insert(row);
    expect(error).toBeNull();
    const { data } = await m.server
      .service()
      .from('bookings')
      .select('tour_name')
      .eq('customer_email', `direct-${kind}@example.test`)
      .single();
    expect(data?.tour_name).toBe(
      'Custom safari: Mountain Hiking, Beach & Island in Mount Kilimanjaro, Zanzibar Island',
    );
  });

  it('a request without types or places is still refused by its completeness check', async () => {
    const row = customBookingInsert(customForm(), { userId: null });
    const { error } = await m.anon.client.rpc('request_booking', {
      request_key: crypto.randomUUID(),
      booking: { ...row, tour_types: null, destinations: null },
    });
    expect(error?.code).toBe('23514');
  });
});
