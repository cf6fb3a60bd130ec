-- Issue 15: the admin count matches a reference, and the revenue counts confirmed bookings by
-- when they were booked, on the office calendar.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(6);

insert into auth.users (id, email, aud, role) values
  ('44444444-4444-4444-8444-444444444444', 'boss@example.test', 'authenticated', 'authenticated'),
  ('55555555-5555-4555-8555-555555555555', 'guest@example.test', 'authenticated', 'authenticated');
update public.user_roles set role = 'admin' where user_id = '44444444-4444-4444-8444-444444444444';

-- Four bookings with fixed references, amounts, statuses and creation times (the triggers that
-- would decide those are off for these rows): one confirmed this week, one confirmed long ago,
-- one pending, one cancelled.
set local session_replication_role = replica;
insert into public.bookings (reference, customer_name, customer_email, customer_phone, tour_name, tour_slug,
  tour_date, adults, youths, number_of_guests, amount, status, created_at)
values
  ('TZ-7K3M9Q', 'Neema M', 'neema@example.test', '+255 700 000 001', 'Lions', 'living-among-lions', current_date + 30, 2, 0, 2, 1000, 'confirmed', now()),
  ('TZ-ABCDEF', 'Juma K', 'juma@example.test', '+255 700 000 002', 'Lions', 'living-among-lions', current_date + 30, 1, 0, 1, 700, 'confirmed', now() - interval '400 days'),
  ('TZ-GHJKLM', 'Asha P', 'asha@example.test', '+255 700 000 003', 'Lions', 'living-among-lions', current_date + 30, 1, 0, 1, 300, 'pending', now()),
  ('TZ-NPQRST', 'Baraka L', 'baraka@example.test', '+255 700 000 004', 'Lions', 'living-among-lions', current_date + 30, 1, 0, 1, 5000, 'cancelled', now());
set local session_replication_role = origin;

set local role authenticated;
set local request.jwt.claims to '{"sub": "44444444-4444-4444-8444-444444444444", "role": "authenticated"}';

select is(public.admin_count_bookings('%TZ-7K3M9Q%'), 1::bigint, 'the count finds a booking by its full reference');
select is(public.admin_count_bookings('%tz-7k3%'), 1::bigint, 'and by part of it, in any case');
select is(
  (select count(*) from public.bookings where customer_name ilike '%TZ-7K3M9Q%' or customer_email ilike '%TZ-7K3M9Q%'
     or tour_name ilike '%TZ-7K3M9Q%' or reference ilike '%TZ-7K3M9Q%'),
  public.admin_count_bookings('%TZ-7K3M9Q%'),
  'the count agrees with the list query the dashboard sends'
);

select results_eq(
  $$select confirmed_revenue, confirmed_bookings, pending_revenue, pending_bookings,
           week_confirmed_revenue, week_confirmed_bookings from public.admin_booking_revenue()$$,
  $$values (1700::numeric, 2::bigint, 300::numeric, 1::bigint, 1000::numeric, 1::bigint)$$,
  'confirmed revenue only, pending beside it, cancelled nowhere; this week = booked this week'
);
select is(
  (select week_start from public.admin_booking_revenue()),
  date_trunc('week', (now() at time zone 'Africa/Dar_es_Salaam'))::date,
  'the week starts on Monday of the office calendar'
);

set local request.jwt.claims to '{"sub": "55555555-5555-4555-8555-555555555555", "role": "authenticated"}';
select throws_ok($$select * from public.admin_booking_revenue()$$, '42501', null, 'a traveller cannot read the revenue');

select * from finish();
rollback;
