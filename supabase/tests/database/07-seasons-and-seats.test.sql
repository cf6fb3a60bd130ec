-- Issue 27 (decisions 150 and 151): a season's first and last days, the party-size rule,
-- overlapping seasons refused, closed dates refused, departures' seats counted per departure
-- (a cancelled request gives them back), and earlier requests keep their amounts.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(33);

insert into auth.users (id, email, aud, role) values
  ('a1111111-1111-4111-8111-111111111111', 'ana@example.test', 'authenticated', 'authenticated'),
  ('c3333333-3333-4333-8333-333333333333', 'tara@example.test', 'authenticated', 'authenticated');
update public.user_roles set role = 'admin' where user_id = 'a1111111-1111-4111-8111-111111111111';
update private.request_limits set max_requests = 1000;

-- Days relative to today in Arusha, as JSON strings.
create function pg_temp.day(offset_days integer) returns jsonb language sql as $$
  select to_jsonb(to_char((now() at time zone 'Africa/Dar_es_Salaam')::date + offset_days, 'YYYY-MM-DD'));
$$;
create function pg_temp.arusha(offset_days integer) returns date language sql as $$
  select (now() at time zone 'Africa/Dar_es_Salaam')::date + offset_days;
$$;
-- A request for `slug` as the owner would make it (the triggers price it); answers the amount.
create function pg_temp.request(slug text, start_on date, adults integer, youths integer, departure text default null)
returns numeric language sql as $$
  insert into public.bookings (customer_name, customer_email, customer_phone, tour_name, tour_slug, tour_date,
    adults, youths, number_of_guests, departure_id)
  values ('Amina Mushi', 'amina@example.test', '+255 712 345 678', 'x', slug, start_on, adults, youths,
    adults + youths, departure)
  returning amount;
$$;

set local role authenticated;
set local request.jwt.claims to '{"sub": "a1111111-1111-4111-8111-111111111111", "role": "authenticated"}';

-- Overlapping seasons --------------------------------------------------------------------------
select throws_ok(
  format($$update public.catalogue_tours set revision = revision,
    tour = tour || jsonb_build_object('seasons', jsonb_build_array(
      jsonb_build_object('name', 'High', 'start', %1$L::jsonb, 'end', %2$L::jsonb, 'adultPrice', 3000, 'youthPrice', 2000),
      jsonb_build_object('name', 'Peak', 'start', %2$L::jsonb, 'end', %3$L::jsonb, 'adultPrice', 3500, 'youthPrice', 2500)))
    where slug = 'kilimanjaro-safari'$$, pg_temp.day(60)::text, pg_temp.day(90)::text, pg_temp.day(100)::text),
  '23514', 'Season 2: Dates overlap season 1',
  'seasons sharing a day are refused with the schema''s words'
);
select is(
  (select tour ? 'seasons' from public.catalogue_tours where slug = 'kilimanjaro-safari'), false,
  'and the refused save changed nothing'
);

-- A seasonal private tour, a tour sold by departures -------------------------------------------
update public.catalogue_tours set revision = revision,
  tour = tour || jsonb_build_object(
    'adultPrice', 2000, 'youthPrice', 1000,
    'seasons', jsonb_build_array(
      jsonb_build_object('name', 'High season', 'start', pg_temp.day(60), 'end', pg_temp.day(90),
        'adultPrice', 3000, 'youthPrice', 2000)),
    'partySupplements', jsonb_build_array(
      jsonb_build_object('maxTravellers', 2, 'perPerson', 500),
      jsonb_build_object('maxTravellers', 4, 'perPerson', 200)),
    'closedDates', jsonb_build_array(
      jsonb_build_object('start', pg_temp.day(120), 'end', pg_temp.day(125), 'note', 'Vehicle in service')))
