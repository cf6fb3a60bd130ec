-- Issue 37, proposals (decisions 180-184): drafts only staff write; Send freezes numbered versions
-- nobody changes; a link shows its own version only; accepting a superseded or expired version
-- is refused naming the current one; accepting confirms the booking at the total, makes the
-- payment schedule and mails both sides, once.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(59);

insert into auth.users (id, email, aud, role) values
  ('11111111-1111-4111-8111-111111111111', 'alice@example.test', 'authenticated', 'authenticated'),
  ('22222222-2222-4222-8222-222222222222', 'bob@example.test', 'authenticated', 'authenticated'),
  ('33333333-3333-4333-8333-333333333333', 'boss@example.test', 'authenticated', 'authenticated');
update public.user_roles set role = 'admin' where user_id = '33333333-3333-4333-8333-333333333333';

-- Alice's custom request, quoted by staff before the proposal (the proposal's total replaces it).
insert into public.bookings (id, user_id, customer_name, customer_email, customer_phone, tour_name, tour_date, end_date, adults, youths, number_of_guests, tour_types, destinations, budget, safari_type)
values ('cccccccc-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111', 'Alice A', 'alice@example.test', '+255 700 000 001', 'Custom Safari', current_date + 90, current_date + 92, 2, 1, 3,
  array['wildlife'], array['serengeti'], 'mid-range', 'private');
-- A second booking whose only version has expired (written as the owner: Send refuses that).
insert into public.bookings (id, user_id, customer_name, customer_email, customer_phone, tour_name, tour_date, end_date, adults, youths, number_of_guests, tour_types, destinations, budget, safari_type)
values ('cccccccc-0000-4000-8000-000000000002', '22222222-2222-4222-8222-222222222222', 'Bob B', 'bob@example.test', '+255 700 000 002', 'Custom Safari', current_date + 30, current_date + 31, 1, 0, 1,
  array['wildlife'], array['serengeti'], 'mid-range', 'private');
insert into public.proposals (id, booking_id, title, start_date, end_date, adults, youths, days, adult_price, youth_price, valid_until, deposit_percent, deposit_due_days, balance_days_before)
values ('dddddddd-0000-4000-8000-000000000002', 'cccccccc-0000-4000-8000-000000000002', 'Bob''s days', current_date + 30, current_date + 31, 1, 0,
  '[{"place": "Arusha", "text": "Arrive.", "accommodation": "", "meals": []}]', 900, 0, current_date + 5, 30, 7, 60);
insert into public.proposal_versions (id, proposal_id, booking_id, version, title, start_date, end_date, adults, youths, days, included, excluded, adult_price, youth_price, valid_until, deposit_percent, deposit_due_days, balance_days_before, personal_note)
values ('eeeeeeee-0000-4000-8000-000000000002', 'dddddddd-0000-4000-8000-000000000002', 'cccccccc-0000-4000-8000-000000000002', 1, 'Bob''s days', current_date + 30, current_date + 31, 1, 0,
  '[{"place": "Arusha", "text": "Arrive.", "accommodation": "", "meals": []}]', '{}', '{}', 900, 0, current_date - 1, 30, 7, 60, '');

-- Staff ------------------------------------------------------------------------------------------
set local role authenticated;
set local request.jwt.claims to '{"sub": "33333333-3333-4333-8333-333333333333", "role": "authenticated", "email": "boss@example.test"}';
select public.admin_quote_booking('cccccccc-0000-4000-8000-000000000001', 4000, 'A first idea');

select lives_ok(
  $$insert into public.proposals (booking_id, title, start_date, end_date, adults, youths, days, included, excluded, adult_price, youth_price, valid_until, deposit_percent, deposit_due_days, balance_days_before, personal_note)
    values ('cccccccc-0000-4000-8000-000000000001', 'Serengeti <i>and</i> more', current_date + 90, current_date + 92, 2, 1,
      '[{"place": "Arusha", "text": "Met at Kilimanjaro airport.", "accommodation": "Arusha Coffee Lodge", "meals": ["Dinner"]},
        {"place": "Serengeti", "text": "Game drives all day.", "accommodation": "Camp", "meals": ["Breakfast", "Lunch", "Dinner"]}]',
      array['Park fees'], array['Flights'], 2500, 1250.50, current_date + 20, 30, 7, 30, 'Karibu!')$$,
  'an admin writes a draft'
);
-- Its id, for the statements below under every role.
reset role;
create temporary table ids on commit drop as
  select id as proposal, null::text as v1, null::text as v2,
    (select token from public.proposal_versions where id = 'eeeeeeee-0000-4000-8000-000000000002') as expired
  from public.proposals where booking_id = 'cccccccc-0000-4000-8000-000000000001';
