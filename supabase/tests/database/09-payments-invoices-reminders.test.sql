-- Issue 37 (decisions 186, 187): invoices issued with a schedule; payments and refunds with
-- gap-free receipt numbers; paid, due and overdue; impossible figures refused; reminders once per
-- part and kind, stopped by a payment; who may do what.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(56);

insert into auth.users (id, email, aud, role) values
  ('11111111-1111-4111-8111-111111111111', 'alice@example.test', 'authenticated', 'authenticated'),
  ('22222222-2222-4222-8222-222222222222', 'bob@example.test', 'authenticated', 'authenticated'),
  ('33333333-3333-4333-8333-333333333333', 'boss@example.test', 'authenticated', 'authenticated');
update public.user_roles set role = 'admin' where user_id = '33333333-3333-4333-8333-333333333333';

-- Alice's trip, confirmed at $5,000 (made as the owner: no mails, fixed ids).
insert into public.bookings (id, user_id, customer_name, customer_email, customer_phone, tour_name, tour_date, end_date, adults, youths, number_of_guests, tour_types, destinations, budget, safari_type)
values ('cccccccc-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111', 'Alice A', 'alice@example.test', '+255 700 000 001', 'Custom Safari', private.office_today() + 100, private.office_today() + 106, 2, 0, 2,
  array['wildlife'], array['serengeti'], 'mid-range', 'private');
update public.bookings set status = 'confirmed' where id = 'cccccccc-0000-4000-8000-000000000001';
set local role authenticated;
set local request.jwt.claims to '{"sub": "33333333-3333-4333-8333-333333333333", "role": "authenticated", "email": "boss@example.test"}';
select public.admin_quote_booking('cccccccc-0000-4000-8000-000000000001', 5000);
reset role;

-- Accepted 20 days ago: the deposit (30 %, due 7 days later) is overdue, the balance due in 40 days.
select private.create_payment_schedule('cccccccc-0000-4000-8000-000000000001', 5000, private.office_today() + 100,
  private.office_today() - 20, 30, 7, 60, null);

-- Invoices
select results_eq(
  $$select number = 'INV-' || extract(year from private.office_today()) || '-0001', total, jsonb_array_length(instalments), cancelled_at is null
    from public.invoices where booking_id = 'cccccccc-0000-4000-8000-000000000001'$$,
  $$values (true, 5000.00::numeric, 2, true)$$,
  'the schedule issues the first invoice of the year, for the total, listing both parts'
);
select throws_ok(
  $$update public.invoices set total = 1 where booking_id = 'cccccccc-0000-4000-8000-000000000001'$$,
  '23514', 'An issued invoice cannot change; a new invoice replaces it', 'an issued invoice is frozen'
);
select is(
  (select status from public.invoice_status where booking_id = 'cccccccc-0000-4000-8000-000000000001'),
  'overdue', 'an invoice whose deposit is past due and unpaid is overdue'
);

-- Paid, due and overdue before any payment
select results_eq(
  $$select total, paid, balance, due_now, overdue from public.booking_payment_status
    where booking_id = 'cccccccc-0000-4000-8000-000000000001'$$,
  $$values (5000.00::numeric, 0.00::numeric, 5000.00::numeric, 1500.00::numeric, 1500.00::numeric)$$,
  'nothing paid: the deposit is due and overdue, the balance not yet'
);
select results_eq(
  $$select kind, state, remaining from public.payment_instalment_status
    where booking_id = 'cccccccc-0000-4000-8000-000000000001' order by position$$,
  $$values ('deposit'::text, 'overdue'::text, 1500.00::numeric), ('balance', 'upcoming', 3500.00)$$,
  'each part says its state'
);

-- Staff record a part of the deposit.
set local role authenticated;
set local request.jwt.claims to '{"sub": "33333333-3333-4333-8333-333333333333", "role": "authenticated", "email": "boss@example.test"}';
select is(
  (select document_number from public.admin_record_payment('cccccccc-0000-4000-8000-000000000001', 'payment', 1000,
    private.office_today(), 'mobile_money', 'MP2611ABCD', 'Paid by <b>her brother</b>',
    'dddddddd-0000-4000-8000-000000000001')),
  'RCT-' || extract(year from private.office_today()) || '-0001',
  'a payment gets the first receipt number of the year'
);
select results_eq(
  $$select paid_amount, balance, next_due_on = private.office_today() - 13, next_due_amount from public.bookings
    where id = 'cccccccc-0000-4000-8000-000000000001'$$,
  $$values (1000.00::numeric, 4000.00::numeric, true, 500.00::numeric)$$,
  'the booking keeps what is paid, the balance, and the rest of the deposit as next due'
);
select results_eq(
  $$select state, remaining from public.payment_instalment_status
    where booking_id = 'cccccccc-0000-4000-8000-000000000001' order by position$$,
  $$values ('overdue'::text, 500.00::numeric), ('upcoming', 3500.00)$$,
  'a part paid in part and past due is still overdue, for the rest'
);
select is(
  (select count(*)::int from public.admin_record_payment('cccccccc-0000-4000-8000-000000000001', 'payment', 1000,
    private.office_today(), 'mobile_money', 'MP2611ABCD', null, 'dddddddd-0000-4000-8000-000000000001')),
  1, 'the same form sent again answers the recorded row'
);
select is(
  (select count(*)::int from public.payments where booking_id = 'cccccccc-0000-4000-8000-000000000001'),
  1, '... and records nothing new'
);

