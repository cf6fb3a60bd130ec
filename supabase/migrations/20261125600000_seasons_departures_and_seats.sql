-- Seasons, departures and seats (issue 27, decisions 150 and 151).
--
-- * The tour check learns the five calendar fields of shared-domain's tourSchema (salesMode,
--   seasons, partySupplements, departures, closedDates) with the same limits and words;
--   supabase/tests/catalogue.test.ts runs the same bad tours through both.
-- * Publishing copies the published calendar into rows the pricing trigger reads
--   (private.tour_seasons, tour_party_supplements, tour_closed_dates, tour_departures), beside
--   private.tour_prices, in the publish's own transaction.
-- * private.tour_price_for prices a trip by shared-domain's `tourPriceFor` rules: the season of
--   the FIRST day (or the default rate), plus the party-size supplement on a private trip; a
--   departure's own price when it has one. supabase/tests/tour-calendar.test.ts runs both.
-- * A booking of a tour sold by departures names its departure (bookings.departure_id); the
--   trigger locks the departure's row, counts the seats of its pending and confirmed requests
--   and refuses a party bigger than what is left. A cancelled request gives its seats back; a
--   cancelled request made pending or confirmed again must find its seats free.
-- * Closed dates refuse every private trip that would run on one of them.
-- * public.departure_seats (anyone): seats left per open departure of a published tour, nothing
--   about who took them. public.admin_departure_travellers and admin_departure_seats: staff only.

-- The tour check ------------------------------------------------------------------------------