grant select on ids to anon, authenticated;
set local role authenticated;
select is((select total from public.proposals where id = (select proposal from ids)), 6250.50::numeric,
  'the total is adults × adult price + youths × youth price, exactly');
select throws_ok(
  $$update public.proposals set days = '[]' where id = (select proposal from ids)$$,
  '23514', null, 'a proposal has at least one day'
);
select throws_ok(
  $$update public.proposals set days = '[{"place": "Arusha", "text": "x", "accommodation": "", "meals": ["Supper"]}]' where id = (select proposal from ids)$$,
  '23514', null, 'a meal is breakfast, lunch or dinner'
);
select throws_ok(
  $$update public.proposals set days = '[{"place": " Arusha", "text": "x", "accommodation": "", "meals": []}]' where id = (select proposal from ids)$$,
  '23514', null, 'texts are stored trimmed, as the schema leaves them'
);
select throws_ok(
  $$update public.proposals set valid_until = start_date + 1 where id = (select proposal from ids)$$,
  '23514', null, 'a proposal is valid until the trip starts at the latest'
);
select throws_ok(
  $$update public.proposals set adult_price = 0, youth_price = 0 where id = (select proposal from ids)$$,
  '23514', null, 'the total is more than nothing'
);
select throws_ok(
  $$update public.proposals set personal_note = repeat('x', 4001) where id = (select proposal from ids)$$,
  '23514', null, 'the note has at most 4000 characters'
);
select is((select revision from public.proposals where id = (select proposal from ids)), 1, 'a new draft is revision 1');
update public.proposals set personal_note = 'Karibu Tanzania!' where id = (select proposal from ids);
select results_eq(
  $$select revision, updated_by_email from public.proposals where id = (select proposal from ids)$$,
  $$values (2, 'boss@example.test'::text)$$,
  'each save counts a revision and records who saved'
);
select throws_like(
  $$select * from public.admin_send_proposal((select proposal from ids), 1)$$,
  'The draft was saved again (by boss@example.test)%', 'sending a draft read before a later save is refused'
);
select is(
  (select version from public.admin_send_proposal((select proposal from ids), 2)), 1,
  'Send makes version 1'
);
select ok(
  (select token ~ '^[A-Za-z0-9_-]{43}$' and sent_by_email = 'boss@example.test' and total = 6250.50
   from public.proposal_versions where proposal_id = (select proposal from ids) and version = 1),
  'the version has an unguessable token, who sent it and the total'
);
select ok(
  (select recipient = 'alice@example.test'
      and subject = 'Your safari proposal ' || b.reference || ' (version 1)'
      and text_body like '%/proposal/' || v.token || '%'
      and text_body like '%Total: $6,250.50 (US dollars)%'
      and text_body like '%A deposit of 30% is due 7 days after you accept; the balance 30 days before the trip starts.%'
      and html_body like '%Serengeti &lt;i&gt;and&lt;/i&gt; more%' and html_body not like '%<i>and</i>%'
   from public.booking_mails as m
   join public.bookings as b on b.id = m.booking_id
   join public.proposal_versions as v on v.booking_id = b.id and v.version = 1
   where m.booking_id = 'cccccccc-0000-4000-8000-000000000001' and m.kind = 'proposal_sent'),
  'the traveller is mailed the link, the total and the terms; staff''s text is escaped in the HTML'
);

