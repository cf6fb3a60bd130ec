// The operator's name and contact details have one source: shared-domain's defaultSiteSettings,
// which the pages show until /config.json says otherwise. The booking mails sign with the row of
// private.operator_settings, which a migration fills with the same defaults; this keeps the two
// from drifting. Changing a default in shared-domain means a new migration updating the row.
import { defaultSiteSettings } from '@safari/shared-domain';
import { type OperatorSettings, type RunningServer, startServer } from '@safari/supabase-local';
import { serverOptionsFor } from '@safari/supabase-local/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductServer, startProductServer } from './support.ts';

interface OperatorRow {
  brand_name: string;
  email: string;
  phone: string;
  street_address: string;
  site_url: string;
}

const operatorRow = async (server: RunningServer) =>
  (
    await server.db.query<OperatorRow>(
      'select brand_name, email, phone, street_address, site_url from private.operator_settings',
    )
  ).rows;

describe('operator settings in the database', () => {
  let server: ProductServer;
  beforeAll(async () => {
    // PostgreSQL: the migrations apply there in a fraction of PGlite's time, and the row is the same.
    server = await startProductServer('postgres');
  });
  afterAll(() => server?.stop());

  /** A second server over the same (migrated) database, serving a site with these settings. */
  const serverBeside = (operatorSettings: OperatorSettings) =>
    startServer({
      ...serverOptionsFor(server.database),
      db: server.db,
      migrationsDir: null,
      bookingMails: false,
      site: () => ({ handle: async () => false, operatorSettings }),
    });

  it("start as shared-domain's defaults, with this server's URL for the links", async () => {
    expect(await operatorRow(server)).toEqual([
      {
        brand_name: defaultSiteSettings.brandName,
        email: defaultSiteSettings.email,
        phone: defaultSiteSettings.phone,
        street_address: defaultSiteSettings.streetAddress,
        site_url: server.url,
      },
    ]);
  });

  it("take the served site's settings where it gives them, and keep the defaults where it does not", async () => {
    const beside = await serverBeside({
      brandName: '  Kilima Trails ',
      email: ' ',
      phone: 255,
      streetAddress: undefined,
    });
    try {
      expect(await operatorRow(beside)).toEqual([
        {
          brand_name: 'Kilima Trails',
          email: defaultSiteSettings.email,
          phone: defaultSiteSettings.phone,
          street_address: defaultSiteSettings.streetAddress,
          site_url: beside.url,
        },
      ]);
    } finally {
      await beside.close();
    }
  });

  it("take how to pay in each language from the site's translations, keeping only texts", async () => {
    const beside = await serverBeside({
      paymentInstructions: { bankTransfer: 'CRDB Bank, account 0150' },
      translations: {
        de: { tagline: 'Safaris', paymentInstructions: { bankTransfer: ' CRDB Bank, Konto 0150 ' } },
        fr: { paymentInstructions: { bankTransfer: ' ', mobileMoney: 42 } },
      },
    });
    try {
      const { rows } = await beside.db.query<{ translations: unknown; de: string; fr: string }>(
        `select payment_instructions_translations as translations,
                private.how_to_pay_in('de') as de, private.how_to_pay_in('fr') as fr
         from private.operator_settings`,
      );
      expect(rows[0]?.translations).toEqual({ de: { bankTransfer: 'CRDB Bank, Konto 0150' } });
      expect(rows[0]?.de).toContain('Banküberweisung: CRDB Bank, Konto 0150');
      expect(rows[0]?.fr).toContain('Virement bancaire\u00a0: CRDB Bank, account 0150');
    } finally {
      await beside.close();
    }
  });
});
