-- Bookings policies and triggers as each actor: visitor (anon), a user, another user, an admin.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(24);

insert into auth.users (id, email, aud, role) values
  ('11111111-1111-4111-8111-111111111111', 'alice@example.test', 'authenticated', 'authenticated'),
  ('22222222-2222-4222-8222-222222222222', 'bob@example.test', 'authenticated', 'authenticated'),
  ('33333333-3333-4333-8333-333333333333', 'boss@example.test', 'authenticated', 'authenticated');
update public.user_roles set role = 'admin' where user_id = '33333333-3333-4333-8333-333333333333';

-- Rows made as the table owner, so each case starts from known data.
insert into public.bookings (id, user_id, customer_name, customer_email, customer_phone, tour_name, tour_slug, tour_date, adults, youths, number_of_guests)
values
  ('aaaaaaaa-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111', 'Alice A', 'alice@example.test', '+255 700 000 001', 'Lions', 'living-among-lions', current_date + 30, 1, 0, 1),
  ('aaaaaaaa-0000-4000-8000-000000000002', '22222222-2222-4222-8222-222222222222', 'Bob B', 'bob@example.test', '+255 700 000 002', 'Lions', 'living-among-lions', current_date + 30, 2, 0, 2);

-- Visitor
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select lives_ok(
  $$insert into public.bookings (customer_name, customer_email, customer_phone, tour_name, tour_slug, tour_date, adults, youths, number_of_guests, amount)
    values ('Vera Visitor', 'vera@example.test', '+255 700 000 003', 'Tarangire', 'tarangire-safari', current_date + 5, 2, 1, 3, 1)$$,
  'a visitor requests a booking'
);
select throws_ok(
  $$insert into public.bookings (customer_name, customer_email, customer_phone, tour_name, tour_slug, tour_date, number_of_guests, status)
    values ('Vera Visitor', 'vera@example.test', '+255 700 000 003', 'Tarangire', 'tarangire-safari', current_date + 5, 1, 'confirmed')$$,
  '42501', null, 'a visitor cannot insert a confirmed booking'
);
select throws_ok($$select * from public.bookings$$, '42501', null, 'a visitor reads no booking');
select throws_ok($$update public.bookings set status = 'confirmed'$$, '42501', null, 'a visitor updates nothing');
select throws_ok($$delete from public.bookings$$, '42501', null, 'a visitor deletes nothing');
reset role;
select is((select amount from public.bookings where customer_name = 'Vera Visitor'), 2 * 1100 + 950.00,
  'the database priced the visitor''s booking, not the client');

-- Plain user (alice)
set local role authenticated;
set local request.jwt.claims to '{"sub": "11111111-1111-4111-8111-111111111111", "role": "authenticated"}';
select results_eq($$select id::text from public.bookings$$, array['aaaaaaaa-0000-4000-8000-000000000001'],
  'a user reads their own booking only');
select lives_ok(
  $$insert into public.bookings (user_id, customer_name, customer_email, customer_phone, tour_name, tour_slug, tour_date, number_of_guests)
    values ('11111111-1111-4111-8111-111111111111', 'Alice A', 'alice@example.test', '+255 700 000 001', 'Lions', 'living-among-lions', current_date + 9, 1)$$,
  'a user books for themself'
);
select throws_ok(
  $$insert into public.bookings (user_id, customer_name, customer_email, customer_phone, tour_name, tour_slug, tour_date, number_of_guests)
    values ('22222222-2222-4222-8222-222222222222', 'Alice A', 'alice@example.test', '+255 700 000 001', 'Lions', 'living-among-lions', current_date + 9, 1)$$,
  '42501', null, 'a user cannot book in another user''s name'
);
select is_empty($$update public.bookings set status = 'confirmed' where id = 'aaaaaaaa-0000-4000-8000-000000000001' returning id$$,
  'a user cannot confirm their own booking');
select throws_ok($$update public.bookings set amount = 1 where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '42501', null, 'a user cannot change the amount');
select is_empty($$delete from public.bookings where id = 'aaaaaaaa-0000-4000-8000-000000000001' returning id$$,
  'a user cannot delete their booking');

-- Another user (bob)
set local request.jwt.claims to '{"sub": "22222222-2222-4222-8222-222222222222", "role": "authenticated"}';
select results_eq($$select id::text from public.bookings$$, array['aaaaaaaa-0000-4000-8000-000000000002'],
  'another user reads only their own booking');
select is_empty($$update public.bookings set status = 'cancelled' where id = 'aaaaaaaa-0000-4000-8000-000000000001' returning id$$,
  'another user cannot cancel someone else''s booking');
select throws_ok($$select public.admin_count_bookings()$$, '42501', 'Only admins may count bookings',
  'a user cannot use the admin count');

-- Admin
set local request.jwt.claims to '{"sub": "33333333-3333-4333-8333-333333333333", "role": "authenticated"}';
select is((select count(*) from public.bookings), 4::bigint, 'an admin reads every booking');
select results_eq($$update public.bookings set status = 'confirmed' where id = 'aaaaaaaa-0000-4000-8000-000000000001' returning status::text$$,
  array['confirmed'], 'an admin confirms a booking');
select throws_ok($$update public.bookings set reference = 'TZ-ABCDEF' where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '42501', null, 'an admin cannot rewrite a reference');
select throws_ok(
  $$insert into public.bookings (customer_name, customer_email, customer_phone, tour_name, tour_slug, tour_date, number_of_guests)
    values ('Boss', 'boss@example.test', '+255 700 000 009', 'Nowhere', 'no-such-tour', current_date + 5, 1)$$,
  '23503', 'Unknown tour "no-such-tour"', 'an unknown tour is refused'
);
select throws_ok(
  $$insert into public.bookings (customer_name, customer_email, customer_phone, tour_name, tour_slug, tour_date, number_of_guests)
    values ('Boss', 'boss@example.test', '+255 700 000 009', 'Lions', 'living-among-lions', current_date - 1, 1)$$,
  '23514', null, 'a date in the past is refused'
);
select results_eq($$delete from public.bookings where id = 'aaaaaaaa-0000-4000-8000-000000000002' returning id::text$$,
  array['aaaaaaaa-0000-4000-8000-000000000002'], 'an admin deletes a booking');
select results_eq($$select total_bookings, confirmed_bookings from public.admin_booking_summary()$$,
  $$values (3::bigint, 1::bigint)$$, 'an admin reads the summary');
select is(public.admin_count_bookings(), 3::bigint, 'an admin counts every booking');
select is(public.admin_count_bookings(status_filter => 'confirmed'), 1::bigint, 'an admin counts by status');

select * from finish();
rollback;
