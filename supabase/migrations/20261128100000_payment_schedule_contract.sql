-- Issue 37, the part both halves build on (decision 185): a booking's payment schedule, and the
-- kinds of mail that proposals and payments add to the outbox.
--
-- * `public.payment_instalments`: what the traveller owes and by when, made by the database when a
--   proposal is accepted (`private.create_payment_schedule`), never written through the API. A new
--   schedule (a later version accepted) supersedes the rows of the old one instead of deleting
--   them, so the reminders already sent and the invoice that listed them keep their meaning.
-- * The schedule from the terms: a deposit of a percentage of the total, due so many days after
--   the acceptance, and the balance due so many days before the trip starts. A trip that starts
--   sooner than that is due in full at once; a deposit is never due after the balance.

alter table public.booking_mails drop constraint booking_mails_kind_check;
alter table public.booking_mails add constraint booking_mails_kind_check
  check (kind in (
    'receipt', 'operator_notice', 'confirmed', 'cancelled', 'quoted',
    'proposal_sent', 'proposal_accepted', 'proposal_accepted_notice', 'proposal_changes_requested',
    'payment_reminder', 'payment_overdue', 'payment_receipt'
  ));

create table public.payment_instalments (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  position smallint not null check (position between 1 and 20),
  kind text not null check (kind in ('deposit', 'balance', 'full')),
  amount numeric(12, 2) not null check (amount > 0),
  due_on date not null,
  proposal_version_id uuid,
  created_at timestamptz not null default now(),
  superseded_at timestamptz
);
comment on table public.payment_instalments is 'A booking''s payment schedule (deposit and balance, or the full amount), made by the database when a proposal is accepted; a later schedule supersedes the rows of an earlier one.';
comment on column public.payment_instalments.position is 'Order within the schedule (1 = first due).';
comment on column public.payment_instalments.amount is 'US dollars; the instalments of a schedule add up to the accepted total.';
comment on column public.payment_instalments.due_on is 'The office''s day (Africa/Dar_es_Salaam) by which this part is due.';
comment on column public.payment_instalments.proposal_version_id is 'The accepted proposal version whose terms made this schedule.';
comment on column public.payment_instalments.superseded_at is 'When a later schedule replaced this row; null while it is the booking''s schedule.';

alter table public.payment_instalments enable row level security;

create unique index payment_instalments_current_position_idx
  on public.payment_instalments (booking_id, position) where superseded_at is null;
create index payment_instalments_booking_id_idx on public.payment_instalments (booking_id, due_on);
create index payment_instalments_due_idx on public.payment_instalments (due_on) where superseded_at is null;

revoke all on table public.payment_instalments from anon, authenticated;
grant select on table public.payment_instalments to authenticated;
grant all on table public.payment_instalments to service_role;

create policy "admins read every schedule, travellers the schedule of their own bookings"
  on public.payment_instalments
  for select
  to authenticated
  using (
    (select private.has_role('admin'))
    or exists (
      select 1 from public.bookings as b
      where b.id = booking_id and b.user_id = (select auth.uid())
    )
  );

create function private.create_payment_schedule(
  p_booking_id uuid,
  p_total numeric,
  p_start_date date,
  p_accepted_on date,
  p_deposit_percent numeric,
  p_deposit_due_days integer,
  p_balance_days_before integer,
  p_proposal_version_id uuid
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  deposit numeric(12, 2);
  deposit_due date;
  balance_due date;
begin
  if p_total is null or p_total <= 0 or p_total <> round(p_total, 2) then
    raise exception 'A schedule needs a positive total in US dollars with at most two decimals'
      using errcode = '22023';
  end if;
  if p_deposit_percent is null or p_deposit_percent < 0 or p_deposit_percent > 100 then
    raise exception 'The deposit is a percentage from 0 to 100' using errcode = '22023';
  end if;
  if p_deposit_due_days is null or p_deposit_due_days < 0 or p_balance_days_before is null
    or p_balance_days_before < 0 then
    raise exception 'Days before a payment is due cannot be negative' using errcode = '22023';
  end if;
  if p_start_date is null or p_accepted_on is null then
    raise exception 'A schedule needs the trip''s start and the day it was accepted' using errcode = '22023';
  end if;
  if not exists (select 1 from public.bookings where id = p_booking_id) then
    raise exception 'No such booking' using errcode = 'P0002';
  end if;

  update public.payment_instalments set superseded_at = now()
  where booking_id = p_booking_id and superseded_at is null;

  balance_due := p_start_date - p_balance_days_before;
  deposit := round(p_total * p_deposit_percent / 100, 2);

  if balance_due <= p_accepted_on then
    -- The trip starts sooner than the balance's notice: the whole total is due at once.
    insert into public.payment_instalments (booking_id, position, kind, amount, due_on, proposal_version_id)
    values (p_booking_id, 1, 'full', p_total, p_accepted_on, p_proposal_version_id);
  elsif deposit = 0 then
    insert into public.payment_instalments (booking_id, position, kind, amount, due_on, proposal_version_id)
    values (p_booking_id, 1, 'balance', p_total, balance_due, p_proposal_version_id);
  else
    -- A deposit is never due after the balance.
    deposit_due := least(p_accepted_on + p_deposit_due_days, balance_due);
    if deposit >= p_total then
      insert into public.payment_instalments (booking_id, position, kind, amount, due_on, proposal_version_id)
      values (p_booking_id, 1, 'full', p_total, deposit_due, p_proposal_version_id);
    else
      insert into public.payment_instalments (booking_id, position, kind, amount, due_on, proposal_version_id)
      values
        (p_booking_id, 1, 'deposit', deposit, deposit_due, p_proposal_version_id),
        (p_booking_id, 2, 'balance', p_total - deposit, balance_due, p_proposal_version_id);
    end if;
  end if;
end;
$$;
comment on function private.create_payment_schedule(uuid, numeric, date, date, numeric, integer, integer, uuid) is
  'Replaces a booking''s payment schedule: a deposit (percent of the total, due days after acceptance) and the balance (due days before the start), or the whole total at once when the trip is that close.';

revoke execute on function private.create_payment_schedule(uuid, numeric, date, date, numeric, integer, integer, uuid)
  from public, anon, authenticated;
grant execute on function private.create_payment_schedule(uuid, numeric, date, date, numeric, integer, integer, uuid)
  to service_role;
