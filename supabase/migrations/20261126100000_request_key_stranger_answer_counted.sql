-- A stranger's repeated request key is counted: it answers no rows instead of an error (issue 25;
-- decision 166, which updates decision 141).
--
-- Migration 20261125500100 counted a repeated key (private.count_request) and then answered anyone
-- but the request's maker with 23505 "This booking request was already received". An exception
-- rolls back the whole transaction, the count with it, so a stranger's repeat was still free and
-- could be sent without limit. A stranger now gets no rows (HTTP 200 `[]` through PostgREST and
-- supabase/local alike): no error, nothing of the booking (no reference, amount or status), and
-- the count commits with the answer, so past the address's allowance the stranger gets the usual
-- PT429 (HTTP 429) like any other request. A new request always answers one row (the honeypot's
-- included), so no rows means exactly "this key was already received, and not from you". The
-- maker's repeat (same caller, same e-mail) still answers its receipt, as before.
--
-- Only private.receipt_for_maker changes (same signature); private.request_booking_once already
-- counts before asking it, and public.request_booking passes its rows through.

create or replace function private.receipt_for_maker(earlier public.bookings, caller uuid, email text)
returns table (reference text, amount numeric, status public.booking_status)
language plpgsql
stable
set search_path = ''
as $$
begin
  if earlier.user_id is not distinct from caller and lower(earlier.customer_email) = lower(btrim(email)) then
    return query select earlier.reference, earlier.amount, earlier.status;
  end if;
  -- Anyone else: no rows. Not an exception, which would roll back the caller's count.
end;
$$;
comment on function private.receipt_for_maker(public.bookings, uuid, text) is 'The receipt of an existing booking for the caller that made it (same account or anonymous, same e-mail); no rows for anyone else (not an error, so the caller''s count commits).';

comment on function private.request_booking_once(uuid, jsonb) is 'request_booking''s front: one request per key at a time; a repeat is counted against the address''s allowance (PT429 past it) and answered only to its maker (same caller, same e-mail), anyone else gets no rows; a honeypot request is counted; everything else goes to private.request_booking.';

comment on function public.request_booking(uuid, jsonb) is 'A booking request from the site: answers one row, the reference, the amount the database computed and the status (pending). A repeat with the same request_key is counted and answers the first booking to the same caller with the same e-mail address, and no rows ("already received") to anyone else.';
