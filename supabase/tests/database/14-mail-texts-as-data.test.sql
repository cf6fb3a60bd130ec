-- Issue 41, decision 238: the traveller's mail texts are data (private.mail_languages, written
-- from supabase/mail-texts/). A language is a row: one added here, with only some texts
-- translated, takes bookings and gets its mails, the missing texts in English.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(15);

select has_table('private', 'mail_languages', 'the mail languages and their texts are a table');
select is(
  (select count(*)::integer from private.mail_languages as l
   where array(select jsonb_object_keys(l.texts) order by 1)
     <> array(select jsonb_object_keys(e.texts) order by 1)),
  0, 'each language has the default language''s texts, no more and no fewer')
from private.mail_languages as e where e.position = 0;

select is(private.mail_fill('Dear {name}, about {reference} {unknown} and { braces }',
    '{"name": "{reference}", "reference": "TZ-1"}'),
  'Dear {reference}, about TZ-1 {unknown} and { braces }',
  'placeholders are filled in one pass: a value is never read as a template');
select is(private.mail_fill('{count} day', '{"count": 3}'), '3 day', 'a number fills a placeholder');
select results_eq(
  $$select private.day_count_in(0, 'fr'), private.day_count_in(1, 'fr'), private.day_count_in(2, 'fr'),
      private.day_count_in(0, 'en'), private.day_count_in(1, 'de')$$,
  $$values ('0 jour'::text, '1 jour'::text, '2 jours'::text, '0 days'::text, '1 Tag'::text)$$,
  'each language''s plural rule comes from its texts (French counts 0 as one)');
select is(private.mail_text('xx', 'receipt.subject', '{"reference": "TZ-9"}'),
  'We received your booking request TZ-9', 'a language the site does not speak is written in the default language');

-- Italian, as its translation file would give it: some texts only.
insert into private.mail_languages (code, position, texts) values ('it', 3, $json${
  "languageInEnglish": "Italian",
  "format.amount": "{number}\u00a0USD",
  "format.thousandsSeparator": ".",
  "format.decimalSeparator": ",",
  "format.months": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
    "settembre", "ottobre", "novembre", "dicembre"],
  "format.weekdays": ["domenica", "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato"],
  "format.day": "{day} {month} {year}",
  "format.range": "dal {from} al {to}",
  "count.adults.one": "{count} adulto",
  "count.adults.other": "{count} adulti",
  "greeting": "Gentile {name},",
  "label.travellers": "Viaggiatori",
  "receipt.subject": "Abbiamo ricevuto la sua richiesta di prenotazione {reference}"
}$json$::jsonb);
select is(private.site_languages(), array['en', 'de', 'fr', 'it'], 'a language added as a row is one of the site''s languages');

set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select lives_ok($$select public.request_booking('cccccccc-0000-4000-8000-000000000001'::uuid,
  '{"customer_name": "Giulia R", "customer_email": "giulia@example.test", "customer_phone": "+39 333 1234567",
    "tour_name": "Custom Safari", "tour_date": "2027-07-04", "end_date": "2027-07-11", "adults": 2, "youths": 0,
    "tour_types": ["wildlife"], "destinations": ["serengeti"], "budget": "mid-range", "safari_type": "private",
    "language": "it"}'::jsonb)$$, 'a visitor books from an Italian page');
select lives_ok($$insert into public.contact_submissions (name, email, phone, message, language)
  values ('Giulia R', 'giulia@example.test', '+39 333 1234567', 'Ciao', 'it')$$, 'and writes from one');
reset role;

select ok(
  (select m.subject like 'Abbiamo ricevuto la sua richiesta di prenotazione TZ-%'
      and m.text_body like E'Gentile Giulia R,\n\nThank you for your booking request.%'
      and m.text_body like E'%Dates: dal 4 luglio 2027 al 11 luglio 2027%'
      and m.text_body like '%Viaggiatori: 2 adulti%'
      and m.text_body like E'%3.000,00\u00a0USD (US dollars; an estimate%'
      and m.text_body like '%/it/my-bookings%'
      and m.html_body like '%<html lang="it">%'
   from public.booking_mails as m join public.bookings as b on b.id = m.booking_id
   where m.kind = 'receipt' and b.customer_name = 'Giulia R'),
  'the receipt is in Italian where Italian has the text, in English where it has not');
select ok(
  (select m.text_body like '%Language: Italian%'
   from public.booking_mails as m join public.bookings as b on b.id = m.booking_id
   where m.kind = 'operator_notice' and b.customer_name = 'Giulia R'),
  'the office''s notice names the language by its English name');
select throws_ok($$delete from private.mail_languages where code = 'it'$$, '23503', null,
  'a language with bookings cannot be taken away');

-- Texts reach the mail as values: a traveller's name that looks like a placeholder stays as typed.
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select lives_ok($$select public.request_booking('cccccccc-0000-4000-8000-000000000002'::uuid,
  '{"customer_name": "{reference} {link}", "customer_email": "curly@example.test", "customer_phone": "+1 555 0100",
    "tour_name": "Custom Safari", "tour_date": "2027-07-04", "adults": 1, "youths": 0,
    "tour_types": ["wildlife"], "destinations": ["serengeti"], "budget": "mid-range", "safari_type": "private",
    "language": "de"}'::jsonb)$$, 'a traveller whose name holds braces books');
reset role;
select ok(
  (select m.text_body like E'Guten Tag {reference} {link},\n\n%'
   from public.booking_mails as m join public.bookings as b on b.id = m.booking_id
   where m.kind = 'receipt' and b.customer_email = 'curly@example.test'),
  'their name is written as typed');
select is(
  (select count(*)::integer from pg_proc as p join pg_namespace as n on n.oid = p.pronamespace
   where n.nspname = 'private' and p.prosrc ~ 'in_language\('),
  0, 'no function picks a language''s text in code any more');

select * from finish();
rollback;
