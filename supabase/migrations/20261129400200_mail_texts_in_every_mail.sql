-- The traveller's mails take their texts from the mail texts (issue 41, decision 238). Every
-- text a traveller reads in a booking, proposal or payment mail, and the way the language writes
-- amounts, days and counts, is now data: supabase/mail-texts/<language>.json, written into
-- private.mail_languages by the generated *_mail_texts.sql migrations. A language is a row there,
-- so adding Italian is a translation file, not a function. The output is unchanged for English,
-- German and French, but one thing: an English day with its weekday loses its padding zero
-- ("Sunday 4 July 2027", was "Sunday 04 July 2027").
--
-- The office's own mails (the operator notice, the acceptance notice) stay English, as before.

-- ---------------------------------------------------------------------------------------------
-- The site's languages are the mail languages: a booking or a message may be in any of them.
-- A foreign key instead of the check: a language is a row, and a restore loads the rows before
-- it checks the keys.

alter table public.bookings drop constraint bookings_language_check;
alter table public.bookings
  add constraint bookings_language_fkey foreign key (language) references private.mail_languages (code);
alter table public.contact_submissions drop constraint contact_submissions_language_check;
alter table public.contact_submissions
  add constraint contact_submissions_language_fkey foreign key (language) references private.mail_languages (code);

create or replace function private.site_languages()
returns text[]
language sql
stable
set search_path = ''
as $$
  select array_agg(l.code order by l.position) from private.mail_languages as l;
$$;
comment on function private.site_languages() is 'The languages the public site speaks, the first the default: private.mail_languages in order (shared-domain/src/i18n/languages.ts).';

create or replace function private.mail_language(lang text)
returns text
language sql
stable
set search_path = ''
as $$
  select case when lang = any (private.site_languages()) then lang else (private.site_languages())[1] end;
$$;
comment on function private.mail_language(text) is 'The language a mail is written in: lang when the site speaks it, else the default language.';

create or replace function private.site_path_in(path text, lang text)
returns text
language sql
stable
set search_path = ''
as $$
  select case when private.mail_language(lang) = (private.site_languages())[1] then path
    else '/' || private.mail_language(lang) || path end;
$$;

create or replace function private.language_name(lang text)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce((select l.texts ->> 'languageInEnglish' from private.mail_languages as l where l.code = lang), lang);
$$;
comment on function private.language_name(text) is 'A language''s English name, as the admin and the office''s mails show it (its mail texts'' languageInEnglish): German.';

-- ---------------------------------------------------------------------------------------------
-- Reading the texts