-- Frozen.
select throws_ok(
  $$update public.proposal_versions set adult_price = 1 where version = 1$$,
  '42501', null, 'staff cannot write a sent version through the API'
);
reset role;
select throws_ok(
  $$update public.proposal_versions set adult_price = 1 where proposal_id = (select proposal from ids)$$,
  '23514', 'A sent proposal version never changes', 'nobody changes a sent version, not even the owner'
);
select throws_ok(
  $$update public.proposal_versions set accepted_by = '11111111-1111-4111-8111-111111111111' where proposal_id = (select proposal from ids)$$,
  '23514', 'A sent proposal version never changes', 'who accepted is written only with the acceptance'
);
select throws_ok(
  $$delete from public.proposal_versions where proposal_id = (select proposal from ids)$$,
  '23514', 'A sent proposal version is kept as it was sent', 'nobody deletes a sent version'
);
select throws_ok(
  $$update public.bookings set amount = 1 where id = 'cccccccc-0000-4000-8000-000000000001'$$,
  '23514', null, 'the amount does not change without an accepted proposal'
);

-- v2 after a change of the draft.
set local role authenticated;
update public.proposals set adult_price = 2600 where id = (select proposal from ids);
select is(
  (select version from public.admin_send_proposal((select proposal from ids), 3)), 2,
  'a second Send makes version 2'
);
select results_eq(
  $$select version, adult_price, total from public.proposal_versions
    where proposal_id = (select proposal from ids) order by version$$,
  $$values (1, 2500.00::numeric, 6250.50::numeric), (2, 2600.00, 6450.50)$$,
  'version 1 is as it was sent; version 2 holds the new price'
);
select results_eq(
  $$select withdrawn_at is not null from public.booking_mails
    where booking_id = 'cccccccc-0000-4000-8000-000000000001' and kind = 'proposal_sent' order by id$$,
  $$values (true), (false)$$,
  'version 1''s mail, not sent yet, is withdrawn: only the current link goes out'
);

-- The links' tokens, for the statements below under every role.
reset role;
update ids set
  v1 = (select token from public.proposal_versions where version = 1 and proposal_id = ids.proposal),
  v2 = (select token from public.proposal_versions where version = 2 and proposal_id = ids.proposal);

-- Who reads what --------------------------------------------------------------------------------
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select throws_ok($$select * from public.proposals$$, '42501', null, 'a visitor reads no draft');
select throws_ok($$select * from public.proposal_versions$$, '42501', null, 'a visitor reads no version table');
select throws_ok($$select * from public.proposal_change_requests$$, '42501', null, 'a visitor reads no change request');
select throws_ok(
  $$insert into public.proposals (booking_id, title, start_date, end_date, adults, youths, days, adult_price, youth_price, valid_until, deposit_percent, deposit_due_days, balance_days_before)
    values ('cccccccc-0000-4000-8000-000000000001', 'Mine', current_date + 90, current_date + 92, 1, 0, '[{"place": "A", "text": "B", "accommodation": "", "meals": []}]', 1, 0, current_date, 0, 0, 0)$$,
  '42501', null, 'a visitor writes no draft'
);
select throws_ok(
  $$select * from public.admin_send_proposal((select proposal from ids), 4)$$,
  '42501', null, 'a visitor cannot send a proposal'
);
select throws_ok(
  $$select * from public.admin_proposal_tour_price('living-among-lions', current_date + 30, 2, 0)$$,
  '42501', null, 'a visitor cannot call the staff price helper'
);
select is(public.proposal_by_token('not-a-token'), null, 'an unknown link shows nothing');
select is(public.proposal_by_token(repeat('A', 43)), null, 'a well-formed but unknown token shows nothing');
select results_eq(
  $$select (p ->> 'version')::int, (p ->> 'currentVersion')::int, p ->> 'state', p ->> 'total', p ->> 'adultPrice'
    from (select public.proposal_by_token(v1) as p from ids) as x$$,
  $$values (1, 2, 'superseded'::text, '6250.50'::text, '2500.00'::text)$$,
  'version 1''s link shows version 1 as it was sent, superseded by version 2'
);
select ok(
  (select not (p ?| array['token', 'id', 'proposalId', 'bookingId', 'customerEmail', 'customerPhone'])
   from (select public.proposal_by_token(v2) as p from ids) as x),
  'a link answers no token, id or contact detail'
);

