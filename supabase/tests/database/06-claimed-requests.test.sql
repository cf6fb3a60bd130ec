-- Requests made without an account become the account's once its address is confirmed (decision
-- 130): only a confirmed address claims, only requests without an account, case-insensitively.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(10);

-- Two requests by Xena signed out (one with her address in capitals), one by Yann, one already Zoe's.
insert into auth.users (id, email, aud, role, email_confirmed_at) values
  ('99999999-9999-4999-8999-999999999999', 'zoe@example.test', 'authenticated', 'authenticated', now());
insert into public.bookings (id, user_id, customer_name, customer_email, customer_phone, tour_name, tour_slug, tour_date, adults, youths, number_of_guests) values
  ('bbbbbbbb-0000-4000-8000-000000000001', null, 'Xena X', 'xena@example.test', '+255 700 000 001', 'Lions', 'living-among-lions', current_date + 30, 1, 0, 1),
  ('bbbbbbbb-0000-4000-8000-000000000002', null, 'Xena X', 'Xena@Example.TEST', '+255 700 000 001', 'Lions', 'living-among-lions', current_date + 40, 1, 0, 1),
  ('bbbbbbbb-0000-4000-8000-000000000003', null, 'Yann Y', 'yann@example.test', '+255 700 000 002', 'Lions', 'living-among-lions', current_date + 30, 1, 0, 1),
  ('bbbbbbbb-0000-4000-8000-000000000004', '99999999-9999-4999-8999-999999999999', 'Zoe Z', 'xena@example.test', '+255 700 000 003', 'Lions', 'living-among-lions', current_date + 30, 1, 0, 1);

-- Xena signs up: not confirmed yet, nothing is hers.
insert into auth.users (id, email, aud, role) values
  ('11111111-1111-4111-8111-111111111111', 'xena@example.test', 'authenticated', 'authenticated');
select is(
  (select count(*)::int from public.bookings where user_id = '11111111-1111-4111-8111-111111111111'), 0,
  'an unconfirmed sign-up claims nothing'
);

-- An impostor signs up with Yann's address and never confirms it: Yann's request stays unclaimed.
insert into auth.users (id, email, aud, role) values
  ('22222222-2222-4222-8222-222222222222', 'yann@example.test', 'authenticated', 'authenticated');
update auth.users set raw_user_meta_data = '{"full_name": "Not Yann"}' where id = '22222222-2222-4222-8222-222222222222';
select is(
  (select user_id from public.bookings where id = 'bbbbbbbb-0000-4000-8000-000000000003'), null,
  'an account whose address is not confirmed never gets the requests made with it'
);

-- Xena confirms her address.
update auth.users set email_confirmed_at = now() where id = '11111111-1111-4111-8111-111111111111';
select results_eq(
  $$select id::text from public.bookings where user_id = '11111111-1111-4111-8111-111111111111' order by id$$,
  $$values ('bbbbbbbb-0000-4000-8000-000000000001'::text), ('bbbbbbbb-0000-4000-8000-000000000002')$$,
  'confirming the address claims the requests made with it, whatever its capitals'
);
select is(
  (select user_id::text from public.bookings where id = 'bbbbbbbb-0000-4000-8000-000000000004'),
  '99999999-9999-4999-8999-999999999999',
  'a request that belongs to an account stays with it'
);
select is(
  (select user_id from public.bookings where id = 'bbbbbbbb-0000-4000-8000-000000000003'), null,
  'another address''s requests are not claimed'
);
select is(
  (select count(*)::int from public.booking_status_changes where booking_id = 'bbbbbbbb-0000-4000-8000-000000000001'), 1,
  'claiming is not a status change: no history row, no mail'
);

-- Xena reads her requests as herself.
set local role authenticated;
set local request.jwt.claims to '{"sub": "11111111-1111-4111-8111-111111111111", "role": "authenticated"}';
select is((select count(*)::int from public.bookings), 2, 'the traveller reads the requests she made before signing up');
reset role;

-- An account created already confirmed (by an admin) claims at once.
insert into public.bookings (id, customer_name, customer_email, customer_phone, tour_name, tour_slug, tour_date, adults, youths, number_of_guests) values
  ('bbbbbbbb-0000-4000-8000-000000000005', 'Wim W', 'wim@example.test', '+255 700 000 004', 'Lions', 'living-among-lions', current_date + 30, 1, 0, 1);
insert into auth.users (id, email, aud, role, email_confirmed_at) values
  ('33333333-3333-4333-8333-333333333333', 'wim@example.test', 'authenticated', 'authenticated', now());
select is(
  (select user_id::text from public.bookings where id = 'bbbbbbbb-0000-4000-8000-000000000005'),
  '33333333-3333-4333-8333-333333333333',
  'an account created with a confirmed address claims its requests'
);

-- Nobody, not even the service role, hands a request to an account that did not confirm its address.
select throws_ok(
  $$update public.bookings set user_id = '22222222-2222-4222-8222-222222222222' where id = 'bbbbbbbb-0000-4000-8000-000000000003'$$,
  '23514', null, 'user_id moves from null only to the account that confirmed the request''s address'
);
select throws_ok(
  $$update public.bookings set user_id = '11111111-1111-4111-8111-111111111111' where id = 'bbbbbbbb-0000-4000-8000-000000000004'$$,
  '23514', null, 'a request that belongs to an account never moves to another, even one with the same address'
);

select * from finish();
rollback;