create function private.mail_texts_in(lang text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  -- The default language's texts overlaid with the language's own: a text a language lacks is
  -- the default language's (the generator refuses such a file; this is the last resort).
  select coalesce((select l.texts from private.mail_languages as l order by l.position limit 1), '{}'::jsonb)
    || coalesce((select l.texts from private.mail_languages as l where l.code = lang), '{}'::jsonb);
$$;
comment on function private.mail_texts_in(text) is 'A language''s mail texts, the default language''s filling any gap.';

create function private.mail_fill(template text, args jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  -- One pass over the template: each {name} becomes args' name; a value is never read again, so
  -- a traveller's name holding "{reference}" stays as typed. An unknown {name} stays as written.
  select coalesce(string_agg(
    case when part[1] is not null then coalesce(args ->> substr(part[1], 2, length(part[1]) - 2), part[1])
      else part[2] end, '' order by n), '')
  from regexp_matches(coalesce(template, ''), '(\{[A-Za-z][A-Za-z0-9]*\})|([^{]+|\{)', 'g')
    with ordinality as t(part, n);
$$;
comment on function private.mail_fill(text, jsonb) is 'Fills a mail text''s {placeholders} from a JSON object, in one pass.';

create function private.mail_text(lang text, key text, args jsonb default '{}'::jsonb)
returns text
language sql
stable
set search_path = ''
as $$
  select private.mail_fill(coalesce(private.mail_texts_in(private.mail_language(lang)) ->> key, key), args);
$$;
comment on function private.mail_text(text, text, jsonb) is 'A mail text in a language with its placeholders filled: mail_text(''de'', ''receipt.subject'', ''{"reference": "TZ-1"}'').';

create function private.mail_count(lang text, key text, n integer)
returns text
language sql
stable
set search_path = ''
as $$
  -- key.one for the numbers the language's format.pluralOne lists, else key.other.
  select private.mail_text(lang,
    key || case when coalesce(private.mail_texts_in(private.mail_language(lang)) -> 'format.pluralOne', '[1]'::jsonb)
      @> to_jsonb(n) then '.one' else '.other' end,
    jsonb_build_object('count', n));
$$;
comment on function private.mail_count(text, text, integer) is 'A count in words in a language: 1 adult, 2 Erwachsene, 0 jour.';

-- ---------------------------------------------------------------------------------------------
-- Formats and words, from the texts

create or replace function private.mail_amount_in(amount numeric, lang text)
returns text
language sql
stable
set search_path = ''
as $$
  -- The exact amount with two decimals, grouped and marked as the language writes dollars.
  select private.mail_fill(t ->> 'format.amount', jsonb_build_object('number',
    replace(replace(replace(to_char(amount, 'FM999,999,999,990.00'), ',', chr(1)), '.', t ->> 'format.decimalSeparator'),
      chr(1), t ->> 'format.thousandsSeparator')))
  from (select private.mail_texts_in(private.mail_language(lang)) as t) as x
  where amount is not null;
$$;

create or replace function private.mail_day_in(day date, lang text, weekday boolean)
returns text
language sql
stable
set search_path = ''
as $$
  -- A day of the calendar (the booking's days are Arusha's days), in words.
  select private.mail_fill(t ->> case when weekday then 'format.dayWithWeekday' else 'format.day' end,
    jsonb_build_object(
      'weekday', t -> 'format.weekdays' ->> extract(dow from day)::integer,
      'day', coalesce(t -> 'format.dayNumbers' ->> extract(day from day)::integer::text, extract(day from day)::integer::text),
      'month', t -> 'format.months' ->> (extract(month from day)::integer - 1),
      'year', extract(year from day)::integer::text))
  from (select private.mail_texts_in(private.mail_language(lang)) as t) as x
  where day is not null;
$$;

create or replace function private.mail_range_in(first_day date, last_day date, lang text)
returns text
language sql
stable
set search_path = ''
as $$
  select private.mail_text(lang, 'format.range', jsonb_build_object(
    'from', private.mail_day_in(first_day, lang, false), 'to', private.mail_day_in(last_day, lang, false)));
$$;

create or replace function private.mail_dates_in(first_day date, last_day date, lang text)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when last_day is null or last_day = first_day then private.mail_day_in(first_day, lang, true)
    else private.mail_range_in(first_day, last_day, lang)
  end;
$$;

create or replace function private.mail_travellers_in(adults integer, youths integer, lang text)
returns text
language sql
stable
set search_path = ''
as $$
  select case when youths > 0 then
      private.mail_text(lang, 'count.travellers', jsonb_build_object(
        'adults', private.mail_count(lang, 'count.adults', adults), 'youths', private.mail_count(lang, 'count.youths', youths)))
    else private.mail_count(lang, 'count.adults', adults) end;
$$;

create or replace function private.mail_status_in(status public.booking_status, lang text)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(private.mail_texts_in(private.mail_language(lang)) ->> ('status.' || status::text), initcap(status::text));
$$;

create or replace function private.day_count_in(n integer, lang text)
returns text
language sql
stable
set search_path = ''
as $$
  select private.mail_count(lang, 'count.days', n);
$$;

create or replace function private.proposal_terms_text_in(v public.proposal_versions, lang text)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when v.deposit_percent = 0 then
      private.mail_text(lang, 'terms.wholeBefore', jsonb_build_object('days', private.day_count_in(v.balance_days_before, lang)))
    when v.deposit_percent = 100 then
      private.mail_text(lang, 'terms.wholeAfter', jsonb_build_object('days', private.day_count_in(v.deposit_due_days, lang)))
    else
      private.mail_text(lang, 'terms.split', jsonb_build_object('percent', v.deposit_percent,
        'depositDays', private.day_count_in(v.deposit_due_days, lang),
        'balanceDays', private.day_count_in(v.balance_days_before, lang)))
  end;
$$;

create or replace function private.instalment_label_in(kind text, lang text)
returns text
language sql
stable
set search_path = ''
as $$
  select private.mail_text(lang, 'instalment.' || case kind when 'deposit' then 'deposit' when 'balance' then 'balance' else 'full' end);
$$;

create or replace function private.how_to_pay_in(lang text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  -- The operator's instructions in the language's wording where they gave one, else as written.
  select coalesce(
    nullif(concat_ws(E'\n',
      case when o.bank_transfer_instructions is not null then
        private.mail_text(lang, 'howToPay.bankTransfer', jsonb_build_object('instructions', coalesce(
          nullif(btrim(o.payment_instructions_translations -> private.mail_language(lang) ->> 'bankTransfer'), ''),
          o.bank_transfer_instructions))) end,
      case when o.mobile_money_instructions is not null then
        private.mail_text(lang, 'howToPay.mobileMoney', jsonb_build_object('instructions', coalesce(
          nullif(btrim(o.payment_instructions_translations -> private.mail_language(lang) ->> 'mobileMoney'), ''),
          o.mobile_money_instructions))) end
    ), ''),
    private.mail_text(lang, 'howToPay.askUs', jsonb_build_object('phone', o.phone, 'email', o.email))
  ) || E'\n' || private.mail_text(lang, 'howToPay.quoteReference')
  from private.operator_settings as o
  where o.id;
$$;


-- ---------------------------------------------------------------------------------------------
-- The mails, restated with their texts from private.mail_text (only the texts changed).

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
  colon text;
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
      array[private.mail_text(lang, 'label.estimatedTotal'),
        private.mail_text(lang, 'estimate', jsonb_build_object('amount', private.mail_amount_in(booking.amount, lang)))]
    else
      array[private.mail_text(lang, 'label.price'),
        private.mail_text(lang, 'dollars',
          jsonb_build_object('amount', private.mail_amount_in(coalesce(booking.quoted_amount, booking.amount), lang)))]
  end;
  facts := array[
    array[private.mail_text(lang, 'label.reference'), booking.reference],
    array[private.mail_text(lang, 'label.trip'), booking.tour_name],
    array[private.mail_text(lang, 'label.dates'), dates],
    array[private.mail_text(lang, 'label.travellers'), private.mail_travellers_in(booking.adults, booking.youths, lang)],
    money_fact,
    array[private.mail_text(lang, 'label.status'), private.mail_status_in(booking.status, lang)]
  ];
  if booking.quote_note is not null then
    facts := facts || array[array[private.mail_text(lang, 'label.aboutPrice'), booking.quote_note]];
  end if;
  link := operator.site_url || private.site_path_in('/my-bookings', lang);
  requests_label := private.mail_text(lang, 'link.requests');
  link_label := requests_label;
  colon := private.mail_text(lang, 'format.colon');
  dear := private.mail_text(lang, 'greeting', jsonb_build_object('name', booking.customer_name)) || E'\n\n';

  case mail_kind
    when 'receipt' then
      subject := private.mail_text(lang, 'receipt.subject', jsonb_build_object('reference', booking.reference));
      intro := dear || private.mail_text(lang, 'receipt.intro');
      closing := private.mail_text(lang, 'receipt.closing', jsonb_build_object('link', link));
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
    when 'confirmed', 'cancelled' then
      subject := private.mail_text(lang, mail_kind || '.subject', jsonb_build_object('reference', booking.reference));
      intro := dear || private.mail_text(lang, mail_kind || '.intro');
      closing := requests_label || colon || link;
    when 'quoted' then
      subject := private.mail_text(lang, 'quoted.subject', jsonb_build_object('reference', booking.reference));
      intro := dear || private.mail_text(lang, 'quoted.intro',
        jsonb_build_object('amount', private.mail_amount_in(booking.quoted_amount, lang)));
      closing := requests_label || colon || link;
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
    lines := lines || (fact[1] || colon || fact[2]);
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

create or replace function private.enqueue_proposal_mail(
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
  -- The traveller reads their language; the office English.
  lang text := case when recipient = booking.customer_email then private.mail_language(booking.language) else 'en' end;
  colon text := private.mail_text(lang, 'format.colon');
begin
  select * into operator from private.operator_settings where id;
  signature := operator.brand_name || E'\n' || operator.phone || ' · ' || operator.email || E'\n' || operator.street_address;
  lines := array[intro, ''];
  for i in 1 .. coalesce(array_length(facts, 1), 0) / 2 loop
    lines := lines || (facts[2 * i - 1] || colon || facts[2 * i]);
    html_rows := html_rows || '<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">'
      || private.html_text(facts[2 * i - 1]) || '</th><td style="padding:4px 0">'
      || replace(private.html_text(facts[2 * i]), E'\n', '<br>') || '</td></tr>';
  end loop;
  lines := lines || array['', link_label || colon || link, '', '-- ', signature];
  insert into public.booking_mails (booking_id, kind, recipient, subject, text_body, html_body)
  values (
    booking.id,
    mail_kind,
    recipient,
    left(subject, 300),
    array_to_string(lines, E'\n') || E'\n',
    '<!doctype html><html' || case when lang = 'en' then '' else ' lang="' || lang || '"' end || '><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">'
      || '<p>' || replace(private.html_text(intro), E'\n', '<br>') || '</p>'
      || '<table cellspacing="0" cellpadding="0">' || html_rows || '</table>'
      || '<p><a href="' || private.html_text(link) || '">' || private.html_text(link_label) || '</a></p>'
      || '<p style="color:#6b7280">' || replace(private.html_text(signature), E'\n', '<br>') || '</p>'
      || '</body></html>'
  );
end;
$$;

create or replace function private.send_proposal(target uuid, read_revision integer)
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
    private.mail_text(booking.language,
      case when next_version = 1 then 'proposalSent.subject.first' else 'proposalSent.subject.update' end,
      jsonb_build_object('reference', booking.reference, 'version', next_version)),
    private.mail_text(booking.language, 'greeting', jsonb_build_object('name', booking.customer_name)) || E'\n\n'
      || private.mail_text(booking.language,
           case when next_version = 1 then 'proposalSent.intro.first' else 'proposalSent.intro.update' end,
           jsonb_build_object('version', next_version))
      || E'\n\n' || private.mail_text(booking.language, 'proposalSent.nextSteps'),
    array[
      private.mail_text(booking.language, 'label.reference'), booking.reference,
      private.mail_text(booking.language, 'label.proposal'),
        private.mail_text(booking.language, 'proposalSent.version', jsonb_build_object('title', sent.title, 'version', next_version)),
      private.mail_text(booking.language, 'label.dates'), private.mail_range_in(sent.start_date, sent.end_date, booking.language),
      private.mail_text(booking.language, 'label.travellers'), private.mail_travellers_in(sent.adults, sent.youths, booking.language),
      private.mail_text(booking.language, 'label.total'),
        private.mail_text(booking.language, 'dollars', jsonb_build_object('amount', private.mail_amount_in(sent.total, booking.language))),
      private.mail_text(booking.language, 'label.paymentTerms'), private.proposal_terms_text_in(sent, booking.language),
      private.mail_text(booking.language, 'label.validUntil'), private.mail_day_in(sent.valid_until, booking.language, false)
    ],
    operator.site_url || private.site_path_in('/proposal/' || sent.token, booking.language),
    private.mail_text(booking.language, 'proposalSent.link')
  );
  return sent;
end;
$$;

create or replace function private.accept_proposal(link_token text, typed_name text, terms_accepted boolean)
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
  -- The office's notice lists the schedule in English.
  notice_schedule text[] := array[]::text[];
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
    notice_schedule := notice_schedule || array[
      case part.kind when 'deposit' then 'Deposit' when 'balance' then 'Balance' else 'Full amount' end,
      private.mail_amount(part.amount) || ' due by ' || private.mail_day(part.due_on)
    ];
    schedule := schedule || array[
      private.mail_text(booking.language, 'schedule.' || case part.kind when 'deposit' then 'deposit' when 'balance' then 'balance' else 'full' end),
      private.mail_text(booking.language, 'dueBy', jsonb_build_object(
        'amount', private.mail_amount_in(part.amount, booking.language),
        'day', private.mail_day_in(part.due_on, booking.language, false)))
    ];
  end loop;

  select * into operator from private.operator_settings where id;
  perform private.enqueue_proposal_mail(
    booking,
    'proposal_accepted',
    booking.customer_email,
    private.mail_text(booking.language, 'accepted.subject', jsonb_build_object('reference', booking.reference)),
    private.mail_text(booking.language, 'greeting', jsonb_build_object('name', booking.customer_name)) || E'\n\n'
      || private.mail_text(booking.language, 'accepted.intro', jsonb_build_object('version', v.version)),
    array[
      private.mail_text(booking.language, 'label.reference'), booking.reference,
      private.mail_text(booking.language, 'label.proposal'),
        private.mail_text(booking.language, 'proposalSent.version', jsonb_build_object('title', v.title, 'version', v.version)),
      private.mail_text(booking.language, 'label.dates'), private.mail_range_in(v.start_date, v.end_date, booking.language),
      private.mail_text(booking.language, 'label.travellers'), private.mail_travellers_in(v.adults, v.youths, booking.language),
      private.mail_text(booking.language, 'label.total'),
        private.mail_text(booking.language, 'dollars', jsonb_build_object('amount', private.mail_amount_in(v.total, booking.language))),
      private.mail_text(booking.language, 'label.acceptedBy'), clean_name
    ] || schedule,
    operator.site_url || private.site_path_in('/my-bookings', booking.language),
    private.mail_text(booking.language, 'accepted.link')
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
    ] || notice_schedule
      || case when private.mail_language(booking.language) <> 'en'
           then array['Language', private.language_name(private.mail_language(booking.language))]
           else array[]::text[] end,
    operator.site_url || '/admin/proposals/' || booking.id,
    'Open the proposal in the admin'
  );
  return jsonb_build_object('outcome', 'accepted', 'version', v.version, 'total', v.total::text,
    'acceptedAt', v.accepted_at, 'acceptedName', v.accepted_name);
end;
$$;

create or replace function private.record_payment(
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
    private.mail_text(booking.language, 'label.reference'), booking.reference,
    private.mail_text(booking.language, 'label.trip'), booking.tour_name,
    private.mail_text(booking.language, case when payment_kind = 'payment' then 'label.receipt' else 'label.refundNote' end),
      recorded.document_number,
    private.mail_text(booking.language, 'label.amount'),
      private.mail_text(booking.language, 'dollars', jsonb_build_object('amount', private.mail_amount_in(payment_amount, booking.language))),
    private.mail_text(booking.language, 'label.date'), private.mail_day_in(payment_received_on, booking.language, false),
    private.mail_text(booking.language, 'label.method'),
      private.mail_text(booking.language, 'method.' || payment_method) || coalesce(' (' || clean_reference || ')', ''),
    private.mail_text(booking.language, 'label.totalPrice'), private.mail_amount_in(booking.price, booking.language),
    private.mail_text(booking.language, 'label.paidSoFar'), private.mail_amount_in(booking.paid_amount, booking.language)
  ];
  if booking.next_due_on is not null then
    facts := facts || array[private.mail_text(booking.language, 'label.nextPayment'),
      private.mail_text(booking.language, 'dueBy', jsonb_build_object(
        'amount', private.mail_amount_in(booking.next_due_amount, booking.language),
        'day', private.mail_day_in(booking.next_due_on, booking.language, false)))];
  elsif booking.balance <= 0 and payment_kind = 'payment' then
    facts := facts || array[private.mail_text(booking.language, 'label.stillToPay'),
      private.mail_text(booking.language, 'payment.paidInFull')];
  end if;
  -- payment_kind is 'payment' or 'refund' (checked above): the texts payment.* and refund.*.
  subject := private.mail_text(booking.language, payment_kind || '.subject', jsonb_build_object(
    'reference', booking.reference, 'amount', private.mail_amount_in(payment_amount, booking.language)));
  intro := private.mail_text(booking.language, 'greeting', jsonb_build_object('name', booking.customer_name)) || E'\n\n'
    || private.mail_text(booking.language, payment_kind || '.intro', jsonb_build_object(
         'number', recorded.document_number, 'amount', private.mail_amount_in(payment_amount, booking.language)));
  perform private.money_mail(booking, 'payment_receipt', subject, intro, facts,
    private.mail_text(booking.language, 'payment.link'));
  return recorded;
end;
$$;

create or replace function private.enqueue_payment_reminders(today date)
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
      private.mail_text(booking.language, 'label.reference'), booking.reference,
      private.mail_text(booking.language, 'label.trip'), booking.tour_name,
      private.mail_text(booking.language, 'label.starts'), private.mail_day_in(booking.tour_date, booking.language, false),
      private.instalment_label_in(part.kind, booking.language),
        private.mail_text(booking.language, 'dollars', jsonb_build_object('amount', private.mail_amount_in(part.remaining, booking.language))),
      private.mail_text(booking.language, 'label.due'), private.mail_day_in(part.due_on, booking.language, false),
      private.mail_text(booking.language, 'label.totalPrice'), private.mail_amount_in(booking.price, booking.language),
      private.mail_text(booking.language, 'label.paidSoFar'), private.mail_amount_in(booking.paid_amount, booking.language),
      private.mail_text(booking.language, 'label.howToPay'), private.how_to_pay_in(booking.language)
    ];
    -- reminder_kind is 'overdue' or 'upcoming': the texts reminder.overdue.* and reminder.upcoming.*.
    new_mail := private.money_mail(
      booking,
      case reminder_kind when 'overdue' then 'payment_overdue' else 'payment_reminder' end,
      private.mail_text(booking.language, 'reminder.' || reminder_kind || '.subject', jsonb_build_object(
        'reference', booking.reference,
        'amount', private.mail_amount_in(part.remaining, booking.language),
        'day', private.mail_day_in(part.due_on, booking.language, false))),
      private.mail_text(booking.language, 'greeting', jsonb_build_object('name', booking.customer_name)) || E'\n\n'
        || private.mail_text(booking.language, 'reminder.' || reminder_kind || '.'
             || case part.kind when 'deposit' then 'deposit' when 'balance' then 'balance' else 'full' end,
             jsonb_build_object('day', private.mail_day_in(part.due_on, booking.language, false))),
      facts,
      private.mail_text(booking.language, 'reminder.link')
    );
    update public.payment_reminders set mail_id = new_mail where id = reminder_id;
    sent := sent + 1;
  end loop;
  return sent;
end;
$$;

drop function private.in_language(text, text, text, text);
