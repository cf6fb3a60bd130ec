-- Issue 37: once a traveller accepted a proposal, a custom request's amount is that proposal's
-- total, not an estimate; the status mails (a later cancellation, say) said "Estimated total" and
-- "an estimate until we quote your price". Redefines private.enqueue_booking_mail with that one
-- condition added (the rest as in 20261125200000).

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
  -- A custom request's amount is an estimate until staff quote its price or the traveller accepts
  -- a proposal (its total is then the amount).
  money_fact := case
    when booking.tour_slug is null and booking.quoted_amount is null
      and booking.accepted_proposal_version_id is null then
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
  'Renders a booking mail (receipt, operator_notice, confirmed, cancelled, quoted) and adds it to public.booking_mails; the ones staff cause are held for status_mail_hold_seconds. A custom request''s amount is an estimate until quoted or a proposal is accepted.';
