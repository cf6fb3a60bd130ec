-- Issue 37, the proposals half (decisions 180-184): staff answer a booking request with a
-- day-by-day proposal; Send freezes it as a numbered version the traveller reads, accepts or
-- asks to change from an unguessable link.
--
-- * `public.proposals`: one draft per booking, staff only (RLS). Its limits mirror
--   shared-domain's `proposalSchema` (src/proposals/proposal-schema.ts). A save carries the
--   revision it read; the trigger counts revisions so a stale save changes no row.
-- * `public.proposal_versions`: what Send froze (v1, v2 …) with its link's token. Nobody
--   changes a version afterwards except the one acceptance (accepted_at / accepted_name /
--   accepted_by, once) and an account's deletion nulling who sent or accepted it; nobody deletes
--   one except by deleting its booking. Staff read every version, a signed-in traveller the
--   versions of their own bookings (to reach the page from /my-bookings).
-- * `public.proposal_change_requests`: the traveller's "please change …" messages, read by staff
--   live (Realtime) and mailed to the office.
-- * The link: anyone holding a version's token reads that version, and only it, through
--   `public.proposal_by_token` (a security-definer half in `private`); no API role reads the
--   tables by token. Accepting (`public.accept_proposal`) and asking for changes
--   (`public.request_proposal_changes`) go through the same token.
-- * Accepting confirms the booking at the version's total in one transaction: the booking's
--   amount becomes the total (the bookings guard allows exactly that change, when it names an
--   accepted version of the booking with that total), the status history records it, the
--   payment schedule is made by `private.create_payment_schedule` (37M's contract) and both
--   sides are mailed. A superseded or expired version is refused naming the current one; a
--   second acceptance of the same version answers as the first did and changes nothing.
-- * Mails: proposal_sent, proposal_changes_requested, proposal_accepted and
--   proposal_accepted_notice, rendered here like the booking mails (private.html_text escapes
--   every text staff or travellers wrote).
--
-- Redefines private.guard_booking_update (the free columns and the proposal rule below).

-- ---------------------------------------------------------------------------------------------
-- Limits shared by the draft and its versions (shared-domain PROPOSAL_LIMITS)

create function private.proposal_text_ok(value text, min_length integer, max_length integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is not null and value = btrim(value) and char_length(value) between min_length and max_length;
$$;
comment on function private.proposal_text_ok(text, integer, integer) is 'A trimmed text of min_length to max_length characters (the proposal schema''s text rule).';

-- Included and excluded items: at most 40, each 1 to 300 characters, trimmed.
create function private.proposal_items_ok(items text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select items is not null
    and coalesce(array_ndims(items), 1) = 1
    and cardinality(items) <= 40
    and not exists (
      select 1 from unnest(items) as item where not private.proposal_text_ok(item, 1, 300)
    );
$$;
comment on function private.proposal_items_ok(text[]) is 'Included or excluded items: at most 40, each a trimmed text of 1 to 300 characters.';

-- The itinerary: 1 to 60 days, each {place, text, accommodation, meals} and nothing else.
create function private.proposal_days_ok(days jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  day jsonb;
  meal jsonb;
  meals text[];
begin
  if days is null or jsonb_typeof(days) <> 'array' or jsonb_array_length(days) not between 1 and 60 then
    return false;
  end if;
  for day in select value from jsonb_array_elements(days) loop
    if jsonb_typeof(day) <> 'object'
       or exists (select 1 from jsonb_object_keys(day) as k where k not in ('place', 'text', 'accommodation', 'meals'))
       or jsonb_typeof(day -> 'place') is distinct from 'string'
       or jsonb_typeof(day -> 'text') is distinct from 'string'
       or jsonb_typeof(day -> 'accommodation') is distinct from 'string'
       or jsonb_typeof(day -> 'meals') is distinct from 'array' then
      return false;
    end if;
    if not private.proposal_text_ok(day ->> 'place', 1, 120)
       or not private.proposal_text_ok(day ->> 'text', 1, 4000)
       or not private.proposal_text_ok(day ->> 'accommodation', 0, 200) then
      return false;
    end if;
    meals := array[]::text[];
    for meal in select value from jsonb_array_elements(day -> 'meals') loop
      if jsonb_typeof(meal) <> 'string' or (meal #>> '{}') not in ('Breakfast', 'Lunch', 'Dinner')
         or (meal #>> '{}') = any (meals) then
        return false;
      end if;
      meals := meals || (meal #>> '{}');
    end loop;
  end loop;
  return true;
end;
$$;
comment on function private.proposal_days_ok(jsonb) is 'A proposal''s itinerary: 1 to 60 days of place (1-120), text (1-4000), accommodation (0-200, empty for none) and meals (Breakfast, Lunch, Dinner, each at most once).';

-- ---------------------------------------------------------------------------------------------
-- The draft

create table public.proposals (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null unique references public.bookings (id) on delete cascade,
  title text not null check (private.proposal_text_ok(title, 3, 200)),
  start_date date not null,
  end_date date not null,
  adults integer not null check (adults between 1 and 50),
  youths integer not null check (youths between 0 and 49),
  days jsonb not null check (private.proposal_days_ok(days)),
  included text[] not null default '{}' check (private.proposal_items_ok(included)),
  excluded text[] not null default '{}' check (private.proposal_items_ok(excluded)),
  adult_price numeric(12, 2) not null check (adult_price between 0 and 1000000),
  youth_price numeric(12, 2) not null check (youth_price between 0 and 1000000),
  total numeric(12, 2) generated always as (adults * adult_price + youths * youth_price) stored,
  valid_until date not null,
  deposit_percent integer not null check (deposit_percent between 0 and 100),
  deposit_due_days integer not null check (deposit_due_days between 0 and 365),
  balance_days_before integer not null check (balance_days_before between 0 and 365),
  personal_note text not null default '' check (private.proposal_text_ok(personal_note, 0, 4000)),
  revision integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  updated_by_email text,
  constraint proposals_end_not_before_start check (end_date >= start_date),
  constraint proposals_party_size check (adults + youths <= 50),
  constraint proposals_total_positive check (adults * adult_price + youths * youth_price > 0),
  constraint proposals_valid_before_start check (valid_until <= start_date)
);
comment on table public.proposals is 'Staff''s working draft of the proposal answering a booking (one per booking); private to staff. Send freezes it into public.proposal_versions.';
comment on column public.proposals.days is 'The itinerary: [{place, text, accommodation, meals}], in order.';
comment on column public.proposals.total is 'US dollars: adults × adult price + youths × youth price.';
comment on column public.proposals.valid_until is 'The last day (office calendar) on which the traveller may accept.';
comment on column public.proposals.deposit_percent is 'Payment terms: the deposit, in percent of the total.';
comment on column public.proposals.deposit_due_days is 'Payment terms: the deposit is due so many days after the acceptance.';
comment on column public.proposals.balance_days_before is 'Payment terms: the balance is due so many days before the trip starts.';
comment on column public.proposals.revision is 'Counts saves; a save names the revision it read, so a colleague''s newer save is never overwritten.';

alter table public.proposals enable row level security;

-- Security definer: it looks the caller up in auth.users, which the API roles do not read.
create function private.touch_proposal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.revision := 1;
  else
    new.booking_id := old.booking_id;
    new.created_at := old.created_at;
    new.revision := old.revision + 1;
  end if;
  new.updated_at := now();
  new.updated_by := auth.uid();
  if new.updated_by is not null and not exists (select 1 from auth.users where id = new.updated_by) then
    new.updated_by := null;
  end if;
  new.updated_by_email := nullif(auth.jwt() ->> 'email', '');
  return new;
end;
$$;
comment on function private.touch_proposal() is 'Trigger: created_at once, updated_at, who saved, and the revision counted by the database.';

create trigger proposals_touch
  before insert or update on public.proposals
  for each row execute function private.touch_proposal();

-- ---------------------------------------------------------------------------------------------
-- The versions

-- 32 random bytes (two v4 UUIDs: 244 random bits), base64url without padding: 43 characters.
create function private.new_proposal_token()
returns text
language sql
volatile
set search_path = ''
as $$
  select translate(rtrim(encode(decode(
    replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), 'hex'),
    'base64'), '='), '+/', '-_');
$$;
comment on function private.new_proposal_token() is 'An unguessable proposal link token (43 base64url characters).';

create table public.proposal_versions (
  id uuid primary key default gen_random_uuid(),
  proposal_id uuid not null references public.proposals (id) on delete cascade,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  version integer not null check (version between 1 and 1000),
  token text not null unique default private.new_proposal_token() check (token ~ '^[A-Za-z0-9_-]{43}$'),
  title text not null check (private.proposal_text_ok(title, 3, 200)),
  start_date date not null,
  end_date date not null,
  adults integer not null check (adults between 1 and 50),
  youths integer not null check (youths between 0 and 49),
  days jsonb not null check (private.proposal_days_ok(days)),
  included text[] not null check (private.proposal_items_ok(included)),
  excluded text[] not null check (private.proposal_items_ok(excluded)),
  adult_price numeric(12, 2) not null check (adult_price between 0 and 1000000),
  youth_price numeric(12, 2) not null check (youth_price between 0 and 1000000),
  total numeric(12, 2) generated always as (adults * adult_price + youths * youth_price) stored,
  valid_until date not null,
  deposit_percent integer not null check (deposit_percent between 0 and 100),
  deposit_due_days integer not null check (deposit_due_days between 0 and 365),
  balance_days_before integer not null check (balance_days_before between 0 and 365),
  personal_note text not null check (private.proposal_text_ok(personal_note, 0, 4000)),
  sent_at timestamptz not null default now(),
  sent_by uuid references auth.users (id) on delete set null,
  sent_by_email text,
  accepted_at timestamptz,
  accepted_name text check (accepted_name is null or private.proposal_text_ok(accepted_name, 2, 100)),
  accepted_by uuid references auth.users (id) on delete set null,
  unique (proposal_id, version),
  constraint proposal_versions_end_not_before_start check (end_date >= start_date),
  constraint proposal_versions_party_size check (adults + youths <= 50),
  constraint proposal_versions_total_positive check (adults * adult_price + youths * youth_price > 0),
  constraint proposal_versions_valid_before_start check (valid_until <= start_date),
  constraint proposal_versions_acceptance_complete check ((accepted_at is null) = (accepted_name is null))
);
comment on table public.proposal_versions is 'A proposal as sent to the traveller (v1, v2 …): frozen, never changed but for its one acceptance; read by its link''s token through public.proposal_by_token.';
comment on column public.proposal_versions.token is 'The secret of the traveller''s link /proposal/<token>.';
comment on column public.proposal_versions.sent_by_email is 'The staff member who sent it (kept when the account is deleted).';
comment on column public.proposal_versions.accepted_name is 'The name the traveller typed when accepting.';
comment on column public.proposal_versions.accepted_by is 'The signed-in account that accepted, if any.';

alter table public.proposal_versions enable row level security;

create index proposal_versions_booking_id_idx on public.proposal_versions (booking_id, version);
create index proposal_versions_sent_by_idx on public.proposal_versions (sent_by);
create index proposal_versions_accepted_by_idx on public.proposal_versions (accepted_by);

-- Frozen: only the acceptance (once, from nothing) and an account's deletion nulling sent_by or
-- accepted_by may change a row, for every role including the owner.
create function private.freeze_proposal_version()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  -- total is generated from the compared columns (and not yet computed in a BEFORE trigger).
  free constant text[] := array['accepted_at', 'accepted_name', 'accepted_by', 'sent_by', 'total'];
  accepting boolean;
begin
  if tg_op = 'DELETE' then
    if exists (select 1 from public.bookings where id = old.booking_id) then
      raise exception 'A sent proposal version is kept as it was sent'
        using errcode = '23514', hint = 'Send a new version instead.';
    end if;
    return old;
  end if;
  accepting := old.accepted_at is null and new.accepted_at is not null;
  if (to_jsonb(new) - free) is distinct from (to_jsonb(old) - free)
     or (new.sent_by is distinct from old.sent_by and new.sent_by is not null)
     or (not accepting and (
       new.accepted_at is distinct from old.accepted_at
       or new.accepted_name is distinct from old.accepted_name
       or (new.accepted_by is distinct from old.accepted_by and new.accepted_by is not null)
     )) then
    raise exception 'A sent proposal version never changes' using errcode = '23514', hint = 'Send a new version instead.';
  end if;
  return new;
end;
$$;
comment on function private.freeze_proposal_version() is 'Trigger: a sent version never changes (but for its one acceptance and deleted accounts) and is deleted only with its booking.';

create trigger proposal_versions_frozen
  before update or delete on public.proposal_versions
  for each row execute function private.freeze_proposal_version();

-- ---------------------------------------------------------------------------------------------
-- Change requests

create table public.proposal_change_requests (
  id bigint generated always as identity primary key,
  proposal_version_id uuid not null references public.proposal_versions (id) on delete cascade,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  message text not null check (private.proposal_text_ok(message, 1, 4000)),
  created_at timestamptz not null default now()
);
comment on table public.proposal_change_requests is 'What the traveller asked to change in a proposal version; staff see it live and by mail.';

alter table public.proposal_change_requests enable row level security;

create index proposal_change_requests_booking_id_idx on public.proposal_change_requests (booking_id, created_at);
create index proposal_change_requests_version_idx on public.proposal_change_requests (proposal_version_id, created_at);

-- ---------------------------------------------------------------------------------------------
-- The booking knows the version that confirmed it; the guard lets its amount follow that
-- version's total and nothing else.

alter table public.bookings
  add column accepted_proposal_version_id uuid references public.proposal_versions (id);
comment on column public.bookings.accepted_proposal_version_id is
  'The proposal version the traveller accepted; the amount is then its total (set by public.accept_proposal only).';
create index bookings_accepted_proposal_version_idx on public.bookings (accepted_proposal_version_id);

create or replace function private.guard_booking_update()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  free constant text[] := array['status', 'updated_at', 'user_id', 'quoted_amount', 'quote_note',
    'quoted_at', 'quoted_by', 'price', 'amount', 'accepted_proposal_version_id'];
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
comment on function private.guard_booking_update() is 'Trigger: after insert only the status (and, through admin_quote_booking, the quoted price) may change; the amount only to the total of an accepted proposal version (accept_proposal); user_id only to null, or from null to the account that confirmed the request''s address.';

-- ---------------------------------------------------------------------------------------------
-- Mails

create function private.mail_day(day date)
returns text
language sql
immutable
set search_path = ''
as $$
  select to_char(day, 'FMDD FMMonth YYYY');
$$;
comment on function private.mail_day(date) is '5 December 2026.';

create function private.day_count(n integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select n || case when n = 1 then ' day' else ' days' end;
$$;
comment on function private.day_count(integer) is '1 day, 7 days.';

-- One proposal mail: the booking mails' frame (intro, facts, a link, the signature), escaped.
create function private.enqueue_proposal_mail(
  booking public.bookings,
  mail_kind text,
  recipient text,
  subject text,
  intro text,
  facts text[],
  link text,
  link_label text
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  operator private.operator_settings%rowtype;
  lines text[];
  html_rows text := '';
  signature text;
  i integer;
begin
  select * into operator from private.operator_settings where id;
  signature := operator.brand_name || E'\n' || operator.phone || ' · ' || operator.email || E'\n' || operator.street_address;
  lines := array[intro, ''];
  for i in 1 .. coalesce(array_length(facts, 1), 0) / 2 loop
    lines := lines || (facts[2 * i - 1] || ': ' || facts[2 * i]);
    html_rows := html_rows || '<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">'
      || private.html_text(facts[2 * i - 1]) || '</th><td style="padding:4px 0">'
      || replace(private.html_text(facts[2 * i]), E'\n', '<br>') || '</td></tr>';
  end loop;
  lines := lines || array['', link_label || ': ' || link, '', '-- ', signature];
  insert into public.booking_mails (booking_id, kind, recipient, subject, text_body, html_body)
  values (
    booking.id,
    mail_kind,
    recipient,
    left(subject, 300),
    array_to_string(lines, E'\n') || E'\n',
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">'
      || '<p>' || replace(private.html_text(intro), E'\n', '<br>') || '</p>'
      || '<table cellspacing="0" cellpadding="0">' || html_rows || '</table>'
      || '<p><a href="' || private.html_text(link) || '">' || private.html_text(link_label) || '</a></p>'
      || '<p style="color:#6b7280">' || replace(private.html_text(signature), E'\n', '<br>') || '</p>'
      || '</body></html>'
  );
end;
$$;
comment on function private.enqueue_proposal_mail(public.bookings, text, text, text, text, text[], text, text) is
  'Renders a proposal mail (facts as label, value pairs; every text escaped in the HTML) and adds it to public.booking_mails.';

create function private.proposal_terms_text(v public.proposal_versions)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when v.deposit_percent = 0 then
      'The whole amount is due ' || private.day_count(v.balance_days_before) || ' before the trip starts.'
    when v.deposit_percent = 100 then
      'The whole amount is due ' || private.day_count(v.deposit_due_days) || ' after you accept.'
    else
      'A deposit of ' || v.deposit_percent || '% is due ' || private.day_count(v.deposit_due_days)
        || ' after you accept; the balance ' || private.day_count(v.balance_days_before) || ' before the trip starts.'
  end;
$$;
comment on function private.proposal_terms_text(public.proposal_versions) is 'The payment terms in words, as the proposal page says them (shared-domain paymentTermsText).';

-- ---------------------------------------------------------------------------------------------
-- Staff: the price of a catalogue tour for the proposal's dates and party

create function private.proposal_tour_price(slug text, start_on date, adults integer, youths integer)
returns table (adult_price numeric, youth_price numeric, amount numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce((select private.has_role('admin')), false) then
    raise exception 'Only admins may price a proposal' using errcode = '42501';
  end if;
  return query select p.adult_price, p.youth_price, p.amount
    from private.tour_price_for(slug, start_on, adults, youths, null) as p;
end;
$$;
comment on function private.proposal_tour_price(text, date, integer, integer) is
  'Admins only: what the published catalogue charges per adult, per youth and in all for a tour starting on a day with a party (private.tour_price_for); no row for an unknown tour.';

create function public.admin_proposal_tour_price(tour_slug text, start_on date, adults integer, youths integer)
returns table (adult_price numeric, youth_price numeric, amount numeric)
language sql
stable
set search_path = ''
as $$
  select * from private.proposal_tour_price(tour_slug, start_on, adults, youths);
$$;
comment on function public.admin_proposal_tour_price(text, date, integer, integer) is
  'Admins only: the catalogue''s per-adult and per-youth price and amount of a tour for a start day and party, the proposal editor''s default prices.';

-- ---------------------------------------------------------------------------------------------
-- Staff: Send

create function private.send_proposal(target uuid, read_revision integer)
returns public.proposal_versions
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  draft public.proposals%rowtype;
  booking public.bookings%rowtype;
  sent public.proposal_versions%rowtype;
  operator private.operator_settings%rowtype;
  caller uuid := auth.uid();
  today date := (now() at time zone 'Africa/Dar_es_Salaam')::date;
  next_version integer;
begin
  if not coalesce((select private.has_role('admin')), false) then
    raise exception 'Only admins may send a proposal' using errcode = '42501';
  end if;
  select * into draft from public.proposals where id = target for update;
  if not found then
    raise exception 'There is no such proposal' using errcode = '22023';
  end if;
  if draft.revision is distinct from read_revision then
    raise exception 'The draft was saved again (by %) since you opened it', coalesce(draft.updated_by_email, 'someone')
      using errcode = '22023', hint = 'Reload the proposal, check it and send it then.';
  end if;
  select * into booking from public.bookings where id = draft.booking_id;
  if booking.status = 'cancelled' then
    raise exception 'The booking is cancelled: a proposal cannot be sent for it' using errcode = '22023';
  end if;
  if draft.start_date < today then
    raise exception 'The trip would start on %, which is in the past', draft.start_date using errcode = '22023';
  end if;
  if draft.valid_until < today then
    raise exception 'The proposal would be valid until %, which is in the past', draft.valid_until
      using errcode = '22023', hint = 'Choose a validity date from today on.';
  end if;
  if caller is not null and not exists (select 1 from auth.users where id = caller) then
    caller := null;
  end if;
  select coalesce(max(v.version), 0) + 1 into next_version
  from public.proposal_versions as v where v.proposal_id = draft.id;

  insert into public.proposal_versions (
    proposal_id, booking_id, version, title, start_date, end_date, adults, youths, days, included,
    excluded, adult_price, youth_price, valid_until, deposit_percent, deposit_due_days,
    balance_days_before, personal_note, sent_by, sent_by_email
  ) values (
    draft.id, draft.booking_id, next_version, draft.title, draft.start_date, draft.end_date,
    draft.adults, draft.youths, draft.days, draft.included, draft.excluded, draft.adult_price,
    draft.youth_price, draft.valid_until, draft.deposit_percent, draft.deposit_due_days,
    draft.balance_days_before, draft.personal_note, caller, nullif(auth.jwt() ->> 'email', '')
  )
  returning * into sent;

  -- An earlier version's mail still waiting would send the traveller to an outdated proposal.
  update public.booking_mails set withdrawn_at = now()
  where booking_id = booking.id and kind = 'proposal_sent' and sent_at is null and withdrawn_at is null;

  select * into operator from private.operator_settings where id;
  perform private.enqueue_proposal_mail(
    booking,
    'proposal_sent',
    booking.customer_email,
    case when next_version = 1 then 'Your safari proposal ' else 'Your updated safari proposal ' end
      || booking.reference || ' (version ' || next_version || ')',
    'Dear ' || booking.customer_name || E',\n\n'
      || case when next_version = 1
           then 'Thank you for your request. Here is our proposal for your trip, day by day, with its price.'
           else 'Here is version ' || next_version || ' of our proposal for your trip; it replaces the earlier one.'
         end
      || E'\n\nOpen it to read it, download it as a PDF, accept it or tell us what to change.',
    array[
      'Reference', booking.reference,
      'Proposal', sent.title || ' (version ' || next_version || ')',
      'Dates', private.mail_day(sent.start_date) || ' to ' || private.mail_day(sent.end_date),
      'Travellers', private.mail_travellers(sent.adults, sent.youths),
      'Total', private.mail_amount(sent.total) || ' (US dollars)',
      'Payment terms', private.proposal_terms_text(sent),
      'Valid until', private.mail_day(sent.valid_until)
    ],
    operator.site_url || '/proposal/' || sent.token,
    'Open your proposal'
  );
  return sent;
end;
$$;
comment on function private.send_proposal(uuid, integer) is
  'Admins only: freezes the draft (at the revision the caller read) as the next numbered version and mails the traveller its link.';

create function public.admin_send_proposal(proposal_id uuid, revision integer)
returns setof public.proposal_versions
language sql
volatile
set search_path = ''
as $$
  select * from private.send_proposal(proposal_id, revision);
$$;
comment on function public.admin_send_proposal(uuid, integer) is
  'Admins only: sends the proposal''s draft as its next version (v1, v2 …), mailing the traveller; answers the version.';

-- ---------------------------------------------------------------------------------------------
-- The traveller's link

-- How a version stands: accepted, superseded by a later one, expired, or open for acceptance.
create function private.proposal_state(v public.proposal_versions, current_version integer, today date)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when v.accepted_at is not null then 'accepted'
    when v.version < current_version then 'superseded'
    when v.valid_until < today then 'expired'
    else 'open'
  end;
$$;
comment on function private.proposal_state(public.proposal_versions, integer, date) is 'accepted, superseded, expired or open.';

create function private.proposal_by_token(link_token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v public.proposal_versions%rowtype;
  booking public.bookings%rowtype;
  current_version integer;
  accepted_version integer;
  today date := (now() at time zone 'Africa/Dar_es_Salaam')::date;
begin
  if link_token is null or link_token !~ '^[A-Za-z0-9_-]{43}$' then
    return null;
  end if;
  select * into v from public.proposal_versions where token = link_token;
  if not found then
    return null;
  end if;
  select * into booking from public.bookings where id = v.booking_id;
  select max(x.version), max(x.version) filter (where x.accepted_at is not null)
    into current_version, accepted_version
  from public.proposal_versions as x where x.proposal_id = v.proposal_id;
  return jsonb_build_object(
    'version', v.version,
    'currentVersion', current_version,
    'acceptedVersion', accepted_version,
    'state', private.proposal_state(v, current_version, today),
    'today', today,
    'reference', booking.reference,
    'bookingStatus', booking.status,
    'customerName', booking.customer_name,
    'title', v.title,
    'startDate', v.start_date,
    'endDate', v.end_date,
    'adults', v.adults,
    'youths', v.youths,
    'days', v.days,
    'included', to_jsonb(v.included),
    'excluded', to_jsonb(v.excluded),
    'adultPrice', v.adult_price::text,
    'youthPrice', v.youth_price::text,
    'total', v.total::text,
    'validUntil', v.valid_until,
    'depositPercent', v.deposit_percent,
    'depositDueDays', v.deposit_due_days,
    'balanceDaysBefore', v.balance_days_before,
    'personalNote', v.personal_note,
    'sentAt', v.sent_at,
    'acceptedAt', v.accepted_at,
    'acceptedName', v.accepted_name,
    'changeRequests', coalesce((
      select jsonb_agg(jsonb_build_object('message', c.message, 'createdAt', c.created_at) order by c.id)
      from public.proposal_change_requests as c where c.proposal_version_id = v.id
    ), '[]'::jsonb)
  );
end;
$$;
comment on function private.proposal_by_token(text) is
  'The one proposal version a link''s token names (its content, state and the current version''s number), or null; nothing of any other version or booking.';

create function public.proposal_by_token(token text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select private.proposal_by_token(token);
$$;
comment on function public.proposal_by_token(text) is
  'Anyone holding a proposal link: that version of the proposal (amounts as exact decimal text), its state and which version is current; null for an unknown token.';

-- The refusal when a version cannot be accepted or changed any more, naming the current one.
create function private.proposal_refusal(v public.proposal_versions, current_version integer, today date)
returns text
language sql
immutable
set search_path = ''
as $$
  select case private.proposal_state(v, current_version, today)
    when 'superseded' then
      'Version ' || v.version || ' of this proposal has been replaced: version ' || current_version
        || ' is the current one. Open the link in our latest e-mail, or the proposal in My Bookings.'
    when 'expired' then
      'Version ' || v.version || ' of this proposal was valid until ' || private.mail_day(v.valid_until)
        || ' and has expired. Ask us for changes and we will send you a new version.'
  end;
$$;
comment on function private.proposal_refusal(public.proposal_versions, integer, date) is 'Why a superseded or expired version cannot be accepted, naming the current version.';

create function private.accept_proposal(link_token text, typed_name text, terms_accepted boolean)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v public.proposal_versions%rowtype;
  booking public.bookings%rowtype;
  operator private.operator_settings%rowtype;
  current_version integer;
  today date := (now() at time zone 'Africa/Dar_es_Salaam')::date;
  clean_name text := btrim(coalesce(typed_name, ''));
  caller uuid := auth.uid();
  refusal text;
  schedule text[] := array[]::text[];
  part record;
begin
  select * into v from public.proposal_versions
  where token = link_token and link_token ~ '^[A-Za-z0-9_-]{43}$';
  if not found then
    raise exception 'This proposal link is not valid' using errcode = '22023';
  end if;
  -- One acceptance at a time per proposal: a second click waits, then finds it accepted.
  perform 1 from public.proposals where id = v.proposal_id for update;
  select * into v from public.proposal_versions where id = v.id;
  select max(x.version) into current_version from public.proposal_versions as x where x.proposal_id = v.proposal_id;

  if v.accepted_at is not null then
    return jsonb_build_object('outcome', 'already_accepted', 'version', v.version,
      'total', v.total::text, 'acceptedAt', v.accepted_at, 'acceptedName', v.accepted_name);
  end if;
  refusal := private.proposal_refusal(v, current_version, today);
  if refusal is not null then
    raise exception '%', refusal using errcode = 'P0001';
  end if;
  if char_length(clean_name) not between 2 and 100 then
    raise exception 'Type your full name (2 to 100 characters) to accept' using errcode = '22023';
  end if;
  if terms_accepted is not true then
    raise exception 'Tick the box to accept the proposal''s terms' using errcode = '22023';
  end if;
  select * into booking from public.bookings where id = v.booking_id for update;
  if booking.status = 'cancelled' then
    raise exception 'This booking has been cancelled, so the proposal cannot be accepted. Please contact us.'
      using errcode = 'P0001';
  end if;
  if caller is not null and not exists (select 1 from auth.users where id = caller) then
    caller := null;
  end if;

  update public.proposal_versions
  set accepted_at = now(), accepted_name = clean_name, accepted_by = caller
  where id = v.id
  returning * into v;

  update public.bookings
  set status = 'confirmed', amount = v.total, accepted_proposal_version_id = v.id,
    quoted_amount = null, quote_note = null, quoted_at = null, quoted_by = null
  where id = booking.id
  returning * into booking;
  -- The acceptance mail tells the traveller the booking is confirmed: the status trigger's own
  -- confirmation would say it twice.
  update public.booking_mails set withdrawn_at = now()
  where booking_id = booking.id and kind = 'confirmed' and sent_at is null and withdrawn_at is null;

  perform private.create_payment_schedule(
    booking.id, v.total, v.start_date, today, v.deposit_percent, v.deposit_due_days,
    v.balance_days_before, v.id
  );
  for part in
    select i.kind, i.amount, i.due_on from public.payment_instalments as i
    where i.booking_id = booking.id and i.superseded_at is null order by i.position
  loop
    schedule := schedule || array[
      case part.kind when 'deposit' then 'Deposit' when 'balance' then 'Balance' else 'Full amount' end,
      private.mail_amount(part.amount) || ' due by ' || private.mail_day(part.due_on)
    ];
  end loop;

  select * into operator from private.operator_settings where id;
  perform private.enqueue_proposal_mail(
    booking,
    'proposal_accepted',
    booking.customer_email,
    'Your safari ' || booking.reference || ' is confirmed',
    'Dear ' || booking.customer_name || E',\n\nThank you: you accepted version ' || v.version
      || ' of our proposal, and your booking is confirmed at its total. '
      || 'Your payment schedule and how to pay are on My Bookings.',
    array[
      'Reference', booking.reference,
      'Proposal', v.title || ' (version ' || v.version || ')',
      'Dates', private.mail_day(v.start_date) || ' to ' || private.mail_day(v.end_date),
      'Travellers', private.mail_travellers(v.adults, v.youths),
      'Total', private.mail_amount(v.total) || ' (US dollars)',
      'Accepted by', clean_name
    ] || schedule,
    operator.site_url || '/my-bookings',
    'Your bookings'
  );
  perform private.enqueue_proposal_mail(
    booking,
    'proposal_accepted_notice',
    operator.email,
    'Proposal accepted: ' || booking.reference || ' (version ' || v.version || ', '
      || private.mail_amount(v.total) || ')',
    booking.customer_name || ' accepted version ' || v.version
      || ' of the proposal. The booking is confirmed at its total and its payment schedule is made.',
    array[
      'Reference', booking.reference,
      'Proposal', v.title || ' (version ' || v.version || ')',
      'Total', private.mail_amount(v.total) || ' (US dollars)',
      'Accepted by', clean_name,
      'Customer', booking.customer_name || ' <' || booking.customer_email || '>'
    ] || schedule,
    operator.site_url || '/admin/proposals/' || booking.id,
    'Open the proposal in the admin'
  );
  return jsonb_build_object('outcome', 'accepted', 'version', v.version, 'total', v.total::text,
    'acceptedAt', v.accepted_at, 'acceptedName', v.accepted_name);
end;
$$;
comment on function private.accept_proposal(text, text, boolean) is
  'The traveller accepts the version a link names: refuses a superseded or expired one naming the current version; confirms the booking at the total, makes the payment schedule and mails both sides in one transaction; a repeat changes nothing.';

create function public.accept_proposal(token text, accepted_name text, terms_accepted boolean)
returns jsonb
language sql
volatile
set search_path = ''
as $$
  select private.accept_proposal(token, accepted_name, terms_accepted);
$$;
comment on function public.accept_proposal(text, text, boolean) is
  'Anyone holding a proposal link: accepts that version with the typed name and the terms ticked; answers {outcome: accepted | already_accepted, version, total, acceptedAt, acceptedName}.';

create function private.request_proposal_changes(link_token text, message text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v public.proposal_versions%rowtype;
  booking public.bookings%rowtype;
  operator private.operator_settings%rowtype;
  current_version integer;
  today date := (now() at time zone 'Africa/Dar_es_Salaam')::date;
  clean text := btrim(coalesce(message, ''));
  asked public.proposal_change_requests%rowtype;
begin
  select * into v from public.proposal_versions
  where token = link_token and link_token ~ '^[A-Za-z0-9_-]{43}$';
  if not found then
    raise exception 'This proposal link is not valid' using errcode = '22023';
  end if;
  if char_length(clean) not between 1 and 4000 then
    raise exception 'Write what you would like to change (at most 4000 characters)' using errcode = '22023';
  end if;
  select max(x.version) into current_version from public.proposal_versions as x where x.proposal_id = v.proposal_id;
  if v.version < current_version then
    raise exception '%', private.proposal_refusal(v, current_version, today) using errcode = 'P0001';
  end if;
  if v.accepted_at is not null then
    raise exception 'You accepted this proposal already. Please write to us or call us for any change.'
      using errcode = 'P0001';
  end if;
  -- The link is a secret, but whoever holds it should not flood the office.
  if (select count(*) from public.proposal_change_requests as c
      where c.proposal_version_id = v.id and c.created_at > now() - interval '1 day') >= 10 then
    raise exception 'You have sent us 10 messages about this proposal today. Please call us, or write again tomorrow.'
      using errcode = 'P0001';
  end if;
  select * into booking from public.bookings where id = v.booking_id;
  insert into public.proposal_change_requests (proposal_version_id, booking_id, message)
  values (v.id, v.booking_id, clean)
  returning * into asked;

  select * into operator from private.operator_settings where id;
  perform private.enqueue_proposal_mail(
    booking,
    'proposal_changes_requested',
    operator.email,
    'Changes asked: ' || booking.reference || ' (proposal version ' || v.version || ')',
    booking.customer_name || ' asked for changes to version ' || v.version || ' of the proposal.',
    array[
      'Reference', booking.reference,
      'Proposal', v.title || ' (version ' || v.version || ')',
      'Customer', booking.customer_name || ' <' || booking.customer_email || '>',
      'Message', clean
    ],
    operator.site_url || '/admin/proposals/' || booking.id,
    'Open the proposal in the admin'
  );
  return jsonb_build_object('message', asked.message, 'createdAt', asked.created_at);
end;
$$;
comment on function private.request_proposal_changes(text, text) is
  'The traveller asks for changes to the current version a link names: stored for staff (live) and mailed to the office; at most 10 a day per version.';

create function public.request_proposal_changes(token text, message text)
returns jsonb
language sql
volatile
set search_path = ''
as $$
  select private.request_proposal_changes(token, message);
$$;
comment on function public.request_proposal_changes(text, text) is
  'Anyone holding a proposal link: asks for changes to that (current, not accepted) version; answers {message, createdAt}.';

-- ---------------------------------------------------------------------------------------------
-- Grants and policies

revoke all on table public.proposals, public.proposal_versions, public.proposal_change_requests
  from anon, authenticated;

grant select on table public.proposals to authenticated;
grant insert (
  booking_id, title, start_date, end_date, adults, youths, days, included, excluded, adult_price,
  youth_price, valid_until, deposit_percent, deposit_due_days, balance_days_before, personal_note
) on table public.proposals to authenticated;
grant update (
  title, start_date, end_date, adults, youths, days, included, excluded, adult_price, youth_price,
  valid_until, deposit_percent, deposit_due_days, balance_days_before, personal_note
) on table public.proposals to authenticated;
grant select on table public.proposal_versions to authenticated;
grant select on table public.proposal_change_requests to authenticated;
-- The service role reads; nobody writes versions or change requests but the functions above.
grant select, insert, update on table public.proposals to service_role;
grant select on table public.proposal_versions, public.proposal_change_requests to service_role;

create policy "admins read proposal drafts"
  on public.proposals for select to authenticated
  using ((select private.has_role('admin')));
create policy "admins write proposal drafts"
  on public.proposals for insert to authenticated
  with check ((select private.has_role('admin')));
create policy "admins change proposal drafts"
  on public.proposals for update to authenticated
  using ((select private.has_role('admin')))
  with check ((select private.has_role('admin')));

create policy "admins read every sent proposal, travellers those of their own bookings"
  on public.proposal_versions for select to authenticated
  using (
    (select private.has_role('admin'))
    or exists (
      select 1 from public.bookings as b
      where b.id = booking_id and b.user_id = (select auth.uid())
    )
  );

create policy "admins read what travellers asked to change"
  on public.proposal_change_requests for select to authenticated
  using ((select private.has_role('admin')));

-- Staff see a traveller's message and an acceptance as they happen.
alter publication supabase_realtime add table public.proposal_change_requests, public.proposal_versions;

revoke execute on function private.proposal_text_ok(text, integer, integer) from public;
revoke execute on function private.proposal_items_ok(text[]) from public;
revoke execute on function private.proposal_days_ok(jsonb) from public;
-- The check constraints run as the writer.
grant execute on function private.proposal_text_ok(text, integer, integer) to authenticated, service_role;
grant execute on function private.proposal_items_ok(text[]) to authenticated, service_role;
grant execute on function private.proposal_days_ok(jsonb) to authenticated, service_role;
revoke execute on function private.touch_proposal() from public, anon, authenticated;
revoke execute on function private.new_proposal_token() from public, anon, authenticated;
revoke execute on function private.freeze_proposal_version() from public, anon, authenticated;
revoke execute on function private.mail_day(date) from public, anon, authenticated;
revoke execute on function private.day_count(integer) from public, anon, authenticated;
revoke execute on function private.enqueue_proposal_mail(public.bookings, text, text, text, text, text[], text, text)
  from public, anon, authenticated;
revoke execute on function private.proposal_terms_text(public.proposal_versions) from public, anon, authenticated;
revoke execute on function private.proposal_state(public.proposal_versions, integer, date) from public, anon, authenticated;
revoke execute on function private.proposal_refusal(public.proposal_versions, integer, date) from public, anon, authenticated;

revoke execute on function private.proposal_tour_price(text, date, integer, integer) from public, anon;
grant execute on function private.proposal_tour_price(text, date, integer, integer) to authenticated, service_role;
revoke execute on function public.admin_proposal_tour_price(text, date, integer, integer) from public, anon;
grant execute on function public.admin_proposal_tour_price(text, date, integer, integer) to authenticated, service_role;

revoke execute on function private.send_proposal(uuid, integer) from public, anon;
grant execute on function private.send_proposal(uuid, integer) to authenticated, service_role;
revoke execute on function public.admin_send_proposal(uuid, integer) from public, anon;
grant execute on function public.admin_send_proposal(uuid, integer) to authenticated, service_role;

revoke execute on function private.proposal_by_token(text) from public;
grant execute on function private.proposal_by_token(text) to anon, authenticated, service_role;
revoke execute on function public.proposal_by_token(text) from public;
grant execute on function public.proposal_by_token(text) to anon, authenticated, service_role;

revoke execute on function private.accept_proposal(text, text, boolean) from public;
grant execute on function private.accept_proposal(text, text, boolean) to anon, authenticated, service_role;
revoke execute on function public.accept_proposal(text, text, boolean) from public;
grant execute on function public.accept_proposal(text, text, boolean) to anon, authenticated, service_role;

revoke execute on function private.request_proposal_changes(text, text) from public;
grant execute on function private.request_proposal_changes(text, text) to anon, authenticated, service_role;
revoke execute on function public.request_proposal_changes(text, text) from public;
grant execute on function public.request_proposal_changes(text, text) to anon, authenticated, service_role;
