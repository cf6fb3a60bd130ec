-- Issue 41: the traveller's language on bookings and contact messages, its check and
-- default, and the booking mails written in it.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(22);

select has_column('public', 'bookings', 'language', 'bookings record the traveller''s language');
select col_not_null('public', 'bookings', 'language', 'a booking''s language is never null');
select col_default_is('public', 'bookings', 'language', 'en', 'a booking''s language defaults to English');
select has_column('public', 'contact_submissions', 'language', 'contact messages record the language');
select col_not_null('public', 'contact_submissions', 'language', 'a message''s language is never null');
select col_default_is('public', 'contact_submissions', 'language', 'en', 'a message''s language defaults to English');
select is(private.site_languages(), array['en', 'de', 'fr'], 'the site''s languages, English first');

insert into auth.users (id, email, aud, role) values
  ('33333333-3333-4333-8333-333333333333', 'boss@example.test', 'authenticated', 'authenticated');
update public.user_roles set role = 'admin' where user_id = '33333333-3333-4333-8333-333333333333';

set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select lives_ok($$insert into public.contact_submissions (name, email, phone, message, language)
  values ('Vera', 'vera@example.test', '+255 700 000 003', 'Bonjour', 'fr')$$, 'a visitor sends a message in French');
select throws_ok($$insert into public.contact_submissions (name, email, phone, message, language)
  values ('Vera', 'vera@example.test', '+255 700 000 003', 'Ciao', 'it')$$, '23503', null,
  'a language the site does not speak is refused');
select throws_ok($$insert into public.contact_submissions (name, email, phone, message, language)
  values ('Vera', 'vera@example.test', '+255 700 000 003', 'Hi', null)$$, '23502', null,
  'no language at all is refused');
