-- The proposal and payment mails in the traveller's language (issue 41; decisions 180-187).
-- The mails a traveller reads (a proposal sent, its acceptance, a payment's receipt or a
-- refund, the payment reminders) are written in booking.language with its amounts and days in
-- that language's format; the office's own mails stay English. Each function is redefined as in
-- 20261128110000 / 20261128120000 with the traveller's texts chosen by language: English is
-- unchanged, word for word.

-- The frame: the traveller's mails take their language's "label: value" and <html lang>.

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
  colon text := private.in_language(lang, ': ', ': ', ' : ');
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


create function private.day_count_in(n integer, lang text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case private.mail_language(lang)
    when 'de' then n || case when n = 1 then ' Tag' else ' Tage' end
    when 'fr' then n || case when n = 1 then ' jour' else ' jours' end
    else private.day_count(n)
  end;
$$;
comment on function private.day_count_in(integer, text) is '1 day, 7 Tage, 7 jours.';

create function private.proposal_terms_text_in(v public.proposal_versions, lang text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case private.mail_language(lang)
    when 'de' then case
      when v.deposit_percent = 0 then
        'Der gesamte Betrag ist ' || private.day_count_in(v.balance_days_before, lang) || ' vor Reisebeginn fällig.'
      when v.deposit_percent = 100 then
        'Der gesamte Betrag ist ' || private.day_count_in(v.deposit_due_days, lang) || ' nach Ihrer Annahme fällig.'
      else
        'Eine Anzahlung von ' || v.deposit_percent || ' % ist ' || private.day_count_in(v.deposit_due_days, lang)
          || ' nach Ihrer Annahme fällig, der Restbetrag ' || private.day_count_in(v.balance_days_before, lang) || ' vor Reisebeginn.'
    end
    when 'fr' then case
      when v.deposit_percent = 0 then
        'La totalité du montant est due ' || private.day_count_in(v.balance_days_before, lang) || ' avant le début du voyage.'
      when v.deposit_percent = 100 then
        'La totalité du montant est due ' || private.day_count_in(v.deposit_due_days, lang) || ' après votre acceptation.'
      else
        'Un acompte de ' || v.deposit_percent || ' % est dû ' || private.day_count_in(v.deposit_due_days, lang)
          || ' après votre acceptation ; le solde ' || private.day_count_in(v.balance_days_before, lang) || ' avant le début du voyage.'
    end
    else private.proposal_terms_text(v)
  end;
$$;
comment on function private.proposal_terms_text_in(public.proposal_versions, text) is 'The payment terms in words in a mail''s language.';

create function private.instalment_label_in(kind text, lang text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case kind
    when 'deposit' then private.in_language(lang, 'Deposit', 'Anzahlung', 'Acompte')
    when 'balance' then private.in_language(lang, 'Balance', 'Restbetrag', 'Solde')
    else private.in_language(lang, 'Full payment', 'Gesamtbetrag', 'Paiement intégral')
  end;
$$;
comment on function private.instalment_label_in(text, text) is 'Deposit, Balance or Full payment in a mail''s language.';

create function private.how_to_pay_in(lang text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case private.mail_language(lang)
    when 'en' then private.how_to_pay()
    else coalesce(
      nullif(concat_ws(E'\n',
        case when o.bank_transfer_instructions is not null then
          private.in_language(lang, '', 'Banküberweisung: ', 'Virement bancaire : ') || o.bank_transfer_instructions end,
        case when o.mobile_money_instructions is not null then
          private.in_language(lang, '', 'Mobile Money: ', 'Mobile money : ') || o.mobile_money_instructions end
      ), ''),
      private.in_language(lang, '', 'Bitte rufen Sie uns an oder schreiben Sie uns für die Zahlungsdetails: ',
        'Appelez-nous ou écrivez-nous pour obtenir les coordonnées de paiement : ') || o.phone || ', ' || o.email
    ) || private.in_language(lang, '', E'\nBitte geben Sie bei der Zahlung Ihre Buchungsnummer an.',
      E'\nMerci d’indiquer votre référence de réservation avec le paiement.')
  end
  from private.operator_settings as o
  where o.id;
$$;
comment on function private.how_to_pay_in(text) is 'The operator''s payment instructions for a mail in its language (the instructions themselves as the operator wrote them).';
revoke execute on function private.how_to_pay_in(text) from public, anon, authenticated;


-- A proposal sent: in the traveller's language.
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
    private.in_language(booking.language, case when next_version = 1 then 'Your safari proposal ' else 'Your updated safari proposal ' end
        || booking.reference || ' (version ' || next_version || ')', case when next_version = 1 then 'Ihr Safari-Angebot ' else 'Ihr aktualisiertes Safari-Angebot ' end
        || booking.reference || ' (Version ' || next_version || ')', case when next_version = 1 then 'Votre proposition de safari ' else 'Votre proposition de safari mise à jour ' end
        || booking.reference || ' (version ' || next_version || ')'),
    private.in_language(booking.language, 'Dear ', 'Guten Tag ', 'Bonjour ') || booking.customer_name || E',\n\n'
      || private.in_language(booking.language, case when next_version = 1
           then 'Thank you for your request. Here is our proposal for your trip, day by day, with its price.'
           else 'Here is version ' || next_version || ' of our proposal for your trip; it replaces the earlier one.'
         end
      || E'\n\nOpen it to read it, download it as a PDF, accept it or tell us what to change.', case when next_version = 1
           then 'vielen Dank für Ihre Anfrage. Hier ist unser Angebot für Ihre Reise, Tag für Tag, mit seinem Preis.'
           else 'hier ist Version ' || next_version || ' unseres Angebots für Ihre Reise; sie ersetzt die frühere.'
         end
      || E'\n\nÖffnen Sie es, um es zu lesen, als PDF herunterzuladen, anzunehmen oder uns zu sagen, was wir ändern sollen.', case when next_version = 1
           then 'Merci pour votre demande. Voici notre proposition pour votre voyage, jour par jour, avec son prix.'
           else 'Voici la version ' || next_version || ' de notre proposition pour votre voyage ; elle remplace la précédente.'
         end
      || E'\n\nOuvrez-la pour la lire, la télécharger en PDF, l’accepter ou nous dire ce qu’il faut changer.'),
    array[
      private.in_language(booking.language, 'Reference', 'Buchungsnummer', 'Référence'), booking.reference,
      private.in_language(booking.language, 'Proposal', 'Angebot', 'Proposition'), sent.title || private.in_language(booking.language, ' (version ', ' (Version ', ' (version ') || next_version || ')',
      private.in_language(booking.language, 'Dates', 'Reisedaten', 'Dates'), private.mail_range_in(sent.start_date, sent.end_date, booking.language),
      private.in_language(booking.language, 'Travellers', 'Reisende', 'Voyageurs'), private.mail_travellers_in(sent.adults, sent.youths, booking.language),
      private.in_language(booking.language, 'Total', 'Gesamtpreis', 'Total'), private.mail_amount_in(sent.total, booking.language) || private.in_language(booking.language, ' (US dollars)', ' (US-Dollar)', ' (dollars US)'),
      private.in_language(booking.language, 'Payment terms', 'Zahlungsbedingungen', 'Conditions de paiement'), private.proposal_terms_text_in(sent, booking.language),
      private.in_language(booking.language, 'Valid until', 'Gültig bis', 'Valable jusqu’au'), private.mail_day_in(sent.valid_until, booking.language, false)
    ],
    operator.site_url || private.site_path_in('/proposal/' || sent.token, booking.language),
    private.in_language(booking.language, 'Open your proposal', 'Ihr Angebot öffnen', 'Ouvrir votre proposition')
  );
  return sent;
end;
$$;


create function private.mail_range_in(first_day date, last_day date, lang text)
returns text
language sql
immutable
set search_path = ''
as $$
  select private.in_language(lang,
    private.mail_day(first_day) || ' to ' || private.mail_day(last_day),
    private.mail_day_in(first_day, lang, false) || ' bis ' || private.mail_day_in(last_day, lang, false),
    'du ' || private.mail_day_in(first_day, lang, false) || ' au ' || private.mail_day_in(last_day, lang, false));
$$;
comment on function private.mail_range_in(date, date, text) is 'From one day to another in a mail''s language: 5 December 2026 to 12 December 2026.';


-- A proposal accepted: the traveller's mail in their language, the office's in English.
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
      private.in_language(booking.language, case part.kind when 'deposit' then 'Deposit' when 'balance' then 'Balance' else 'Full amount' end, case part.kind when 'deposit' then 'Anzahlung' when 'balance' then 'Restbetrag' else 'Gesamtbetrag' end, case part.kind when 'deposit' then 'Acompte' when 'balance' then 'Solde' else 'Montant total' end),
      private.mail_amount_in(part.amount, booking.language)
        || private.in_language(booking.language, ' due by ', ' fällig bis ', ' à régler au plus tard le ') || private.mail_day_in(part.due_on, booking.language, false)
    ];
  end loop;

  select * into operator from private.operator_settings where id;
  perform private.enqueue_proposal_mail(
    booking,
    'proposal_accepted',
    booking.customer_email,
    private.in_language(booking.language, 'Your safari ' || booking.reference || ' is confirmed', 'Ihre Safari ' || booking.reference || ' ist bestätigt', 'Votre safari ' || booking.reference || ' est confirmé'),
    private.in_language(booking.language, 'Dear ', 'Guten Tag ', 'Bonjour ') || booking.customer_name || E',\n\n' || private.in_language(booking.language, 'Thank you: you accepted version ' || v.version
        || ' of our proposal, and your booking is confirmed at its total. '
        || 'Your payment schedule and how to pay are on My Bookings.', 'vielen Dank: Sie haben Version ' || v.version
        || ' unseres Angebots angenommen, und Ihre Buchung ist zu diesem Gesamtpreis bestätigt. '
        || 'Ihren Zahlungsplan und wie Sie bezahlen, finden Sie unter „Meine Buchungen“.', 'Merci : vous avez accepté la version ' || v.version
        || ' de notre proposition, et votre réservation est confirmée à son montant total. '
        || 'Votre échéancier de paiement et les moyens de payer se trouvent dans « Mes réservations ».'),
    array[
      private.in_language(booking.language, 'Reference', 'Buchungsnummer', 'Référence'), booking.reference,
      private.in_language(booking.language, 'Proposal', 'Angebot', 'Proposition'), v.title || private.in_language(booking.language, ' (version ', ' (Version ', ' (version ') || v.version || ')',
      private.in_language(booking.language, 'Dates', 'Reisedaten', 'Dates'), private.mail_range_in(v.start_date, v.end_date, booking.language),
      private.in_language(booking.language, 'Travellers', 'Reisende', 'Voyageurs'), private.mail_travellers_in(v.adults, v.youths, booking.language),
      private.in_language(booking.language, 'Total', 'Gesamtpreis', 'Total'), private.mail_amount_in(v.total, booking.language) || private.in_language(booking.language, ' (US dollars)', ' (US-Dollar)', ' (dollars US)'),
      private.in_language(booking.language, 'Accepted by', 'Angenommen von', 'Acceptée par'), clean_name
    ] || schedule,
    operator.site_url || private.site_path_in('/my-bookings', booking.language),
    private.in_language(booking.language, 'Your bookings', 'Ihre Buchungen', 'Vos réservations')
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


-- A payment's receipt or a refund: in the traveller's language.
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
    private.in_language(booking.language, 'Reference', 'Buchungsnummer', 'Référence'), booking.reference,
    private.in_language(booking.language, 'Trip', 'Reise', 'Voyage'), booking.tour_name,
    case when payment_kind = 'payment' then private.in_language(booking.language, 'Receipt', 'Quittung', 'Reçu')
      else private.in_language(booking.language, 'Refund note', 'Erstattungsbeleg', 'Avis de remboursement') end, recorded.document_number,
    private.in_language(booking.language, 'Amount', 'Betrag', 'Montant'), private.mail_amount_in(payment_amount, booking.language) || private.in_language(booking.language, ' (US dollars)', ' (US-Dollar)', ' (dollars US)'),
    private.in_language(booking.language, 'Date', 'Datum', 'Date'), private.mail_day_in(payment_received_on, booking.language, false),
    private.in_language(booking.language, 'Method', 'Zahlungsart', 'Moyen de paiement'), private.in_language(booking.language, replace(initcap(replace(payment_method, '_', ' ')), 'Money', 'money'), case payment_method when 'bank_transfer' then 'Banküberweisung' when 'mobile_money' then 'Mobile Money' when 'card' then 'Karte' else 'Bargeld' end, case payment_method when 'bank_transfer' then 'Virement bancaire' when 'mobile_money' then 'Mobile money' when 'card' then 'Carte' else 'Espèces' end)
      || coalesce(' (' || clean_reference || ')', ''),
    private.in_language(booking.language, 'Total price', 'Gesamtpreis', 'Prix total'), private.mail_amount_in(booking.price, booking.language),
    private.in_language(booking.language, 'Paid so far', 'Bisher bezahlt', 'Déjà payé'), private.mail_amount_in(booking.paid_amount, booking.language)
  ];
  if booking.next_due_on is not null then
    facts := facts || array[private.in_language(booking.language, 'Next payment', 'Nächste Zahlung', 'Prochain paiement'),
      private.mail_amount_in(booking.next_due_amount, booking.language)
      || private.in_language(booking.language, ' due by ', ' fällig bis ', ' à régler au plus tard le ') || private.mail_day_in(booking.next_due_on, booking.language, false)];
  elsif booking.balance <= 0 and payment_kind = 'payment' then
    facts := facts || array[private.in_language(booking.language, 'Still to pay', 'Noch zu zahlen', 'Reste à payer'),
      private.in_language(booking.language, 'Nothing: your trip is paid in full', 'Nichts: Ihre Reise ist vollständig bezahlt', 'Rien : votre voyage est entièrement payé')];
  end if;
  if payment_kind = 'payment' then
    subject := private.in_language(booking.language, 'Payment received for ' || booking.reference || ': ' || private.mail_amount(payment_amount), 'Zahlung erhalten für ' || booking.reference || ': ' || private.mail_amount_in(payment_amount, 'de'), 'Paiement reçu pour ' || booking.reference || ' : ' || private.mail_amount_in(payment_amount, 'fr'));
    intro := private.in_language(booking.language, 'Dear ', 'Guten Tag ', 'Bonjour ') || booking.customer_name || E',\n\n' || private.in_language(booking.language, 'Thank you: we received your payment. Your receipt is '
      || recorded.document_number || '; you can download it from your bookings page.', 'vielen Dank: Wir haben Ihre Zahlung erhalten. Ihre Quittung hat die Nummer '
      || recorded.document_number || '; Sie können sie auf Ihrer Buchungsseite herunterladen.', 'Merci : nous avons bien reçu votre paiement. Votre reçu porte le numéro '
      || recorded.document_number || ' ; vous pouvez le télécharger depuis la page de vos réservations.');
  else
    subject := private.in_language(booking.language, 'Refund for ' || booking.reference || ': ' || private.mail_amount(payment_amount), 'Erstattung für ' || booking.reference || ': ' || private.mail_amount_in(payment_amount, 'de'), 'Remboursement pour ' || booking.reference || ' : ' || private.mail_amount_in(payment_amount, 'fr'));
    intro := private.in_language(booking.language, 'Dear ', 'Guten Tag ', 'Bonjour ') || booking.customer_name || E',\n\n' || private.in_language(booking.language, 'We have refunded ' || private.mail_amount(payment_amount)
      || ' to you (' || recorded.document_number || ').', 'wir haben Ihnen ' || private.mail_amount_in(payment_amount, 'de')
      || ' erstattet (' || recorded.document_number || ').', 'Nous vous avons remboursé ' || private.mail_amount_in(payment_amount, 'fr')
      || ' (' || recorded.document_number || ').');
  end if;
  perform private.money_mail(booking, 'payment_receipt', subject, intro, facts,
    private.in_language(booking.language, 'Your bookings and receipts', 'Ihre Buchungen und Quittungen', 'Vos réservations et reçus'));
  return recorded;
end;
$$;


-- The payment mails link the traveller's language's bookings page.
create or replace function private.money_mail(
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
    site || private.site_path_in('/my-bookings', booking.language), link_label);
  return currval(pg_get_serial_sequence('public.booking_mails', 'id'));
end;
$$;


-- The payment reminders: in the traveller's language.
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
      private.in_language(booking.language, 'Reference', 'Buchungsnummer', 'Référence'), booking.reference,
      private.in_language(booking.language, 'Trip', 'Reise', 'Voyage'), booking.tour_name,
      private.in_language(booking.language, 'Starts', 'Reisebeginn', 'Départ'), private.mail_day_in(booking.tour_date, booking.language, false),
      private.instalment_label_in(part.kind, booking.language), private.mail_amount_in(part.remaining, booking.language) || private.in_language(booking.language, ' (US dollars)', ' (US-Dollar)', ' (dollars US)'),
      private.in_language(booking.language, 'Due', 'Fällig am', 'Échéance'), private.mail_day_in(part.due_on, booking.language, false),
      private.in_language(booking.language, 'Total price', 'Gesamtpreis', 'Prix total'), private.mail_amount_in(booking.price, booking.language),
      private.in_language(booking.language, 'Paid so far', 'Bisher bezahlt', 'Déjà payé'), private.mail_amount_in(booking.paid_amount, booking.language),
      private.in_language(booking.language, 'How to pay', 'So bezahlen Sie', 'Comment payer'), private.how_to_pay_in(booking.language)
    ];
    new_mail := private.money_mail(
      booking,
      case reminder_kind when 'overdue' then 'payment_overdue' else 'payment_reminder' end,
      case reminder_kind
        when 'overdue' then private.in_language(booking.language, 'Payment overdue for ' || booking.reference || ': ' || private.mail_amount(part.remaining)
          || ' was due ' || private.mail_day(part.due_on), 'Zahlung überfällig für ' || booking.reference || ': ' || private.mail_amount_in(part.remaining, 'de')
          || ' waren am ' || private.mail_day_in(part.due_on, 'de', false) || ' fällig', 'Paiement en retard pour ' || booking.reference || ' : ' || private.mail_amount_in(part.remaining, 'fr')
          || ' dus depuis le ' || private.mail_day_in(part.due_on, 'fr', false))
        else private.in_language(booking.language, 'Payment reminder for ' || booking.reference || ': ' || private.mail_amount(part.remaining)
          || ' due ' || private.mail_day(part.due_on), 'Zahlungserinnerung für ' || booking.reference || ': ' || private.mail_amount_in(part.remaining, 'de')
          || ' fällig am ' || private.mail_day_in(part.due_on, 'de', false), 'Rappel de paiement pour ' || booking.reference || ' : ' || private.mail_amount_in(part.remaining, 'fr')
          || ' à régler le ' || private.mail_day_in(part.due_on, 'fr', false))
      end,
      private.in_language(booking.language, 'Dear ', 'Guten Tag ', 'Bonjour ') || booking.customer_name || E',\n\n' || case reminder_kind
        when 'overdue' then private.in_language(booking.language, 'The ' || lower(private.instalment_label(part.kind)) || ' of your trip was due on '
          || private.mail_day(part.due_on) || ' and we have not received it yet. If you have paid in the meantime, thank you, and please ignore this mail.', 'die Zahlung „' || private.instalment_label_in(part.kind, 'de') || '“ für Ihre Reise war am '
          || private.mail_day_in(part.due_on, 'de', false) || ' fällig, und wir haben sie noch nicht erhalten. Falls Sie inzwischen bezahlt haben, danken wir Ihnen; bitte betrachten Sie diese E-Mail dann als gegenstandslos.', case part.kind when 'deposit' then 'L’acompte' when 'balance' then 'Le solde' else 'Le paiement intégral' end
          || ' de votre voyage était dû le '
          || private.mail_day_in(part.due_on, 'fr', false) || ' et nous ne l’avons pas encore reçu. Si vous avez payé entre-temps, merci, et veuillez ignorer ce message.')
        else private.in_language(booking.language, 'A friendly reminder: the ' || lower(private.instalment_label(part.kind)) || ' of your trip is due on '
          || private.mail_day(part.due_on) || '.', 'eine freundliche Erinnerung: Die Zahlung „' || private.instalment_label_in(part.kind, 'de') || '“ für Ihre Reise ist am '
          || private.mail_day_in(part.due_on, 'de', false) || ' fällig.', 'Petit rappel : ' || case part.kind when 'deposit' then 'l’acompte' when 'balance' then 'le solde' else 'le paiement intégral' end
          || ' de votre voyage est à régler le '
          || private.mail_day_in(part.due_on, 'fr', false) || '.')
      end,
      facts,
      private.in_language(booking.language, 'Your bookings, the schedule and your invoice', 'Ihre Buchungen, der Zahlungsplan und Ihre Rechnung', 'Vos réservations, l’échéancier et votre facture')
    );
    update public.payment_reminders set mail_id = new_mail where id = reminder_id;
    sent := sent + 1;
  end loop;
  return sent;
end;
$$;
