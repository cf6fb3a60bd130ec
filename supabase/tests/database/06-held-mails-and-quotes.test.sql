-- Issue 24 (decisions 135-137): staff's mails wait for an undo and a later change withdraws them;
-- admins quote a custom request's price, the mails and the revenue follow; the count takes the
-- trip-date range and the booked-since filter.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(21);

insert into auth.users (id, email, aud, role) values
  ('11111111-1111-4111-8111-111111111111', 'alice@example.test', 'authenticated', 'authenticated'),
  ('33333333-3333-4333-8333-333333333333', 'boss@example.test', 'authenticated', 'authenticated');
update public.user_roles set role = 'admin' where user_id = '33333333-3333-4333-8333-333333333333';

-- A tour booking and a custom request from Alice (made as the owner to fix the ids; the triggers
-- read the claims and mail her the receipts).
set local request.jwt.claims to '{"sub": "11111111-1111-4111-8111-111111111111", "role": "authenticated", "email": "alice@example.test"}';
insert into public.bookings (id, user_id, customer_name, customer_email, customer_phone, tour_name, tour_slug, tour_date, adults, youths, number_of_guests)
values ('aaaaaaaa-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111', 'Alice A', 'alice@example.test', '+255 700 000 001', 'Lions', 'living-among-lions', current_date + 30, 1, 0, 1);
insert into public.bookings (id, user_id, customer_name, customer_email, customer_phone, tour_name, tour_date, end_date, adults, youths, number_of_guests, tour_types, destinations, budget, safari_type)
values ('aaaaaaaa-0000-4000-8000-000000000002', '11111111-1111-4111-8111-111111111111', 'Alice A', 'alice@example.test', '+255 700 000 001', 'Custom Safari', current_date + 60, current_date + 66, 2, 0, 2,
  array['wildlife'], array['serengeti'], 'mid-range', 'private');

select ok(
  (select text_body like '%Estimated total: $%an estimate until we quote your price%' and text_body not like '%Amount:%'
   from public.booking_mails where booking_id = 'aaaaaaaa-0000-4000-8000-000000000002' and kind = 'receipt'),
  'a custom request''s receipt calls its amount an estimate'
);
select ok(
  (select text_body like '%Price: $%(US dollars)%' from public.booking_mails
   where booking_id = 'aaaaaaaa-0000-4000-8000-000000000001' and kind = 'receipt'),
  'a tour booking''s receipt gives its price'
);
select ok(
  (select hold_until is null from public.booking_mails where booking_id = 'aaaaaaaa-0000-4000-8000-000000000001' and kind = 'receipt'),
  'the receipt is not held'
);

-- Staff cancel by mistake, then set it back within the hold.
set local role authenticated;
set local request.jwt.claims to '{"sub": "33333333-3333-4333-8333-333333333333", "role": "authenticated", "email": "boss@example.test"}';
update public.bookings set status = 'cancelled' where id = 'aaaaaaaa-0000-4000-8000-000000000001';
select ok(
  (select hold_until between now() + interval '29 seconds' and now() + interval '31 seconds' and next_attempt_at = hold_until
   from public.booking_mails where booking_id = 'aaaaaaaa-0000-4000-8000-000000000001' and kind = 'cancelled'),
  'the cancellation mail is held for the operator''s 30 seconds'
);
update public.bookings set status = 'pending' where id = 'aaaaaaaa-0000-4000-8000-000000000001';
select results_eq(
  $$select kind, withdrawn_at is not null, sent_at is null from public.booking_mails
    where booking_id = 'aaaaaaaa-0000-4000-8000-000000000001' and kind in ('confirmed', 'cancelled') order by id$$,
  $$values ('cancelled'::text, true, true)$$,
  'setting it back withdraws the cancellation mail before it left, and mails nothing else'
);
select results_eq(
  $$select old_status::text, new_status::text from public.booking_status_changes
    where booking_id = 'aaaaaaaa-0000-4000-8000-000000000001' order by id$$,
  $$values (null::text, 'pending'::text), ('pending', 'cancelled'), ('cancelled', 'pending')$$,
  'the history records both changes'
);