where slug = 'kilimanjaro-safari';
update public.catalogue_tours set revision = revision,
  tour = tour || jsonb_build_object(
    'salesMode', 'departures',
    'departures', jsonb_build_array(
      jsonb_build_object('id', 'last-seats', 'date', pg_temp.day(40), 'seats', 3, 'price', null, 'closed', false),
      jsonb_build_object('id', 'shut', 'date', pg_temp.day(47), 'seats', 8, 'price', null, 'closed', true),
      jsonb_build_object('id', 'special', 'date', pg_temp.day(54), 'seats', 8,
        'price', jsonb_build_object('adultPrice', 1800, 'youthPrice', 900), 'closed', false)))
where slug = 'five-day-luxury-safari';
select is(public.publish_catalogue('Seasons and departures'), 2, 'the calendar is published as version 2');
reset role;

select is(
  (select count(*) from private.tour_departures where tour_slug = 'five-day-luxury-safari'), 3::bigint,
  'publishing copies the departures beside the prices'
);

-- A season boundary (6-day trips; the season runs from day 60 to day 90) ------------------------
select is(pg_temp.request('kilimanjaro-safari', pg_temp.arusha(59), 6, 0), 6 * 2000::numeric,
  'a trip starting the day before the season pays the default rate, though it ends in the season');
select is(pg_temp.request('kilimanjaro-safari', pg_temp.arusha(60), 6, 0), 6 * 3000::numeric,
  'a trip starting on the season''s first day pays the season''s rate');
select is(pg_temp.request('kilimanjaro-safari', pg_temp.arusha(90), 5, 1), 5 * 3000 + 2000::numeric,
  'a trip starting on its last day pays it for every day, though it ends after the season');
select is(pg_temp.request('kilimanjaro-safari', pg_temp.arusha(91), 6, 0), 6 * 2000::numeric,
  'the day after the season is the default rate again');

-- The party-size rule --------------------------------------------------------------------------
select is(pg_temp.request('kilimanjaro-safari', pg_temp.arusha(30), 2, 0), 2 * (2000 + 500)::numeric,
  'two travellers pay the supplement for parties of at most 2, each');
select is(pg_temp.request('kilimanjaro-safari', pg_temp.arusha(30), 3, 1), 3 * (2000 + 200) + (1000 + 200)::numeric,
  'a party of 4 pays the supplement for parties of at most 4, youths too');
select is(pg_temp.request('kilimanjaro-safari', pg_temp.arusha(30), 6, 0), 6 * 2000::numeric,
  'a party of 6 pays no supplement');
select is(pg_temp.request('kilimanjaro-safari', pg_temp.arusha(70), 2, 0), 2 * (3000 + 500)::numeric,
  'the supplement comes on top of the season''s rate');
select ok(
  (select count(*) = 0 from public.bookings as b,
     private.tour_price_for(b.tour_slug, b.tour_date, b.adults, b.youths, b.departure_id) as p
   where b.tour_slug = 'kilimanjaro-safari' and p.amount <> b.amount),
  'every stored amount is what private.tour_price_for answers'
);

-- Closed dates ---------------------------------------------------------------------------------
select throws_ok(
  format($$select pg_temp.request('kilimanjaro-safari', %L::date, 2, 0)$$, pg_temp.arusha(115)),
  '23514',
  format('This tour does not run from %s to %s: choose a start date whose trip avoids those days',
    to_char(pg_temp.arusha(120), 'Mon DD, YYYY'), to_char(pg_temp.arusha(125), 'Mon DD, YYYY')),
  'a trip that would run into closed dates is refused, naming them'
);
select throws_ok(
  format($$select pg_temp.request('kilimanjaro-safari', %L::date, 2, 0)$$, pg_temp.arusha(125)),
  '23514', null, 'so is one starting on the last closed day'
);
select lives_ok(
  format($$select pg_temp.request('kilimanjaro-safari', %L::date, 2, 0)$$, pg_temp.arusha(114)),
  'a trip ending the day before the closed dates is taken'
);
select lives_ok(
  format($$select pg_temp.request('kilimanjaro-safari', %L::date, 2, 0)$$, pg_temp.arusha(126)),
  'and one starting the day after'
);

