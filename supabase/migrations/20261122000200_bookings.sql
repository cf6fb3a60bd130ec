-- Booking requests: the custom safari form (tour_slug null) and the tour pages' booking panel
-- (tour_slug set), one table (PRODUCT.md §3). Security lives here, not in the browser:
-- * checks mirror shared-domain's zod limits (validation/limits.ts);
-- * an insert trigger computes amount and number_of_guests from the database's own prices,
--   rejects an unknown tour and dates in the past (operator's day, Africa/Dar_es_Salaam);
-- * after insert only the status may change (admins, by policy), and user_id only to null when
--   the account is deleted; no one rewrites amount, reference, customer or created_at.

create type public.booking_status as enum ('pending', 'confirmed', 'cancelled');
comment on type public.booking_status is 'A booking request''s state: every new request is pending; admins confirm or cancel.';

-- TZ- and six characters without 0/O or 1/I, easy to read out on the phone. 32 symbols, so each
-- random byte modulo 32 is uniform.
create function private.new_booking_reference()
returns text
language sql
volatile
set search_path = ''
as $$
  select 'TZ-' || string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 1 + get_byte(bytes, i) % 32, 1), '' order by i)
  from (select decode(replace(gen_random_uuid()::text, '-', ''), 'hex') as bytes) as random_source,
    generate_series(0, 5) as i;
$$;
comment on function private.new_booking_reference() is 'A fresh booking reference such as TZ-7K3M9Q (column default).';

