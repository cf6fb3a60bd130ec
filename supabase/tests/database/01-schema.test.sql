-- Schema shape: RLS everywhere, the enums, the triggers, the publication, no API access to the
-- private schema's tables. Runs with `supabase test db` or pg_prove (see `pnpm test:db`).
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(19);

select has_table('public', 'bookings', 'bookings exists');
select has_table('public', 'contact_submissions', 'contact_submissions exists');
select has_table('public', 'user_roles', 'user_roles exists');
select ok((select bool_and(relrowsecurity) from pg_class
           where relnamespace = 'public'::regnamespace and relkind = 'r'),
          'row level security is on for every public table');
select enum_has_labels('public', 'booking_status', array['pending', 'confirmed', 'cancelled'], 'booking statuses');
select enum_has_labels('public', 'contact_status', array['unread', 'read', 'replied'], 'message statuses');
select enum_has_labels('public', 'app_role', array['admin', 'user'], 'roles');
select col_is_unique('public', 'bookings', array['reference'], 'a booking reference is unique');
select ok(not has_column_privilege('anon', 'public.bookings', 'reference', 'insert')
  and not has_column_privilege('authenticated', 'public.bookings', 'reference', 'insert'),
  'only the database writes a booking reference');
select col_is_unique('public', 'user_roles', array['user_id'], 'one role row per user');
select has_trigger('public', 'bookings', 'bookings_price_new_booking', 'bookings are priced by trigger');
select has_trigger('auth', 'users', 'on_auth_user_created_grant_role', 'new accounts get a role by trigger');
select results_eq(
  $$select tablename::text collate "default" from pg_publication_tables where pubname = 'supabase_realtime' order by 1$$,
  array['booking_mails', 'booking_status_changes', 'bookings', 'contact_submissions', 'invoices',
    'payment_instalments', 'payments', 'proposal_change_requests', 'proposal_versions'],
  'bookings, their history, mails, schedule, payments and invoices, contact messages, proposals sent and changes asked stream to Realtime'
);
select ok(not has_table_privilege('anon', 'private.tour_prices', 'select'), 'visitors cannot read the price table');
select ok(not has_table_privilege('authenticated', 'private.custom_safari_rates', 'select'), 'users cannot read the rates table');
select ok(not has_function_privilege('anon', 'public.admin_booking_summary()', 'execute'), 'visitors cannot call the summary');
select ok(not has_function_privilege('anon', 'public.admin_count_bookings(text, public.booking_status, date, date, timestamptz)', 'execute'),
  'visitors cannot call the admin count');
select is(
  (select proconfig from pg_proc where oid = 'private.count_bookings(text, public.booking_status, date, date, timestamptz)'::regprocedure),
  array['search_path=""'],
  'the admin count runs with an empty search_path'
);
select is(
  (select proconfig from pg_proc where oid = 'private.has_role(public.app_role)'::regprocedure),
  array['search_path=""'],
  'has_role() runs with an empty search_path'
);

select * from finish();
rollback;
