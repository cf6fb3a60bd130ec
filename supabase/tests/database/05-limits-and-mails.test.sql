-- Issue 15's limits and the mail outbox triggers, as a visitor through the API would meet them.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(12);

set local request.jwt.claims to '{"role": "anon"}';
set local request.headers to '{"x-forwarded-for": "203.0.113.5", "x-real-ip": "203.0.113.5"}';
set local role anon;

select throws_ok(
  $$insert into public.bookings (customer_name, customer_email, customer_phone, tour_name, tour_slug, tour_date, adults, youths, number_of_guests)
    values ('Vera Visitor', 'vera@example.test', '+255 700 000 003', 'x', 'tarangire-safari', current_date + 5, 40, 20, 60)$$,
  '23514', 'This tour takes at most 5 travellers', 'a party bigger than the tour''s group is refused'
);
select throws_ok(
  $$insert into public.bookings (customer_name, customer_email, customer_phone, tour_name, tour_slug, tour_date, adults, youths, number_of_guests)
    values ('Vera Visitor', 'vera@example.test', '+255 700 000 003', 'x', 'tarangire-safari', '9999-12-31', 1, 0, 1)$$,
  '23514', null, 'a date in year 9999 is refused'
);
select lives_ok(
  $$select public.request_booking(gen_random_uuid(), jsonb_build_object('customer_name', 'Vera Visitor', 'customer_email', 'vera@example.test',
      'customer_phone', '+255 700 000 003', 'tour_slug', 'tarangire-safari', 'tour_name', 'x', 'tour_date', current_date + 5, 'adults', 2, 'youths', 1))
    from generate_series(1, 5)$$,
  'five bookings from one address pass'
);
select throws_ok(
  $$select public.request_booking(gen_random_uuid(), jsonb_build_object('customer_name', 'Vera Visitor', 'customer_email', 'vera@example.test',
      'customer_phone', '+255 700 000 003', 'tour_slug', 'tarangire-safari', 'tour_name', 'x', 'tour_date', current_date + 5, 'adults', 2, 'youths', 1))$$,
  'PT429', 'Too many requests from your connection; please try again in a few minutes.', 'the sixth is refused'
);
set local request.headers to '{"x-forwarded-for": "203.0.113.6"}';
select lives_ok(
  $$select public.request_booking('a0000000-0000-4000-8000-000000000166', jsonb_build_object('customer_name', 'Wanjiru W', 'customer_email', 'wanjiru@example.test',
      'customer_phone', '+255 700 000 004', 'tour_slug', 'tarangire-safari', 'tour_name', 'x', 'tour_date', current_date + 5, 'adults', 2, 'youths', 1))$$,
  'another address still may book'
);
-- Decision 166: a stranger repeating that key gets no rows, not an error, so the count stands.
set local request.headers to '{"x-forwarded-for": "203.0.113.7"}';
select is(
  (select count(*)::int from public.request_booking('a0000000-0000-4000-8000-000000000166', jsonb_build_object('customer_name', 'Wanjiru W',
      'customer_email', 'stranger@example.test', 'customer_phone', '+255 700 000 004', 'tour_slug', 'tarangire-safari', 'tour_name', 'x',
      'tour_date', current_date + 5, 'adults', 2, 'youths', 1))),
  0, 'a stranger repeating a known request key gets no rows'
);
reset role;
select is(
  (select count(*)::int from private.request_log where action = 'booking' and client_address = '203.0.113.7'),
  1, '... and the repeat is counted against the stranger''s address'
);
set local role anon;
select lives_ok(
  $$insert into public.contact_submissions (name, email, phone, message, website) values ('Bot', 'bot@example.test', '+255 700 000 009', 'Buy', 'https://spam.example')$$,
  'a contact message with the honeypot filled in raises nothing'
);
reset role;
select is((select count(*)::int from public.contact_submissions), 0, '... and is not stored');
select is((select count(*)::int from public.bookings), 6, 'six bookings were stored');
select is(
  (select count(*)::int from public.booking_mails where kind = 'receipt' and recipient = 'wanjiru@example.test'
     and text_body like '%Price: $3,150.00 (US dollars)%' and text_body like '%Travellers: 2 adults, 1 youth%'),
  1, 'each booking enqueues a receipt with the database''s amount'
);
select is(
  (select count(*)::int from public.booking_mails where kind = 'operator_notice' and recipient = 'info@tanzania-safari.example'),
  6, 'and a notice to the operator'
);

select * from finish();
rollback;
