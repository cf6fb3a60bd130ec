-- The exact count behind the admin's bookings list ("1-20 of 8,339 bookings").
--
-- The page itself comes through the API under row level security and is cheap: it walks the
-- created_at index and stops after a page. The count has to visit every match, and under RLS
-- PostgreSQL will not use the trigram index for `ilike` (texticlike is not LEAKPROOF, so it may
-- not run before the policy's own check): a searched count at 100,000 bookings was a ~1 s
-- sequential scan. Counting as the table owner, after checking the caller is an admin, lets the
-- index answer (decision 092).
--
-- `private.count_bookings` is SECURITY DEFINER and lives outside the exposed schemas; the API
-- calls the SECURITY INVOKER wrapper `public.admin_count_bookings`. Both refuse non-admins.
-- `search_pattern` is an `ilike` pattern the caller has already escaped, the very pattern its
-- page query sends, so the count and the rows can never disagree about what matches.

create function private.count_bookings(
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
  -- Only the filters in use go into the statement, planned afresh with their values, so the
  -- planner picks the index each one needs rather than one generic plan for every combination.
  if search_pattern is not null then
    conditions := array_append(conditions, 'b.customer_name ilike $1 or b.customer_email ilike $1 or b.tour_name ilike $1');
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
comment on function private.count_bookings(text, public.booking_status, date, date) is
  'Admins only: how many bookings match the dashboard''s filters, counted as the owner so the search index applies.';

create function public.admin_count_bookings(
  search_pattern text default null,
  status_filter public.booking_status default null,
  tour_date_on date default null,
  tour_date_from date default null
)
returns bigint
language sql
stable
set search_path = ''
as $$
  select private.count_bookings(search_pattern, status_filter, tour_date_on, tour_date_from);
$$;
comment on function public.admin_count_bookings(text, public.booking_status, date, date) is
  'Admins only: the exact count of the bookings list for a search (an escaped ilike pattern on name, e-mail and tour name), a status and a tour date (on, or from).';

revoke execute on function private.count_bookings(text, public.booking_status, date, date) from public, anon;
grant execute on function private.count_bookings(text, public.booking_status, date, date) to authenticated, service_role;
revoke execute on function public.admin_count_bookings(text, public.booking_status, date, date) from public, anon;
grant execute on function public.admin_count_bookings(text, public.booking_status, date, date) to authenticated, service_role;
