-- A repeated request key is counted, cheap, and answered only to the request's maker (issue 25;
-- decision 141).
--
-- request_booking answered a known key with that booking's reference, amount and status to any
-- caller, without counting it against the address's allowance, so the key worked as a free
-- read of somebody's booking and a free way to run REST filters over a result again and again.
-- Now a repeat:
-- * is looked up by the key before anything else is read from the request, and is counted like
--   a new request (private.count_request: PT429 past the address's allowance);
-- * answers the receipt only when it is the same request again: the same caller (the booking's
--   user, or anonymous for an anonymous booking) sending the same customer e-mail address (a
--   retry or a double click from the page that sent it). Anyone else gets 23505 (HTTP 409)
--   "This booking request was already received" and nothing of the booking.
-- A request with the honeypot filled in is counted too (it was free: a bot could repeat it).

create function private.receipt_for_maker(earlier public.bookings, caller uuid, email text)
returns table (reference text, amount numeric, status public.booking_status)
language plpgsql
stable
set search_path = ''
as $$
begin
  if earlier.user_id is not distinct from caller and lower(earlier.customer_email) = lower(btrim(email)) then
    return query select earlier.reference, earlier.amount, earlier.status;
    return;
  end if;
  raise exception 'This booking request was already received'
    using errcode = '23505',
      hint = 'Its confirmation went to the e-mail address given with it.';
end;
$$;
comment on function private.receipt_for_maker(public.bookings, uuid, text) is 'The receipt of an existing booking for the caller that made it (same account or anonymous, same e-mail); 23505 "already received" for anyone else.';
revoke execute on function private.receipt_for_maker(public.bookings, uuid, text) from public, anon, authenticated;

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
  earlier public.bookings;
begin
  if request_key is null then
    raise exception 'A booking request needs a request key' using errcode = '22004';
  end if;
  if booking is null or jsonb_typeof(booking) <> 'object' then
    raise exception 'A booking request needs the booking''s fields' using errcode = '22023';
  end if;

  -- A repeat: one index lookup, counted, and a receipt only for the request's maker.
  select * into earlier from public.bookings as b where b.request_key = request_booking.request_key;
  if found then
    perform private.count_request('booking');
    return query select * from private.receipt_for_maker(earlier, caller, booking ->> 'customer_email');
    return;
  end if;

  requested := jsonb_populate_record(null::public.bookings, booking);
  customer := requested.user_id;
  if customer is not null and customer is distinct from caller then
    raise exception 'A booking can be requested only for yourself' using errcode = '42501';
  end if;
  adults := coalesce(requested.adults, 1);
  youths := coalesce(requested.youths, 0);

  if jsonb_typeof(booking -> 'website') = 'string' and btrim(booking ->> 'website') <> '' then
    perform private.count_request('booking');
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
  on conflict (request_key) do nothing
  returning * into earlier;
  if found then
    return query select earlier.reference, earlier.amount, earlier.status;
    return;
  end if;

  -- A request with the same key got in first (both sent at once): the rule of a repeat.
  select * into earlier from public.bookings as b where b.request_key = request_booking.request_key;
  return query select * from private.receipt_for_maker(earlier, caller, requested.customer_email);
end;
$$;
comment on function private.request_booking(uuid, jsonb) is 'Makes a pending booking once per request key and answers its reference, amount and status; a repeat is counted against the address''s allowance and answered only to its maker (same caller, same e-mail), anyone else gets 23505 "already received"; a request with the honeypot filled in gets a receipt, is counted and stores nothing.';

comment on function public.request_booking(uuid, jsonb) is 'A booking request from the site: answers the reference, the amount the database computed and the status (pending). A repeat with the same request_key answers the first booking to the same caller with the same e-mail address, and 409 "already received" to anyone else.';
