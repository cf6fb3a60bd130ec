-- Contact messages and roles as each actor.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(17);

insert into auth.users (id, email, aud, role) values
  ('11111111-1111-4111-8111-111111111111', 'alice@example.test', 'authenticated', 'authenticated'),
  ('22222222-2222-4222-8222-222222222222', 'bob@example.test', 'authenticated', 'authenticated'),
  ('33333333-3333-4333-8333-333333333333', 'boss@example.test', 'authenticated', 'authenticated');
update public.user_roles set role = 'admin' where user_id = '33333333-3333-4333-8333-333333333333';
select results_eq(
  $$select role::text from public.user_roles where user_id = '11111111-1111-4111-8111-111111111111'$$,
  array['user'], 'a new account gets the user role by trigger'
);
insert into public.contact_submissions (id, name, email, phone, message)
values ('cccccccc-0000-4000-8000-000000000001', 'Grace', 'grace@example.test', '+254 700 123 456', 'Hello');

set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select lives_ok($$insert into public.contact_submissions (name, email, phone, message)
  values ('Vera', 'vera@example.test', '+255 700 000 003', 'When is the migration?')$$, 'a visitor sends a message');
select throws_ok($$insert into public.contact_submissions (name, email, phone, message, status)
  values ('Vera', 'vera@example.test', '+255 700 000 003', 'Hi', 'replied')$$, '42501', null,
  'a visitor cannot send a message marked replied');
select throws_ok($$select * from public.contact_submissions$$, '42501', null, 'a visitor reads no message');
select throws_ok($$select * from public.user_roles$$, '42501', null, 'a visitor reads no role');

set local role authenticated;
set local request.jwt.claims to '{"sub": "11111111-1111-4111-8111-111111111111", "role": "authenticated"}';
select is_empty($$select * from public.contact_submissions$$, 'a user reads no message');
select is_empty($$update public.contact_submissions set status = 'read' returning id$$, 'a user marks no message');
select is_empty($$delete from public.contact_submissions returning id$$, 'a user deletes no message');
select results_eq($$select role::text from public.user_roles$$, array['user'], 'a user reads their own role only');
select throws_ok($$update public.user_roles set role = 'admin' where user_id = '11111111-1111-4111-8111-111111111111'$$,
  '42501', null, 'a user cannot promote themself');
select throws_ok($$insert into public.user_roles (user_id, role) values ('11111111-1111-4111-8111-111111111111', 'admin')$$,
  '42501', null, 'a user cannot add an admin role');

set local request.jwt.claims to '{"sub": "22222222-2222-4222-8222-222222222222", "role": "authenticated"}';
select results_eq($$select user_id::text from public.user_roles$$, array['22222222-2222-4222-8222-222222222222'],
  'another user reads only their own role');

set local request.jwt.claims to '{"sub": "33333333-3333-4333-8333-333333333333", "role": "authenticated"}';
select is((select count(*) from public.contact_submissions), 2::bigint, 'an admin reads every message');
select results_eq($$update public.contact_submissions set status = 'replied' where id = 'cccccccc-0000-4000-8000-000000000001' returning status::text$$,
  array['replied'], 'an admin marks a message replied');
select throws_ok($$update public.contact_submissions set message = 'edited'$$, '42501', null, 'an admin cannot edit a message');
select throws_ok($$update public.user_roles set role = 'user' where user_id = '33333333-3333-4333-8333-333333333333'$$,
  '42501', null, 'an admin cannot demote themself through the API');
select results_eq($$delete from public.contact_submissions where id = 'cccccccc-0000-4000-8000-000000000001' returning id::text$$,
  array['cccccccc-0000-4000-8000-000000000001'], 'an admin deletes a message');

select * from finish();
rollback;
