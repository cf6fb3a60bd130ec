-- Issue 37, the money (decisions 185-187): what a traveller has paid, what is due and overdue,
-- numbered invoices and receipts, and reminders that stop once a payment is in.
--
-- * `public.payments`: one row per payment received or refund made, written only through
--   `public.admin_record_payment` (staff) with the booking row locked, so two staff recording at
--   once are counted one after the other and neither is lost. A payment larger than what is
--   still to pay, a refund larger than what was paid, a date in the future or before the booking
--   was made are refused with words that give the figures. A mistaken row is voided with a reason
--   (it keeps its number; nothing is deleted). `request_key` makes a second click a no-op, and
--   `(provider, provider_reference)` does the same for a payment provider's confirmation later.
-- * `public.bookings` carries the running figures the list, the CSV and the revenue read:
--   `paid_amount` (payments less refunds), `balance` (price less paid) and the first part of the
--   schedule not yet covered (`next_due_on`, `next_due_amount`), kept by trigger.
-- * `public.invoices`: issued by the database whenever a schedule is made (the proposal's
--   acceptance, or staff making one for a booking confirmed without a proposal), numbered
--   INV-YYYY-NNNN; frozen once issued, replaced only by a new invoice that cancels it. Receipts are
--   the payments' own numbers, RCT-YYYY-NNNN (refunds RFD-YYYY-NNNN). Each series is gap-free per
--   year: the counter row is updated in the same transaction as the document, so a failure takes
--   its number back and concurrent writers wait for the row lock.
-- * `public.payment_reminders` + `private.enqueue_payment_reminders(day)`: before each part of the
--   schedule falls due, and once when it is overdue, the traveller is mailed; the unique
--   (instalment, kind) pair means never twice, whichever server or restart runs the sweep. A
--   payment that covers a part withdraws its reminders still waiting in the outbox.
-- * Views `public.booking_payment_status` and `public.payment_instalment_status` (security
--   invoker: the caller's row level security applies) say what is paid, due and overdue today.

-- ---------------------------------------------------------------------------------------------
-- The office's day, and the operator's settings the mails need.

create function private.office_today()
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone 'Africa/Dar_es_Salaam')::date;
$$;
comment on function private.office_today() is 'Today on the office calendar in Arusha (Africa/Dar_es_Salaam).';

alter table private.operator_settings
  add column reminder_days_before integer not null default 7 check (reminder_days_before between 0 and 365),
  add column bank_transfer_instructions text check (char_length(bank_transfer_instructions) between 1 and 2000),
  add column mobile_money_instructions text check (char_length(mobile_money_instructions) between 1 and 2000);
comment on column private.operator_settings.reminder_days_before is 'How many days before a payment is due the traveller is reminded (settings.paymentTerms.reminderDaysBefore).';
comment on column private.operator_settings.bank_transfer_instructions is 'How to pay by bank transfer, for the payment mails (settings.paymentInstructions.bankTransfer); null: not given.';
comment on column private.operator_settings.mobile_money_instructions is 'How to pay by mobile money, for the payment mails (settings.paymentInstructions.mobileMoney); null: not given.';

-- ---------------------------------------------------------------------------------------------
-- Payments

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete restrict,
  kind text not null check (kind in ('payment', 'refund')),
  amount numeric(12, 2) not null check (amount > 0),
  received_on date not null,
  method text not null check (method in ('bank_transfer', 'mobile_money', 'card', 'cash')),
  reference text check (char_length(reference) between 1 and 100 and reference = btrim(reference)),
  provider text check (provider ~ '^[a-z][a-z0-9_-]{1,39}$'),
  provider_reference text check (char_length(provider_reference) between 1 and 200),
  note text check (char_length(note) between 1 and 1000),
  document_number text not null unique check (document_number ~ '^(RCT|RFD)-[0-9]{4}-[0-9]{4,}$'),
  request_key uuid unique,
  recorded_by uuid references auth.users (id) on delete set null,
  recorded_by_email text,
  recorded_at timestamptz not null default now(),
  voided_at timestamptz,
  voided_by uuid references auth.users (id) on delete set null,
  void_reason text check (char_length(void_reason) between 1 and 500),
  constraint payments_mobile_money_has_reference check (method <> 'mobile_money' or reference is not null),
  constraint payments_provider_pair check ((provider is null) = (provider_reference is null)),
  constraint payments_void_complete check ((voided_at is null) = (void_reason is null)),
  constraint payments_provider_reference_unique unique (provider, provider_reference)
);
comment on table public.payments is 'Money received for a booking, and refunds, as staff record them (admin_record_payment); never deleted, a mistake is voided with a reason.';
comment on column public.payments.amount is 'US dollars, always positive; kind says whether it came in (payment) or went back (refund).';
comment on column public.payments.received_on is 'The day the money arrived (or was refunded), on the office calendar.';
comment on column public.payments.reference is 'The bank''s, mobile money''s or card terminal''s reference (required for mobile money).';
comment on column public.payments.provider is 'An online payment provider that confirmed this payment (e.g. pesapal); null when staff recorded it.';
comment on column public.payments.provider_reference is 'The provider''s own id of the payment: one row per id, so a repeated confirmation changes nothing.';
comment on column public.payments.note is 'Staff''s note, printed on the receipt.';
comment on column public.payments.document_number is 'The receipt''s number (RCT-YYYY-NNNN; a refund RFD-YYYY-NNNN), gap-free per year.';
comment on column public.payments.request_key is 'The recording form''s key: the same key again answers the row already recorded.';
comment on column public.payments.voided_at is 'When staff voided a mistaken row; a voided row counts for nothing and keeps its number.';

