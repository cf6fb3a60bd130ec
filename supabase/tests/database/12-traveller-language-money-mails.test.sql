-- Issue 41: the payment mails of a French and a German traveller are in their
-- language, with the exact amounts in its format and the days in its words; the office's mails
-- stay English.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(11);

insert into auth.users (id, email, aud, role) values
  ('33333333-3333-4333-8333-333333333333', 'boss@example.test', 'authenticated', 'authenticated');
update public.user_roles set role = 'admin' where user_id = '33333333-3333-4333-8333-333333333333';

-- A French and a German trip, confirmed at $5,000.50 (made as the owner: no mails, fixed ids).
insert into public.bookings (id, customer_name, customer_email, customer_phone, tour_name, tour_date, end_date, adults, youths, number_of_guests, tour_types, destinations, budget, safari_type, language)
values
  ('dddddddd-0000-4000-8000-000000000001', 'Jeanne D', 'jeanne@example.test', '+33 6 12 34 56 78', 'Custom Safari', private.office_today() + 100, private.office_today() + 106, 2, 0, 2,
    array['wildlife'], array['serengeti'], 'mid-range', 'private', 'fr'),
  ('dddddddd-0000-4000-8000-000000000002', 'Hans M', 'hans@example.test', '+49 170 1234567', 'Custom Safari', private.office_today() + 100, private.office_today() + 106, 2, 0, 2,
    array['wildlife'], array['serengeti'], 'mid-range', 'private', 'de');
update public.bookings set status = 'confirmed' where id::text like 'dddddddd-%';
set local role authenticated;
set local request.jwt.claims to '{"sub": "33333333-3333-4333-8333-333333333333", "role": "authenticated", "email": "boss@example.test"}';
select public.admin_quote_booking('dddddddd-0000-4000-8000-000000000001', 5000.50);
select public.admin_quote_booking('dddddddd-0000-4000-8000-000000000002', 5000.50);
reset role;
-- Accepted 20 days ago: the deposit (30 %, due 7 days later) is overdue.
select private.create_payment_schedule(b.id, 5000.50, private.office_today() + 100,
  private.office_today() - 20, 30, 7, 60, null)
from public.bookings as b where b.id::text like 'dddddddd-%';

select ok(private.enqueue_payment_reminders(private.office_today()) >= 2, 'the sweep reminds both travellers');
select ok(
  (select m.subject like 'Paiement en retard pour TZ-%' || U&'\00A0: 1\202F500,15\00A0$US dus depuis le %'
      and m.text_body like E'Bonjour Jeanne D,\n\nL’acompte de votre voyage était dû le %'
      and m.text_body like '%Prix total' || U&'\00A0: 5\202F000,50\00A0$US%'
      and m.html_body like '%<html lang="fr">%'
      and m.html_body like '%/fr/my-bookings%'
   from public.booking_mails as m
   where m.booking_id = 'dddddddd-0000-4000-8000-000000000001' and m.kind = 'payment_overdue'),
  'the French reminder is in French, with the exact amounts in the French format'
);
select ok(
  (select m.subject like 'Zahlung überfällig für TZ-%: 1.500,15' || U&'\00A0$ waren am % fällig'
      and m.text_body like E'Guten Tag Hans M,\n\ndie Zahlung „Anzahlung“ für Ihre Reise war am %'
      and m.text_body like '%Gesamtpreis: 5.000,50' || U&'\00A0$%'
   from public.booking_mails as m
   where m.booking_id = 'dddddddd-0000-4000-8000-000000000002' and m.kind = 'payment_overdue'),
  'the German reminder is in German'
);

-- Staff record the French traveller's deposit.
set local role authenticated;
set local request.jwt.claims to '{"sub": "33333333-3333-4333-8333-333333333333", "role": "authenticated", "email": "boss@example.test"}';
select lives_ok($$select public.admin_record_payment('dddddddd-0000-4000-8000-000000000001', 'payment', 1500.15,
  private.office_today(), 'bank_transfer', 'TT-1', null)$$, 'staff record a payment');
reset role;
select ok(
  (select m.subject like 'Paiement reçu pour TZ-%' || U&'\00A0: 1\202F500,15\00A0$US'
      and m.text_body like '%Moyen de paiement' || U&'\00A0: Virement bancaire (TT-1)%'
      and m.text_body like '%Déjà payé' || U&'\00A0: 1\202F500,15\00A0$US%'
   from public.booking_mails as m
   where m.booking_id = 'dddddddd-0000-4000-8000-000000000001' and m.kind = 'payment_receipt'),
  'the French receipt is in French'
);

