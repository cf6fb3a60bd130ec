-- Issue 37 (decision 185): the payment schedule made from a proposal's terms; who reads it; that
-- nobody writes it through the API.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(17);

insert into auth.users (id, email, aud, role) values
  ('11111111-1111-4111-8111-111111111111', 'alice@example.test', 'authenticated', 'authenticated'),
  ('22222222-2222-4222-8222-222222222222', 'bob@example.test', 'authenticated', 'authenticated'),
  ('33333333-3333-4333-8333-333333333333', 'boss@example.test', 'authenticated', 'authenticated');
update public.user_roles set role = 'admin' where user_id = '33333333-3333-4333-8333-333333333333';

insert into public.bookings (id, user_id, customer_name, customer_email, customer_phone, tour_name, tour_slug, tour_date, adults, youths, number_of_guests)
values ('bbbbbbbb-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111', 'Alice A', 'alice@example.test', '+255 700 000 001', 'Lions', 'living-among-lions', current_date + 120, 2, 0, 2);

-- 30 % deposit due 7 days after acceptance, the balance 60 days before the start.
select private.create_payment_schedule('bbbbbbbb-0000-4000-8000-000000000001', 5000.00, date '2027-06-01', date '2027-01-10', 30, 7, 60, null);
select results_eq(
  $$select position::int, kind, amount, due_on from public.payment_instalments
    where booking_id = 'bbbbbbbb-0000-4000-8000-000000000001' and superseded_at is null order by position$$,
  $$values (1, 'deposit'::text, 1500.00::numeric, date '2027-01-17'), (2, 'balance', 3500.00, date '2027-04-02')$$,
  'a deposit of the percentage due days after acceptance, the balance days before the start'
);

-- Cents that do not divide evenly: the parts still add up to the total.
select private.create_payment_schedule('bbbbbbbb-0000-4000-8000-000000000001', 1000.01, date '2027-06-01', date '2027-01-10', 33.33, 7, 60, null);
select results_eq(
  $$select amount from public.payment_instalments
    where booking_id = 'bbbbbbbb-0000-4000-8000-000000000001' and superseded_at is null order by position$$,
  $$values (333.30::numeric), (666.71)$$,
  'the deposit is rounded to the cent and the balance is the rest'
);
select is(
  (select count(*)::int from public.payment_instalments
   where booking_id = 'bbbbbbbb-0000-4000-8000-000000000001' and superseded_at is not null),
  2,
  'a new schedule supersedes the old rows instead of deleting them'
);

-- A trip that starts sooner than the balance's notice is due in full at once.
select private.create_payment_schedule('bbbbbbbb-0000-4000-8000-000000000001', 2400.00, date '2027-02-20', date '2027-01-10', 30, 7, 60, null);
select results_eq(
  $$select kind, amount, due_on from public.payment_instalments
    where booking_id = 'bbbbbbbb-0000-4000-8000-000000000001' and superseded_at is null$$,
  $$values ('full'::text, 2400.00::numeric, date '2027-01-10')$$,
  'a trip closer than the balance''s days is due in full on the day it is accepted'
);

-- The deposit's days would fall after the balance's day: both on the balance's day.
select private.create_payment_schedule('bbbbbbbb-0000-4000-8000-000000000001', 2000.00, date '2027-03-15', date '2027-01-10', 25, 30, 60, null);
select results_eq(
  $$select kind, amount, due_on from public.payment_instalments
    where booking_id = 'bbbbbbbb-0000-4000-8000-000000000001' and superseded_at is null order by position$$,
  $$values ('deposit'::text, 500.00::numeric, date '2027-01-14'), ('balance', 1500.00, date '2027-01-14')$$,
  'a deposit is never due after the balance'
);

-- No deposit: the balance alone; the whole amount as deposit: one payment.
select private.create_payment_schedule('bbbbbbbb-0000-4000-8000-000000000001', 2000.00, date '2027-06-01', date '2027-01-10', 0, 7, 60, null);
select results_eq(
  $$select kind, amount, due_on from public.payment_instalments
    where booking_id = 'bbbbbbbb-0000-4000-8000-000000000001' and superseded_at is null$$,
  $$values ('balance'::text, 2000.00::numeric, date '2027-04-02')$$,
  'no deposit: the whole total is the balance'
);
select private.create_payment_schedule('bbbbbbbb-0000-4000-8000-000000000001', 2000.00, date '2027-06-01', date '2027-01-10', 100, 7, 60, null);
select results_eq(
  $$select kind, amount, due_on from public.payment_instalments
    where booking_id = 'bbbbbbbb-0000-4000-8000-000000000001' and superseded_at is null$$,
  $$values ('full'::text, 2000.00::numeric, date '2027-01-17')$$,
  'a 100 % deposit is one payment of the total'
);

-- Nonsense is refused and changes nothing.
select throws_ok(
  $$select private.create_payment_schedule('bbbbbbbb-0000-4000-8000-000000000001', -5, date '2027-06-01', date '2027-01-10', 30, 7, 60, null)$$,
  '22023', null, 'a negative total is refused'
);
select throws_ok(
  $$select private.create_payment_schedule('bbbbbbbb-0000-4000-8000-000000000001', 10.005, date '2027-06-01', date '2027-01-10', 30, 7, 60, null)$$,
  '22023', null, 'a total with fractions of a cent is refused'
);
select throws_ok(
  $$select private.create_payment_schedule('bbbbbbbb-0000-4000-8000-000000000001', 100, date '2027-06-01', date '2027-01-10', 101, 7, 60, null)$$,
  '22023', null, 'a deposit over 100 % is refused'
);
select throws_ok(
  $$select private.create_payment_schedule('bbbbbbbb-0000-4000-8000-000000000001', 100, date '2027-06-01', date '2027-01-10', 30, -1, 60, null)$$,
  '22023', null, 'negative days are refused'
);
select throws_ok(
  $$select private.create_payment_schedule('99999999-0000-4000-8000-000000000009', 100, date '2027-06-01', date '2027-01-10', 30, 7, 60, null)$$,
  'P0002', null, 'an unknown booking is refused'
);
select is(
  (select count(*)::int from public.payment_instalments
   where booking_id = 'bbbbbbbb-0000-4000-8000-000000000001' and superseded_at is null),
  1,
  'a refused schedule leaves the current one as it was'
);

-- Who reads and who writes.
set local role authenticated;
set local request.jwt.claims to '{"sub": "11111111-1111-4111-8111-111111111111", "role": "authenticated"}';
select is((select count(*)::int from public.payment_instalments where superseded_at is null), 1,
  'the traveller reads the schedule of their own booking');
select throws_ok(
  $$insert into public.payment_instalments (booking_id, position, kind, amount, due_on)
    values ('bbbbbbbb-0000-4000-8000-000000000001', 9, 'balance', 1, current_date)$$,
  '42501', null, 'a traveller cannot write a schedule'
);
set local request.jwt.claims to '{"sub": "22222222-2222-4222-8222-222222222222", "role": "authenticated"}';
select is((select count(*)::int from public.payment_instalments), 0, 'another traveller reads none of it');
set local request.jwt.claims to '{"sub": "33333333-3333-4333-8333-333333333333", "role": "authenticated"}';
select throws_ok(
  $$select private.create_payment_schedule('bbbbbbbb-0000-4000-8000-000000000001', 100, date '2027-06-01', date '2027-01-10', 30, 7, 60, null)$$,
  '42501', null, 'staff make a schedule only by accepting a proposal, not by calling the function'
);

select * from finish();
rollback;
