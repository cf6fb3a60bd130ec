-- A repeated request key is counted, cheap, and answered only to the request's maker (issue 25;
-- decision 141).
--
-- request_booking answered a known key with that booking's reference, amount and status to any
-- caller, without counting it against the address's allowance, so the key worked as a free
-- read of somebody's booking and a free way to run REST filters over a result again and again.
-- Now, before private.request_booking makes anything:
-- * requests with the same key wait for each other (a transaction advisory lock on the key), so
--   of two sent at once the second is a repeat of the first, never a second writer;
-- * a repeat is looked up by the key before anything else is read from the request, and is
--   counted like a new request (private.count_request: PT429 past the address's allowance);
-- * it answers the receipt only when it is the same request again: the same caller (the
--   booking's user, or anonymous for an anonymous booking) sending the same customer e-mail
--   address (a retry or a double click from the page that sent it). Anyone else gets 23505
--   (HTTP 409) "This booking request was already received" and nothing of the booking;
-- * a request with the honeypot filled in is counted too (it was free: a bot could repeat it).
-- The rules live in private.request_booking_once, which public.request_booking now calls, so a
-- later migration that redefines private.request_booking (prices, departures) keeps them.

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

create function private.request_booking_once(request_key uuid, booking jsonb)
returns table (reference text, amount numeric, status public.booking_status)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  earlier public.bookings;
begin
  if request_key is not null then
    -- Same key, one at a time: the second of a pair sent at once finds the first's booking.
    perform pg_advisory_xact_lock(hashtextextended('request_key:' || request_key::text, 0));
    select * into earlier from public.bookings as b where b.request_key = request_booking_once.request_key;
    if found then
      perform private.count_request('booking');
      return query
        select * from private.receipt_for_maker(earlier, auth.uid(), booking ->> 'customer_email');
      return;
    end if;
  end if;
  if jsonb_typeof(booking) = 'object' and jsonb_typeof(booking -> 'website') = 'string'
     and btrim(booking ->> 'website') <> '' then
    perform private.count_request('booking');
  end if;
  return query select * from private.request_booking(request_key, booking);
end;
$$;
comment on function private.request_booking_once(uuid, jsonb) is 'request_booking''s front: one request per key at a time; a repeat is counted against the address''s allowance and answered only to its maker (same caller, same e-mail), anyone else gets 23505 "already received"; a honeypot request is counted; everything else goes to private.request_booking.';

create or replace function public.request_booking(request_key uuid, booking jsonb)
returns table (reference text, amount numeric, status public.booking_status)
language sql
volatile
set search_path = ''
as $$
  select r.reference, r.amount, r.status from private.request_booking_once(request_key, booking) as r;
$$;
comment on function public.request_booking(uuid, jsonb) is 'A booking request from the site: answers the reference, the amount the database computed and the status (pending). A repeat with the same request_key answers the first booking to the same caller with the same e-mail address, and 409 "already received" to anyone else.';

revoke execute on function private.receipt_for_maker(public.bookings, uuid, text) from public, anon, authenticated;
revoke execute on function private.request_booking_once(uuid, jsonb) from public;
grant execute on function private.request_booking_once(uuid, jsonb) to anon, authenticated, service_role;
