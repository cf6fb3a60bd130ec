-- The status history: written by trigger only, read by admins and by the booking's traveller.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(11);

insert into auth.users (id, email, aud, role) values
  ('11111111-1111-4111-8111-111111111111', 'alice@example.test', 'authenticated', 'authenticated'),
  ('22222222-2222-4222-8222-222222222222', 'bob@example.test', 'authenticated', 'authenticated'),
  ('33333333-3333-4333-8333-333333333333', 'boss@example.test', 'authenticated', 'authenticated');
update public.user_roles set role = 'admin' where user_id = '33333333-3333-4333-8333-333333333333';

-- Alice requests a booking as herself (made as the owner to fix its id; the trigger reads the claims).
set local request.jwt.claims to '{"sub": "11111111-1111-4111-8111-111111111111", "role": "authenticated", "email": "alice@example.test"}';
insert into public.bookings (id, user_id, customer_name, customer_email, customer_phone, tour_name, tour_slug, tour_date, adults, youths, number_of_guests)
values ('aaaaaaaa-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111', 'Alice A', 'alice@example.test', '+255 700 000 001', 'Lions', 'living-among-lions', current_date + 30, 1, 0, 1);
select results_eq(
  $$select old_status::text, new_status::text, changed_by::text, changed_by_email from public.booking_status_changes$$,
  $$values (null::text, 'pending'::text, '11111111-1111-4111-8111-111111111111'::text, 'alice@example.test'::text)$$,
  'the request itself is the first row: pending, no old status, made by the traveller'
);
set local role authenticated;
select throws_ok(
  $$insert into public.booking_status_changes (booking_id, new_status) values ('aaaaaaaa-0000-4000-8000-000000000001', 'confirmed')$$,
  '42501', null, 'a traveller cannot write history'
);

-- The admin confirms, then cancels.
set local request.jwt.claims to '{"sub": "33333333-3333-4333-8333-333333333333", "role": "authenticated", "email": "boss@example.test"}';
update public.bookings set status = 'confirmed' where id = 'aaaaaaaa-0000-4000-8000-000000000001';
update public.bookings set status = 'confirmed' where id = 'aaaaaaaa-0000-4000-8000-000000000001';
update public.bookings set status = 'cancelled' where id = 'aaaaaaaa-0000-4000-8000-000000000001';
select results_eq(
  $$select old_status::text, new_status::text, changed_by_email from public.booking_status_changes order by id$$,
  $$values (null::text, 'pending'::text, 'alice@example.test'::text),
           ('pending', 'confirmed', 'boss@example.test'),
           ('confirmed', 'cancelled', 'boss@example.test')$$,
  'each change is recorded once, with the admin who made it; an update to the same status adds nothing'
);
select throws_ok(
  $$update public.booking_status_changes set new_status = 'pending'$$,
  '42501', null, 'an admin cannot rewrite history'
);
select throws_ok(
  $$delete from public.booking_status_changes$$,
  '42501', null, 'an admin cannot delete history'
);

-- Alice reads her booking's history; Bob reads none of it.
set local request.jwt.claims to '{"sub": "11111111-1111-4111-8111-111111111111", "role": "authenticated"}';
select is((select count(*)::int from public.booking_status_changes), 3, 'the traveller reads the history of their booking');
set local request.jwt.claims to '{"sub": "22222222-2222-4222-8222-222222222222", "role": "authenticated"}';
select is((select count(*)::int from public.booking_status_changes), 0, 'another traveller reads none of it');

-- A visitor's request: recorded without a person.
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select throws_ok($$select * from public.booking_status_changes$$, '42501', null, 'a visitor reads no history');
reset role;
insert into public.bookings (id, customer_name, customer_email, customer_phone, tour_name, tour_slug, tour_date, adults, youths, number_of_guests)
values ('aaaaaaaa-0000-4000-8000-000000000002', 'Vera Visitor', 'vera@example.test', '+255 700 000 003', 'Tarangire', 'tarangire-safari', current_date + 5, 2, 0, 2);
select results_eq(
  $$select old_status::text, new_status::text, changed_by::text from public.booking_status_changes where booking_id = 'aaaaaaaa-0000-4000-8000-000000000002'$$,
  $$values (null::text, 'pending'::text, null::text)$$,
  'a visitor''s request is recorded with nobody as its author'
);

-- The history goes with its booking; an account's deletion keeps the e-mail.
delete from auth.users where id = '33333333-3333-4333-8333-333333333333';
select is(
  (select count(*)::int from public.booking_status_changes where changed_by is null and changed_by_email = 'boss@example.test'),
  2, 'a deleted admin''s changes keep their e-mail'
);
delete from public.bookings where id = 'aaaaaaaa-0000-4000-8000-000000000001';
select is((select count(*)::int from public.booking_status_changes where booking_id = 'aaaaaaaa-0000-4000-8000-000000000001'), 0,
  'deleting a booking deletes its history');

select * from finish();
rollback;