alter table public.payments enable row level security;

create index payments_booking_id_idx on public.payments (booking_id, recorded_at);
create index payments_recorded_by_idx on public.payments (recorded_by);
create index payments_voided_by_idx on public.payments (voided_by);

revoke all on table public.payments from anon, authenticated;
grant select on table public.payments to authenticated;
grant all on table public.payments to service_role;

create policy "admins read every payment, travellers the payments of their own bookings"
  on public.payments
  for select
  to authenticated
  using (
    (select private.has_role('admin'))
    or exists (
      select 1 from public.bookings as b
      where b.id = booking_id and b.user_id = (select auth.uid())
    )
  );

-- A recorded payment stays as it was; only voiding (once, with a reason) changes a row.
create function private.guard_payment_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.voided_at is not null then
    raise exception 'Payment % is already void', old.document_number using errcode = '23514';
  end if;
  if (to_jsonb(new) - array['voided_at', 'voided_by', 'void_reason'])
     is distinct from (to_jsonb(old) - array['voided_at', 'voided_by', 'void_reason']) then
    raise exception 'A recorded payment cannot change; void it and record it again' using errcode = '23514';
  end if;
  return new;
end;
$$;
comment on function private.guard_payment_update() is 'Trigger: a payment row changes only by being voided, once.';

create trigger payments_guard_update
  before update on public.payments
  for each row execute function private.guard_payment_update();

-- ---------------------------------------------------------------------------------------------
-- Gap-free document numbers

create table private.document_series (
  series text not null check (series in ('INV', 'RCT', 'RFD')),
  year integer not null check (year between 2000 and 2999),
  last_number integer not null check (last_number >= 1),
  primary key (series, year)
);
comment on table private.document_series is 'The last number issued per document series and year; updated in the transaction that issues the document, so numbers have no gaps.';

alter table private.document_series enable row level security;
revoke all on table private.document_series from public, anon, authenticated;
grant all on table private.document_series to service_role;

create function private.next_document_number(series text, issued_on date)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  issued integer;
  year integer := extract(year from issued_on)::integer;
begin
  -- The upsert locks the counter row until this transaction ends: a concurrent issuer waits and
  -- takes the next number, and a rollback gives this one back.
  insert into private.document_series as s (series, year, last_number)
  values (next_document_number.series, year, 1)
  on conflict on constraint document_series_pkey do update set last_number = s.last_number + 1
  returning s.last_number into issued;
  return next_document_number.series || '-' || year || '-' || lpad(issued::text, 4, '0');
end;
$$;
comment on function private.next_document_number(text, date) is 'The next number of a document series (INV, RCT, RFD) in the year of the given day, e.g. INV-2027-0001; gap-free.';

-- ---------------------------------------------------------------------------------------------
-- Invoices

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete restrict,
  number text not null unique check (number ~ '^INV-[0-9]{4}-[0-9]{4,}$'),
  issued_on date not null,
  total numeric(12, 2) not null check (total > 0),
  customer_name text not null,
  customer_email text not null,
  trip text not null,
  start_date date not null,
  end_date date,
  adults integer not null,
  youths integer not null,
  instalments jsonb not null check (jsonb_typeof(instalments) = 'array' and jsonb_array_length(instalments) between 1 and 20),
  proposal_version_id uuid,
  supersedes uuid references public.invoices (id) on delete restrict,
  cancelled_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.invoices is 'Invoices the database issued for a booking''s payment schedule; frozen once issued, replaced by a new invoice that cancels the old one.';
comment on column public.invoices.number is 'INV-YYYY-NNNN, gap-free per year.';
comment on column public.invoices.instalments is 'The schedule as invoiced: [{"position", "kind", "amount" (decimal text), "due_on"}].';
comment on column public.invoices.supersedes is 'The earlier invoice of the booking this one replaced (and cancelled).';
comment on column public.invoices.cancelled_at is 'When a later invoice replaced this one, or the booking was cancelled.';

alter table public.invoices enable row level security;

create index invoices_booking_id_idx on public.invoices (booking_id, issued_on);
-- One invoice in force per booking.
create unique index invoices_current_idx on public.invoices (booking_id) where cancelled_at is null;
create index invoices_supersedes_idx on public.invoices (supersedes);

revoke all on table public.invoices from anon, authenticated;
grant select on table public.invoices to authenticated;
grant all on table public.invoices to service_role;

create policy "admins read every invoice, travellers the invoices of their own bookings"
  on public.invoices
  for select
  to authenticated
  using (
    (select private.has_role('admin'))
    or exists (
      select 1 from public.bookings as b
      where b.id = booking_id and b.user_id = (select auth.uid())
    )
  );

create function private.guard_invoice_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.cancelled_at is not null or new.cancelled_at is null
     or (to_jsonb(new) - 'cancelled_at') is distinct from (to_jsonb(old) - 'cancelled_at') then
    raise exception 'An issued invoice cannot change; a new invoice replaces it' using errcode = '23514';
  end if;
  return new;
end;
$$;
comment on function private.guard_invoice_update() is 'Trigger: an issued invoice changes only by being cancelled, once.';

create trigger invoices_guard_update
  before update on public.invoices
  for each row execute function private.guard_invoice_update();