-- A failed recording gives its number back: the series has no gap.
savepoint before_mistake;
select public.admin_record_payment('cccccccc-0000-4000-8000-000000000001', 'payment', 10, private.office_today(), 'cash');
rollback to savepoint before_mistake;
select is(
  (select document_number from public.admin_record_payment('cccccccc-0000-4000-8000-000000000001', 'payment', 500,
    private.office_today(), 'bank_transfer', 'FT26112233')),
  'RCT-' || extract(year from private.office_today()) || '-0002',
  'a payment rolled back leaves no gap in the receipt numbers'
);
select results_eq(
  $$select total, paid, balance, due_now, overdue from public.booking_payment_status
    where booking_id = 'cccccccc-0000-4000-8000-000000000001'$$,
  $$values (5000.00::numeric, 1500.00::numeric, 3500.00::numeric, 0.00::numeric, 0.00::numeric)$$,
  'the deposit paid: nothing due or overdue'
);
select is(
  (select status from public.invoice_status where booking_id = 'cccccccc-0000-4000-8000-000000000001'),
  'partially_paid', 'the invoice is partially paid'
);

-- Figures that would be impossible are refused, and change nothing.
select throws_ok(
  $$select public.admin_record_payment('cccccccc-0000-4000-8000-000000000001', 'payment', 3600, private.office_today(), 'card')$$,
  '22023', null, 'a payment over what is still to pay is refused'
);
select throws_like(
  $$select public.admin_record_payment('cccccccc-0000-4000-8000-000000000001', 'payment', 3600, private.office_today(), 'card')$$,
  '%$3,600.00 is more than the $3,500.00 still to pay%', '... with the figures in its words'
);
select throws_like(
  $$select public.admin_record_payment('cccccccc-0000-4000-8000-000000000001', 'refund', 1500.01, private.office_today(), 'bank_transfer')$$,
  '%refund of $1,500.01 is more than the $1,500.00 paid%', 'a refund of more than was paid is refused'
);
select throws_like(
  $$select public.admin_record_payment('cccccccc-0000-4000-8000-000000000001', 'payment', 10, private.office_today() + 1, 'cash')$$,
  '%cannot be in the future%', 'a payment dated in the future is refused'
);
select throws_like(
  $$select public.admin_record_payment('cccccccc-0000-4000-8000-000000000001', 'payment', 10, private.office_today() - 400, 'cash')$$,
  '%cannot be before booking%', 'a payment dated before the booking was made is refused'
);
select throws_like(
  $$select public.admin_record_payment('cccccccc-0000-4000-8000-000000000001', 'payment', 10, private.office_today(), 'mobile_money', '  ')$$,
  '%needs its transaction reference%', 'mobile money without its reference is refused'
);
select throws_ok(
  $$select public.admin_record_payment('cccccccc-0000-4000-8000-000000000001', 'payment', 10.005, private.office_today(), 'cash')$$,
  '22023', null, 'fractions of a cent are refused'
);
select throws_ok(
  $$select public.admin_record_payment('cccccccc-0000-4000-8000-000000000001', 'payment', -10, private.office_today(), 'cash')$$,
  '22023', null, 'a negative amount is refused'
);
select throws_ok(
  $$select public.admin_record_payment('cccccccc-0000-4000-8000-000000000001', 'payment', 10, private.office_today(), 'cheque')$$,
  '22023', null, 'an unknown method is refused'
);
select is(
  (select paid_amount from public.bookings where id = 'cccccccc-0000-4000-8000-000000000001'),
  1500.00::numeric, 'the refused payments changed nothing'
);

