-- One booking guard for two changes of issue 24 that each restated it (decisions 130 and 136):
-- a request made before the traveller had an account may pass from no account to the account
-- that confirmed its address (20261125100000), and staff's quoted price of a custom request is
-- written by its own function (20261125200000). The later migration's guard had dropped the
-- first rule; this one keeps both.

create or replace function private.guard_booking_update()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  free constant text[] := array['status', 'updated_at', 'user_id', 'quoted_amount', 'quote_note',
    'quoted_at', 'quoted_by', 'price'];
begin
  if new.user_id is distinct from old.user_id and new.user_id is not null
     and not (old.user_id is null and private.address_confirmed_by(new.user_id, new.customer_email)) then
    raise exception 'A booking''s customer cannot change' using errcode = '23514';
  end if;
  if (to_jsonb(new) - free) is distinct from (to_jsonb(old) - free) then
    raise exception 'Only a booking''s status can change after it is made' using errcode = '23514';
  end if;
  return new;
end;
$$;
comment on function private.guard_booking_update() is 'Trigger: after insert only the status (and, through admin_quote_booking, the quoted price) may change; user_id only to null, or from null to the account that confirmed the request''s address.';
