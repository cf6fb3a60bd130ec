-- Issue 39 item 5 (decision 208): a booking request quoting the total its page showed is kept only
-- at that total; priced otherwise it keeps nothing and answers PT409 with the new total to confirm.
-- A request quoting nothing is priced as before.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(9);

set local request.jwt.claims to '{"role": "anon"}';
set local request.headers to '{"x-forwarded-for": "203.0.113.81"}';
set local role anon;

select lives_ok(
  $$select public.request_booking('b0000000-0000-4000-8000-000000000001', jsonb_build_object('customer_name', 'Asha Traveller',
      'customer_email', 'asha@example.test', 'customer_phone', '+255 700 000 081', 'tour_slug', 'tarangire-safari', 'tour_name', 'x',
      'tour_date', current_date + 20, 'adults', 2, 'youths', 1))$$,
  'a request quoting no total is kept at the database''s price, as before'
);
reset role;
select set_config('test.price', (select amount::text from public.bookings
  where request_key = 'b0000000-0000-4000-8000-000000000001'), true);
set local role anon;

select is(
  (select amount from public.request_booking('b0000000-0000-4000-8000-000000000002', jsonb_build_object('customer_name', 'Asha Traveller',
      'customer_email', 'asha@example.test', 'customer_phone', '+255 700 000 081', 'tour_slug', 'tarangire-safari', 'tour_name', 'x',
      'tour_date', current_date + 20, 'adults', 2, 'youths', 1, 'shown_amount', current_setting('test.price')::numeric))),
  current_setting('test.price')::numeric,
  'a request quoting the price the database charges is kept at it'
);

select throws_ok(
  $$select public.request_booking('b0000000-0000-4000-8000-000000000003', jsonb_build_object('customer_name', 'Asha Traveller',
      'customer_email', 'asha@example.test', 'customer_phone', '+255 700 000 081', 'tour_slug', 'tarangire-safari', 'tour_name', 'x',
      'tour_date', current_date + 20, 'adults', 2, 'youths', 1, 'shown_amount', current_setting('test.price')::numeric - 100))$$,
  'PT409', null, 'a request quoting an older (lower) total is refused with PT409'
);
select throws_like(
  $$select public.request_booking('b0000000-0000-4000-8000-000000000004', jsonb_build_object('customer_name', 'Asha Traveller',
      'customer_email', 'asha@example.test', 'customer_phone', '+255 700 000 081', 'tour_slug', 'tarangire-safari', 'tour_name', 'x',
      'tour_date', current_date + 20, 'adults', 2, 'youths', 1, 'shown_amount', current_setting('test.price')::numeric + 100))$$,
  format('The price has changed since this page was loaded: %s USD for this party, not %s USD',
    current_setting('test.price'), (current_setting('test.price')::numeric + 100)::text),
  '... a higher one too, and the answer names the price to confirm'
);

-- The new total travels in the error's detail, for the page to show and quote.
create function pg_temp.detail_of(quoted numeric) returns text language plpgsql as $$
declare
  said text;
begin
  perform public.request_booking('b0000000-0000-4000-8000-000000000005', jsonb_build_object('customer_name', 'Asha Traveller',
    'customer_email', 'asha@example.test', 'customer_phone', '+255 700 000 081', 'tour_slug', 'tarangire-safari', 'tour_name', 'x',
    'tour_date', current_date + 20, 'adults', 2, 'youths', 1, 'shown_amount', quoted));
  return null;
exception when sqlstate 'PT409' then
  get stacked diagnostics said = pg_exception_detail;
  return said;
end;
$$;
select is(pg_temp.detail_of(1), current_setting('test.price'), 'the refusal''s detail is the new total');

select throws_ok(
  $$select public.request_booking('b0000000-0000-4000-8000-000000000006', jsonb_build_object('customer_name', 'Asha Traveller',
      'customer_email', 'asha@example.test', 'customer_phone', '+255 700 000 081', 'tour_slug', 'tarangire-safari', 'tour_name', 'x',
      'tour_date', current_date + 20, 'adults', 2, 'youths', 1, 'shown_amount', 'cheap'))$$,
  '22023', 'shown_amount must be a number: the total the page showed', 'a quoted total that is not a number is refused'
);
reset role;

select is(
  (select count(*)::int from public.bookings where customer_email = 'asha@example.test'),
  2, 'only the requests without a total and at the charged total were kept'
);
select is(
  (select count(*)::int from public.booking_mails where recipient = 'asha@example.test' and kind = 'receipt'),
  2, '... and a refused request queued no receipt mail'
);
select is(
  (select amount from public.bookings where request_key = 'b0000000-0000-4000-8000-000000000002'),
  current_setting('test.price')::numeric, 'the confirmed request holds the total it quoted'
);

select * from finish();
rollback;