select lives_ok($$select public.request_booking('bbbbbbbb-0000-4000-8000-000000000001'::uuid,
  '{"customer_name": "Jeanne D", "customer_email": "jeanne@example.test", "customer_phone": "+33 6 12 34 56 78",
    "tour_name": "Custom Safari", "tour_date": "2027-07-04", "end_date": "2027-07-11", "adults": 2, "youths": 1,
    "tour_types": ["wildlife"], "destinations": ["serengeti"], "budget": "mid-range", "safari_type": "private",
    "language": "fr"}'::jsonb)$$, 'a visitor requests a custom safari from a French page');
select lives_ok($$select public.request_booking('bbbbbbbb-0000-4000-8000-000000000002'::uuid,
  '{"customer_name": "Hans M", "customer_email": "hans@example.test", "customer_phone": "+49 170 1234567",
    "tour_name": "Custom Safari", "tour_date": "2027-07-04", "adults": 2, "youths": 0,
    "tour_types": ["wildlife"], "destinations": ["serengeti"], "budget": "mid-range", "safari_type": "private",
    "language": "de"}'::jsonb)$$, 'and another from a German page');
select lives_ok($$select public.request_booking('bbbbbbbb-0000-4000-8000-000000000003'::uuid,
  '{"customer_name": "Ann E", "customer_email": "ann@example.test", "customer_phone": "+1 555 0100",
    "tour_name": "Custom Safari", "tour_date": "2027-07-04", "adults": 1, "youths": 0,
    "tour_types": ["wildlife"], "destinations": ["serengeti"], "budget": "mid-range", "safari_type": "private"}'::jsonb)$$,
  'and one without a language');
select throws_ok($$select public.request_booking('bbbbbbbb-0000-4000-8000-000000000004'::uuid,
  '{"customer_name": "Ann E", "customer_email": "ann@example.test", "customer_phone": "+1 555 0100",
    "tour_name": "Custom Safari", "tour_date": "2027-07-04", "adults": 1, "youths": 0,
    "tour_types": ["wildlife"], "destinations": ["serengeti"], "budget": "mid-range", "safari_type": "private",
    "language": "xx"}'::jsonb)$$, '23503', null, 'a request in a language the site does not speak is refused');
reset role;

select results_eq(
  $$select customer_name, language from public.bookings where request_key::text like 'bbbbbbbb-%' order by customer_name$$,
  $$values ('Ann E'::text, 'en'::text), ('Hans M', 'de'), ('Jeanne D', 'fr')$$,
  'each request records its language, English when none was sent'
);
select results_eq(
  $$select b.language, m.subject from public.booking_mails as m join public.bookings as b on b.id = m.booking_id
    where m.kind = 'receipt' and b.request_key::text like 'bbbbbbbb-%' order by b.language$$,
  $$select b.language, s from public.bookings as b,
      lateral (select case b.language
        when 'de' then 'Wir haben Ihre Buchungsanfrage ' || b.reference || ' erhalten'
        when 'fr' then 'Nous avons bien reçu votre demande de réservation ' || b.reference
        else 'We received your booking request ' || b.reference end) as t(s)
    where b.request_key::text like 'bbbbbbbb-%' order by b.language$$,
  'each receipt''s subject is in the request''s language'
);
select ok(
  (select m.text_body like E'Bonjour Jeanne D,\n\nMerci pour votre demande de réservation.%'
      and m.text_body like E'%Dates\u00a0: du 4 juillet 2027 au 11 juillet 2027%'
      and m.text_body like E'%Voyageurs\u00a0: 2 adultes, 1 jeune%'
      and m.text_body like '%/fr/my-bookings%'
      and m.html_body like '%<html lang="fr">%'
   from public.booking_mails as m join public.bookings as b on b.id = m.booking_id
   where m.kind = 'receipt' and b.customer_name = 'Jeanne D'),
  'the French receipt speaks French, with French days and a link to the French bookings page'
);
select ok(
  (select m.text_body like E'%Reisedaten: Sonntag, 4. Juli 2027%' and m.text_body like '%Reisende: 2 Erwachsene%'
   from public.booking_mails as m join public.bookings as b on b.id = m.booking_id
   where m.kind = 'receipt' and b.customer_name = 'Hans M'),
  'the German receipt gives the day in German'
);
select ok(
  (select m.text_body like '%Language: French%' and m.subject like 'New booking request %'
   from public.booking_mails as m join public.bookings as b on b.id = m.booking_id
   where m.kind = 'operator_notice' and b.customer_name = 'Jeanne D'),
  'the operator''s notice stays English and names the traveller''s language'
);
select ok(
  (select m.text_body not like '%Language:%' and m.html_body like '<!doctype html><html><body%'
   from public.booking_mails as m join public.bookings as b on b.id = m.booking_id
   where m.kind = 'operator_notice' and b.customer_name = 'Ann E'),
  'an English request''s notice is as before'
);
select results_eq(
  $$select private.mail_amount_in(2970, 'en'), private.mail_amount_in(2970, 'de'), private.mail_amount_in(1234567.5, 'fr')$$,
  $$values ('$2,970.00'::text, U&'2.970,00\00A0$'::text, U&'1\202F234\202F567,50\00A0$US'::text)$$,
  'amounts keep their cents and take each language''s format'
);

-- Staff quote the French request's price: the mail is in French.
set local role authenticated;
set local request.jwt.claims to '{"sub": "33333333-3333-4333-8333-333333333333", "role": "authenticated", "email": "boss@example.test"}';
select public.admin_quote_booking((select id from public.bookings where customer_name = 'Jeanne D'), 8450.25, null);
reset role;
select ok(
  (select m.subject like 'Votre prix pour TZ-%' and m.text_body like E'%safari sur mesure\u00a0: 8\u202F450,25\u00a0$US (dollars US)%'
   from public.booking_mails as m join public.bookings as b on b.id = m.booking_id
   where m.kind = 'quoted' and b.customer_name = 'Jeanne D'),
  'the quoted price mail is in French with the exact amount'
);

select * from finish();
rollback;
