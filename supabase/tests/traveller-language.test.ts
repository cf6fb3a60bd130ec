// The traveller's language (issue 41) through the site's real insert paths: a
// booking request and a contact message record the page's language, the receipt goes out in it,
// and the database's list of languages is the site's (shared-domain LANGUAGES).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contactSubmissionInsert, findTour, tourBookingInsert } from '@safari/shared-domain/catalogue';
import { LANGUAGES } from '@safari/shared-domain/i18n';
import { DATABASE_KINDS } from '@safari/supabase-local/test-support';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, policyMatrix, tourForm } from './support.ts';

const lions = findTour('living-among-lions');
if (!lions) throw new Error('living-among-lions is missing from the catalogue');

/**
 * The languages private.site_languages() answers: the rows of private.mail_languages as the
 * newest generated mail texts migration writes them (decision 238), in order.
 */
function databaseLanguages(): string[] {
  const newest = readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('_mail_texts.sql'))
    .sort()
    .at(-1);
  if (!newest) throw new Error('no *_mail_texts.sql migration writes the languages');
  const sql = readFileSync(join(MIGRATIONS_DIR, newest), 'utf8');
  return [...sql.matchAll(/^ {2}\('([a-z]+)', (\d+), '/gm)]
    .sort((a, b) => Number(a[2]) - Number(b[2]))
    .map((m) => m[1] ?? '');
}

describe('the languages of the database', () => {
  it('are the site’s languages (shared-domain/src/i18n/languages.ts), in the same order', () => {
    expect(databaseLanguages()).toEqual([...LANGUAGES]);
  });
});

describe.each(DATABASE_KINDS)('the traveller’s language on %s', (kind) => {
  const m = policyMatrix(kind);

  const mailboxOf = async (to: string) => {
    await m.server.bookingMails?.drain();
    return (await m.server.mail.mailbox?.list(to)) ?? [];
  };

  it('every language of the site is accepted on a contact message, and no other', async () => {
    for (const language of LANGUAGES) {
      const row = contactSubmissionInsert({
        name: `Lang ${language}`,
        phone: '+255 700 000 001',
        email: 'lang@example.com',
        message: 'Hello',
      });
      expect((await m.anon.client.from('contact_submissions').insert({ ...row, language })).error).toBeNull();
    }
    const { data } = await m.server
      .service()
      .from('contact_submissions')
      .select('name, language')
      .like('name', 'Lang %')
      .order('name');
    expect(data).toEqual(
      LANGUAGES.map((language) => ({ name: `Lang ${language}`, language })).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    );
    const refused = await m.anon.client.from('contact_submissions').insert({
      ...contactSubmissionInsert({
        name: 'Italian',
        phone: '+255 700 000 001',
        email: 'it@example.com',
        message: 'Ciao',
      }),
      language: 'it',
    });
    expect(refused.error?.code).toBe('23503');
  });

  it('a message sent without a language is English', async () => {
    const row = contactSubmissionInsert({
      name: 'No language',
      phone: '+255 700 000 001',
      email: 'n@example.com',
      message: 'Hi',
    });
    expect((await m.anon.client.from('contact_submissions').insert(row)).error).toBeNull();
    const { data } = await m.server
      .service()
      .from('contact_submissions')
      .select('language')
      .eq('name', 'No language')
      .single();
    expect(data?.language).toBe('en');
  });

  it('a request from a French page is recorded French and its receipt is in French', async () => {
    const booking = {
      ...tourBookingInsert(lions, tourForm({ adults: 2, youths: 1, email: 'jeanne@example.com' }), {
        userId: null,
      }),
      language: 'fr',
    };
    const { data: receipt, error } = await m.anon.client
      .rpc('request_booking', { request_key: crypto.randomUUID(), booking })
      .single();
    expect(error).toBeNull();
    const { data: row } = await m.server
      .service()
      .from('bookings')
      .select('language')
      .eq('reference', receipt?.reference ?? '')
      .single();
    expect(row?.language).toBe('fr');
    const [mail] = await mailboxOf('jeanne@example.com');
    expect(mail?.subject).toBe(`Nous avons bien reçu votre demande de réservation ${receipt?.reference}`);
    expect(mail?.text).toContain('Voyageurs\u00a0: 2 adultes, 1 jeune');
    expect(mail?.text).toContain('Prix\u00a0: 12\u202f290,00\u00a0$US (dollars US)');
    expect(mail?.links).toEqual([`${m.server.url}/fr/my-bookings`]);
    const notice = (await mailboxOf('info@tanzania-safari.example')).find((n) =>
      n.subject.startsWith(`New booking request ${receipt?.reference}`),
    );
    expect(notice?.text).toContain('Language: French');
  });

  it('a request in a language the site does not speak is refused', async () => {
    const booking = {
      ...tourBookingInsert(lions, tourForm({ email: 'xx@example.com' }), { userId: null }),
      language: 'xx',
    };
    const { error } = await m.anon.client.rpc('request_booking', {
      request_key: crypto.randomUUID(),
      booking,
    });
    expect(error?.code).toBe('23503');
  });
});
