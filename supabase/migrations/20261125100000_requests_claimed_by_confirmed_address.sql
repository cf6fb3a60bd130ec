-- A traveller's requests made with their address before they had an account become theirs once
-- the address is confirmed (issue 24, decision 130). The receipt mail tells a signed-out
-- traveller to sign in with that address to follow the request; until now /my-bookings never
-- showed it, because only user_id linked a request to an account.
--
-- * Only a confirmed address claims: the trigger runs when auth.users gets a confirmed e-mail
--   (sign-up confirmed, an account created already confirmed, an e-mail change confirmed), never
--   on an unconfirmed sign-up, so typing someone else's address claims nothing.
-- * Only requests without an account are claimed; a request that belongs to an account never
--   moves to another one.
-- * The bookings guard lets user_id change from null to an account only when that account's
--   confirmed address is the request's address, whoever runs the update.

create function private.address_confirmed_by(account uuid, address text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from auth.users as u
    where u.id = account
      and u.email_confirmed_at is not null
      and u.deleted_at is null
      and lower(u.email) = lower(address)
  );
$$;
comment on function private.address_confirmed_by(uuid, text) is 'True when the account''s e-mail is the address and is confirmed.';

create or replace function private.guard_booking_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.user_id is distinct from old.user_id and new.user_id is not null
     and not (old.user_id is null and private.address_confirmed_by(new.user_id, new.customer_email)) then
    raise exception 'A booking''s customer cannot change' using errcode = '23514';
  end if;
  if (to_jsonb(new) - array['status', 'updated_at', 'user_id'])
     is distinct from (to_jsonb(old) - array['status', 'updated_at', 'user_id']) then
    raise exception 'Only a booking''s status can change after it is made' using errcode = '23514';
  end if;
  return new;
end;
$$;
comment on function private.guard_booking_update() is 'Trigger: after insert only status may change; user_id only to null, or from null to the account that confirmed the request''s address.';

create function private.claim_requests_of_confirmed_address()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email is null or new.email_confirmed_at is null or new.deleted_at is not null then
    return new;
  end if;
  if tg_op = 'UPDATE' and old.email_confirmed_at is not null
     and old.email is not distinct from new.email then
    return new;
  end if;
  update public.bookings
     set user_id = new.id
   where user_id is null
     and lower(customer_email) = lower(new.email);
  return new;
end;
$$;
comment on function private.claim_requests_of_confirmed_address() is 'Trigger on auth.users: when an address is confirmed, the requests made with it without an account become the account''s.';

create trigger on_auth_user_address_confirmed_claim_requests
  after insert or update of email, email_confirmed_at on auth.users
  for each row execute function private.claim_requests_of_confirmed_address();

-- The claim looks requests up by address.
create index bookings_unclaimed_email_idx on public.bookings (lower(customer_email)) where user_id is null;

revoke execute on function private.address_confirmed_by(uuid, text) from public, anon, authenticated;
revoke execute on function private.claim_requests_of_confirmed_address() from public, anon, authenticated;
-- The guard runs as whoever updates a booking (admins changing a status, the service role).
grant execute on function private.address_confirmed_by(uuid, text) to authenticated, service_role;
