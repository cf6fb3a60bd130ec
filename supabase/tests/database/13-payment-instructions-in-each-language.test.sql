-- Issue 41: the payment mails say how to pay in the operator's wording for the traveller's
-- language (settings.translations.<language>.paymentInstructions), the English instructions
-- where there is none; English mails read as before.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(6);

update private.operator_settings
set bank_transfer_instructions = 'CRDB Bank Arusha, account 0150 2233 4400',
    mobile_money_instructions = 'M-Pesa Lipa Namba 123456',
    payment_instructions_translations = '{"de": {"bankTransfer": "CRDB Bank Arusha, Konto 0150 2233 4400"}, "fr": {"mobileMoney": "M-Pesa Lipa Namba 123456, au nom de Kilele"}}';

select is(
  private.how_to_pay_in('de'),
  E'Banküberweisung: CRDB Bank Arusha, Konto 0150 2233 4400\nMobile Money: M-Pesa Lipa Namba 123456\nBitte geben Sie bei der Zahlung Ihre Buchungsnummer an.',
  'a German mail shows the German bank details, and the mobile money ones as written in English'
);
select is(
  private.how_to_pay_in('fr'),
  E'Virement bancaire\u00a0: CRDB Bank Arusha, account 0150 2233 4400\nMobile money\u00a0: M-Pesa Lipa Namba 123456, au nom de Kilele\nMerci d’indiquer votre référence de réservation avec le paiement.',
  'a French mail shows the French mobile money wording'
);
select is(
  private.how_to_pay_in('en'),
  E'Bank transfer: CRDB Bank Arusha, account 0150 2233 4400\nMobile money: M-Pesa Lipa Namba 123456\nPlease quote your booking reference with the payment.',
  'an English mail reads as before'
);

-- A way the English instructions do not give is not offered in any language.
update private.operator_settings set mobile_money_instructions = null;
select ok(private.how_to_pay_in('fr') not like '%M-Pesa%', 'a translation of a way not offered is not used');

select throws_ok(
  $$update private.operator_settings set payment_instructions_translations = '["de"]'$$,
  '23514', null, 'the translations are an object of languages'
);
set local role authenticated;
select throws_ok($$select private.how_to_pay_in('de')$$, '42501', null, 'a signed-in client cannot call it');
reset role;

select * from finish();
rollback;
