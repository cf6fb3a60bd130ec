// The forms and the table agree: a booking the tour panel or the custom safari form accepts at
// the edge of its limits is stored, and what they refuse the database refuses too. A mismatch
// would show a traveller 'Error submitting booking' for a form that said nothing was wrong.
import { customBookingInsert, findTour, tourBookingInsert } from '@safari/shared-domain/catalogue';
import { customSafariFormSchema, tourBookingFormSchema } from '@safari/shared-domain/forms';
import { DATABASE_KINDS } from '@safari/supabase-local/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customForm, type ProductServer, startProductServer, tourForm } from './support.ts';

const lions = findTour('living-among-lions');
if (!lions) throw new Error('living-among-lions is missing from the catalogue');

describe.each(DATABASE_KINDS)('form limits and table limits on %s', (kind) => {
  let server: ProductServer;
  beforeAll(async () => {
    server = await startProductServer(kind);
  });
  afterAll(() => server?.stop());

  it('stores every tour panel booking the form accepts at its limits', async () => {
    const schema = tourBookingFormSchema(lions);
    const edges = [
      { firstName: 'Al', lastName: '' },
      { firstName: 'A', lastName: 'B' },
      { firstName: 'A'.repeat(60), lastName: 'B'.repeat(39) },
      { phone: '0712345678' },
      { phone: '+'.concat('2'.repeat(29)) },
      { message: 'x'.repeat(5000) },
    ];
    for (const edge of edges) {
      const values = schema.parse(tourForm(edge));
      const { error } = await server
        .typed()
        .from('bookings')
        .insert(tourBookingInsert(lions, values, { userId: null }));
      expect(error, JSON.stringify(edge).slice(0, 80)).toBeNull();
    }
  });

  it('refuses what the tour panel refuses', async () => {
    const schema = tourBookingFormSchema(lions);
    const outside = [
      { firstName: 'A', lastName: '' },
      { firstName: 'A'.repeat(60), lastName: 'B'.repeat(40) },
      { phone: '712345678' },
    ];
    for (const edge of outside) {
      const form = tourForm(edge);
      expect(schema.safeParse(form).success, JSON.stringify(edge).slice(0, 80)).toBe(false);
      const row = tourBookingInsert(lions, form, { userId: null });
      const { error } = await server.typed().from('bookings').insert(row);
      expect(error?.code, JSON.stringify(edge).slice(0, 80)).toBe('23514');
    }
  });

  it('stores every custom safari request the form accepts at its limits', async () => {
    const schema = customSafariFormSchema();
    const edges = [
      { fullName: 'Jo' },
      { fullName: 'J'.repeat(100) },
      { phone: '0712345678' },
      { message: 'x'.repeat(5000) },
    ];
    for (const edge of edges) {
      const values = schema.parse(customForm(edge));
      const { error } = await server
        .typed()
        .from('bookings')
        .insert(customBookingInsert(values, { userId: null }));
      expect(error, JSON.stringify(edge).slice(0, 80)).toBeNull();
    }
  });
});
