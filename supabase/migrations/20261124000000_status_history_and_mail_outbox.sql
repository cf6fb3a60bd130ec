-- A booking's status history and the outbox of the mails it causes (issue 15, PRODUCT.md §4).
--
-- * `public.booking_status_changes`: one row per status a booking takes, written only by
--   trigger (the first row, 'pending' with no old status, when the booking is made). Who made
--   the change is the caller's auth.uid() and e-mail; null for a visitor or the service role.
--   Admins read every history; a traveller reads the history of their own bookings. Nobody
--   writes it through the API.
-- * `public.booking_mails`: the durable outbox of the product's mails (receipt, operator
--   notice, confirmed, cancelled). Triggers (a later migration) enqueue a row with the rendered
--   subject and bodies; a sender (supabase/local's worker, or the `send-booking-mails` edge
--   function in production) hands each to the mail server and only then sets `sent_at`
--   (decision 101). Admins read it to see whether a booking's mails went out.

create table public.booking_status_changes (
  id bigint generated always as identity primary key,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  old_status public.booking_status,
  new_status public.booking_status not null,
  changed_by uuid references auth.users (id) on delete set null,
  changed_by_email text,
  changed_at timestamptz not null default now()
);
comment on table public.booking_status_changes is 'Each status a booking took, who set it and when; written by trigger only (the first row is the request itself, old_status null).';
comment on column public.booking_status_changes.changed_by is 'The signed-in caller who made the change; null for a visitor''s request, the service role, or a deleted account.';
comment on column public.booking_status_changes.changed_by_email is 'The caller''s e-mail at the time of the change (kept when the account is deleted).';

alter table public.booking_status_changes enable row level security;

create index booking_status_changes_booking_id_idx on public.booking_status_changes (booking_id, changed_at);
create index booking_status_changes_changed_by_idx on public.booking_status_changes (changed_by);

-- Security definer: the caller may not insert into the history (no grant), and a visitor's
-- booking must still get its first row.
create function private.record_booking_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  caller_email text := nullif(auth.jwt() ->> 'email', '');
begin
  if tg_op = 'UPDATE' and new.status is not distinct from old.status then
    return null;
  end if;
  -- A caller whose account is gone (a token outliving its user) is recorded by e-mail only.
  if caller is not null and not exists (select 1 from auth.users where id = caller) then
    caller := null;
  end if;
  insert into public.booking_status_changes (booking_id, old_status, new_status, changed_by, changed_by_email)
  values (
    new.id,
    case when tg_op = 'UPDATE' then old.status end,
    new.status,
    caller,
    caller_email
  );
  return null;
end;
$$;
comment on function private.record_booking_status() is 'Trigger: appends the booking''s new status, with the caller, to public.booking_status_changes.';

create trigger bookings_record_status
  after insert or update of status on public.bookings
  for each row execute function private.record_booking_status();

revoke all on table public.booking_status_changes from anon, authenticated;
grant select on table public.booking_status_changes to authenticated;
grant all on table public.booking_status_changes to service_role;

create policy "admins read every status history, travellers the history of their own bookings"
  on public.booking_status_changes
  for select
  to authenticated
  using (
    (select private.has_role('admin'))
    or exists (
      select 1 from public.bookings as b
      where b.id = booking_id and b.user_id = (select auth.uid())
    )
  );

create table public.booking_mails (
  id bigint generated always as identity primary key,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  kind text not null check (kind in ('receipt', 'operator_notice', 'confirmed', 'cancelled')),
  recipient text not null check (char_length(recipient) between 3 and 254),
  subject text not null check (char_length(subject) between 1 and 300),
  text_body text not null,
  html_body text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  next_attempt_at timestamptz not null default now()
);
comment on table public.booking_mails is 'Outbox of the mails a booking causes (receipt, operator notice, confirmed, cancelled): enqueued by trigger, sent by the mail sender, which sets sent_at once the mail server accepted it.';
comment on column public.booking_mails.sent_at is 'When the mail server (or the local mailbox) accepted the mail; null while it waits.';
comment on column public.booking_mails.attempts is 'Failed hand-overs so far; each failure pushes next_attempt_at back.';
comment on column public.booking_mails.last_error is 'Why the last hand-over failed (null once sent).';
comment on column public.booking_mails.next_attempt_at is 'The sender leaves the mail alone until then (back-off after a failure).';

alter table public.booking_mails enable row level security;

create index booking_mails_booking_id_idx on public.booking_mails (booking_id, created_at);
-- The sender's queue: unsent mails by when they are due.
create index booking_mails_unsent_idx on public.booking_mails (next_attempt_at) where sent_at is null;

revoke all on table public.booking_mails from anon, authenticated;
grant select on table public.booking_mails to authenticated;
grant all on table public.booking_mails to service_role;

create policy "admins read the booking mails"
  on public.booking_mails
  for select
  to authenticated
  using ((select private.has_role('admin')));

-- The admin shows a booking's history and mails as they change.
alter publication supabase_realtime add table public.booking_status_changes, public.booking_mails;

revoke execute on function private.record_booking_status() from public, anon, authenticated;
