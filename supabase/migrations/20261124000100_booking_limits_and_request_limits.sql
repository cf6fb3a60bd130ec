-- Limits the database enforces whatever client sends the request (issue 15; decision 100).
--
-- Issue 15 saw 22 bookings and 15 messages from one address in a second, 6,000 bookings dated
-- 9999-12-31 from two requests, and 40 travellers stored for a tour that takes 5. So:
-- * each catalogue tour's group size lives beside its price (`private.tour_prices.max_group_size`,
--   null for a private tour without a stated size: the general 50 applies), and the pricing
--   trigger refuses a bigger party;
-- * a booking's dates lie from today in Arusha to at most two years ahead, and a custom
--   request's end is not before its start (said in words before the check constraint says it);
-- * per client address, at most `private.request_limits.max_requests` new bookings and contact
--   messages per window (5 per 10 minutes), refused with PT429 (HTTP 429) and a message the
--   page shows. Counted per row, so a bulk insert of 6,000 rows fails as a whole. The address is
--   what the gateway puts in the request headers (`private.client_address()`); a request without
--   one (SQL as the owner, the service role) is not limited;
-- * a honeypot: a booking request or contact message whose hidden `website` field is filled in
--   is discarded without a word: the bot sees a success, nothing is stored.

-- Group sizes, from shared-domain's catalogue (a test proves they agree).
alter table private.tour_prices
  add column max_group_size integer check (max_group_size between 1 and 50);
comment on column private.tour_prices.max_group_size is 'Most travellers (adults + youths) one booking of the tour may bring; null: the general limit of 50.';

update private.tour_prices as p
set max_group_size = v.size
from (values
  ('serengeti-migration', 5),
  ('living-among-lions', 5),
  ('tarangire-safari', 5),
  ('manyara-safari', 5),
  ('kilimanjaro-safari', 12),
  ('four-day-safari', 7),
  ('arusha-to-manyara', 6),
  ('wildlife-cultural-experience', null),
  ('five-day-luxury-safari', null)
) as v(slug, size)
where p.tour_slug = v.slug;

-- Per-address request limits: adjustable in one row per action (tests shorten the window).
create table private.request_limits (
  action text primary key check (action in ('booking', 'contact')),
  max_requests integer not null check (max_requests >= 1),
  window_seconds integer not null check (window_seconds between 1 and 86400)
);
comment on table private.request_limits is 'How many new rows of each kind one client address may make per window (decision 100).';

insert into private.request_limits (action, max_requests, window_seconds) values
  ('booking', 5, 600),
  ('contact', 5, 600);

create table private.request_log (
  id bigint generated always as identity primary key,
  action text not null,
  client_address text not null,
  requested_at timestamptz not null default now()
);
comment on table private.request_log is 'One row per counted request (action, address, time); rows older than their window are pruned as new ones arrive.';
create index request_log_address_idx on private.request_log (action, client_address, requested_at);
create index request_log_requested_at_idx on private.request_log (requested_at);

alter table private.request_limits enable row level security;
alter table private.request_log enable row level security;
revoke all on table private.request_limits, private.request_log from public, anon, authenticated;
grant select on table private.request_limits, private.request_log to service_role;

-- The client's address as the gateway states it. Hosted Supabase: Cloudflare's
-- cf-connecting-ip, else the x-real-ip / first x-forwarded-for entry its proxies set;
-- supabase/local overwrites x-real-ip and x-forwarded-for with the socket's address and drops
-- cf-connecting-ip (decision 100). Null when the statement did not come through the API.
create function private.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(btrim(coalesce(
    nullif(btrim(h ->> 'cf-connecting-ip'), ''),
    nullif(btrim(h ->> 'x-real-ip'), ''),
    split_part(h ->> 'x-forwarded-for', ',', 1)
  )), '')
  from (select nullif(current_setting('request.headers', true), '')::jsonb as h) as request;
$$;
comment on function private.client_address() is 'The API caller''s address from the request headers, or null outside an API request.';