-- Departures and seats -------------------------------------------------------------------------
select throws_ok(
  format($$select pg_temp.request('five-day-luxury-safari', %L::date, 2, 0)$$, pg_temp.arusha(40)),
  '23514', 'Choose one of the tour''s departures', 'a tour sold by departures needs a departure'
);
select throws_ok(
  $$select pg_temp.request('five-day-luxury-safari', current_date, 1, 0, 'nonsense')$$,
  '23514', 'Choose one of the tour''s departures', 'an unknown departure is refused'
);
select throws_ok(
  $$select pg_temp.request('five-day-luxury-safari', current_date, 1, 0, 'shut')$$,
  '23514', 'This departure is closed: choose another', 'a closed departure is refused'
);
select is(pg_temp.request('five-day-luxury-safari', current_date, 1, 1, 'special'), 1800 + 900::numeric,
  'a departure''s own price is charged, and its day taken whatever day was sent');
select is(
  (select tour_date from public.bookings where departure_id = 'special'), pg_temp.arusha(54),
  'the request is stored for the departure''s day'
);
select is(pg_temp.request('five-day-luxury-safari', current_date, 2, 0, 'last-seats'), 2 * 2266::numeric,
  'two of the three seats are taken at the default rate');
select throws_ok(
  $$select pg_temp.request('five-day-luxury-safari', current_date, 2, 0, 'last-seats')$$,
  '23514', 'Not enough seats: this departure has 1 seat left', 'a party bigger than the seats left is refused'
);
update public.bookings set status = 'cancelled' where departure_id = 'last-seats';
select lives_ok(
  $$select pg_temp.request('five-day-luxury-safari', current_date, 3, 0, 'last-seats')$$,
  'a cancelled request gives its seats back'
);
select throws_ok(
  $$update public.bookings set status = 'pending' where departure_id = 'last-seats' and status = 'cancelled'$$,
  '23514', 'Not enough seats: this departure has 0 seats left',
  'a cancelled request cannot come back once its seats are taken'
);

set local role anon;
select is(
  (select jsonb_agg(jsonb_build_object('id', departure_id, 'left', seats_left) order by departs_on)
   from public.departure_seats('five-day-luxury-safari')),
  '[{"id": "last-seats", "left": 0}, {"id": "special", "left": 6}]'::jsonb,
  'anyone reads the seats left on the open departures, and nothing else'
);
select throws_ok(
  $$select * from public.admin_departure_travellers('five-day-luxury-safari', 'last-seats')$$,
  '42501', null, 'a visitor cannot read a departure''s travellers'
);
set local role authenticated;
set local request.jwt.claims to '{"sub": "c3333333-3333-4333-8333-333333333333", "role": "authenticated"}';
select throws_ok(
  $$select * from public.admin_departure_travellers('five-day-luxury-safari', 'last-seats')$$,
  '42501', 'Only admins may read a departure''s travellers', 'nor a traveller'
);
set local request.jwt.claims to '{"sub": "a1111111-1111-4111-8111-111111111111", "role": "authenticated"}';
select is(
  (select string_agg(status || ' ' || number_of_guests, ', ')
   from public.admin_departure_travellers('five-day-luxury-safari', 'last-seats')),
  'pending 3, cancelled 2', 'an admin reads the travellers of a departure, cancelled ones last'
);

-- Earlier requests keep their amounts ------------------------------------------------------------
update public.catalogue_tours set revision = revision,
  tour = jsonb_set(tour, '{seasons,0,adultPrice}', '4000')
where slug = 'kilimanjaro-safari';
select is(public.publish_catalogue('Dearer high season'), 3, 'a new season price is published');
reset role;
select is(
  (select string_agg(amount::text, ', ' order by amount) from public.bookings
   where tour_slug = 'kilimanjaro-safari' and tour_date = pg_temp.arusha(60)),
  '18000.00', 'a request made before keeps its amount'
);
select is(pg_temp.request('kilimanjaro-safari', pg_temp.arusha(60), 6, 0), 6 * 4000::numeric,
  'a new request pays the new price');

select * from finish();
rollback;
