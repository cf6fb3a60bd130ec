-- What the admin dashboard needs at scale (PRODUCT.md §2: filtering, search and the summary
-- figures run in the database), and the live updates it listens to.

-- Summary cards (seed 001 §2): bookings per status, total revenue = the sum of every amount
-- whatever the status (seed 001 §9), and confirmed revenue. Security invoker, and it checks the
-- role itself so a non-admin gets a clear refusal rather than figures over their own rows.
create function public.admin_booking_summary()
returns table (
  total_bookings bigint,
  pending_bookings bigint,
  confirmed_bookings bigint,
  cancelled_bookings bigint,
  total_revenue numeric,
  confirmed_revenue numeric
)
language plpgsql
stable
set search_path = ''
as $$
begin
  if not coalesce((select private.has_role('admin')), false) then
    raise exception 'Only admins may read the booking summary' using errcode = '42501';
  end if;
  return query
    select
      count(*),
      count(*) filter (where b.status = 'pending'),
      count(*) filter (where b.status = 'confirmed'),
      count(*) filter (where b.status = 'cancelled'),
      coalesce(sum(b.amount), 0)::numeric,
      coalesce(sum(b.amount) filter (where b.status = 'confirmed'), 0)::numeric
    from public.bookings as b;
end;
$$;
comment on function public.admin_booking_summary() is 'Admins only: booking counts per status, total revenue (all amounts) and confirmed revenue.';

revoke execute on function public.admin_booking_summary() from public, anon;
grant execute on function public.admin_booking_summary() to authenticated, service_role;

-- Case-insensitive substring search on customer name, e-mail and tour name (`ilike '%…%'`). A
-- trigram index serves it where pg_trgm exists (hosted Supabase, PostgreSQL); PGlite has no
-- pg_trgm and scans instead (decision 051).
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
    create extension if not exists pg_trgm with schema extensions;
    create index bookings_search_trgm_idx on public.bookings
      using gin (customer_name extensions.gin_trgm_ops, customer_email extensions.gin_trgm_ops,
                 tour_name extensions.gin_trgm_ops);
    create index contact_submissions_search_trgm_idx on public.contact_submissions
      using gin (name extensions.gin_trgm_ops, email extensions.gin_trgm_ops);
  end if;
end
$$;

-- The admin reloads on any change (seed 001 §4).
alter publication supabase_realtime add table public.bookings, public.contact_submissions;