-- Counts one request of `requested_action` for the caller's address, or refuses it (PT429).
create function private.count_request(requested_action text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text := private.client_address();
  policy private.request_limits%rowtype;
  recent integer;
begin
  if address is null or coalesce(auth.role(), '') = 'service_role' then
    return;
  end if;
  select * into policy from private.request_limits where action = requested_action;
  if not found then
    return;
  end if;
  -- One address's requests are counted one at a time, so a burst cannot all read "4 so far".
  perform pg_advisory_xact_lock(hashtextextended('request_limit:' || requested_action || ':' || address, 0));
  delete from private.request_log
  where action = requested_action
    and requested_at < now() - make_interval(secs => policy.window_seconds);
  select count(*) into recent
  from private.request_log
  where action = requested_action and client_address = address;
  if recent >= policy.max_requests then
    raise exception 'Too many requests from your connection; please try again in a few minutes.'
      using errcode = 'PT429',
        detail = format('At most %s per %s minutes from one address.', policy.max_requests,
          ceil(policy.window_seconds / 60.0)),
        hint = 'Wait a few minutes, or call or write to us.';
  end if;
  insert into private.request_log (action, client_address) values (requested_action, address);
end;
$$;
comment on function private.count_request(text) is 'Counts a new booking or contact message for the caller''s address; raises PT429 past private.request_limits.';

-- The first day after the booking horizon: bookings open today (Arusha) to two years ahead.
create function private.latest_booking_day()
returns date
language sql
stable
set search_path = ''
as $$
  select (((now() at time zone 'Africa/Dar_es_Salaam')::date) + interval '2 years')::date;
$$;
comment on function private.latest_booking_day() is 'The last day a booking may start or end: today in Arusha plus two years.';

create or replace function private.price_new_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  tour private.tour_prices%rowtype;
  rate numeric;
  today date := (now() at time zone 'Africa/Dar_es_Salaam')::date;
  latest date := private.latest_booking_day();
begin
  if new.tour_date < today then
    raise exception 'The tour date % is in the past', new.tour_date
      using errcode = '23514', hint = 'Choose today or a later day.';
  end if;
  if new.end_date < today then
    raise exception 'The end date % is in the past', new.end_date using errcode = '23514';
  end if;
  if new.tour_date > latest then
    raise exception 'Bookings open at most two years ahead: choose a date up to %', latest
      using errcode = '23514';
  end if;

  new.number_of_guests := new.adults + new.youths;

  if new.tour_slug is not null then
    select * into tour from private.tour_prices where tour_slug = new.tour_slug;
    if not found then
      raise exception 'Unknown tour "%"', new.tour_slug
        using errcode = '23503', hint = 'Book one of the catalogue''s tours.';
    end if;
    if new.adults < tour.minimum_adults then
      raise exception 'This tour needs at least % adult(s)', tour.minimum_adults using errcode = '23514';
    end if;
    if new.number_of_guests > tour.max_group_size then
      raise exception 'This tour takes at most % travellers', tour.max_group_size
        using errcode = '23514', hint = 'For a bigger party, send a custom safari request.';
    end if;
    new.amount := new.adults * tour.adult_price + new.youths * tour.youth_price;
    -- What the admin reads is the tour that was priced, whatever name or end the client sent.
    new.tour_name := tour.title;
    new.end_date := new.tour_date + (tour.duration_days - 1);
  else
    if new.end_date < new.tour_date then
      raise exception 'The end date cannot be before the start date' using errcode = '23514';
    end if;
    if new.end_date > latest then
      raise exception 'Bookings open at most two years ahead: choose an end date up to %', latest
        using errcode = '23514';
    end if;
    select per_person_rate into rate
    from private.custom_safari_rates
    where tour_type = new.tour_types[1];
    new.amount := coalesce(rate, 1500) * new.number_of_guests;
  end if;

  -- Last: a request refused for its content does not use up the address's allowance.
  perform private.count_request('booking');
  return new;
end;
$$;
comment on function private.price_new_booking() is 'Trigger: computes amount and number_of_guests from the database''s prices, and a tour booking''s name and end date from its catalogue row; refuses unknown tours, past or too distant dates, too big a party and too many requests from one address.';

-- Contact messages: the honeypot first (a filled-in `website` discards the row: a BEFORE
-- trigger returning null stores nothing and raises nothing), then the address's allowance.
alter table public.contact_submissions
  add column website text check (website is null);
comment on column public.contact_submissions.website is 'Honeypot: the contact form''s hidden field. Always null when stored: a message that fills it in is discarded.';
grant insert (website) on table public.contact_submissions to anon, authenticated;

create function private.screen_contact_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if nullif(btrim(new.website), '') is not null then
    return null;
  end if;
  new.website := null;
  perform private.count_request('contact');
  return new;
end;
$$;
comment on function private.screen_contact_message() is 'Trigger: discards a message whose honeypot is filled in; counts the rest against the address''s allowance.';

-- Named to run before contact_submissions_touch_updated_at (triggers fire by name).
create trigger contact_submissions_screen
  before insert on public.contact_submissions
  for each row execute function private.screen_contact_message();

-- request_booking: a filled-in `website` in the request answers a receipt of the same shape
-- as a real one (a fresh reference, the price the tour would cost, pending) and stores nothing.
create or replace function private.request_booking(request_key uuid, booking jsonb)
returns table (reference text, amount numeric, status public.booking_status)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := auth.uid();
  requested public.bookings;
  customer uuid;
  adults integer;
  youths integer;
begin
  if request_key is null then
    raise exception 'A booking request needs a request key' using errcode = '22004';
  end if;
  if booking is null or jsonb_typeof(booking) <> 'object' then
    raise exception 'A booking request needs the booking''s fields' using errcode = '22023';
  end if;
  requested := jsonb_populate_record(null::public.bookings, booking);
  customer := requested.user_id;
  if customer is not null and customer is distinct from caller then
    raise exception 'A booking can be requested only for yourself' using errcode = '42501';
  end if;
  adults := coalesce(requested.adults, 1);
  youths := coalesce(requested.youths, 0);

  -- A repeat answers the first booking without counting against the address's allowance.
  return query
    select b.reference, b.amount, b.status
    from public.bookings as b
    where b.request_key = request_booking.request_key;
  if found then
    return;
  end if;

  if jsonb_typeof(booking -> 'website') = 'string' and btrim(booking ->> 'website') <> '' then
    return query
      select private.new_booking_reference(),
        coalesce(
          (select adults * p.adult_price + youths * p.youth_price
           from private.tour_prices as p where p.tour_slug = requested.tour_slug),
          (select r.per_person_rate * (adults + youths)
           from private.custom_safari_rates as r where r.tour_type = requested.tour_types[1]),
          1500::numeric * (adults + youths)
        ),
        'pending'::public.booking_status;
    return;
  end if;

  insert into public.bookings (
    request_key, user_id, customer_name, customer_email, customer_phone, tour_name, tour_slug,
    tour_date, end_date, adults, youths, number_of_guests, special_requirements, tour_types,
    destinations, budget, safari_type
  )
  values (
    request_booking.request_key, customer, requested.customer_name, requested.customer_email,
    requested.customer_phone, requested.tour_name, requested.tour_slug, requested.tour_date,
    requested.end_date, adults, youths,
    -- Recomputed by the pricing trigger; a placeholder for the not-null column.
    adults + youths, requested.special_requirements,
    requested.tour_types, requested.destinations, requested.budget, requested.safari_type
  )
  on conflict (request_key) do nothing;

  return query
    select b.reference, b.amount, b.status
    from public.bookings as b
    where b.request_key = request_booking.request_key;
end;
$$;
comment on function private.request_booking(uuid, jsonb) is 'Makes a pending booking once per request key and answers its reference, amount and status; a request with the honeypot filled in gets a receipt and stores nothing.';

revoke execute on function private.client_address() from public, anon, authenticated;
revoke execute on function private.count_request(text) from public, anon, authenticated;
revoke execute on function private.latest_booking_day() from public, anon, authenticated;
revoke execute on function private.screen_contact_message() from public, anon, authenticated;