-- Issues the invoice of the booking's current schedule, cancelling the one it replaces.
create function private.issue_invoice(target uuid, proposal_version uuid)
returns public.invoices
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  booking public.bookings%rowtype;
  earlier uuid;
  issued public.invoices%rowtype;
  today date := private.office_today();
  schedule jsonb;
  total numeric(12, 2);
  starts date;
begin
  select * into strict booking from public.bookings where id = target;
  -- Amounts as text in the JSON: they reach the browser exact, never as a float.
  select coalesce(jsonb_agg(jsonb_build_object('position', i.position, 'kind', i.kind, 'amount', i.amount::text,
      'due_on', i.due_on) order by i.position), '[]'::jsonb), sum(i.amount)
    into schedule, total
  from public.payment_instalments as i
  where i.booking_id = target and i.superseded_at is null;
  if total is null then
    raise exception 'The booking has no payment schedule to invoice' using errcode = '22023';
  end if;
  update public.invoices set cancelled_at = now()
  where booking_id = target and cancelled_at is null
  returning id into earlier;
  starts := booking.tour_date;
  insert into public.invoices (booking_id, number, issued_on, total, customer_name, customer_email, trip,
    start_date, end_date, adults, youths, instalments, proposal_version_id, supersedes)
  values (target, private.next_document_number('INV', today), today, total, booking.customer_name,
    booking.customer_email, booking.tour_name, starts, booking.end_date, booking.adults, booking.youths,
    schedule, proposal_version, earlier)
  returning * into issued;
  return issued;
end;
$$;
comment on function private.issue_invoice(uuid, uuid) is 'Issues a numbered invoice for the booking''s current schedule and cancels the invoice it replaces.';

-- ---------------------------------------------------------------------------------------------
-- The booking's running figures

alter table public.bookings
  add column paid_amount numeric(12, 2) not null default 0 check (paid_amount >= 0),
  add column balance numeric(12, 2) generated always as (coalesce(quoted_amount, amount) - paid_amount) stored,
  add column next_due_on date,
  add column next_due_amount numeric(12, 2) check (next_due_amount > 0),
  add constraint bookings_next_due_complete check ((next_due_on is null) = (next_due_amount is null));
comment on column public.bookings.paid_amount is 'US dollars received for this booking less refunds (voided rows not counted); kept by trigger.';
comment on column public.bookings.balance is 'What is still to pay: the price less what was paid (negative: more was paid than the price).';
comment on column public.bookings.next_due_on is 'When the first part of the schedule not yet covered by payments is due; null when nothing is scheduled or all is paid.';
comment on column public.bookings.next_due_amount is 'What is still to pay of that part.';

create index bookings_next_due_on_idx on public.bookings (next_due_on) where next_due_on is not null;

-- The running figures are written only by private.refresh_booking_money (as the owner); the
-- proposals' rule (20261128110000) stays as it was.
create or replace function private.guard_booking_update()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  free constant text[] := array['status', 'updated_at', 'user_id', 'quoted_amount', 'quote_note',
    'quoted_at', 'quoted_by', 'price', 'amount', 'accepted_proposal_version_id', 'paid_amount', 'balance',
    'next_due_on', 'next_due_amount'];
begin
  if new.user_id is distinct from old.user_id and new.user_id is not null
     and not (old.user_id is null and private.address_confirmed_by(new.user_id, new.customer_email)) then
    raise exception 'A booking''s customer cannot change' using errcode = '23514';
  end if;
  if (to_jsonb(new) - free) is distinct from (to_jsonb(old) - free) then
    raise exception 'Only a booking''s status can change after it is made' using errcode = '23514';
  end if;
  -- The amount changes only to the total of an accepted proposal version of this booking, as
  -- public.accept_proposal does it; the quote then gives way to the proposal.
  if new.amount is distinct from old.amount
     or new.accepted_proposal_version_id is distinct from old.accepted_proposal_version_id then
    if new.accepted_proposal_version_id is null
       or new.status <> 'confirmed'
       or new.quoted_amount is not null
       or not exists (
         select 1 from public.proposal_versions as v
         where v.id = new.accepted_proposal_version_id and v.booking_id = new.id
           and v.accepted_at is not null and v.total = new.amount
       ) then
      raise exception 'Only a booking''s status can change after it is made' using errcode = '23514';
    end if;
  elsif old.accepted_proposal_version_id is not null
        and new.quoted_amount is distinct from old.quoted_amount then
    raise exception 'This booking''s price is the total of the proposal the traveller accepted'
      using errcode = '22023', hint = 'Send a new proposal version instead.';
  end if;
  return new;
end;
$$;
comment on function private.guard_booking_update() is 'Trigger: after insert only the status (and, through their functions, the quoted price and the payment figures) may change; the amount only to the total of an accepted proposal version (accept_proposal); user_id only to null, or from null to the account that confirmed the request''s address.';