-- The helpers, by language.
select results_eq(
  $$select private.mail_range_in('2027-07-01', '2027-07-08', 'en'), private.mail_range_in('2027-07-01', '2027-07-08', 'de'),
      private.mail_range_in('2027-07-01', '2027-07-08', 'fr')$$,
  $$values ('1 July 2027 to 8 July 2027'::text, '1. Juli 2027 bis 8. Juli 2027'::text, 'du 1er juillet 2027 au 8 juillet 2027'::text)$$,
  'a proposal''s days in each language'
);
select results_eq(
  $$select private.day_count_in(1, 'de'), private.day_count_in(7, 'fr'), private.day_count_in(7, 'en')$$,
  $$values ('1 Tag'::text, '7 jours'::text, '7 days'::text)$$,
  'day counts in each language'
);
select results_eq(
  $$select private.mail_day_in('2026-12-05', 'en', true), private.mail_day_in('2026-12-05', 'de', true),
      private.mail_day_in('2026-12-05', 'fr', true)$$,
  $$values ('Saturday 5 December 2026'::text, 'Samstag, 5. Dezember 2026'::text, 'samedi 5 décembre 2026'::text)$$,
  'a trip''s day with its weekday in each language (English without a padding zero since decision 238)'
);

-- A proposal for the French traveller's second request: sent and accepted in French.
insert into public.bookings (id, customer_name, customer_email, customer_phone, tour_name, tour_date, end_date, adults, youths, number_of_guests, tour_types, destinations, budget, safari_type, language)
values ('dddddddd-0000-4000-8000-000000000003', 'Jeanne D', 'jeanne2@example.test', '+33 6 12 34 56 78', 'Custom Safari', current_date + 90, current_date + 92, 2, 1, 3,
  array['wildlife'], array['serengeti'], 'mid-range', 'private', 'fr');
insert into public.proposals (id, booking_id, title, start_date, end_date, adults, youths, days, adult_price, youth_price, valid_until, deposit_percent, deposit_due_days, balance_days_before)
values ('ffffffff-0000-4000-8000-000000000003', 'dddddddd-0000-4000-8000-000000000003', 'Serengeti', current_date + 90, current_date + 92, 2, 1,
  '[{"place": "Arusha", "text": "Arrive.", "accommodation": "", "meals": []}]', 2500, 1250.50, current_date + 20, 30, 7, 30);
set local role authenticated;
set local request.jwt.claims to '{"sub": "33333333-3333-4333-8333-333333333333", "role": "authenticated", "email": "boss@example.test"}';
select lives_ok($$select public.admin_send_proposal('ffffffff-0000-4000-8000-000000000003', (select revision from public.proposals where id = 'ffffffff-0000-4000-8000-000000000003'))$$,
  'staff send the French traveller a proposal');
reset role;
select ok(
  (select m.subject like 'Votre proposition de safari TZ-% (version 1)'
      and m.text_body like E'Bonjour Jeanne D,\n\nMerci pour votre demande.%'
      and m.text_body like '%Total' || U&'\00A0: 6\202F250,50\00A0$US (dollars US)%'
      and m.text_body like '%Conditions de paiement' || U&'\00A0: Un acompte de 30\00A0% est dû 7 jours après votre acceptation%'
      and m.text_body like '%/fr/proposal/%'
   from public.booking_mails as m
   where m.booking_id = 'dddddddd-0000-4000-8000-000000000003' and m.kind = 'proposal_sent'),
  'the proposal mail is in French, with its exact total and terms'
);
select token as jeanne_token from public.proposal_versions where booking_id = 'dddddddd-0000-4000-8000-000000000003' \gset
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select public.accept_proposal(:'jeanne_token', 'Jeanne Dupont', true);
reset role;
select ok(
  (select bool_and(case m.kind
      when 'proposal_accepted' then m.subject like 'Votre safari TZ-% est confirmé' and m.text_body like '%Acompte' || U&'\00A0: 1\202F875,15\00A0$US à régler au plus tard le %'
      else m.subject like 'Proposal accepted: TZ-%' and m.text_body like '%Deposit: $1,875.15 due by %' and m.text_body like '%Language: French%' end)
      and count(*) = 2
   from public.booking_mails as m
   where m.booking_id = 'dddddddd-0000-4000-8000-000000000003' and m.kind in ('proposal_accepted', 'proposal_accepted_notice')),
  'the acceptance mails the traveller in French and the office in English, naming the language'
);

select * from finish();
rollback;
