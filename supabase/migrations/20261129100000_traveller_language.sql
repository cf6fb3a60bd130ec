-- The traveller's language (issue 41). A booking request or a contact message made
-- on a German or French page records that page's language, and the mails written for the
-- traveller (the receipt, the status mails, the quoted price) are written in it. Staff see the
-- language in the admin, which stays English. The operator's own notice stays English and names
-- the traveller's language when it is not English.
--
-- The languages are written once, in private.site_languages(); the column checks and the mails
-- use it. It mirrors shared-domain/src/i18n/languages.ts (LANGUAGES): a unit test
-- (supabase/local/src/site-languages.test.ts) fails when the two lists differ.

create function private.site_languages()
returns text[]
language sql
immutable
set search_path = ''
as $$
  -- Mirrors LANGUAGES in shared-domain/src/i18n/languages.ts; the first is the default.
  select array['en', 'de', 'fr']::text[];
$$;
comment on function private.site_languages() is 'The languages the public site speaks, the first the default (mirrors shared-domain/src/i18n/languages.ts).';
-- The column checks call it as whoever inserts.
grant execute on function private.site_languages() to anon, authenticated, service_role;

alter table public.bookings
  add column language text not null default 'en'
    constraint bookings_language_check check (language = any (private.site_languages()));
comment on column public.bookings.language is 'The language of the page the request was made on (en, de, fr); the traveller''s mails are written in it.';

alter table public.contact_submissions
  add column language text not null default 'en'
    constraint contact_submissions_language_check check (language = any (private.site_languages()));
comment on column public.contact_submissions.language is 'The language of the page the message was sent from (en, de, fr).';

-- A visitor may set it like the other insert columns (the check keeps it to the site's languages).
grant insert (language) on table public.bookings to anon, authenticated;
grant insert (language) on table public.contact_submissions to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- request_booking records the language it is sent (booking.language; absent: en). As in
-- 20261128800000, with the column added to the insert.

create or replace function private.request_booking(request_key uuid, booking jsonb)
returns table (reference text, amount numeric, status public.booking_status)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := auth.uid();
  requested public.bookings;
  customer uuid;
  adults integer;
  youths integer;
  shown numeric;
  charged numeric;
begin
  if request_key is null then
    raise exception 'A booking request needs a request key' using errcode = '22004';
  end if;
  if booking is null or jsonb_typeof(booking) <> 'object' then
    raise exception 'A booking request needs the booking''s fields' using errcode = '22023';
  end if;
  requested := jsonb_populate_record(null::public.bookings, booking);
  customer := requested.user_id;
  if customer is not null and customer is distinct from caller then
    raise exception 'A booking can be requested only for yourself' using errcode = '42501';
  end if;
  adults := coalesce(requested.adults, 1);
  youths := coalesce(requested.youths, 0);
  -- The total the traveller's page showed (optional: callers that send none are charged the
  -- price as before).
  if booking ? 'shown_amount' and jsonb_typeof(booking -> 'shown_amount') <> 'null' then
    if jsonb_typeof(booking -> 'shown_amount') <> 'number' then
      raise exception 'shown_amount must be a number: the total the page showed' using errcode = '22023';
    end if;
    shown := (booking ->> 'shown_amount')::numeric;
  end if;

  -- A repeat answers the first booking without counting against the address's allowance.
  return query
    select b.reference, b.amount, b.status
    from public.bookings as b
    where b.request_key = request_booking.request_key;
  if found then
    return;
  end if;

  if jsonb_typeof(booking -> 'website') = 'string' and btrim(booking ->> 'website') <> '' then
    return query
      select private.new_booking_reference(),
        coalesce(
          (select p.amount from private.tour_price_for(requested.tour_slug, requested.tour_date, adults, youths,
             requested.departure_id) as p),
          (select r.per_person_rate * (adults + youths)
           from private.custom_safari_rates as r where r.tour_type = requested.tour_types[1]),
          1500::numeric * (adults + youths)
        ),
        'pending'::public.booking_status;
    return;
  end if;

  insert into public.bookings (
    request_key, user_id, customer_name, customer_email, customer_phone, tour_name, tour_slug,
    tour_date, end_date, adults, youths, number_of_guests, special_requirements, tour_types,
    destinations, budget, safari_type, departure_id, language
  )
  values (
    request_booking.request_key, customer, requested.customer_name, requested.customer_email,
    requested.customer_phone, requested.tour_name, requested.tour_slug, requested.tour_date,
    requested.end_date, adults, youths,
    -- Recomputed by the pricing trigger; a placeholder for the not-null column.
    adults + youths, requested.special_requirements,
    requested.tour_types, requested.destinations, requested.budget, requested.safari_type,
    requested.departure_id, coalesce(requested.language, 'en')
  )
  on conflict (request_key) do nothing;

  -- Priced on an outdated page: nothing is kept (the exception rolls the row back) and the
  -- answer carries the price to confirm; the traveller sends again quoting it.
  if shown is not null then
    select b.amount into charged from public.bookings as b where b.request_key = request_booking.request_key;
    if charged is distinct from shown then
      raise exception 'The price has changed since this page was loaded: % USD for this party, not % USD', charged, shown
        using errcode = 'PT409', detail = charged::text, hint = 'Confirm the new price to send the request';
    end if;
  end if;

  return query
    select b.reference, b.amount, b.status
    from public.bookings as b
    where b.request_key = request_booking.request_key;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Words and formats for the traveller's mails