create function private.refresh_booking_money(target uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  paid numeric(12, 2);
  due_on date;
  due_amount numeric(12, 2);
begin
  select coalesce(sum(case when p.kind = 'payment' then p.amount else -p.amount end), 0) into paid
  from public.payments as p
  where p.booking_id = target and p.voided_at is null;
  -- The first part whose running total is not yet covered.
  select s.due_on, s.running - paid into due_on, due_amount
  from (
    select i.due_on, i.position, sum(i.amount) over (order by i.position) as running
    from public.payment_instalments as i
    where i.booking_id = target and i.superseded_at is null
  ) as s
  where s.running > paid
  order by s.position
  limit 1;
  update public.bookings
  set paid_amount = paid, next_due_on = due_on, next_due_amount = due_amount
  where id = target
    and (paid_amount, next_due_on, next_due_amount) is distinct from (paid, due_on, due_amount);
end;
$$;
comment on function private.refresh_booking_money(uuid) is 'Recomputes a booking''s paid amount and its next uncovered part of the schedule.';

create function private.refresh_booking_money_after_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_booking_money(coalesce(new.booking_id, old.booking_id));
  return null;
end;
$$;
comment on function private.refresh_booking_money_after_change() is 'Trigger: a payment or a schedule row changed, so the booking''s figures are recomputed.';

create trigger payments_refresh_booking_money
  after insert or update on public.payments
  for each row execute function private.refresh_booking_money_after_change();
create trigger payment_instalments_refresh_booking_money
  after insert or update on public.payment_instalments
  for each row execute function private.refresh_booking_money_after_change();

-- Issued documents and money received stay on record: such a booking is cancelled, not deleted.
create function private.refuse_deleting_booking_with_money()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  document text;
begin
  select coalesce(
    (select p.document_number from public.payments as p where p.booking_id = old.id order by p.recorded_at limit 1),
    (select i.number from public.invoices as i where i.booking_id = old.id order by i.created_at limit 1)
  ) into document;
  if document is not null then
    raise exception 'Booking % has invoices or payments on record (%): cancel it instead of deleting it',
      old.reference, document using errcode = '23503';
  end if;
  return old;
end;
$$;
comment on function private.refuse_deleting_booking_with_money() is 'Trigger: a booking with an invoice or a payment cannot be deleted.';

create trigger bookings_keep_money_records
  before delete on public.bookings
  for each row execute function private.refuse_deleting_booking_with_money();

-- ---------------------------------------------------------------------------------------------
-- The schedule (decision 185) now also issues its invoice.

create or replace function private.create_payment_schedule(
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

  perform private.issue_invoice(p_booking_id, p_proposal_version_id);
end;
$$;

-- Staff make a schedule for a booking confirmed without a proposal (a catalogue tour at its
-- catalogue price), or change the terms of one: the total is the booking's price.
create function private.make_payment_schedule(
  target uuid,
  deposit_percent numeric,
  deposit_due_days integer,
  balance_days_before integer
)
returns setof public.payment_instalments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  booking public.bookings%rowtype;
begin
  if not coalesce((select private.has_role('admin')), false) then
    raise exception 'Only staff may make a payment schedule' using errcode = '42501';
  end if;
  select * into booking from public.bookings as b where b.id = target for update;
  if not found then
    raise exception 'No such booking' using errcode = 'P0002';
  end if;
  if booking.status <> 'confirmed' then
    raise exception 'Confirm booking % before making its payment schedule', booking.reference
      using errcode = '22023';
  end if;
  if booking.tour_date <= private.office_today() then
    raise exception 'Booking % has already started: record what is paid instead', booking.reference
      using errcode = '22023';
  end if;
  perform private.create_payment_schedule(booking.id, booking.price, booking.tour_date, private.office_today(),
    deposit_percent, deposit_due_days, balance_days_before, null);
  return query
    select * from public.payment_instalments as i
    where i.booking_id = booking.id and i.superseded_at is null
    order by i.position;
end;
$$;
comment on function private.make_payment_schedule(uuid, numeric, integer, integer) is
  'Staff only: the payment schedule (and its invoice) of a confirmed booking at its price, from the terms given; replaces an earlier schedule.';

create function public.admin_make_payment_schedule(
  booking_id uuid,
  deposit_percent numeric,
  deposit_due_days integer,
  balance_days_before integer
)
returns setof public.payment_instalments
language sql
volatile
set search_path = ''
as $$
  select * from private.make_payment_schedule(booking_id, deposit_percent, deposit_due_days, balance_days_before);
$$;
comment on function public.admin_make_payment_schedule(uuid, numeric, integer, integer) is
  'Staff only: the payment schedule (and its invoice) of a confirmed booking at its price, from the terms given; replaces an earlier schedule.';

-- ---------------------------------------------------------------------------------------------
-- The mails of this migration share one frame.

create function private.money_mail(
  booking public.bookings,
  mail_kind text,
  subject text,
  intro text,
  facts text[],
  link_label text
)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  site text;
begin
  select o.site_url into site from private.operator_settings as o where o.id;
  perform private.enqueue_proposal_mail(booking, mail_kind, booking.customer_email, subject, intro, facts,
    site || '/my-bookings', link_label);
  return currval(pg_get_serial_sequence('public.booking_mails', 'id'));
end;
$$;
comment on function private.money_mail(public.bookings, text, text, text, text[], text) is
  'A payment mail to the traveller in the proposals'' mail frame (facts as label, value pairs, escaped in HTML), linking /my-bookings; answers the outbox row.';

create function private.how_to_pay()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    nullif(concat_ws(E'\n',
      case when o.bank_transfer_instructions is not null then 'Bank transfer: ' || o.bank_transfer_instructions end,
      case when o.mobile_money_instructions is not null then 'Mobile money: ' || o.mobile_money_instructions end
    ), ''),
    'Please call or write to us for the payment details: ' || o.phone || ', ' || o.email
  ) || E'\nPlease quote your booking reference with the payment.'
  from private.operator_settings as o
  where o.id;
$$;
comment on function private.how_to_pay() is 'The operator''s payment instructions for a mail, or how to ask for them.';

create function private.instalment_label(kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case kind when 'deposit' then 'Deposit' when 'balance' then 'Balance' else 'Full payment' end;
$$;
comment on function private.instalment_label(text) is 'Deposit, Balance or Full payment.';

-- ---------------------------------------------------------------------------------------------
-- Recording payments and refunds

create function private.record_payment(
  target uuid,
  payment_kind text,
  payment_amount numeric,
  payment_received_on date,
  payment_method text,
  payment_reference text,
  payment_note text,
  key uuid
)
returns public.payments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  booking public.bookings%rowtype;
  recorded public.payments%rowtype;
  caller uuid := auth.uid();
  caller_email text;
  clean_reference text := nullif(btrim(coalesce(payment_reference, '')), '');
  clean_note text := nullif(btrim(coalesce(payment_note, '')), '');
  facts text[];
  intro text;
  subject text;
begin
  if not coalesce((select private.has_role('admin')), false) then
    raise exception 'Only staff may record payments' using errcode = '42501';
  end if;
  -- The same form submitted again: the row it recorded, nothing new.
  if key is not null then
    select * into recorded from public.payments where request_key = key;
    if found then
      if recorded.booking_id <> target then
        raise exception 'This request key belongs to another booking''s payment' using errcode = '22023';
      end if;
      return recorded;
    end if;
  end if;
  if payment_kind is null or payment_kind not in ('payment', 'refund') then
    raise exception 'Say whether money came in (payment) or went back (refund)' using errcode = '22023';
  end if;
  if payment_amount is null or payment_amount <= 0 or payment_amount > 9999999999.99
     or payment_amount <> round(payment_amount, 2) then
    raise exception 'The amount must be a positive amount in US dollars with at most two decimals'
      using errcode = '22023';
  end if;
  if payment_method is null or payment_method not in ('bank_transfer', 'mobile_money', 'card', 'cash') then
    raise exception 'The method must be bank transfer, mobile money, card or cash' using errcode = '22023';
  end if;
  if payment_method = 'mobile_money' and clean_reference is null then
    raise exception 'A mobile money payment needs its transaction reference' using errcode = '22023';
  end if;
  if char_length(clean_reference) > 100 then
    raise exception 'The reference may have at most 100 characters' using errcode = '22023';
  end if;
  if char_length(clean_note) > 1000 then
    raise exception 'The note may have at most 1000 characters' using errcode = '22023';
  end if;
  if payment_received_on is null or payment_received_on > private.office_today() then
    raise exception 'The day the money arrived cannot be in the future' using errcode = '22023';
  end if;

  -- One writer per booking at a time: the second of two staff waits here and sees the first's row.
  select * into booking from public.bookings where id = target for update;
  if not found then
    raise exception 'No such booking' using errcode = 'P0002';
  end if;
  if payment_received_on < (booking.created_at at time zone 'Africa/Dar_es_Salaam')::date then
    raise exception 'The day the money arrived cannot be before booking % was made (%)', booking.reference,
      private.mail_day((booking.created_at at time zone 'Africa/Dar_es_Salaam')::date) using errcode = '22023';
  end if;
  if payment_kind = 'payment' then
    if booking.status <> 'confirmed' then
      raise exception 'Booking % is %: payments are recorded for confirmed bookings', booking.reference,
        booking.status using errcode = '22023';
    end if;
    if payment_amount > booking.balance then
      raise exception '% is more than the % still to pay for booking %', private.mail_amount(payment_amount),
        private.mail_amount(greatest(booking.balance, 0)), booking.reference using errcode = '22023';
    end if;
  elsif payment_amount > booking.paid_amount then
    raise exception 'A refund of % is more than the % paid for booking %', private.mail_amount(payment_amount),
      private.mail_amount(booking.paid_amount), booking.reference using errcode = '22023';
  end if;

  if caller is not null then
    select u.email into caller_email from auth.users as u where u.id = caller;
    if not found then
      caller := null;
    end if;
  end if;
  insert into public.payments (booking_id, kind, amount, received_on, method, reference, note, document_number,
    request_key, recorded_by, recorded_by_email)
  values (target, payment_kind, payment_amount, payment_received_on, payment_method, clean_reference, clean_note,
    private.next_document_number(case when payment_kind = 'payment' then 'RCT' else 'RFD' end, private.office_today()),
    key, caller, caller_email)
  returning * into recorded;

  -- The booking's figures as they are now (the trigger above has refreshed them).
  select * into booking from public.bookings where id = target;

  -- Reminders still waiting for a part that is now covered are not sent.
  update public.booking_mails as m set withdrawn_at = now()
  from public.payment_reminders as r
  where r.mail_id = m.id and r.booking_id = target and m.sent_at is null and m.withdrawn_at is null
    and r.instalment_id not in (
      select s.id from public.payment_instalment_status as s where s.booking_id = target and s.remaining > 0);

  facts := array[
    'Reference', booking.reference,
    'Trip', booking.tour_name,
    case when payment_kind = 'payment' then 'Receipt' else 'Refund note' end, recorded.document_number,
    'Amount', private.mail_amount(payment_amount) || ' (US dollars)',
    'Date', private.mail_day(payment_received_on),
    'Method', replace(initcap(replace(payment_method, '_', ' ')), 'Money', 'money')
      || coalesce(' (' || clean_reference || ')', ''),
    'Total price', private.mail_amount(booking.price),
    'Paid so far', private.mail_amount(booking.paid_amount)
  ];
  if booking.next_due_on is not null then
    facts := facts || array['Next payment', private.mail_amount(booking.next_due_amount) || ' due by '
      || private.mail_day(booking.next_due_on)];
  elsif booking.balance <= 0 and payment_kind = 'payment' then
    facts := facts || array['Still to pay', 'Nothing: your trip is paid in full'];
  end if;
  if payment_kind = 'payment' then
    subject := 'Payment received for ' || booking.reference || ': ' || private.mail_amount(payment_amount);
    intro := 'Dear ' || booking.customer_name || E',\n\nThank you: we received your payment. Your receipt is '
      || recorded.document_number || '; you can download it from your bookings page.';
  else
    subject := 'Refund for ' || booking.reference || ': ' || private.mail_amount(payment_amount);
    intro := 'Dear ' || booking.customer_name || E',\n\nWe have refunded ' || private.mail_amount(payment_amount)
      || ' to you (' || recorded.document_number || ').';
  end if;
  perform private.money_mail(booking, 'payment_receipt', subject, intro, facts, 'Your bookings and receipts');
  return recorded;
end;
$$;
comment on function private.record_payment(uuid, text, numeric, date, text, text, text, uuid) is
  'Staff only: records a payment or refund with its receipt number, refusing amounts that would make the figures impossible; mails the traveller.';

create function public.admin_record_payment(
  booking_id uuid,
  kind text,
  amount numeric,
  received_on date,
  method text,
  reference text default null,
  note text default null,
  request_key uuid default null
)
returns setof public.payments
language sql
volatile
set search_path = ''
as $$
  select * from private.record_payment(booking_id, kind, amount, received_on, method, reference, note, request_key);
$$;
comment on function public.admin_record_payment(uuid, text, numeric, date, text, text, text, uuid) is
  'Staff only: records money received for a booking (kind payment) or refunded (kind refund); answers the payment row with its receipt number.';

create function private.void_payment(target uuid, reason text)
returns public.payments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  payment public.payments%rowtype;
  booking public.bookings%rowtype;
  clean_reason text := nullif(btrim(coalesce(reason, '')), '');
  caller uuid := auth.uid();
begin
  if not coalesce((select private.has_role('admin')), false) then
    raise exception 'Only staff may void payments' using errcode = '42501';
  end if;
  if clean_reason is null or char_length(clean_reason) > 500 then
    raise exception 'Say why the payment is void (at most 500 characters)' using errcode = '22023';
  end if;
  select * into payment from public.payments where id = target;
  if not found then
    raise exception 'No such payment' using errcode = 'P0002';
  end if;
  select * into booking from public.bookings where id = payment.booking_id for update;
  select * into payment from public.payments where id = target;
  if payment.voided_at is not null then
    raise exception 'Payment % is already void', payment.document_number using errcode = '22023';
  end if;
  if payment.kind = 'payment' and booking.paid_amount - payment.amount < 0 then
    raise exception 'Voiding % would leave more refunded than paid for booking %: void the refund first',
      payment.document_number, booking.reference using errcode = '22023';
  end if;
  if caller is not null and not exists (select 1 from auth.users where id = caller) then
    caller := null;
  end if;
  update public.payments set voided_at = now(), voided_by = caller, void_reason = clean_reason
  where id = target
  returning * into payment;
  return payment;
end;
$$;
comment on function private.void_payment(uuid, text) is
  'Staff only: voids a mistaken payment or refund (it keeps its number and counts for nothing), unless that would leave more refunded than paid.';

create function public.admin_void_payment(payment_id uuid, reason text)
returns setof public.payments
language sql
volatile
set search_path = ''
as $$
  select * from private.void_payment(payment_id, reason);
$$;
comment on function public.admin_void_payment(uuid, text) is 'Staff only: voids a mistaken payment or refund, with the reason.';

-- ---------------------------------------------------------------------------------------------
-- What is paid, due and overdue today (the caller's row level security applies).

create view public.payment_instalment_status
with (security_invoker = true)
as
  select
    s.id,
    s.booking_id,
    s.position,
    s.kind,
    s.amount,
    s.due_on,
    s.paid_toward,
    s.amount - s.paid_toward as remaining,
    case
      when s.paid_toward >= s.amount then 'paid'
      when s.due_on < s.today then 'overdue'
      when s.paid_toward > 0 then 'part_paid'
      when s.due_on = s.today then 'due'
      else 'upcoming'
    end as state
  from (
    select
      i.id, i.booking_id, i.position, i.kind, i.amount, i.due_on,
      least(i.amount, greatest(b.paid_amount - (sum(i.amount) over (partition by i.booking_id order by i.position) - i.amount), 0))
        as paid_toward,
      (now() at time zone 'Africa/Dar_es_Salaam')::date as today
    from public.payment_instalments as i
    join public.bookings as b on b.id = i.booking_id
    where i.superseded_at is null
  ) as s;
comment on view public.payment_instalment_status is 'Each part of a booking''s current schedule with what has been paid toward it (payments cover the parts in order) and its state today: paid, overdue, part_paid, due or upcoming.';

create view public.booking_payment_status
with (security_invoker = true)
as
  select
    b.id as booking_id,
    b.price as total,
    b.paid_amount as paid,
    b.balance,
    coalesce((select sum(s.remaining) from public.payment_instalment_status as s
              where s.booking_id = b.id and s.due_on <= (now() at time zone 'Africa/Dar_es_Salaam')::date), 0)
      as due_now,
    coalesce((select sum(s.remaining) from public.payment_instalment_status as s
              where s.booking_id = b.id and s.due_on < (now() at time zone 'Africa/Dar_es_Salaam')::date), 0)
      as overdue,
    b.next_due_on,
    b.next_due_amount
  from public.bookings as b;
comment on view public.booking_payment_status is 'A booking''s money today: total, paid, balance, due now (by today) and overdue (before today), and the next uncovered part.';

create view public.invoice_status
with (security_invoker = true)
as
  select
    v.id,
    v.booking_id,
    v.number,
    v.issued_on,
    v.total,
    v.cancelled_at,
    case
      when v.cancelled_at is not null then 'cancelled'
      when b.paid_amount >= v.total then 'paid'
      when exists (select 1 from public.payment_instalment_status as s
                   where s.booking_id = v.booking_id and s.state = 'overdue') then 'overdue'
      when b.paid_amount > 0 then 'partially_paid'
      else 'sent'
    end as status
  from public.invoices as v
  join public.bookings as b on b.id = v.booking_id;
comment on view public.invoice_status is 'Each invoice''s status today: sent, partially_paid, paid, overdue or cancelled.';

grant select on public.payment_instalment_status, public.booking_payment_status, public.invoice_status
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Reminders

create table public.payment_reminders (
  id bigint generated always as identity primary key,
  instalment_id uuid not null references public.payment_instalments (id) on delete cascade,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  kind text not null check (kind in ('upcoming', 'overdue')),
  for_day date not null,
  mail_id bigint references public.booking_mails (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint payment_reminders_once unique (instalment_id, kind)
);
comment on table public.payment_reminders is 'Each reminder mailed for a part of a schedule: before it is due (upcoming) and once when it is overdue; never twice for one part and kind.';
comment on column public.payment_reminders.for_day is 'The office day the reminder sweep ran for.';

alter table public.payment_reminders enable row level security;

create index payment_reminders_booking_id_idx on public.payment_reminders (booking_id);
create index payment_reminders_mail_id_idx on public.payment_reminders (mail_id);

revoke all on table public.payment_reminders from anon, authenticated;
grant select on table public.payment_reminders to authenticated;
grant all on table public.payment_reminders to service_role;

create policy "admins read the payment reminders"
  on public.payment_reminders
  for select
  to authenticated
  using ((select private.has_role('admin')));

create function private.enqueue_payment_reminders(today date)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  operator private.operator_settings%rowtype;
  part record;
  reminder_kind text;
  reminder_id bigint;
  new_mail bigint;
  booking public.bookings%rowtype;
  facts text[];
  sent integer := 0;
begin
  if today is null then
    raise exception 'The reminders need the office''s day' using errcode = '22023';
  end if;
  select * into operator from private.operator_settings where id;
  for part in
    select s.*, i.created_at
    from public.payment_instalment_status as s
    join public.payment_instalments as i on i.id = s.id
    join public.bookings as b on b.id = s.booking_id
    where b.status = 'confirmed' and s.remaining > 0
      and (s.due_on < today
        or (s.due_on - operator.reminder_days_before <= today and today <= s.due_on
          -- A part made inside its reminder window was announced with the schedule itself.
          and (i.created_at at time zone 'Africa/Dar_es_Salaam')::date < s.due_on - operator.reminder_days_before))
    order by s.due_on, s.booking_id, s.position
  loop
    reminder_kind := case when part.due_on < today then 'overdue' else 'upcoming' end;
    insert into public.payment_reminders (instalment_id, booking_id, kind, for_day)
    values (part.id, part.booking_id, reminder_kind, today)
    on conflict on constraint payment_reminders_once do nothing
    returning id into reminder_id;
    continue when reminder_id is null;

    select * into booking from public.bookings where id = part.booking_id;
    facts := array[
      'Reference', booking.reference,
      'Trip', booking.tour_name,
      'Starts', private.mail_day(booking.tour_date),
      private.instalment_label(part.kind), private.mail_amount(part.remaining) || ' (US dollars)',
      'Due', private.mail_day(part.due_on),
      'Total price', private.mail_amount(booking.price),
      'Paid so far', private.mail_amount(booking.paid_amount),
      'How to pay', private.how_to_pay()
    ];
    new_mail := private.money_mail(
      booking,
      case reminder_kind when 'overdue' then 'payment_overdue' else 'payment_reminder' end,
      case reminder_kind
        when 'overdue' then 'Payment overdue for ' || booking.reference || ': ' || private.mail_amount(part.remaining)
          || ' was due ' || private.mail_day(part.due_on)
        else 'Payment reminder for ' || booking.reference || ': ' || private.mail_amount(part.remaining)
          || ' due ' || private.mail_day(part.due_on)
      end,
      'Dear ' || booking.customer_name || E',\n\n' || case reminder_kind
        when 'overdue' then 'The ' || lower(private.instalment_label(part.kind)) || ' of your trip was due on '
          || private.mail_day(part.due_on) || ' and we have not received it yet. If you have paid in the meantime, thank you, and please ignore this mail.'
        else 'A friendly reminder: the ' || lower(private.instalment_label(part.kind)) || ' of your trip is due on '
          || private.mail_day(part.due_on) || '.'
      end,
      facts,
      'Your bookings, the schedule and your invoice'
    );
    update public.payment_reminders set mail_id = new_mail where id = reminder_id;
    sent := sent + 1;
  end loop;
  return sent;
end;
$$;
comment on function private.enqueue_payment_reminders(date) is
  'The reminder sweep for an office day: mails each unpaid part of a confirmed booking''s schedule once before it is due (reminder_days_before) and once when overdue; answers how many mails it enqueued.';

-- ---------------------------------------------------------------------------------------------
-- The revenue card splits money received from money outstanding.

drop function public.admin_booking_revenue();
create function public.admin_booking_revenue()
returns table (
  confirmed_revenue numeric,
  confirmed_bookings bigint,
  pending_revenue numeric,
  pending_bookings bigint,
  week_start date,
  week_confirmed_revenue numeric,
  week_confirmed_bookings bigint,
  month_start date,
  month_confirmed_revenue numeric,
  month_confirmed_bookings bigint,
  received numeric,
  outstanding numeric,
  overdue numeric,
  overdue_bookings bigint
)
language plpgsql
stable
set search_path = ''
as $$
declare
  office_today date := (now() at time zone 'Africa/Dar_es_Salaam')::date;
  this_week date := date_trunc('week', office_today::timestamp)::date;
  this_month date := date_trunc('month', office_today::timestamp)::date;
  week_from timestamptz := this_week::timestamp at time zone 'Africa/Dar_es_Salaam';
  month_from timestamptz := this_month::timestamp at time zone 'Africa/Dar_es_Salaam';
  overdue_total numeric;
  overdue_count bigint;
begin
  if not coalesce((select private.has_role('admin')), false) then
    raise exception 'Only admins may read the revenue' using errcode = '42501';
  end if;
  select coalesce(sum(s.remaining), 0), count(distinct s.booking_id) into overdue_total, overdue_count
  from public.payment_instalment_status as s
  join public.bookings as b on b.id = s.booking_id
  where b.status = 'confirmed' and s.state = 'overdue';
  return query
    select
      coalesce(sum(b.price) filter (where b.status = 'confirmed'), 0)::numeric,
      count(*) filter (where b.status = 'confirmed'),
      coalesce(sum(b.price) filter (where b.status = 'pending'), 0)::numeric,
      count(*) filter (where b.status = 'pending'),
      this_week,
      coalesce(sum(b.price) filter (where b.status = 'confirmed' and b.created_at >= week_from), 0)::numeric,
      count(*) filter (where b.status = 'confirmed' and b.created_at >= week_from),
      this_month,
      coalesce(sum(b.price) filter (where b.status = 'confirmed' and b.created_at >= month_from), 0)::numeric,
      count(*) filter (where b.status = 'confirmed' and b.created_at >= month_from),
      coalesce(sum(b.paid_amount), 0)::numeric,
      coalesce(sum(greatest(b.balance, 0)) filter (where b.status = 'confirmed'), 0)::numeric,
      overdue_total,
      overdue_count
    from public.bookings as b;
end;
$$;
comment on function public.admin_booking_revenue() is
  'Admins only: confirmed revenue (quoted price where there is one) and count, pending revenue and count, confirmed revenue booked this week and this month (office calendar), money received (payments less refunds), outstanding on confirmed bookings, and overdue.';

-- ---------------------------------------------------------------------------------------------
-- Grants

alter publication supabase_realtime add table public.payments, public.payment_instalments, public.invoices;

revoke execute on function private.office_today() from public, anon;
grant execute on function private.office_today() to authenticated, service_role;
revoke execute on function private.guard_payment_update() from public, anon, authenticated;
revoke execute on function private.guard_invoice_update() from public, anon, authenticated;
revoke execute on function private.next_document_number(text, date) from public, anon, authenticated;
revoke execute on function private.issue_invoice(uuid, uuid) from public, anon, authenticated;
revoke execute on function private.refresh_booking_money(uuid) from public, anon, authenticated;
revoke execute on function private.refresh_booking_money_after_change() from public, anon, authenticated;
revoke execute on function private.refuse_deleting_booking_with_money() from public, anon, authenticated;
revoke execute on function private.money_mail(public.bookings, text, text, text, text[], text) from public, anon, authenticated;
revoke execute on function private.how_to_pay() from public, anon, authenticated;
revoke execute on function private.instalment_label(text) from public, anon;
revoke execute on function private.enqueue_payment_reminders(date) from public, anon, authenticated;
grant execute on function private.enqueue_payment_reminders(date) to service_role;
revoke execute on function private.record_payment(uuid, text, numeric, date, text, text, text, uuid) from public, anon;
grant execute on function private.record_payment(uuid, text, numeric, date, text, text, text, uuid) to authenticated, service_role;
revoke execute on function public.admin_record_payment(uuid, text, numeric, date, text, text, text, uuid) from public, anon;
grant execute on function public.admin_record_payment(uuid, text, numeric, date, text, text, text, uuid) to authenticated, service_role;
revoke execute on function private.void_payment(uuid, text) from public, anon;
grant execute on function private.void_payment(uuid, text) to authenticated, service_role;
revoke execute on function public.admin_void_payment(uuid, text) from public, anon;
grant execute on function public.admin_void_payment(uuid, text) to authenticated, service_role;
revoke execute on function private.make_payment_schedule(uuid, numeric, integer, integer) from public, anon;
grant execute on function private.make_payment_schedule(uuid, numeric, integer, integer) to authenticated, service_role;
revoke execute on function public.admin_make_payment_schedule(uuid, numeric, integer, integer) from public, anon;
grant execute on function public.admin_make_payment_schedule(uuid, numeric, integer, integer) to authenticated, service_role;
revoke execute on function public.admin_booking_revenue() from public, anon;
grant execute on function public.admin_booking_revenue() to authenticated, service_role;

-- The production mail sender runs the reminder sweep beside the outbox (decision 187).
grant usage on schema private to booking_mail_sender;
grant execute on function private.enqueue_payment_reminders(date) to booking_mail_sender;
grant execute on function private.office_today() to booking_mail_sender;