create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  reference text not null default private.new_booking_reference() unique
    check (reference ~ '^TZ-[2-9A-HJ-NP-Z]{6}$'),
  user_id uuid references auth.users (id) on delete set null,
  customer_name text not null
    check (customer_name = btrim(customer_name) and char_length(customer_name) between 2 and 100),
  customer_email text not null
    check (char_length(customer_email) <= 254 and customer_email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  customer_phone text not null
    check (char_length(customer_phone) between 10 and 30 and customer_phone ~ '^\+?[0-9][0-9 ().-]*[0-9]$'),
  tour_name text not null check (char_length(btrim(tour_name)) between 1 and 500),
  tour_slug text,
  tour_date date not null,
  end_date date,
  adults integer not null default 1 check (adults between 1 and 50),
  youths integer not null default 0 check (youths between 0 and 49),
  number_of_guests integer not null check (number_of_guests between 1 and 50),
  amount numeric(12, 2) not null default 0 check (amount >= 0),
  special_requirements text check (char_length(special_requirements) <= 5000),
  status public.booking_status not null default 'pending',
  tour_types text[] check (
    cardinality(tour_types) between 1 and 12
    and tour_types <@ array[
      'game-drive', 'hiking', 'cultural', 'beach', 'yoga', 'photography',
      'family', 'luxury', 'wildlife', 'walking', 'balloon', 'bird-watching'
    ]::text[]
  ),
  destinations text[] check (
    cardinality(destinations) between 1 and 10
    and destinations <@ array[
      'serengeti', 'ngorongoro', 'zanzibar', 'kilimanjaro', 'tarangire',
      'manyara', 'selous', 'ruaha', 'mikumi', 'arusha'
    ]::text[]
  ),
  budget text check (budget in ('budget-friendly', 'mid-range', 'luxury')),
  safari_type text check (safari_type in ('private', 'group')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint bookings_end_not_before_start check (end_date >= tour_date),
  constraint bookings_guests_add_up check (number_of_guests = adults + youths),
  -- A custom request (no tour) says what kind of safari, where, at what budget and how.
  constraint bookings_custom_request_complete check (
    tour_slug is not null
    or (tour_types is not null and destinations is not null and budget is not null and safari_type is not null)
  )
);
comment on table public.bookings is 'Booking requests from the custom safari form and the tour pages. Amount and guests are computed by trigger; admins confirm, cancel or delete.';
comment on column public.bookings.reference is 'Short human reference (TZ-XXXXXX) shown to the traveller and in the admin.';
comment on column public.bookings.tour_slug is 'The catalogue tour (/tour/<slug>), or null for a custom safari request.';
comment on column public.bookings.amount is 'US dollars, computed on insert from private.tour_prices or private.custom_safari_rates.';

alter table public.bookings enable row level security;

-- Before insert: the figures the client cannot choose.
create function private.price_new_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  tour private.tour_prices%rowtype;
  rate numeric;
  today date := (now() at time zone 'Africa/Dar_es_Salaam')::date;
begin
  if new.tour_date < today then
    raise exception 'The tour date % is in the past', new.tour_date
      using errcode = '23514', hint = 'Choose today or a later day.';
  end if;
  if new.end_date < today then
    raise exception 'The end date % is in the past', new.end_date using errcode = '23514';
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
    new.amount := new.adults * tour.adult_price + new.youths * tour.youth_price;
  else
    select per_person_rate into rate
    from private.custom_safari_rates
    where tour_type = new.tour_types[1];
    new.amount := coalesce(rate, 1500) * new.number_of_guests;
  end if;
  return new;
end;
$$;
comment on function private.price_new_booking() is 'Trigger: computes amount and number_of_guests from the database''s prices; refuses unknown tours and past dates.';

create trigger bookings_price_new_booking
  before insert on public.bookings
  for each row execute function private.price_new_booking();

-- Before update: only status changes (and user_id to null, by the foreign key, when an account
-- is deleted). Applies to every role, the service role included.
create function private.guard_booking_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.user_id is distinct from old.user_id and new.user_id is not null then
    raise exception 'A booking''s customer cannot change' using errcode = '23514';
  end if;
  if (to_jsonb(new) - array['status', 'updated_at', 'user_id'])
     is distinct from (to_jsonb(old) - array['status', 'updated_at', 'user_id']) then
    raise exception 'Only a booking''s status can change after it is made' using errcode = '23514';
  end if;
  return new;
end;
$$;
comment on function private.guard_booking_update() is 'Trigger: after insert only status may change (user_id only to null).';

create trigger bookings_guard_update
  before update on public.bookings
  for each row execute function private.guard_booking_update();

create trigger bookings_touch_updated_at
  before insert or update on public.bookings
  for each row execute function private.touch_updated_at();

-- Grants: the columns a booking form may send; status alone is updatable; admins are decided by
-- the policies below.
revoke all on table public.bookings from anon, authenticated;
grant insert (
  reference, user_id, customer_name, customer_email, customer_phone, tour_name, tour_slug,
  tour_date, end_date, adults, youths, number_of_guests, amount, special_requirements, status,
  tour_types, destinations, budget, safari_type
) on table public.bookings to anon, authenticated;
grant select, delete on table public.bookings to authenticated;
grant update (status) on table public.bookings to authenticated;
grant all on table public.bookings to service_role;

create policy "visitors request bookings as pending, without an account"
  on public.bookings
  for insert
  to anon
  with check (status = 'pending' and user_id is null);

create policy "signed-in users request bookings as pending, for themselves or anonymously"
  on public.bookings
  for insert
  to authenticated
  with check (status = 'pending' and (user_id is null or user_id = (select auth.uid())));

create policy "signed-in users read their own bookings, admins read every booking"
  on public.bookings
  for select
  to authenticated
  using (user_id = (select auth.uid()) or (select private.has_role('admin')));

create policy "admins change a booking's status"
  on public.bookings
  for update
  to authenticated
  using ((select private.has_role('admin')))
  with check ((select private.has_role('admin')));

create policy "admins delete bookings"
  on public.bookings
  for delete
  to authenticated
  using ((select private.has_role('admin')));

-- The admin's filters, sort and the policies' user_id lookup.
create index bookings_user_id_idx on public.bookings (user_id);
create index bookings_status_created_at_idx on public.bookings (status, created_at desc);
create index bookings_tour_date_idx on public.bookings (tour_date);
create index bookings_created_at_idx on public.bookings (created_at desc);

revoke execute on all functions in schema private from public, anon, authenticated;
grant execute on function private.has_role(public.app_role) to authenticated, service_role;
-- The reference default is evaluated as the inserting role.
grant execute on function private.new_booking_reference() to anon, authenticated, service_role;
