-- Issue 24, staff's half: seams 3, 4 and 7.
--
-- 3. A status change no longer mails the traveller at once. The traveller's mail about it waits in
--    the outbox for a short hold (`hold_until`, private.operator_settings.status_mail_hold_seconds,
--    30 s unless the server is told otherwise); the senders leave it alone until then. A later
--    status change withdraws every status mail of that booking still unsent (`withdrawn_at`), and
--    mails the traveller only if the new status is not the one they were last told. So staff who
--    cancel by mistake and set the booking back within the hold send nothing; the status history
--    (booking_status_changes) records both changes as before. Decision 135.
-- 4. A custom safari request's amount is an estimate (first tour type's rate × travellers). Staff
--    set the price they quote, with a note (`public.admin_quote_booking`, admins only, custom
--    requests only): `quoted_amount`, `quote_note`, `quoted_at`, `quoted_by`. `price` is the amount
--    that counts (the quote, else the amount): the revenue figures sum it and the admin sorts by it.
--    The traveller is mailed the quote (held like a status mail), and the mails say "Estimated
--    total" for an unquoted custom request and "Price" otherwise. Decision 136.
-- 7. The admin's count takes the date filters the list now has: trips (tour_date) in a range, or
--    bookings made (created_at) since a day of the office calendar (the revenue card's "booked this
--    week/month"). Decision 137.
--
-- Redefines: private.enqueue_booking_mail, private.enqueue_booking_mails,
-- private.guard_booking_update, public.admin_booking_revenue; replaces private.count_bookings and
-- public.admin_count_bookings (new arguments).

-- ---------------------------------------------------------------------------------------------
-- 3. Held and withdrawn mails

alter table private.operator_settings
  add column status_mail_hold_seconds integer not null default 30
    check (status_mail_hold_seconds between 0 and 3600);
comment on column private.operator_settings.status_mail_hold_seconds is
  'How long a mail caused by staff (a status change, a quoted price) waits in the outbox, so the change can be undone before it leaves.';

alter table public.booking_mails
  add column hold_until timestamptz,
  add column withdrawn_at timestamptz,
  add constraint booking_mails_sent_or_withdrawn check (sent_at is null or withdrawn_at is null);
comment on column public.booking_mails.hold_until is 'A mail caused by staff waits until then, so the change can be undone; null: no hold.';
comment on column public.booking_mails.withdrawn_at is 'When a later change made this unsent mail pointless; a withdrawn mail is never sent.';

alter table public.booking_mails drop constraint booking_mails_kind_check;
alter table public.booking_mails add constraint booking_mails_kind_check
  check (kind in ('receipt', 'operator_notice', 'confirmed', 'cancelled', 'quoted'));

drop index public.booking_mails_unsent_idx;
create index booking_mails_unsent_idx on public.booking_mails (next_attempt_at)
  where sent_at is null and withdrawn_at is null;

-- The production sender reads the hold and the withdrawal to leave those mails alone, and may not
-- mark a withdrawn mail sent.
grant select (hold_until, withdrawn_at) on table public.booking_mails to booking_mail_sender;
drop policy "the mail sender records a waiting mail as sent or failed" on public.booking_mails;
create policy "the mail sender records a waiting mail as sent or failed"
  on public.booking_mails
  for update
  to booking_mail_sender
  using (sent_at is null and withdrawn_at is null)
  with check (sent_at is null or last_error is null);

-- ---------------------------------------------------------------------------------------------
-- 4. Quoted prices

alter table public.bookings
  add column quoted_amount numeric(12, 2) check (quoted_amount > 0),
  add column quote_note text check (char_length(quote_note) between 1 and 2000),
  add column quoted_at timestamptz,
  add column quoted_by uuid references auth.users (id) on delete set null,
  add column price numeric(12, 2) generated always as (coalesce(quoted_amount, amount)) stored,
  add constraint bookings_quote_only_for_custom_requests check (quoted_amount is null or tour_slug is null),
  add constraint bookings_quote_complete check ((quoted_amount is null) = (quoted_at is null)),
  add constraint bookings_note_needs_quote check (quote_note is null or quoted_amount is not null);
comment on column public.bookings.amount is
  'US dollars, computed on insert: the price of a catalogue tour, or the estimate of a custom request (see quoted_amount).';
comment on column public.bookings.quoted_amount is 'The price staff quoted for a custom request (US dollars); null while the amount is an estimate.';
comment on column public.bookings.quote_note is 'What staff wrote with the quoted price (shown to the traveller).';
comment on column public.bookings.quoted_at is 'When the price was quoted.';
comment on column public.bookings.quoted_by is 'The admin who quoted it; null once that account is deleted.';
comment on column public.bookings.price is 'The amount that counts: the quoted price, else the amount. Revenue sums it.';

create index bookings_price_idx on public.bookings (price);

-- After insert only the status changes through the API; the quote columns change only through
-- private.quote_booking (no role has an update grant on them but the service role).
create or replace function private.guard_booking_update()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  free constant text[] := array['status', 'updated_at', 'user_id', 'quoted_amount', 'quote_note',
    'quoted_at', 'quoted_by', 'price'];
begin
  if new.user_id is distinct from old.user_id and new.user_id is not null then
    raise exception 'A booking''s customer cannot change' using errcode = '23514';
  end if;
  if (to_jsonb(new) - free) is distinct from (to_jsonb(old) - free) then
    raise exception 'Only a booking''s status can change after it is made' using errcode = '23514';
  end if;
  return new;
end;
$$;

create function private.quote_booking(target uuid, quoted numeric, note text)
returns public.bookings
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  booking public.bookings%rowtype;
  clean_note text := nullif(btrim(coalesce(note, '')), '');
  caller uuid := auth.uid();
begin
  if not coalesce((select private.has_role('admin')), false) then
    raise exception 'Only admins may quote a price' using errcode = '42501';
  end if;
  if quoted is null or quoted <= 0 or quoted > 9999999999.99 or quoted <> round(quoted, 2) then
    raise exception 'The quoted price must be a positive amount in US dollars with at most two decimals'
      using errcode = '22023';
  end if;
  if char_length(clean_note) > 2000 then
    raise exception 'The note may have at most 2000 characters' using errcode = '22023';
  end if;
  select * into booking from public.bookings where id = target for update;
  if not found then
    raise exception 'No such booking' using errcode = 'P0002';
  end if;
  if booking.tour_slug is not null then
    raise exception 'Only a custom safari request takes a quoted price; a tour''s price comes from the catalogue'
      using errcode = '22023';
  end if;
  if booking.status = 'cancelled' then
    raise exception 'A cancelled request cannot be quoted' using errcode = '22023';
  end if;
  if caller is not null and not exists (select 1 from auth.users where id = caller) then
    caller := null;
  end if;
  update public.bookings
  set quoted_amount = quoted, quote_note = clean_note, quoted_at = now(), quoted_by = caller
  where id = target
  returning * into booking;
  -- The traveller hears of the price; a quote changed again within the hold replaces the mail.
  update public.booking_mails set withdrawn_at = now()
  where booking_id = target and kind = 'quoted' and sent_at is null and withdrawn_at is null;
  perform private.enqueue_booking_mail(booking, 'quoted');
  return booking;
end;
$$;
comment on function private.quote_booking(uuid, numeric, text) is
  'Admins only: sets the quoted price (and note) of a custom safari request and mails it to the traveller after the hold.';

create function public.admin_quote_booking(booking_id uuid, quoted_amount numeric, note text default null)
returns setof public.bookings
language sql
volatile
set search_path = ''
as $$
  select * from private.quote_booking(booking_id, quoted_amount, note);
$$;
comment on function public.admin_quote_booking(uuid, numeric, text) is
  'Admins only: the price quoted for a custom safari request, with an optional note for the traveller; answers the booking.';

revoke execute on function private.quote_booking(uuid, numeric, text) from public, anon;
grant execute on function private.quote_booking(uuid, numeric, text) to authenticated, service_role;
revoke execute on function public.admin_quote_booking(uuid, numeric, text) from public, anon;
grant execute on function public.admin_quote_booking(uuid, numeric, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The mails: "Estimated total" or "Price", the quote mail, and the hold.

create or replace function private.enqueue_booking_mail(booking public.bookings, mail_kind text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  operator private.operator_settings%rowtype;
  dates text;
  lines text[];
  intro text;
  closing text;
  link text;
  link_label text;
  recipient text := booking.customer_email;
  subject text;
  html_rows text;
  facts text[][];
  fact text[];
  signature text;
  money_fact text[];
  held timestamptz;
begin
  select * into operator from private.operator_settings where id;
  dates := case
    when booking.end_date is null or booking.end_date = booking.tour_date then to_char(booking.tour_date, 'FMDay DD Month YYYY')
    else to_char(booking.tour_date, 'FMDD Month YYYY') || ' to ' || to_char(booking.end_date, 'FMDD Month YYYY')
  end;
  dates := regexp_replace(dates, '\s+', ' ', 'g');
  -- A custom request's amount is an estimate until staff quote its price.
  money_fact := case
    when booking.tour_slug is null and booking.quoted_amount is null then
      array['Estimated total', private.mail_amount(booking.amount) || ' (US dollars; an estimate until we quote your price)']
    else
      array['Price', private.mail_amount(coalesce(booking.quoted_amount, booking.amount)) || ' (US dollars)']
  end;
  facts := array[
    array['Reference', booking.reference],
    array['Trip', booking.tour_name],
    array['Dates', dates],
    array['Travellers', private.mail_travellers(booking.adults, booking.youths)],
    money_fact,
    array['Status', initcap(booking.status::text)]
  ];
  if booking.quote_note is not null then
    facts := facts || array[array['About the price', booking.quote_note]];
  end if;
  link := operator.site_url || '/my-bookings';
  link_label := 'Your booking requests';

  case mail_kind
    when 'receipt' then
      subject := 'We received your booking request ' || booking.reference;
      intro := 'Dear ' || booking.customer_name || E',\n\nThank you for your booking request. We will check availability and confirm it with you soon; nothing is charged until then.';
      closing := 'Follow your requests (sign in with this e-mail address): ' || link;
    when 'operator_notice' then
      recipient := operator.email;
      subject := 'New booking request ' || booking.reference || ': ' || left(booking.tour_name, 120);
      intro := 'A new booking request came in through the website.';
      facts := facts || array[
        array['Customer', booking.customer_name],
        array['E-mail', booking.customer_email],
        array['Phone', booking.customer_phone],
        array['Special requirements', coalesce(nullif(btrim(booking.special_requirements), ''), 'None')]
      ];
      link := operator.site_url || '/admin/bookings?search=' || booking.reference;
      link_label := 'Open it in the admin';
      closing := 'Open it in the admin: ' || link;
    when 'confirmed' then
      subject := 'Your booking ' || booking.reference || ' is confirmed';
      intro := 'Dear ' || booking.customer_name || E',\n\nGood news: your booking is confirmed. We will be in touch about the details of your trip.';
      closing := 'Your booking requests: ' || link;
    when 'cancelled' then
      subject := 'Your booking ' || booking.reference || ' is cancelled';
      intro := 'Dear ' || booking.customer_name || E',\n\nYour booking has been cancelled. If you did not expect this, or would like other dates, please reply or call us.';
      closing := 'Your booking requests: ' || link;
    when 'quoted' then
      subject := 'Your price for ' || booking.reference;
      intro := 'Dear ' || booking.customer_name || E',\n\nWe have worked out the price of your custom safari: '
        || private.mail_amount(booking.quoted_amount) || ' (US dollars). Reply or call us with any question.';
      closing := 'Your booking requests: ' || link;
    else
      raise exception 'Unknown booking mail kind "%"', mail_kind using errcode = '22023';
  end case;

  -- A mail staff caused waits, so their change can be undone before it leaves.
  if mail_kind in ('confirmed', 'cancelled', 'quoted') and operator.status_mail_hold_seconds > 0 then
    held := now() + make_interval(secs => operator.status_mail_hold_seconds);
  end if;

  signature := operator.brand_name || E'\n' || operator.phone || ' · ' || operator.email || E'\n' || operator.street_address;
  lines := array[intro, ''];
  html_rows := '';
  foreach fact slice 1 in array facts loop
    lines := lines || (fact[1] || ': ' || fact[2]);
    html_rows := html_rows || '<tr><th align="left" style="padding:4px 12px 4px 0">' || private.html_text(fact[1])
      || '</th><td style="padding:4px 0">' || replace(private.html_text(fact[2]), E'\n', '<br>') || '</td></tr>';
  end loop;
  lines := lines || array['', closing, '', '-- ', signature];

  insert into public.booking_mails (booking_id, kind, recipient, subject, text_body, html_body, hold_until, next_attempt_at)
  values (
    booking.id,
    mail_kind,
    recipient,
    subject,
    array_to_string(lines, E'\n') || E'\n',
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">'
      || '<p>' || replace(private.html_text(intro), E'\n', '<br>') || '</p>'
      || '<table cellspacing="0" cellpadding="0">' || html_rows || '</table>'
      || '<p><a href="' || private.html_text(link) || '">' || private.html_text(link_label) || '</a></p>'
      || '<p style="color:#6b7280">' || replace(private.html_text(signature), E'\n', '<br>') || '</p>'
      || '</body></html>',
    held,
    coalesce(held, now())
  );
end;
$$;
comment on function private.enqueue_booking_mail(public.bookings, text) is
  'Renders a booking mail (receipt, operator_notice, confirmed, cancelled, quoted) and adds it to public.booking_mails; the ones staff cause are held for status_mail_hold_seconds.';

create or replace function private.enqueue_booking_mails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  last_told text;
begin
  -- Only what came through the API: SQL run as the owner (imports, benchmarks) mails nobody.
  if nullif(current_setting('request.jwt.claims', true), '') is null then
    return null;
  end if;
  if tg_op = 'INSERT' then
    perform private.enqueue_booking_mail(new, 'receipt');
    perform private.enqueue_booking_mail(new, 'operator_notice');
    return null;
  end if;
  if new.status is not distinct from old.status then
    return null;
  end if;
  -- A status mail not sent yet no longer says how things stand: it is withdrawn. (One the sender
  -- holds right now is waited for, and then counts as sent.)
  update public.booking_mails set withdrawn_at = now()
  where booking_id = new.id and kind in ('confirmed', 'cancelled') and sent_at is null and withdrawn_at is null;
  if new.status in ('confirmed', 'cancelled') then
    -- What the traveller was last told (or is about to be): nothing new, no mail.
    select m.kind into last_told
    from public.booking_mails as m
    where m.booking_id = new.id and m.kind in ('confirmed', 'cancelled') and m.withdrawn_at is null
    order by m.id desc
    limit 1;
    if last_told is distinct from new.status::text then
      perform private.enqueue_booking_mail(new, new.status::text);
    end if;
  end if;
  return null;
end;
$$;
comment on function private.enqueue_booking_mails() is
  'Trigger: a new booking enqueues the receipt and the operator notice; a status change withdraws unsent status mails and, for confirmed or cancelled, holds a message to the traveller unless that is what they were last told.';

-- ---------------------------------------------------------------------------------------------
-- Revenue counts the price (the quote where there is one).

create or replace function public.admin_booking_revenue()
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
  month_confirmed_bookings bigint
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
begin
  if not coalesce((select private.has_role('admin')), false) then
    raise exception 'Only admins may read the revenue' using errcode = '42501';
  end if;
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
      count(*) filter (where b.status = 'confirmed' and b.created_at >= month_from)
    from public.bookings as b;
end;
$$;
comment on function public.admin_booking_revenue() is
  'Admins only: confirmed revenue (quoted price where there is one) and count, pending revenue and count, and confirmed revenue of bookings made (created) this week and this month, by the office calendar in Arusha.';

-- ---------------------------------------------------------------------------------------------
-- 7. The count takes the list's date filters: trips in a range, or booked since a day.

drop function public.admin_count_bookings(text, public.booking_status, date, date);
drop function private.count_bookings(text, public.booking_status, date, date);

create function private.count_bookings(
  search_pattern text,
  status_filter public.booking_status,
  tour_date_from date,
  tour_date_to date,
  booked_from timestamptz
)
returns bigint
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  conditions text[] := array['true'];
  total bigint;
begin
  if not coalesce((select private.has_role('admin')), false) then
    raise exception 'Only admins may count bookings' using errcode = '42501';
  end if;
  if search_pattern is not null then
    conditions := array_append(conditions,
      'b.customer_name ilike $1 or b.customer_email ilike $1 or b.tour_name ilike $1 or b.reference ilike $1');
  end if;
  if status_filter is not null then
    conditions := array_append(conditions, 'b.status = $2');
  end if;
  if tour_date_from is not null then
    conditions := array_append(conditions, 'b.tour_date >= $3');
  end if;
  if tour_date_to is not null then
    conditions := array_append(conditions, 'b.tour_date <= $4');
  end if;
  if booked_from is not null then
    conditions := array_append(conditions, 'b.created_at >= $5');
  end if;
  execute format(
    'select count(*) from public.bookings as b where (%s)',
    array_to_string(conditions, ') and (')
  )
  into total
  using search_pattern, status_filter, tour_date_from, tour_date_to, booked_from;
  return total;
end;
$$;
comment on function private.count_bookings(text, public.booking_status, date, date, timestamptz) is
  'Admins only: how many bookings match the dashboard''s filters, counted as the owner so the search index applies.';

create function public.admin_count_bookings(
  search_pattern text default null,
  status_filter public.booking_status default null,
  tour_date_from date default null,
  tour_date_to date default null,
  booked_from timestamptz default null
)
returns bigint
language sql
stable
set search_path = ''
as $$
  select private.count_bookings(search_pattern, status_filter, tour_date_from, tour_date_to, booked_from);
$$;
comment on function public.admin_count_bookings(text, public.booking_status, date, date, timestamptz) is
  'Admins only: the exact count of the bookings list for a search (an escaped ilike pattern on name, e-mail, tour name and reference), a status, trips between two tour dates (either end open) and bookings made since an instant.';

revoke execute on function private.count_bookings(text, public.booking_status, date, date, timestamptz) from public, anon;
grant execute on function private.count_bookings(text, public.booking_status, date, date, timestamptz) to authenticated, service_role;
revoke execute on function public.admin_count_bookings(text, public.booking_status, date, date, timestamptz) from public, anon;
grant execute on function public.admin_count_bookings(text, public.booking_status, date, date, timestamptz) to authenticated, service_role;