-- A day written YYYY-MM-DD in the years 2000 to 2099 that exists (not 2027-02-30).
create function private.tour_day_problem(value jsonb, label text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  written text;
begin
  if value is not null and jsonb_typeof(value) = 'string' then
    written := value #>> '{}';
    if written ~ '^20[0-9]{2}-[0-9]{2}-[0-9]{2}$' then
      begin
        if to_char(written::date, 'YYYY-MM-DD') = written then
          return null;
        end if;
      exception when others then
        null;
      end;
    end if;
  end if;
  return label || ' must be a day written YYYY-MM-DD';
end;
$$;

-- An adult price (more than 0) or a youth price (0 or more), in whole dollars up to 100000.
create function private.tour_price_problems(value jsonb, label text, zero_allowed boolean)
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  problems text[] := '{}';
  price numeric;
begin
  if value is null or jsonb_typeof(value) <> 'number' then
    return array[label || ' must be a number'];
  end if;
  price := (value #>> '{}')::numeric;
  if zero_allowed and price < 0 then
    problems := problems || (label || ' must be 0 or more');
  elsif not zero_allowed and price <= 0 then
    problems := problems || (label || ' must be more than 0');
  end if;
  if price <> trunc(price) then
    problems := problems || (label || ' must be a whole number of dollars');
  end if;
  if price > 100000 then
    problems := problems || (label || ' must be at most 100000');
  end if;
  return problems;
end;
$$;

-- The problems of the calendar fields, each after the item it is in ('Season 2: …').
create function private.tour_calendar_problems(tour jsonb)
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  problems text[] := '{}';
  list_problems text[];
  item_problems text[];
  item jsonb;
  other jsonb;
  i integer;
  j integer;
  prefix text;
  problem text;
  id text;
  note text;
begin
  if tour ? 'salesMode'
     and (jsonb_typeof(tour -> 'salesMode') <> 'string' or (tour ->> 'salesMode') not in ('private-dates', 'departures')) then
    problems := problems || 'Sales mode is private dates or departures'::text;
  end if;

  -- seasons: no two share a day (checked once every season is right)
  if tour ? 'seasons' then
    if jsonb_typeof(tour -> 'seasons') <> 'array' then
      problems := problems || 'Seasons must be a list'::text;
    elsif jsonb_array_length(tour -> 'seasons') > 24 then
      problems := problems || 'Seasons may have at most 24 items'::text;
    else
      list_problems := '{}';
      for i in 0 .. jsonb_array_length(tour -> 'seasons') - 1 loop
        item := tour -> 'seasons' -> i;
        prefix := 'Season ' || (i + 1) || ': ';
        if jsonb_typeof(item) <> 'object' then
          list_problems := list_problems || (prefix || 'A season has a name, dates and prices');
          continue;
        end if;
        item_problems := array[
          private.tour_unknown_field(item, array['name', 'start', 'end', 'adultPrice', 'youthPrice']),
          private.tour_text_problem(item -> 'name', 'Name', 60),
          private.tour_day_problem(item -> 'start', 'Start date'),
          private.tour_day_problem(item -> 'end', 'End date')
        ] || private.tour_price_problems(item -> 'adultPrice', 'Adult price', false)
          || private.tour_price_problems(item -> 'youthPrice', 'Youth price', true);
        item_problems := array_remove(item_problems, null);
        if cardinality(item_problems) = 0 and (item ->> 'end')::date < (item ->> 'start')::date then
          item_problems := array['End date must be on or after the start date'];
        end if;
        list_problems := list_problems || (select coalesce(array_agg(prefix || p), '{}') from unnest(item_problems) as p);
      end loop;
      if cardinality(list_problems) = 0 then
        for i in 1 .. jsonb_array_length(tour -> 'seasons') - 1 loop
          item := tour -> 'seasons' -> i;
          for j in 0 .. i - 1 loop
            other := tour -> 'seasons' -> j;
            if (other ->> 'start')::date <= (item ->> 'end')::date and (item ->> 'start')::date <= (other ->> 'end')::date then
              list_problems := list_problems || format('Season %s: Dates overlap season %s', i + 1, j + 1);
              exit;
            end if;
          end loop;
        end loop;
      end if;
      problems := problems || list_problems;
    end if;
  end if;

  -- party-size supplements: each size once
  if tour ? 'partySupplements' then
    if jsonb_typeof(tour -> 'partySupplements') <> 'array' then
      problems := problems || 'Party-size prices must be a list'::text;
    elsif jsonb_array_length(tour -> 'partySupplements') > 10 then
      problems := problems || 'Party-size prices may have at most 10 items'::text;
    else
      list_problems := '{}';
      for i in 0 .. jsonb_array_length(tour -> 'partySupplements') - 1 loop
        item := tour -> 'partySupplements' -> i;
        prefix := 'Party-size price ' || (i + 1) || ': ';
        if jsonb_typeof(item) <> 'object' then
          list_problems := list_problems || (prefix || 'A party-size price has a party size and a supplement');
          continue;
        end if;
        item_problems := array_remove(array[
          private.tour_unknown_field(item, array['maxTravellers', 'perPerson']),
          private.tour_number_problem(item -> 'maxTravellers', 'Party size', 1, 50),
          private.tour_number_problem(item -> 'perPerson', 'Supplement', 0, 100000)
        ], null);
        list_problems := list_problems || (select coalesce(array_agg(prefix || p), '{}') from unnest(item_problems) as p);
      end loop;
      if cardinality(list_problems) = 0
         and (select count(*) <> count(distinct t -> 'maxTravellers') from jsonb_array_elements(tour -> 'partySupplements') as t) then
        list_problems := list_problems || 'Party-size prices lists a party size twice'::text;
      end if;
      problems := problems || list_problems;
    end if;
  end if;

  -- departures: each id once
  if tour ? 'departures' then
    if jsonb_typeof(tour -> 'departures') <> 'array' then
      problems := problems || 'Departures must be a list'::text;
    elsif jsonb_array_length(tour -> 'departures') > 200 then
      problems := problems || 'Departures may have at most 200 items'::text;
    else
      list_problems := '{}';
      for i in 0 .. jsonb_array_length(tour -> 'departures') - 1 loop
        item := tour -> 'departures' -> i;
        prefix := 'Departure ' || (i + 1) || ': ';
        if jsonb_typeof(item) <> 'object' then
          list_problems := list_problems || (prefix || 'A departure has an id, a date and seats');
          continue;
        end if;
        item_problems := array[private.tour_unknown_field(item, array['id', 'date', 'seats', 'price', 'closed'])];
        if jsonb_typeof(item -> 'id') is distinct from 'string' or (item ->> 'id') = '' then
          item_problems := item_problems || 'Id is required'::text;
        else
          id := item ->> 'id';
          if char_length(id) > 40 then
            item_problems := item_problems || 'Id must be at most 40 characters'::text;
          end if;
          if id !~ '^[a-z0-9]+(-[a-z0-9]+)*$' then
            item_problems := item_problems || 'Id may hold only lower-case letters, digits and single hyphens'::text;
          end if;
        end if;
        item_problems := item_problems
          || private.tour_day_problem(item -> 'date', 'Date')
          || private.tour_number_problem(item -> 'seats', 'Seats', 1, 100);
        if jsonb_typeof(item -> 'price') is distinct from 'null' then
          if jsonb_typeof(item -> 'price') is distinct from 'object' then
            item_problems := item_problems || 'Price has an adult and a youth price, or is empty'::text;
          else
            item_problems := item_problems
              || private.tour_unknown_field(item -> 'price', array['adultPrice', 'youthPrice'])
              || private.tour_price_problems(item #> '{price,adultPrice}', 'Adult price', false)
              || private.tour_price_problems(item #> '{price,youthPrice}', 'Youth price', true);
          end if;
        end if;
        if jsonb_typeof(item -> 'closed') is distinct from 'boolean' then
          item_problems := item_problems || 'Closed must be yes or no'::text;
        end if;
        item_problems := array_remove(item_problems, null);
        list_problems := list_problems || (select coalesce(array_agg(prefix || p), '{}') from unnest(item_problems) as p);
      end loop;
      if cardinality(list_problems) = 0
         and (select count(*) <> count(distinct t ->> 'id') from jsonb_array_elements(tour -> 'departures') as t) then
        list_problems := list_problems || 'Departures lists an id twice'::text;
      end if;
      problems := problems || list_problems;
    end if;
  end if;

  -- closed dates
  if tour ? 'closedDates' then
    if jsonb_typeof(tour -> 'closedDates') <> 'array' then
      problems := problems || 'Closed dates must be a list'::text;
    elsif jsonb_array_length(tour -> 'closedDates') > 60 then
      problems := problems || 'Closed dates may have at most 60 items'::text;
    else
      for i in 0 .. jsonb_array_length(tour -> 'closedDates') - 1 loop
        item := tour -> 'closedDates' -> i;
        prefix := 'Closed dates ' || (i + 1) || ': ';
        if jsonb_typeof(item) <> 'object' then
          problems := problems || (prefix || 'Closed dates have a start and an end date');
          continue;
        end if;
        item_problems := array[
          private.tour_unknown_field(item, array['start', 'end', 'note']),
          private.tour_day_problem(item -> 'start', 'Start date'),
          private.tour_day_problem(item -> 'end', 'End date')
        ];
        if jsonb_typeof(item -> 'note') is distinct from 'string' then
          item_problems := item_problems || 'Note must be text'::text;
        else
          note := regexp_replace(item ->> 'note', '^\s+|\s+$', '', 'g');
          if char_length(note) > 200 then
            item_problems := item_problems || 'Note must be at most 200 characters'::text;
          end if;
        end if;
        item_problems := array_remove(item_problems, null);
        if cardinality(item_problems) = 0 and (item ->> 'end')::date < (item ->> 'start')::date then
          item_problems := array['End date must be on or after the start date'];
        end if;
        problems := problems || (select coalesce(array_agg(prefix || p), '{}') from unnest(item_problems) as p);
      end loop;
    end if;
  end if;
  return problems;
end;
$$;
comment on function private.tour_calendar_problems(jsonb) is 'The problems of a tour''s calendar fields (seasons, party-size prices, departures, closed dates, sales mode) in the words of shared-domain''s tourSchema.';

-- The check of issue 23 reads the tour without its calendar fields; the calendar's problems are
-- added, and the rules across fields (nights, ages, group, itinerary) are said only of a tour
-- with no other problem, as the schema's refinement does.
alter function private.tour_problems(jsonb) rename to tour_fields_problems;

create function private.tour_problems(tour jsonb)
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  calendar text[];
  fields text[];
begin
  if tour is null or jsonb_typeof(tour) <> 'object' then
    return array['A tour must be a JSON object'];
  end if;
  calendar := private.tour_calendar_problems(tour);
  fields := private.tour_fields_problems(
    tour - array['salesMode', 'seasons', 'partySupplements', 'departures', 'closedDates']
  );
  if cardinality(calendar) > 0 then
    fields := array(
      select p from unnest(fields) as p
      where p not in ('Nights must be at most the number of days',
                      'Oldest youth age must be at least the youngest',
                      'Minimum adults must be at most the group size')
        and p !~ '^The itinerary needs one day for each of the [0-9]+ days$'
    );
  end if;
  return fields || calendar;
end;
$$;
comment on function private.tour_problems(jsonb) is 'Every problem shared-domain''s tourSchema finds in a tour, in its words; empty for a tour that may be saved.';

-- What the pricing trigger reads of the published calendar -------------------------------------

alter table private.tour_prices
  add column sales_mode text not null default 'private-dates'
    check (sales_mode in ('private-dates', 'departures'));
comment on column private.tour_prices.sales_mode is 'private-dates: any start day not closed; departures: a seat on one of private.tour_departures.';

create table private.tour_seasons (
  tour_slug text not null references private.tour_prices (tour_slug) on delete cascade,
  starts_on date not null,
  ends_on date not null,
  name text not null,
  adult_price numeric(10, 2) not null check (adult_price > 0),
  youth_price numeric(10, 2) not null check (youth_price >= 0),
  primary key (tour_slug, starts_on),
  check (ends_on >= starts_on)
);
comment on table private.tour_seasons is 'The published tours'' seasons: a trip starting from starts_on to ends_on (both included) pays these prices per person (decision 150).';

create table private.tour_party_supplements (
  tour_slug text not null references private.tour_prices (tour_slug) on delete cascade,
  max_travellers integer not null check (max_travellers between 1 and 50),
  per_person numeric(10, 2) not null check (per_person >= 0),
  primary key (tour_slug, max_travellers)
);
comment on table private.tour_party_supplements is 'Private trips: a party of at most max_travellers pays per_person more for each traveller (the smallest matching size applies).';

create table private.tour_closed_dates (
  tour_slug text not null references private.tour_prices (tour_slug) on delete cascade,
  starts_on date not null,
  ends_on date not null,
  check (ends_on >= starts_on)
);
create index tour_closed_dates_tour on private.tour_closed_dates (tour_slug);
comment on table private.tour_closed_dates is 'Private trips: no trip may run on a day from starts_on to ends_on.';

create table private.tour_departures (
  tour_slug text not null references private.tour_prices (tour_slug) on delete cascade,
  departure_id text not null,
  departs_on date not null,
  seats integer not null check (seats between 1 and 100),
  adult_price numeric(10, 2) check (adult_price > 0),
  youth_price numeric(10, 2) check (youth_price >= 0),
  closed boolean not null default false,
  primary key (tour_slug, departure_id),
  check ((adult_price is null) = (youth_price is null))
);
comment on table private.tour_departures is 'The published departures of tours sold by departures. A request locks its departure''s row while it counts the seats taken (decision 151).';

alter table private.tour_seasons enable row level security;
alter table private.tour_party_supplements enable row level security;
alter table private.tour_closed_dates enable row level security;
alter table private.tour_departures enable row level security;
revoke all on table private.tour_seasons, private.tour_party_supplements, private.tour_closed_dates,
  private.tour_departures from public, anon, authenticated;
grant select on table private.tour_seasons, private.tour_party_supplements, private.tour_closed_dates,
  private.tour_departures to service_role;

create or replace function private.sync_tour_prices(tours jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.tour_prices as p
  where not exists (select 1 from jsonb_array_elements(tours) as t where t ->> 'slug' = p.tour_slug);
  insert into private.tour_prices as p
    (tour_slug, adult_price, youth_price, minimum_adults, title, duration_days, max_group_size, sales_mode)
  select t ->> 'slug',
         (t ->> 'adultPrice')::numeric,
         (t ->> 'youthPrice')::numeric,
         (t ->> 'minimumAdults')::integer,
         t ->> 'title',
         (t ->> 'durationDays')::integer,
         (t #>> '{groupSize,maxPeople}')::integer,
         coalesce(t ->> 'salesMode', 'private-dates')
  from jsonb_array_elements(tours) as t
  on conflict (tour_slug) do update
    set adult_price = excluded.adult_price,
        youth_price = excluded.youth_price,
        minimum_adults = excluded.minimum_adults,
        title = excluded.title,
        duration_days = excluded.duration_days,
        max_group_size = excluded.max_group_size,
        sales_mode = excluded.sales_mode;

  delete from private.tour_seasons;
  insert into private.tour_seasons (tour_slug, starts_on, ends_on, name, adult_price, youth_price)
  select t ->> 'slug', (s ->> 'start')::date, (s ->> 'end')::date, btrim(s ->> 'name'),
         (s ->> 'adultPrice')::numeric, (s ->> 'youthPrice')::numeric
  from jsonb_array_elements(tours) as t,
       jsonb_array_elements(coalesce(t -> 'seasons', '[]'::jsonb)) as s;

  delete from private.tour_party_supplements;
  insert into private.tour_party_supplements (tour_slug, max_travellers, per_person)
  select t ->> 'slug', (s ->> 'maxTravellers')::integer, (s ->> 'perPerson')::numeric
  from jsonb_array_elements(tours) as t,
       jsonb_array_elements(coalesce(t -> 'partySupplements', '[]'::jsonb)) as s;

  delete from private.tour_closed_dates;
  insert into private.tour_closed_dates (tour_slug, starts_on, ends_on)
  select t ->> 'slug', (c ->> 'start')::date, (c ->> 'end')::date
  from jsonb_array_elements(tours) as t,
       jsonb_array_elements(coalesce(t -> 'closedDates', '[]'::jsonb)) as c;

  -- Departures are updated in place, so a request holding a departure's lock is waited for.
  delete from private.tour_departures as d
  where not exists (
    select 1 from jsonb_array_elements(tours) as t, jsonb_array_elements(coalesce(t -> 'departures', '[]'::jsonb)) as x
    where t ->> 'slug' = d.tour_slug and x ->> 'id' = d.departure_id
  );
  insert into private.tour_departures as d
    (tour_slug, departure_id, departs_on, seats, adult_price, youth_price, closed)
  select t ->> 'slug', x ->> 'id', (x ->> 'date')::date, (x ->> 'seats')::integer,
         (x #>> '{price,adultPrice}')::numeric, (x #>> '{price,youthPrice}')::numeric,
         (x ->> 'closed')::boolean
  from jsonb_array_elements(tours) as t,
       jsonb_array_elements(coalesce(t -> 'departures', '[]'::jsonb)) as x
  on conflict (tour_slug, departure_id) do update
    set departs_on = excluded.departs_on,
        seats = excluded.seats,
        adult_price = excluded.adult_price,
        youth_price = excluded.youth_price,
        closed = excluded.closed;
end;
$$;
comment on function private.sync_tour_prices(jsonb) is 'Makes private.tour_prices and the calendar rows (seasons, party supplements, closed dates, departures) hold exactly the given published tours''.';

-- Every tour already published gets its calendar rows (none before issue 27, but a database
-- restored from elsewhere may hold some).
select private.sync_tour_prices(v.tours)
from public.catalogue_versions as v
order by v.version desc
limit 1;

-- Pricing ---------------------------------------------------------------------------------------

-- shared-domain's tourPriceFor: the rate of the first day's season (or the default), the
-- departure's own price when it has one (departures), plus the party-size supplement (private).
create function private.tour_price_for(slug text, start_on date, adults integer, youths integer, departure text)
returns table (adult_price numeric, youth_price numeric, amount numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  tour private.tour_prices%rowtype;
  leaving private.tour_departures%rowtype;
  adult numeric;
  youth numeric;
  supplement numeric := 0;
  priced_on date := start_on;
begin
  select * into tour from private.tour_prices as p where p.tour_slug = slug;
  if not found then
    return;
  end if;
  if tour.sales_mode = 'departures' then
    select * into leaving from private.tour_departures as d
    where d.tour_slug = slug and d.departure_id = departure;
    if found then
      priced_on := leaving.departs_on;
      adult := leaving.adult_price;
      youth := leaving.youth_price;
    end if;
  else
    select s.per_person into supplement
    from private.tour_party_supplements as s
    where s.tour_slug = slug and coalesce(adults, 0) + coalesce(youths, 0) <= s.max_travellers
    order by s.max_travellers
    limit 1;
    supplement := coalesce(supplement, 0);
  end if;
  if adult is null then
    select s.adult_price, s.youth_price into adult, youth
    from private.tour_seasons as s
    where s.tour_slug = slug and priced_on between s.starts_on and s.ends_on
    order by s.starts_on
    limit 1;
  end if;
  adult := coalesce(adult, tour.adult_price) + supplement;
  youth := coalesce(youth, tour.youth_price) + supplement;
  return query select adult, youth, coalesce(adults, 0) * adult + coalesce(youths, 0) * youth;
end;
$$;
comment on function private.tour_price_for(text, date, integer, integer, text) is 'Per-adult and per-youth price and the amount of a trip of a published tour, by shared-domain''s tourPriceFor rules (decision 150); no row for an unknown tour.';

-- The words shared-domain's CALENDAR_MESSAGES uses.
create function private.seats_message(seats_left integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select format('Not enough seats: this departure has %s %s left', seats_left,
                case when seats_left = 1 then 'seat' else 'seats' end);
$$;

alter table public.bookings add column departure_id text
  check (departure_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(departure_id) <= 40);
comment on column public.bookings.departure_id is 'The departure whose seats the request takes (tours sold by departures); null for private trips and custom safaris.';
create index bookings_departure on public.bookings (tour_slug, departure_id) where departure_id is not null;
grant insert (departure_id) on table public.bookings to anon, authenticated;

-- Seats of a departure's pending and confirmed requests.
create function private.departure_seats_taken(slug text, departure text)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(b.number_of_guests), 0)::integer
  from public.bookings as b
  where b.tour_slug = slug and b.departure_id = departure and b.status in ('pending', 'confirmed');
$$;

create or replace function private.price_new_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  tour private.tour_prices%rowtype;
  leaving private.tour_departures%rowtype;
  closing private.tour_closed_dates%rowtype;
  priced record;
  seats_left integer;
  rate numeric;
  today date := (now() at time zone 'Africa/Dar_es_Salaam')::date;
  latest date := private.latest_booking_day();
begin
  new.number_of_guests := new.adults + new.youths;

  if new.tour_slug is not null then
    select * into tour from private.tour_prices where tour_slug = new.tour_slug;
    if found and tour.sales_mode = 'departures' then
      -- The departure decides the day. Its row stays locked to the end of the transaction, so
      -- two requests for its last seats are counted one after the other.
      select * into leaving from private.tour_departures as d
      where d.tour_slug = new.tour_slug and d.departure_id = new.departure_id
      for update;
      if not found then
        raise exception 'Choose one of the tour''s departures' using errcode = '23514';
      end if;
      new.tour_date := leaving.departs_on;
    elsif found then
      new.departure_id := null;
    end if;
  else
    new.departure_id := null;
  end if;

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

  if new.tour_slug is not null then
    if tour.tour_slug is null then
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
    new.end_date := new.tour_date + (tour.duration_days - 1);

    if tour.sales_mode = 'departures' then
      if leaving.closed then
        raise exception 'This departure is closed: choose another' using errcode = '23514';
      end if;
      seats_left := greatest(leaving.seats - private.departure_seats_taken(new.tour_slug, new.departure_id), 0);
      if new.number_of_guests > seats_left then
        raise exception '%', private.seats_message(seats_left) using errcode = '23514';
      end if;
    else
      select * into closing from private.tour_closed_dates as c
      where c.tour_slug = new.tour_slug and c.starts_on <= new.end_date and new.tour_date <= c.ends_on
      order by c.starts_on
      limit 1;
      if found then
        raise exception 'This tour does not run from % to %: choose a start date whose trip avoids those days',
          to_char(closing.starts_on, 'Mon DD, YYYY'), to_char(closing.ends_on, 'Mon DD, YYYY')
          using errcode = '23514';
      end if;
    end if;

    select * into priced
    from private.tour_price_for(new.tour_slug, new.tour_date, new.adults, new.youths, new.departure_id);
    new.amount := priced.amount;
    -- What the admin reads is the tour that was priced, whatever name or end the client sent.
    new.tour_name := tour.title;
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
comment on function private.price_new_booking() is 'Trigger: computes amount and number_of_guests by the published calendar (private.tour_price_for), a tour booking''s name and end date, and a departure''s day; refuses unknown tours and departures, closed departures and dates, too few seats left (locking the departure), past or too distant dates, too big a party and too many requests from one address.';

-- A cancelled request taken back (pending or confirmed again) must find its seats still free.
create function private.reclaim_departure_seats()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  leaving private.tour_departures%rowtype;
  seats_left integer;
begin
  if old.status = 'cancelled' and new.status <> 'cancelled' and new.departure_id is not null then
    select * into leaving from private.tour_departures as d
    where d.tour_slug = new.tour_slug and d.departure_id = new.departure_id
    for update;
    if found then
      seats_left := greatest(leaving.seats - private.departure_seats_taken(new.tour_slug, new.departure_id), 0);
      if new.number_of_guests > seats_left then
        raise exception '%', private.seats_message(seats_left)
          using errcode = '23514', hint = 'The cancelled request''s seats have been taken since.';
      end if;
    end if;
  end if;
  return new;
end;
$$;
comment on function private.reclaim_departure_seats() is 'Trigger: a cancelled departure request made pending or confirmed again needs its seats free.';

create trigger bookings_reclaim_departure_seats
  before update of status on public.bookings
  for each row execute function private.reclaim_departure_seats();

-- request_booking: the honeypot's receipt prices with the same function.
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
          (select p.amount from private.tour_price_for(requested.tour_slug, requested.tour_date, adults, youths,
             requested.departure_id) as p),
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
    destinations, budget, safari_type, departure_id
  )
  values (
    request_booking.request_key, customer, requested.customer_name, requested.customer_email,
    requested.customer_phone, requested.tour_name, requested.tour_slug, requested.tour_date,
    requested.end_date, adults, youths,
    -- Recomputed by the pricing trigger; a placeholder for the not-null column.
    adults + youths, requested.special_requirements,
    requested.tour_types, requested.destinations, requested.budget, requested.safari_type,
    requested.departure_id
  )
  on conflict (request_key) do nothing;

  return query
    select b.reference, b.amount, b.status
    from public.bookings as b
    where b.request_key = request_booking.request_key;
end;
$$;

-- Reading seats ---------------------------------------------------------------------------------

create function private.departure_seats(slug text)
returns table (departure_id text, departs_on date, seats_left integer)
language sql
stable
security definer
set search_path = ''
as $$
  select d.departure_id, d.departs_on,
         greatest(d.seats - private.departure_seats_taken(d.tour_slug, d.departure_id), 0)
  from private.tour_departures as d
  join private.tour_prices as p on p.tour_slug = d.tour_slug and p.sales_mode = 'departures'
  where d.tour_slug = slug
    and not d.closed
    and d.departs_on >= (now() at time zone 'Africa/Dar_es_Salaam')::date
  order by d.departs_on, d.departure_id;
$$;

create function public.departure_seats(tour_slug text)
returns table (departure_id text, departs_on date, seats_left integer)
language sql
stable
set search_path = ''
as $$
  select * from private.departure_seats(tour_slug);
$$;
comment on function public.departure_seats(text) is 'Anyone: seats left on each open departure, today or later, of a published tour sold by departures. Counts only: nothing about who took them.';

create function private.admin_departure_seats(slug text)
returns table (departure_id text, seats_taken integer, requests integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce((select private.has_role('admin')), false) then
    raise exception 'Only admins may read a departure''s travellers' using errcode = '42501';
  end if;
  return query
    select b.departure_id, sum(b.number_of_guests)::integer, count(*)::integer
    from public.bookings as b
    where b.tour_slug = slug and b.departure_id is not null and b.status in ('pending', 'confirmed')
    group by b.departure_id
    order by b.departure_id;
end;
$$;

create function public.admin_departure_seats(tour_slug text)
returns table (departure_id text, seats_taken integer, requests integer)
language sql
stable
set search_path = ''
as $$
  select * from private.admin_departure_seats(tour_slug);
$$;
comment on function public.admin_departure_seats(text) is 'Admins only: seats taken (pending and confirmed requests) and the number of requests per departure of a tour, including departures not yet published or since removed.';

create function private.admin_departure_travellers(slug text, departure text)
returns table (
  reference text, status public.booking_status, customer_name text, customer_email text,
  customer_phone text, adults integer, youths integer, number_of_guests integer, amount numeric,
  special_requirements text, created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce((select private.has_role('admin')), false) then
    raise exception 'Only admins may read a departure''s travellers' using errcode = '42501';
  end if;
  return query
    select b.reference, b.status, b.customer_name, b.customer_email, b.customer_phone, b.adults,
           b.youths, b.number_of_guests, b.amount, b.special_requirements, b.created_at
    from public.bookings as b
    where b.tour_slug = slug and b.departure_id = departure
    order by b.status, b.created_at, b.reference;
end;
$$;

create function public.admin_departure_travellers(tour_slug text, departure_id text)
returns table (
  reference text, status public.booking_status, customer_name text, customer_email text,
  customer_phone text, adults integer, youths integer, number_of_guests integer, amount numeric,
  special_requirements text, created_at timestamptz
)
language sql
stable
set search_path = ''
as $$
  select * from private.admin_departure_travellers(tour_slug, departure_id);
$$;
comment on function public.admin_departure_travellers(text, text) is 'Admins only: every request (pending, confirmed and cancelled) for a departure, for the travellers'' list (CSV).';

revoke execute on function private.tour_day_problem(jsonb, text) from public, anon, authenticated;
revoke execute on function private.tour_price_problems(jsonb, text, boolean) from public, anon, authenticated;
revoke execute on function private.tour_calendar_problems(jsonb) from public, anon, authenticated;
revoke execute on function private.tour_problems(jsonb) from public, anon, authenticated;
revoke execute on function private.tour_price_for(text, date, integer, integer, text) from public, anon, authenticated;
revoke execute on function private.seats_message(integer) from public, anon, authenticated;
revoke execute on function private.departure_seats_taken(text, text) from public, anon, authenticated;
revoke execute on function private.reclaim_departure_seats() from public, anon, authenticated;
revoke execute on function private.departure_seats(text) from public;
grant execute on function private.departure_seats(text) to anon, authenticated, service_role;
revoke execute on function private.admin_departure_seats(text) from public, anon;
grant execute on function private.admin_departure_seats(text) to authenticated, service_role;
revoke execute on function private.admin_departure_travellers(text, text) from public, anon;
grant execute on function private.admin_departure_travellers(text, text) to authenticated, service_role;

revoke execute on function public.departure_seats(text) from public;
grant execute on function public.departure_seats(text) to anon, authenticated, service_role;
revoke execute on function public.admin_departure_seats(text) from public, anon;
grant execute on function public.admin_departure_seats(text) to authenticated, service_role;
revoke execute on function public.admin_departure_travellers(text, text) from public, anon;
grant execute on function public.admin_departure_travellers(text, text) to authenticated, service_role;