-- Refunds and voids.
select is(
  (select document_number from public.admin_record_payment('cccccccc-0000-4000-8000-000000000001', 'refund', 200,
    private.office_today(), 'bank_transfer', 'FT-REFUND-1', 'Park fee overcharged')),
  'RFD-' || extract(year from private.office_today()) || '-0001',
  'a refund is numbered in its own series'
);
select is(
  (select paid_amount from public.bookings where id = 'cccccccc-0000-4000-8000-000000000001'),
  1300.00::numeric, 'a refund lowers what was paid'
);
select is(
  (select document_number from public.admin_record_payment('cccccccc-0000-4000-8000-000000000001', 'refund', 1300,
    private.office_today(), 'bank_transfer', 'FT-REFUND-2')),
  'RFD-' || extract(year from private.office_today()) || '-0002',
  'everything paid can be refunded, numbered next'
);
select throws_like(
  $$select public.admin_void_payment((select id from public.payments where document_number like 'RCT-%-0001'), 'typo')$$,
  '%would leave more refunded than paid%', 'voiding a payment that the refunds rely on is refused'
);
select is(
  (select void_reason from public.admin_void_payment((select id from public.payments where document_number like 'RFD-%-0002'), ' Entered twice ')),
  'Entered twice', 'staff void a mistaken refund with a reason'
);
select is(
  (select void_reason from public.admin_void_payment((select id from public.payments where document_number like 'RFD-%-0001'), 'Fee was right')),
  'Fee was right', '... and the other'
);
select is(
  (select paid_amount from public.bookings where id = 'cccccccc-0000-4000-8000-000000000001'),
  1500.00::numeric, 'voided rows count for nothing'
);
select throws_like(
  $$select public.admin_void_payment((select id from public.payments where document_number like 'RFD-%-0001'), 'again')$$,
  '%is already void%', 'a row is voided once'
);
select throws_like(
  $$select public.admin_void_payment((select id from public.payments where document_number like 'RCT-%-0002'), '   ')$$,
  '%Say why%', 'a void needs its reason'
);
select throws_like(
  $$delete from public.bookings where id = 'cccccccc-0000-4000-8000-000000000001'$$,
  '%has invoices or payments on record%cancel it instead%', 'a booking with money on record cannot be deleted'
);

-- The receipt mail: staff's text is text.
select ok(
  (select html_body like '%MP2611ABCD%' and html_body not like '%<b>%' and subject like 'Payment received for TZ-%: $1,000.00'
   from public.booking_mails where booking_id = 'cccccccc-0000-4000-8000-000000000001' and kind = 'payment_receipt'
   order by id limit 1),
  'the traveller is mailed the receipt'
);

-- Who may do what.
set local request.jwt.claims to '{"sub": "11111111-1111-4111-8111-111111111111", "role": "authenticated", "email": "alice@example.test"}';
select throws_ok(
  $$select public.admin_record_payment('cccccccc-0000-4000-8000-000000000001', 'payment', 10, private.office_today(), 'cash')$$,
  '42501', null, 'a traveller cannot record a payment'
);
select throws_ok(
  $$select public.admin_make_payment_schedule('cccccccc-0000-4000-8000-000000000001', 0, 0, 0)$$,
  '42501', null, 'a traveller cannot change the schedule'
);
select throws_ok(
  $$insert into public.payments (booking_id, kind, amount, received_on, method, document_number)
    values ('cccccccc-0000-4000-8000-000000000001', 'payment', 5000, current_date, 'cash', 'RCT-2026-9999')$$,
  '42501', null, 'a traveller cannot write a payment row'
);
select throws_ok(
  $$update public.bookings set paid_amount = 5000 where id = 'cccccccc-0000-4000-8000-000000000001'$$,
  '42501', null, 'a traveller cannot write what she has paid'
);
select is((select count(*)::int from public.payments), 4, 'the traveller reads the payments of her booking');
select is((select count(*)::int from public.invoices), 1, '... and its invoice');
select is((select paid from public.booking_payment_status), 1500.00::numeric, '... and what she has paid');
select is((select count(*)::int from public.payment_reminders), 0, 'reminders are for staff to read');
set local request.jwt.claims to '{"sub": "22222222-2222-4222-8222-222222222222", "role": "authenticated", "email": "bob@example.test"}';
select is(
  (select count(*)::int from public.payments) + (select count(*)::int from public.invoices)
    + (select count(*)::int from public.booking_payment_status) + (select count(*)::int from public.payment_instalment_status),
  0, 'another traveller reads none of it'
);
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select throws_ok(
  $$select public.admin_record_payment('cccccccc-0000-4000-8000-000000000001', 'payment', 10, current_date, 'cash')$$,
  '42501', null, 'a visitor cannot call the payment function'
);
select throws_ok($$select count(*) from public.payments$$, '42501', null, 'a visitor cannot read payments');
reset role;

