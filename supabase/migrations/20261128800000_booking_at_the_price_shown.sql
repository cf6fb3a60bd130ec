-- The price a traveller sees is the price charged (issue 39 item 5; decision 208).
--
-- A booking request may carry `shown_amount`, the total the booking panel showed. When the
-- database prices the request otherwise (a publish changed the tour's prices while the page was
-- open), nothing is kept and the request is answered PT409 (HTTP 409) with the new total in
-- `detail`; the panel shows it and the traveller confirms, sending again with that total. A
-- request without `shown_amount` (another caller) is priced and kept as before. Only
-- private.request_booking changes (same signature); public.request_booking and
-- private.request_booking_once pass the error through.

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
  shown numeric;
  charged numeric;
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
  -- The total the traveller's page showed (optional: callers that send none are charged the
  -- price as before).
  if booking ? 'shown_amount' and jsonb_typeof(booking -> 'shown_amount') <> 'null' then
    if jsonb_typeof(booking -> 'shown_amount') <> 'number' then
      raise exception 'shown_amount must be a number: the total the page showed' using errcode = '22023';
    end if;
    shown := (booking ->> 'shown_amount')::numeric;
  end if;

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

  -- Priced on an outdated page: nothing is kept (the exception rolls the row back) and the
  -- answer carries the price to confirm; the traveller sends again quoting it.
  if shown is not null then
    select b.amount into charged from public.bookings as b where b.request_key = request_booking.request_key;
    if charged is distinct from shown then
      raise exception 'The price has changed since this page was loaded: % USD for this party, not % USD', charged, shown
        using errcode = 'PT409', detail = charged::text, hint = 'Confirm the new price to send the request';
    end if;
  end if;

  return query
    select b.reference, b.amount, b.status
    from public.bookings as b
    where b.request_key = request_booking.request_key;
end;
$$;

comment on function public.request_booking(uuid, jsonb) is 'A booking request from the site: answers one row, the reference, the amount the database computed and the status (pending). With booking.shown_amount (the total the page showed) a request the database prices otherwise keeps nothing and is answered PT409 with the new total in detail, to confirm. A repeat with the same request_key is counted and answers the first booking to the same caller with the same e-mail address, and no rows ("already received") to anyone else.';