-- Confirmed and sent; a mistaken cancel and its undo tell the traveller nothing new.
update public.bookings set status = 'confirmed' where id = 'aaaaaaaa-0000-4000-8000-000000000001';
reset role;
update public.booking_mails set sent_at = now() where booking_id = 'aaaaaaaa-0000-4000-8000-000000000001' and kind = 'confirmed';
set local role authenticated;
update public.bookings set status = 'cancelled' where id = 'aaaaaaaa-0000-4000-8000-000000000001';
update public.bookings set status = 'confirmed' where id = 'aaaaaaaa-0000-4000-8000-000000000001';
select results_eq(
  $$select kind, sent_at is not null, withdrawn_at is not null from public.booking_mails
    where booking_id = 'aaaaaaaa-0000-4000-8000-000000000001' and kind in ('confirmed', 'cancelled') order by id$$,
  $$values ('cancelled'::text, false, true), ('confirmed', true, false), ('cancelled', false, true)$$,
  'back to what the traveller was last told: the held cancellation is withdrawn and no second confirmation goes out'
);
select throws_ok(
  $$update public.booking_mails set withdrawn_at = null$$,
  '42501', null, 'staff cannot touch the outbox directly'
);

-- Quoting: admins only, custom requests only, a positive amount.
select throws_ok(
  $$select * from public.admin_quote_booking('aaaaaaaa-0000-4000-8000-000000000001', 5000, null)$$,
  '22023', 'Only a custom safari request takes a quoted price; a tour''s price comes from the catalogue',
  'a tour booking keeps its catalogue price'
);
select throws_ok(
  $$select * from public.admin_quote_booking('aaaaaaaa-0000-4000-8000-000000000002', 0, null)$$,
  '22023', null, 'a quote must be positive'
);
select throws_ok(
  $$select * from public.admin_quote_booking('aaaaaaaa-0000-4000-8000-000000000002', 10.005, null)$$,
  '22023', null, 'a quote has cents at most'
);
select throws_ok(
  $$update public.bookings set quoted_amount = 1 where id = 'aaaaaaaa-0000-4000-8000-000000000002'$$,
  '42501', null, 'the quote columns cannot be written directly, even by an admin'
);
select is(
  (select quoted_amount from public.admin_quote_booking('aaaaaaaa-0000-4000-8000-000000000002', 7450.5, '  Private vehicle and a balloon flight.  ')),
  7450.50::numeric, 'an admin quotes the custom request'
);
select results_eq(
  $$select quoted_amount, quote_note, quoted_by::text, price, quoted_at is not null from public.bookings
    where id = 'aaaaaaaa-0000-4000-8000-000000000002'$$,
  $$values (7450.50::numeric, 'Private vehicle and a balloon flight.'::text, '33333333-3333-4333-8333-333333333333'::text, 7450.50::numeric, true)$$,
  'the quote, its trimmed note and who set it are kept; the price is the quote'
);
select ok(
  (select hold_until is not null and text_body like '%Price: $7,450.50 (US dollars)%'
     and text_body like '%About the price: Private vehicle and a balloon flight.%'
   from public.booking_mails where booking_id = 'aaaaaaaa-0000-4000-8000-000000000002' and kind = 'quoted'),
  'the traveller is mailed the price and the note, after the hold'
);
update public.bookings set status = 'confirmed' where id = 'aaaaaaaa-0000-4000-8000-000000000002';
select ok(
  (select text_body like '%Price: $7,450.50 (US dollars)%' and text_body not like '%Estimated%'
   from public.booking_mails where booking_id = 'aaaaaaaa-0000-4000-8000-000000000002' and kind = 'confirmed'),
  'the confirmation of a quoted request gives the price, not the estimate'
);
select is(
  (select confirmed_revenue from public.admin_booking_revenue()),
  (select sum(price) from public.bookings where status = 'confirmed'),
  'confirmed revenue counts the quoted price'
);
select ok(
  (select confirmed_revenue from public.admin_booking_revenue()) =
    7450.50 + (select amount from public.bookings where id = 'aaaaaaaa-0000-4000-8000-000000000001'),
  'and not the estimate'
);

-- The count: trips in a range, or booked since an instant.
select is(
  public.admin_count_bookings(tour_date_from => current_date, tour_date_to => current_date + 40),
  1::bigint, 'trips between two dates: the tour in 30 days, not the custom trip in 60'
);
select is(
  public.admin_count_bookings(status_filter => 'confirmed', booked_from => now() - interval '1 minute'),
  (select confirmed_bookings from public.admin_booking_revenue()),
  'booked since a moment agrees with the revenue card''s count'
);

set local request.jwt.claims to '{"sub": "11111111-1111-4111-8111-111111111111", "role": "authenticated"}';
select throws_ok(
  $$select * from public.admin_quote_booking('aaaaaaaa-0000-4000-8000-000000000002', 100, null)$$,
  '42501', null, 'a traveller cannot quote their own request'
);

select * from finish();
rollback;