create function private.mail_language(lang text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when lang = any (private.site_languages()) then lang else 'en' end;
$$;
comment on function private.mail_language(text) is 'The language a mail is written in: lang when the site speaks it, else en.';

-- One text in the mail's language: the English, German and French given.
create function private.in_language(lang text, en text, de text, fr text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case private.mail_language(lang) when 'de' then de when 'fr' then fr else en end;
$$;
comment on function private.in_language(text, text, text, text) is 'Picks the English, German or French of a mail text by language.';

create function private.language_name(lang text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case lang when 'de' then 'German' when 'fr' then 'French' when 'en' then 'English' else lang end;
$$;
comment on function private.language_name(text) is 'A language''s English name, as the admin shows it: German.';

create function private.mail_amount_in(amount numeric, lang text)
returns text
language sql
immutable
set search_path = ''
as $$
  -- The exact amount with two decimals, as Intl.NumberFormat writes US dollars in each locale
  -- (LANGUAGE_LOCALES): en-US $2,970.00, de-DE 2.970,00 $, fr-FR 2 970,00 $US (a narrow
  -- no-break space between thousands and a no-break space before the currency).
  select case private.mail_language(lang)
    when 'de' then translate(to_char(amount, 'FM999,999,999,990.00'), ',.', '.,') || U&'\00A0$'
    when 'fr' then translate(to_char(amount, 'FM999,999,999,990.00'), ',.', U&'\202F,') || U&'\00A0$US'
    else private.mail_amount(amount)
  end;
$$;
comment on function private.mail_amount_in(numeric, text) is 'US dollars in a mail''s language: $2,970.00, 2.970,00 $, 2 970,00 $US.';

create function private.mail_day_in(day date, lang text, weekday boolean)
returns text
language sql
immutable
set search_path = ''
as $$
  -- A day of the calendar (the booking's days are Arusha's days), in words: German
  -- "Samstag, 4. Juli 2026", French "samedi 4 juillet 2026" (1er for the first of a month).
  select case private.mail_language(lang)
    when 'de' then
      case when weekday then (array['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag',
        'Samstag'])[extract(dow from day)::integer + 1] || ', ' else '' end
      || extract(day from day)::integer || '. '
      || (array['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September',
        'Oktober', 'November', 'Dezember'])[extract(month from day)::integer]
      || ' ' || extract(year from day)::integer
    when 'fr' then
      case when weekday then (array['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi',
        'samedi'])[extract(dow from day)::integer + 1] || ' ' else '' end
      || case when extract(day from day) = 1 then '1er' else extract(day from day)::integer::text end || ' '
      || (array['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre',
        'octobre', 'novembre', 'décembre'])[extract(month from day)::integer]
      || ' ' || extract(year from day)::integer
    else
      case when weekday then regexp_replace(to_char(day, 'FMDay DD Month YYYY'), '\s+', ' ', 'g')
        else private.mail_day(day) end
  end;
$$;
comment on function private.mail_day_in(date, text, boolean) is 'A day in a mail''s language, with or without its weekday.';

create function private.mail_dates_in(first_day date, last_day date, lang text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when last_day is null or last_day = first_day then private.mail_day_in(first_day, lang, true)
    else private.in_language(lang,
      private.mail_day_in(first_day, lang, false) || ' to ' || private.mail_day_in(last_day, lang, false),
      private.mail_day_in(first_day, lang, false) || ' bis ' || private.mail_day_in(last_day, lang, false),
      'du ' || private.mail_day_in(first_day, lang, false) || ' au ' || private.mail_day_in(last_day, lang, false))
  end;
$$;
comment on function private.mail_dates_in(date, date, text) is 'A trip''s day or days in a mail''s language.';

create function private.mail_travellers_in(adults integer, youths integer, lang text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case private.mail_language(lang)
    when 'de' then adults || case when adults = 1 then ' Erwachsener' else ' Erwachsene' end
      || case when youths > 0 then ', ' || youths || case when youths = 1 then ' Jugendlicher' else ' Jugendliche' end else '' end
    when 'fr' then adults || case when adults = 1 then ' adulte' else ' adultes' end
      || case when youths > 0 then ', ' || youths || case when youths = 1 then ' jeune' else ' jeunes' end else '' end
    else private.mail_travellers(adults, youths)
  end;
$$;
comment on function private.mail_travellers_in(integer, integer, text) is 'The party in a mail''s language: 2 adults, 1 youth; 2 Erwachsene, 1 Jugendlicher; 2 adultes, 1 jeune.';

create function private.mail_status_in(status public.booking_status, lang text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case status
    when 'pending' then private.in_language(lang, 'Pending', 'Angefragt', 'En attente')
    when 'confirmed' then private.in_language(lang, 'Confirmed', 'Bestätigt', 'Confirmée')
    when 'cancelled' then private.in_language(lang, 'Cancelled', 'Storniert', 'Annulée')
    else initcap(status::text)
  end;
$$;
comment on function private.mail_status_in(public.booking_status, text) is 'A booking''s status in a mail''s language.';

-- The address of a page of the site in a language (shared-domain localisedPath): /de/my-bookings.
create function private.site_path_in(path text, lang text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when private.mail_language(lang) = (private.site_languages())[1] then path
    else '/' || private.mail_language(lang) || path end;
$$;
comment on function private.site_path_in(text, text) is 'A site path in a language: /my-bookings, /de/my-bookings.';

-- ---------------------------------------------------------------------------------------------
-- The booking mails in the traveller's language. As in 20261128120100, with every text the
-- traveller reads chosen by booking.language; English unchanged. The operator's notice stays
-- English and says the traveller's language when it is not English.

create or replace function private.enqueue_booking_mail(booking public.bookings, mail_kind text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  operator private.operator_settings%rowtype;
  lang text := private.mail_language(booking.language);
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
  dear text;
  requests_label text;
begin
  select * into operator from private.operator_settings where id;
  -- The operator reads English.
  if mail_kind = 'operator_notice' then
    lang := 'en';
  end if;
  dates := private.mail_dates_in(booking.tour_date, booking.end_date, lang);
  -- A custom request's amount is an estimate until staff quote its price or the traveller accepts
  -- a proposal (its total is then the amount).
  money_fact := case
    when booking.tour_slug is null and booking.quoted_amount is null
      and booking.accepted_proposal_version_id is null then
      array[private.in_language(lang, 'Estimated total', 'Geschätzter Gesamtpreis', 'Total estimé'),
        private.mail_amount_in(booking.amount, lang) || private.in_language(lang,
          ' (US dollars; an estimate until we quote your price)',
          ' (US-Dollar; eine Schätzung, bis wir Ihnen den Preis nennen)',
          ' (dollars US ; une estimation jusqu’à ce que nous vous indiquions le prix)')]
    else
      array[private.in_language(lang, 'Price', 'Preis', 'Prix'),
        private.mail_amount_in(coalesce(booking.quoted_amount, booking.amount), lang)
          || private.in_language(lang, ' (US dollars)', ' (US-Dollar)', ' (dollars US)')]
  end;
  facts := array[
    array[private.in_language(lang, 'Reference', 'Buchungsnummer', 'Référence'), booking.reference],
    array[private.in_language(lang, 'Trip', 'Reise', 'Voyage'), booking.tour_name],
    array[private.in_language(lang, 'Dates', 'Reisedaten', 'Dates'), dates],
    array[private.in_language(lang, 'Travellers', 'Reisende', 'Voyageurs'),
      private.mail_travellers_in(booking.adults, booking.youths, lang)],
    money_fact,
    array[private.in_language(lang, 'Status', 'Status', 'Statut'), private.mail_status_in(booking.status, lang)]
  ];
  if booking.quote_note is not null then
    facts := facts || array[array[private.in_language(lang, 'About the price', 'Zum Preis', 'À propos du prix'),
      booking.quote_note]];
  end if;
  link := operator.site_url || private.site_path_in('/my-bookings', lang);
  requests_label := private.in_language(lang, 'Your booking requests', 'Ihre Buchungsanfragen',
    'Vos demandes de réservation');
  link_label := requests_label;
  dear := private.in_language(lang, 'Dear ', 'Guten Tag ', 'Bonjour ') || booking.customer_name || E',\n\n';

  case mail_kind
    when 'receipt' then
      subject := private.in_language(lang,
        'We received your booking request ' || booking.reference,
        'Wir haben Ihre Buchungsanfrage ' || booking.reference || ' erhalten',
        'Nous avons bien reçu votre demande de réservation ' || booking.reference);
      intro := dear || private.in_language(lang,
        'Thank you for your booking request. We will check availability and confirm it with you soon; nothing is charged until then.',
        'vielen Dank für Ihre Buchungsanfrage. Wir prüfen die Verfügbarkeit und bestätigen sie Ihnen in Kürze; bis dahin wird Ihnen nichts berechnet.',
        'Merci pour votre demande de réservation. Nous vérifions les disponibilités et vous la confirmerons très bientôt ; rien ne vous est facturé d’ici là.');
      closing := private.in_language(lang,
        'Follow your requests (sign in with this e-mail address): ',
        'Verfolgen Sie Ihre Anfragen (melden Sie sich mit dieser E-Mail-Adresse an): ',
        'Suivez vos demandes (connectez-vous avec cette adresse e-mail) : ') || link;
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
      if private.mail_language(booking.language) <> 'en' then
        facts := facts || array[array['Language', private.language_name(private.mail_language(booking.language))]];
      end if;
      link := operator.site_url || '/admin/bookings?search=' || booking.reference;
      link_label := 'Open it in the admin';
      closing := 'Open it in the admin: ' || link;
    when 'confirmed' then
      subject := private.in_language(lang,
        'Your booking ' || booking.reference || ' is confirmed',
        'Ihre Buchung ' || booking.reference || ' ist bestätigt',
        'Votre réservation ' || booking.reference || ' est confirmée');
      intro := dear || private.in_language(lang,
        'Good news: your booking is confirmed. We will be in touch about the details of your trip.',
        'gute Nachrichten: Ihre Buchung ist bestätigt. Wir melden uns bei Ihnen wegen der Einzelheiten Ihrer Reise.',
        'Bonne nouvelle : votre réservation est confirmée. Nous reviendrons vers vous pour les détails de votre voyage.');
      closing := requests_label || private.in_language(lang, ': ', ': ', ' : ') || link;
    when 'cancelled' then
      subject := private.in_language(lang,
        'Your booking ' || booking.reference || ' is cancelled',
        'Ihre Buchung ' || booking.reference || ' wurde storniert',
        'Votre réservation ' || booking.reference || ' est annulée');
      intro := dear || private.in_language(lang,
        'Your booking has been cancelled. If you did not expect this, or would like other dates, please reply or call us.',
        'Ihre Buchung wurde storniert. Falls Sie das nicht erwartet haben oder andere Reisedaten wünschen, antworten Sie bitte auf diese E-Mail oder rufen Sie uns an.',
        'Votre réservation a été annulée. Si vous ne vous y attendiez pas, ou si vous souhaitez d’autres dates, répondez à ce message ou appelez-nous.');
      closing := requests_label || private.in_language(lang, ': ', ': ', ' : ') || link;
    when 'quoted' then
      subject := private.in_language(lang,
        'Your price for ' || booking.reference,
        'Ihr Preis für ' || booking.reference,
        'Votre prix pour ' || booking.reference);
      intro := dear || private.in_language(lang,
        'We have worked out the price of your custom safari: ' || private.mail_amount_in(booking.quoted_amount, lang)
          || ' (US dollars). Reply or call us with any question.',
        'wir haben den Preis Ihrer individuellen Safari berechnet: ' || private.mail_amount_in(booking.quoted_amount, lang)
          || ' (US-Dollar). Bei Fragen antworten Sie uns einfach oder rufen Sie uns an.',
        'Nous avons établi le prix de votre safari sur mesure : ' || private.mail_amount_in(booking.quoted_amount, lang)
          || ' (dollars US). Pour toute question, répondez à ce message ou appelez-nous.');
      closing := requests_label || private.in_language(lang, ': ', ': ', ' : ') || link;
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
    lines := lines || (fact[1] || private.in_language(lang, ': ', ': ', ' : ') || fact[2]);
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
    '<!doctype html><html' || case when lang = 'en' then '' else ' lang="' || lang || '"' end || '><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">'
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
  'Renders a booking mail (receipt, operator_notice, confirmed, cancelled, quoted) in the traveller''s language (the operator notice in English) and adds it to public.booking_mails; the ones staff cause are held for status_mail_hold_seconds. A custom request''s amount is an estimate until quoted or a proposal is accepted.';