-- Staff change the terms of a confirmed booking: a new schedule and a new invoice replacing the old.
set local role authenticated;
set local request.jwt.claims to '{"sub": "33333333-3333-4333-8333-333333333333", "role": "authenticated", "email": "boss@example.test"}';
select is(
  (select count(*)::int from public.admin_make_payment_schedule('cccccccc-0000-4000-8000-000000000001', 50, 7, 30)),
  2, 'staff make new terms: two parts'
);
select results_eq(
  $$select number like 'INV-%-0002', supersedes is not null, (select cancelled_at is not null from public.invoices as o where o.id = n.supersedes)
    from public.invoices as n where booking_id = 'cccccccc-0000-4000-8000-000000000001' and cancelled_at is null$$,
  $$values (true, true, true)$$,
  'the new invoice is numbered next and cancels the one it replaces'
);
select results_eq(
  $$select amount, state from public.payment_instalment_status
    where booking_id = 'cccccccc-0000-4000-8000-000000000001' order by position$$,
  $$values (2500.00::numeric, 'part_paid'::text), (2500.00, 'upcoming')$$,
  'payments already made count toward the new schedule'
);
reset role;

-- Reminders: a second booking accepted today, deposit due in 6 days, balance in 40.
insert into public.bookings (id, user_id, customer_name, customer_email, customer_phone, tour_name, tour_date, end_date, adults, youths, number_of_guests, tour_types, destinations, budget, safari_type)
values ('cccccccc-0000-4000-8000-000000000002', '22222222-2222-4222-8222-222222222222', 'Bob B', 'bob@example.test', '+255 700 000 002', 'Custom Safari', private.office_today() + 100, private.office_today() + 104, 1, 0, 1,
  array['wildlife'], array['serengeti'], 'mid-range', 'private');
update public.bookings set status = 'confirmed' where id = 'cccccccc-0000-4000-8000-000000000002';
set local role authenticated;
set local request.jwt.claims to '{"sub": "33333333-3333-4333-8333-333333333333", "role": "authenticated", "email": "boss@example.test"}';
select public.admin_quote_booking('cccccccc-0000-4000-8000-000000000002', 2000);
reset role;
select private.create_payment_schedule('cccccccc-0000-4000-8000-000000000002', 2000, private.office_today() + 100,
  private.office_today(), 30, 6, 60, null);
-- Alice's booking is left out of the sweeps below: only Bob's reminders are counted.
update public.bookings set status = 'cancelled' where id = 'cccccccc-0000-4000-8000-000000000001';

select is(private.enqueue_payment_reminders(private.office_today()), 0,
  'nothing to remind on the day of acceptance');
select is(private.enqueue_payment_reminders(private.office_today() + 6), 0,
  'a part made inside its reminder window gets no early reminder (the schedule announced it)');
select is(private.enqueue_payment_reminders(private.office_today() + 7), 1, 'an unpaid deposit past due: one overdue mail');
select is(private.enqueue_payment_reminders(private.office_today() + 8), 0, '... and never a second');
select is(private.enqueue_payment_reminders(private.office_today() + 33), 1,
  'the balance is reminded once, reminder_days_before its day');
select results_eq(
  $$select m.kind, m.subject like 'Payment reminder for TZ-%: $1,400.00 due %', m.text_body like '%Please call or write to us for the payment details%'
    from public.payment_reminders as r join public.booking_mails as m on m.id = r.mail_id
    where r.booking_id = 'cccccccc-0000-4000-8000-000000000002' and r.kind = 'upcoming'$$,
  $$values ('payment_reminder'::text, true, true)$$,
  'the reminder says what, when, and how to pay'
);
-- Bob pays everything before the sender got to the reminder.
set local role authenticated;
set local request.jwt.claims to '{"sub": "33333333-3333-4333-8333-333333333333", "role": "authenticated", "email": "boss@example.test"}';
select public.admin_record_payment('cccccccc-0000-4000-8000-000000000002', 'payment', 2000, private.office_today(), 'card');
reset role;
select ok(
  (select bool_and(m.withdrawn_at is not null) from public.payment_reminders as r join public.booking_mails as m on m.id = r.mail_id
   where r.booking_id = 'cccccccc-0000-4000-8000-000000000002' and m.sent_at is null),
  'the payment withdraws the reminders still waiting in the outbox'
);
select is(private.enqueue_payment_reminders(private.office_today() + 41), 0, 'paid in full: no overdue mail for the balance');

select * from finish();
rollback;