set local role authenticated;
set local request.jwt.claims to '{"sub": "11111111-1111-4111-8111-111111111111", "role": "authenticated", "email": "alice@example.test"}';
select is((select count(*) from public.proposals)::int, 0, 'a traveller reads no draft, not even their own booking''s');
update public.proposals set title = 'Cheaper' where id = (select proposal from ids);
select throws_ok(
  $$select * from public.admin_proposal_tour_price('living-among-lions', current_date + 30, 2, 0)$$,
  '42501', 'Only admins may price a proposal', 'a traveller cannot call the staff price helper'
);
select is((select count(*) from public.proposal_versions)::int, 2, 'a traveller reads the sent versions of their own booking');
select throws_ok(
  $$select * from public.admin_send_proposal((select proposal from ids), 4)$$,
  '42501', null, 'a traveller cannot send a proposal'
);
set local request.jwt.claims to '{"sub": "22222222-2222-4222-8222-222222222222", "role": "authenticated", "email": "bob@example.test"}';
select is(
  (select count(*) from public.proposal_versions where booking_id = 'cccccccc-0000-4000-8000-000000000001')::int, 0,
  'another traveller reads none of them'
);

-- Asking for changes, accepting ------------------------------------------------------------------
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
reset role;
select isnt((select title from public.proposals where id = (select proposal from ids)), 'Cheaper', 'the traveller''s update changed no draft');
set local role anon;
select throws_like(
  $$select public.accept_proposal((select v1 from ids), 'Alice A', true)$$,
  'Version 1 of this proposal has been replaced: version 2 is the current one.%',
  'accepting a superseded version is refused, naming the current version'
);
reset role;
select ok(
  (select v.token is not null from public.proposal_versions as v where v.id = 'eeeeeeee-0000-4000-8000-000000000002'),
  'Bob''s expired version exists'
);
set local role anon;
select throws_like(
  $$select public.accept_proposal((select expired from ids), 'Bob B', true)$$,
  'Version 1 of this proposal was valid until % and has expired.%',
  'accepting an expired version is refused'
);
select throws_like(
  $$select public.request_proposal_changes((select v1 from ids), 'Cheaper?')$$,
  'Version 1 of this proposal has been replaced: version 2 is the current one.%',
  'changes to a superseded version are refused too'
);
select is(
  (select public.request_proposal_changes(v2, '  One more night <b>please</b>  ') ->> 'message' from ids),
  'One more night <b>please</b>', 'the traveller asks for changes to the current version (trimmed, kept as text)'
);
reset role;
select ok(
  (select recipient = 'info@tanzania-safari.example' and text_body like '%Message: One more night <b>please</b>%'
      and html_body like '%One more night &lt;b&gt;please&lt;/b&gt;%'
   from public.booking_mails where booking_id = 'cccccccc-0000-4000-8000-000000000001' and kind = 'proposal_changes_requested'),
  'the office is mailed the message, escaped in the HTML'
);
set local role anon;
select throws_ok(
  $$select public.accept_proposal((select v2 from ids), ' ', true)$$,
  '22023', null, 'accepting needs a typed name'
);
select throws_ok(
  $$select public.accept_proposal((select v2 from ids), 'Alice A', false)$$,
  '22023', null, 'accepting needs the terms ticked'
);
select is(
  (select public.accept_proposal(v2, ' Alice Anderson ', true) ->> 'outcome' from ids),
  'accepted', 'the traveller accepts version 2'
);
reset role;
select results_eq(
  $$select status::text, amount, price, accepted_proposal_version_id = (select id from public.proposal_versions where version = 2 and proposal_id = (select proposal from ids)), quoted_amount
    from public.bookings where id = 'cccccccc-0000-4000-8000-000000000001'$$,
  $$values ('confirmed'::text, 6450.50::numeric, 6450.50::numeric, true, null::numeric)$$,
  'the booking is confirmed at version 2''s total, which replaces the quote'
);
select results_eq(
  $$select old_status::text, new_status::text from public.booking_status_changes
    where booking_id = 'cccccccc-0000-4000-8000-000000000001' order by id$$,
  $$values (null::text, 'pending'::text), ('pending', 'confirmed')$$,
  'the status history records the confirmation'
);
select results_eq(
  $$select kind, amount, due_on from public.payment_instalments
    where booking_id = 'cccccccc-0000-4000-8000-000000000001' and superseded_at is null order by position$$,
  $$values ('deposit'::text, 1935.15::numeric, (now() at time zone 'Africa/Dar_es_Salaam')::date + 7),
           ('balance', 4515.35, current_date + 60)$$,
  'the payment schedule follows version 2''s terms: 30 % in 7 days, the balance 30 days before the start'
);
select results_eq(
  $$select kind, recipient, withdrawn_at is not null from public.booking_mails
    where booking_id = 'cccccccc-0000-4000-8000-000000000001' and kind in ('confirmed', 'proposal_accepted', 'proposal_accepted_notice') order by id$$,
  $$values ('confirmed'::text, 'alice@example.test'::text, true), ('proposal_accepted', 'alice@example.test', false),
           ('proposal_accepted_notice', 'info@tanzania-safari.example', false)$$,
  'both sides are mailed; the plain confirmation the status change queued is withdrawn'
);
select ok(
  (select text_body like '%Total: $6,450.50 (US dollars)%' and text_body like '%Deposit: $1,935.15 due by %'
      and text_body like '%Balance: $4,515.35 due by %' and text_body like '%Accepted by: Alice Anderson%'
   from public.booking_mails where booking_id = 'cccccccc-0000-4000-8000-000000000001' and kind = 'proposal_accepted'),
  'the traveller''s mail gives the total and the schedule'
);

