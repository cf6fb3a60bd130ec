-- The operator's payment instructions in each language (issue 41, decision 233). /config.json
-- may word how to pay per language (settings.translations.<language>.paymentInstructions); the
-- payment mails of a German or French booking now show that wording, and the English
-- instructions where the operator gave none. private.how_to_pay_in is restated from
-- 20261129100100_traveller_language_money_mails.sql: only the two lines that pick the bank
-- transfer and mobile money texts changed (each reads the language's wording first).

alter table private.operator_settings
  add column payment_instructions_translations jsonb not null default '{}'::jsonb
    check (jsonb_typeof(payment_instructions_translations) = 'object');
comment on column private.operator_settings.payment_instructions_translations is
  'How to pay in other languages, by language: {"de": {"bankTransfer": "…", "mobileMoney": "…"}} (settings.translations.<language>.paymentInstructions); a way left out, or one the English instructions do not give, is not used.';

create or replace function private.how_to_pay_in(lang text)
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
          private.in_language(lang, '', 'Banküberweisung: ', 'Virement bancaire : ')
            || coalesce(nullif(btrim(o.payment_instructions_translations -> private.mail_language(lang) ->> 'bankTransfer'), ''), o.bank_transfer_instructions) end,
        case when o.mobile_money_instructions is not null then
          private.in_language(lang, '', 'Mobile Money: ', 'Mobile money : ')
            || coalesce(nullif(btrim(o.payment_instructions_translations -> private.mail_language(lang) ->> 'mobileMoney'), ''), o.mobile_money_instructions) end
      ), ''),
      private.in_language(lang, '', 'Bitte rufen Sie uns an oder schreiben Sie uns für die Zahlungsdetails: ',
        'Appelez-nous ou écrivez-nous pour obtenir les coordonnées de paiement : ') || o.phone || ', ' || o.email
    ) || private.in_language(lang, '', E'\nBitte geben Sie bei der Zahlung Ihre Buchungsnummer an.',
      E'\nMerci d’indiquer votre référence de réservation avec le paiement.')
  end
  from private.operator_settings as o
  where o.id;
$$;
comment on function private.how_to_pay_in(text) is 'The operator''s payment instructions for a mail in its language: their wording in that language where they gave one, else as they wrote them in English.';
