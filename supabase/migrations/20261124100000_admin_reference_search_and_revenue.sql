-- Issue 15, the admin's half: staff find a booking by the reference a traveller reads out on the
-- phone, and the revenue card counts what is confirmed, by when it was booked.

-- Search: the reference joins the searched columns. The dashboard sends one escaped `ilike`
-- pattern for its page query and for this count, so both match the same rows (decision 092). A
-- reference typed without its dash ('tz7k3m9q') is rewritten by the dashboard before it becomes
-- the pattern (shared-domain normaliseBookingReference).
create or replace function private.count_bookings(
  search_pattern text,
  status_filter public.booking_status,
  tour_date_on date,
  tour_date_from date
)
returns bigint
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  conditions text[] := array['true'];
  total bigint;
begin
  if not coalesce((select private.has_role('admin')), false) then
    raise exception 'Only admins may count bookings' using errcode = '42501';
  end if;
  if search_pattern is not null then
    conditions := array_append(conditions,
      'b.customer_name ilike $1 or b.customer_email ilike $1 or b.tour_name ilike $1 or b.reference ilike $1');
  end if;
  if status_filter is not null then
    conditions := array_append(conditions, 'b.status = $2');
  end if;
  if tour_date_on is not null then
    conditions := array_append(conditions, 'b.tour_date = $3');
  end if;
  if tour_date_from is not null then
    conditions := array_append(conditions, 'b.tour_date >= $4');
  end if;
  execute format(
    'select count(*) from public.bookings as b where (%s)',
    array_to_string(conditions, ') and (')
  )
  into total
  using search_pattern, status_filter, tour_date_on, tour_date_from;
  return total;
end;
$$;

comment on function public.admin_count_bookings(text, public.booking_status, date, date) is
  'Admins only: the exact count of the bookings list for a search (an escaped ilike pattern on name, e-mail, tour name and reference), a status and a tour date (on, or from).';

-- An OR of ilike conditions can use indexes only if every branch has one; without this the
-- reference would turn every searched count back into a sequential scan.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_trgm') then
    create index bookings_reference_trgm_idx on public.bookings
      using gin (reference extensions.gin_trgm_ops);
  end if;
end
$$;

-- Revenue (the dashboard's revenue card): confirmed bookings only, pending shown beside them;
-- "this week" (from Monday) and "this month" (from the 1st) mean booked - created - in that
-- period, on the office's calendar in Arusha (East Africa Time, UTC+3 all year). Cancelled
-- bookings count nowhere.
create function public.admin_booking_revenue()
returns table (
  confirmed_revenue numeric,
  confirmed_bookings bigint,
  pending_revenue numeric,
  pending_bookings bigint,
  week_start date,
  week_confirmed_revenue numeric,
  week_confirmed_bookings bigint,
  month_start date,
  month_confirmed_revenue numeric,
  month_confirmed_bookings bigint
)
language plpgsql
stable
set search_path = ''
as $$
declare
  office_today date := (now() at time zone 'Africa/Dar_es_Salaam')::date;
  this_week date := date_trunc('week', office_today::timestamp)::date;
  this_month date := date_trunc('month', office_today::timestamp)::date;
  week_from timestamptz := this_week::timestamp at time zone 'Africa/Dar_es_Salaam';
  month_from timestamptz := this_month::timestamp at time zone 'Africa/Dar_es_Salaam';
begin
  if not coalesce((select private.has_role('admin')), false) then
    raise exception 'Only admins may read the revenue' using errcode = '42501';
  end if;
  return query
    select
      coalesce(sum(b.amount) filter (where b.status = 'confirmed'), 0)::numeric,
      count(*) filter (where b.status = 'confirmed'),
      coalesce(sum(b.amount) filter (where b.status = 'pending'), 0)::numeric,
      count(*) filter (where b.status = 'pending'),
      this_week,
      coalesce(sum(b.amount) filter (where b.status = 'confirmed' and b.created_at >= week_from), 0)::numeric,
      count(*) filter (where b.status = 'confirmed' and b.created_at >= week_from),
      this_month,
      coalesce(sum(b.amount) filter (where b.status = 'confirmed' and b.created_at >= month_from), 0)::numeric,
      count(*) filter (where b.status = 'confirmed' and b.created_at >= month_from)
    from public.bookings as b;
end;
$$;
comment on function public.admin_booking_revenue() is
  'Admins only: confirmed revenue and count, pending revenue and count, and confirmed revenue of bookings made (created) this week and this month, by the office calendar in Arusha.';

revoke execute on function public.admin_booking_revenue() from public, anon;
grant execute on function public.admin_booking_revenue() to authenticated, service_role;