-- A second click, or a replay of the request: nothing changes.
create temporary table before_replay on commit drop as
  select (select count(*) from public.booking_mails where booking_id = 'cccccccc-0000-4000-8000-000000000001') as mails,
         (select count(*) from public.payment_instalments where booking_id = 'cccccccc-0000-4000-8000-000000000001') as instalments,
         (select count(*) from public.booking_status_changes where booking_id = 'cccccccc-0000-4000-8000-000000000001') as changes,
         (select accepted_at from public.proposal_versions where version = 2 and proposal_id = (select proposal from ids)) as accepted_at;
grant select on before_replay to anon;
set local role anon;
select results_eq(
  $$select p ->> 'outcome', p ->> 'acceptedName' from (select public.accept_proposal(v2, 'Someone Else', true) as p from ids) as x$$,
  $$values ('already_accepted'::text, 'Alice Anderson'::text)$$,
  'accepting again answers that it is accepted, by the first name'
);
reset role;
select ok(
  (select mails = (select count(*) from public.booking_mails where booking_id = 'cccccccc-0000-4000-8000-000000000001')
      and instalments = (select count(*) from public.payment_instalments where booking_id = 'cccccccc-0000-4000-8000-000000000001')
      and changes = (select count(*) from public.booking_status_changes where booking_id = 'cccccccc-0000-4000-8000-000000000001')
      and accepted_at = (select accepted_at from public.proposal_versions where version = 2 and proposal_id = (select proposal from ids))
   from before_replay),
  'the replay wrote no mail, no instalment, no history and kept the first acceptance'
);
select throws_like(
  $$select public.request_proposal_changes(v2, 'More?') from ids$$,
  'You accepted this proposal already.%', 'an accepted version takes no more change requests through its link'
);

-- Staff after the acceptance: no quote over the accepted total; the booking can still be deleted.
set local role authenticated;
set local request.jwt.claims to '{"sub": "33333333-3333-4333-8333-333333333333", "role": "authenticated", "email": "boss@example.test"}';
select throws_ok(
  $$select public.admin_quote_booking('cccccccc-0000-4000-8000-000000000001', 100, null)$$,
  '22023', 'This booking''s price is the total of the proposal the traveller accepted',
  'a quote cannot replace an accepted proposal''s total'
);
update public.bookings set status = 'cancelled' where id = 'cccccccc-0000-4000-8000-000000000001';
select ok(
  (select text_body like '%Price: $%(US dollars)%' and text_body not like '%Estimated total%'
   from public.booking_mails where booking_id = 'cccccccc-0000-4000-8000-000000000001' and kind = 'cancelled'),
  'after an acceptance the status mails give the accepted total as the price, not an estimate'
);
select is((select count(*) from public.proposal_change_requests)::int, 1, 'staff read the change request');
delete from public.bookings where id = 'cccccccc-0000-4000-8000-000000000002';
reset role;
select is(
  (select count(*) from public.proposal_versions where booking_id = 'cccccccc-0000-4000-8000-000000000002')::int, 0,
  'deleting a booking takes its proposal versions with it'
);

select * from finish();
rollback;
