-- The public site's forms send their requests through here (decision 080).
--
-- * A booking request is made by `public.request_booking(request_key, booking)`: the database
--   picks the reference, prices the booking (trigger) and answers reference, amount and status.
--   Visitors cannot SELECT bookings, so a plain insert cannot return what the success toast shows.
-- * `request_key` is a random UUID the browser makes once per filled-in form. A second request
--   with the same key (a double click, a retry after a timeout) creates nothing and answers the
--   first booking again. The same key on a contact message makes the repeat a unique violation
--   the site treats as "already sent".

alter table public.bookings add column request_key uuid unique;
comment on column public.bookings.request_key is 'Idempotency key from the browser (one per filled-in form): a repeated request makes no second booking.';

alter table public.contact_submissions add column request_key uuid unique;
comment on column public.contact_submissions.request_key is 'Idempotency key from the browser: a repeated send is refused as a duplicate (23505).';
grant insert (request_key) on table public.contact_submissions to anon, authenticated;

-- Security definer because a visitor may not read bookings back; it therefore checks what the
-- insert policies check: the booking is for the caller or for nobody, and it starts pending
-- (status is never taken from the request). Amount, guests and reference are the database's.
create function private.request_booking(request_key uuid, booking jsonb)
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

  insert into public.bookings (
    request_key, user_id, customer_name, customer_email, customer_phone, tour_name, tour_slug,
    tour_date, end_date, adults, youths, number_of_guests, special_requirements, tour_types,
    destinations, budget, safari_type
  )
  values (
    request_booking.request_key, customer, requested.customer_name, requested.customer_email,
    requested.customer_phone, requested.tour_name, requested.tour_slug, requested.tour_date,
    requested.end_date, coalesce(requested.adults, 1), coalesce(requested.youths, 0),
    -- Recomputed by the pricing trigger; a placeholder for the not-null column.
    coalesce(requested.adults, 1) + coalesce(requested.youths, 0), requested.special_requirements,
    requested.tour_types, requested.destinations, requested.budget, requested.safari_type
  )
  on conflict (request_key) do nothing;

  return query
    select b.reference, b.amount, b.status
    from public.bookings as b
    where b.request_key = request_booking.request_key;
end;
$$;
comment on function private.request_booking(uuid, jsonb) is 'Makes a pending booking once per request key and answers its reference, amount and status.';

-- What PostgREST exposes: security invoker, so the definer function stays out of the API schema.
create function public.request_booking(request_key uuid, booking jsonb)
returns table (reference text, amount numeric, status public.booking_status)
language sql
volatile
set search_path = ''
as $$
  select r.reference, r.amount, r.status from private.request_booking(request_key, booking) as r;
$$;
comment on function public.request_booking(uuid, jsonb) is 'A booking request from the site: answers the reference, the amount the database computed and the status (pending). Repeats with the same request_key answer the first booking.';

revoke execute on function private.request_booking(uuid, jsonb) from public;
revoke execute on function public.request_booking(uuid, jsonb) from public;
grant execute on function private.request_booking(uuid, jsonb) to anon, authenticated, service_role;
grant execute on function public.request_booking(uuid, jsonb) to anon, authenticated, service_role;
