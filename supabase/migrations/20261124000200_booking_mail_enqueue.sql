-- The mails a booking causes, enqueued in public.booking_mails by trigger (decision 101):
-- * a new booking: a receipt to the traveller (reference, trip, dates, travellers, the amount
--   the database priced, a link to /my-bookings) and a notice to the operator (the customer's
--   details and a link to the booking in /admin);
-- * staff confirm or cancel: a message to the traveller.
-- Subject, plain text and HTML are rendered here, once, so whichever sender drains the table
-- (supabase/local's worker, the send-booking-mails edge function) only hands them over. Every
-- mail names the operator and how to reach them; no images, no tracking.
--
-- Only changes that come through the API (a request with JWT claims) send mail: a data import
-- or the admin benchmark's 100,000 rows, written as the owner in SQL, mail nobody.

-- Where the operator's details come from: one row, which supabase/local writes at start from
-- /config.json's settings and its own URL, and which production sets once with SQL (decision 101).
create table private.operator_settings (
  id boolean primary key default true check (id),
  brand_name text not null check (char_length(brand_name) between 1 and 200),
  email text not null check (char_length(email) <= 254 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  phone text not null check (char_length(phone) between 1 and 50),
  street_address text not null check (char_length(street_address) between 1 and 300),
  site_url text not null check (site_url ~ '^https?://[^/\s]+$')
);
comment on table private.operator_settings is 'The operator''s name, contact details and the site''s public origin, for the booking mails (one row).';

alter table private.operator_settings enable row level security;
revoke all on table private.operator_settings from public, anon, authenticated;
grant select, update on table private.operator_settings to service_role;

-- shared-domain's defaultSiteSettings until the operator's own are written.
insert into private.operator_settings (brand_name, email, phone, street_address, site_url)
values ('Tanzania Safari Adventures', 'info@tanzania-safari.example', '+255 754 000 000',
  'Sokoine Road, Arusha, Tanzania', 'http://127.0.0.1:3000');

create function private.html_text(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select replace(replace(replace(replace(replace(coalesce(value, ''),
    '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;');
$$;
comment on function private.html_text(text) is 'Escapes text for HTML element content and attribute values.';

create function private.mail_amount(amount numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select '$' || to_char(amount, 'FM999,999,999,990.00');
$$;
comment on function private.mail_amount(numeric) is 'US dollars as the admin shows them: $5,940.00.';

create function private.mail_travellers(adults integer, youths integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select adults || case when adults = 1 then ' adult' else ' adults' end
    || case when youths > 0 then ', ' || youths || case when youths = 1 then ' youth' else ' youths' end else '' end;
$$;
comment on function private.mail_travellers(integer, integer) is '2 adults, 1 youth.';

-- Renders one mail and adds it to the outbox.
create function private.enqueue_booking_mail(booking public.bookings, mail_kind text)
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
begin
  select * into operator from private.operator_settings where id;
  dates := case
    when booking.end_date is null or booking.end_date = booking.tour_date then to_char(booking.tour_date, 'FMDay DD Month YYYY')
    else to_char(booking.tour_date, 'FMDD Month YYYY') || ' to ' || to_char(booking.end_date, 'FMDD Month YYYY')
  end;
  dates := regexp_replace(dates, '\s+', ' ', 'g');
  facts := array[
    array['Reference', booking.reference],
    array['Trip', booking.tour_name],
    array['Dates', dates],
    array['Travellers', private.mail_travellers(booking.adults, booking.youths)],
    array['Amount', private.mail_amount(booking.amount) || ' (US dollars)'],
    array['Status', initcap(booking.status::text)]
  ];
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
    else
      raise exception 'Unknown booking mail kind "%"', mail_kind using errcode = '22023';
  end case;

  signature := operator.brand_name || E'\n' || operator.phone || ' · ' || operator.email || E'\n' || operator.street_address;
  lines := array[intro, ''];
  html_rows := '';
  foreach fact slice 1 in array facts loop
    lines := lines || (fact[1] || ': ' || fact[2]);
    html_rows := html_rows || '<tr><th align="left" style="padding:4px 12px 4px 0">' || private.html_text(fact[1])
      || '</th><td style="padding:4px 0">' || replace(private.html_text(fact[2]), E'\n', '<br>') || '</td></tr>';
  end loop;
  lines := lines || array['', closing, '', '-- ', signature];

  insert into public.booking_mails (booking_id, kind, recipient, subject, text_body, html_body)
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
      || '</body></html>'
  );
end;
$$;
comment on function private.enqueue_booking_mail(public.bookings, text) is 'Renders a booking mail (receipt, operator_notice, confirmed, cancelled) and adds it to public.booking_mails.';

create function private.enqueue_booking_mails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Only what came through the API: SQL run as the owner (imports, benchmarks) mails nobody.
  if nullif(current_setting('request.jwt.claims', true), '') is null then
    return null;
  end if;
  if tg_op = 'INSERT' then
    perform private.enqueue_booking_mail(new, 'receipt');
    perform private.enqueue_booking_mail(new, 'operator_notice');
  elsif new.status is distinct from old.status and new.status in ('confirmed', 'cancelled') then
    perform private.enqueue_booking_mail(new, new.status::text);
  end if;
  return null;
end;
$$;
comment on function private.enqueue_booking_mails() is 'Trigger: a new booking enqueues the receipt and the operator notice; a confirmation or cancellation the traveller''s message.';

create trigger bookings_enqueue_mails
  after insert or update of status on public.bookings
  for each row execute function private.enqueue_booking_mails();

revoke execute on function private.html_text(text) from public, anon, authenticated;
revoke execute on function private.mail_amount(numeric) from public, anon, authenticated;
revoke execute on function private.mail_travellers(integer, integer) from public, anon, authenticated;
revoke execute on function private.enqueue_booking_mail(public.bookings, text) from public, anon, authenticated;
revoke execute on function private.enqueue_booking_mails() from public, anon, authenticated;
