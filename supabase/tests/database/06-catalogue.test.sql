-- Issue 23: the catalogue's drafts are the admins' alone, published versions never change, two
-- saves from the same revision cannot both land, and private.tour_prices follows every publish
-- and restore.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(41);

insert into auth.users (id, email, aud, role) values
  ('a1111111-1111-4111-8111-111111111111', 'ana@example.test', 'authenticated', 'authenticated'),
  ('b2222222-2222-4222-8222-222222222222', 'ben@example.test', 'authenticated', 'authenticated'),
  ('c3333333-3333-4333-8333-333333333333', 'tara@example.test', 'authenticated', 'authenticated');
update public.user_roles set role = 'admin'
where user_id in ('a1111111-1111-4111-8111-111111111111', 'b2222222-2222-4222-8222-222222222222');

-- The first catalogue ----------------------------------------------------------------------
select is((select count(*) from public.catalogue_tours), 9::bigint, 'the migration seeds the nine tours as drafts');
select is((select max(version) from public.catalogue_versions), 1, 'and publishes them as version 1');
select is(
  (select note from public.catalogue_versions where version = 1), 'The first catalogue',
  'version 1 is the first catalogue, published by nobody'
);
select is(
  (select jsonb_agg(t ->> 'slug') from public.catalogue_versions, jsonb_array_elements(tours) as t where version = 1),
  (select jsonb_agg(slug order by position) from public.catalogue_tours),
  'in catalogue order'
);
select is(
  (select count(*) from private.tour_prices as p
   join public.catalogue_tours as d on d.slug = p.tour_slug
   where p.adult_price = (d.tour ->> 'adultPrice')::numeric and p.youth_price = (d.tour ->> 'youthPrice')::numeric
     and p.title = d.tour ->> 'title' and p.duration_days = (d.tour ->> 'durationDays')::integer
     and p.max_group_size is not distinct from (d.tour #>> '{groupSize,maxPeople}')::integer),
  9::bigint,
  'the price rows equal version 1'
);

-- Visitors and travellers ------------------------------------------------------------------
set local role anon;
select throws_ok('select * from public.catalogue_tours', '42501', null, 'a visitor cannot read the drafts');
select throws_ok('select * from public.catalogue_versions', '42501', null, 'nor the versions (who published them)');
select is((public.published_catalogue() ->> 'version')::integer, 1, 'a visitor reads the published catalogue');
select is(jsonb_array_length(public.published_catalogue() -> 'tours'), 9, 'with its nine tours');
select throws_ok($$select public.publish_catalogue('x')$$, '42501', null, 'a visitor cannot publish');
select throws_ok($$update public.catalogue_tours set hidden = true where true$$, '42501', null, 'nor write a draft');

set local role authenticated;
set local request.jwt.claims to '{"sub": "c3333333-3333-4333-8333-333333333333", "role": "authenticated"}';
select is((select count(*) from public.catalogue_tours), 0::bigint, 'a traveller sees no draft');
select is((select count(*) from public.catalogue_versions), 0::bigint, 'and no version row');
select is((public.published_catalogue(1) ->> 'version')::integer, 1, 'but reads a published version');
select throws_ok(
  $$insert into public.catalogue_tours (slug, tour) select 'copy', jsonb_set(tour, '{slug}', '"copy"') from public.published_catalogue() as c, jsonb_array_elements(c -> 'tours') as tour limit 1$$,
  '42501', null, 'a traveller cannot add a draft'
);
update public.catalogue_tours set hidden = true, revision = 1 where slug = 'serengeti-migration';
select throws_ok($$select public.publish_catalogue('mine')$$, '42501', 'Only admins may publish the catalogue', 'nor publish');
select throws_ok($$select public.restore_catalogue_version(1)$$, '42501', 'Only admins may restore a catalogue version', 'nor restore');
select throws_ok($$delete from public.catalogue_tours where true$$, '42501', null, 'nor delete a draft');

-- Two admins, one tour -----------------------------------------------------------------------
set local request.jwt.claims to '{"sub": "a1111111-1111-4111-8111-111111111111", "role": "authenticated"}';
select is((select hidden from public.catalogue_tours where slug = 'serengeti-migration'), false, 'the traveller''s update changed nothing');
select is((select count(*) from public.catalogue_tours), 9::bigint, 'an admin reads every draft');
update public.catalogue_tours
set tour = jsonb_set(tour, '{adultPrice}', '3100'), revision = 1
where slug = 'serengeti-migration';
select is(
  (select revision || ' ' || updated_by_email from public.catalogue_tours where slug = 'serengeti-migration'),
  '2 ana@example.test',
  'a save bumps the revision and names who saved'
);

set local request.jwt.claims to '{"sub": "b2222222-2222-4222-8222-222222222222", "role": "authenticated"}';
select throws_ok(
  $$update public.catalogue_tours set tour = jsonb_set(tour, '{adultPrice}', '2500'), revision = 1 where slug = 'serengeti-migration'$$,
  'PT409',
  format('This tour was changed by ana@example.test at %s; reload it to see their changes',
         to_char(now() at time zone 'Africa/Dar_es_Salaam', 'HH24:MI')),
  'a save from the revision someone else already saved over is refused, naming them'
);
select throws_ok(
  $$update public.catalogue_tours set tour = jsonb_set(tour, '{adultPrice}', '2500') where slug = 'serengeti-migration'$$,
  '23514', 'Saving a tour needs the revision it was read at',
  'a save that does not say which revision it read is refused'
);
select throws_ok(
  $$update public.catalogue_tours set slug = 'elsewhere', revision = 2 where slug = 'serengeti-migration'$$,
  '23514', 'A tour''s slug cannot change once it exists', 'a slug never changes'
);
select throws_ok(
  $$update public.catalogue_tours set tour = jsonb_set(tour, '{adultPrice}', '0'), revision = 2 where slug = 'serengeti-migration'$$,
  '23514', 'Adult price must be more than 0', 'the tour is checked with the schema''s words'
);
select is(
  (select (tour ->> 'adultPrice')::integer from public.catalogue_tours where slug = 'serengeti-migration'),
  3100, 'the first save stands'
);

-- Publish, hide, restore ---------------------------------------------------------------------
-- A request made before the publish (as the owner: the pricing trigger is the same for all).
reset role;
insert into public.bookings (customer_name, customer_email, customer_phone, tour_name, tour_slug, tour_date, adults, youths, number_of_guests)
values ('Early Bird', 'early@example.test', '+255 700 000 010', 'x', 'serengeti-migration', current_date + 30, 1, 0, 1);
set local role authenticated;
update public.catalogue_tours set hidden = true, revision = revision where slug = 'five-day-luxury-safari';
select is(public.publish_catalogue('Park fees 2027'), 2, 'publishing makes version 2');
reset role;
select is(
  (select adult_price from private.tour_prices where tour_slug = 'serengeti-migration'), 3100::numeric,
  'the price row follows the published version'
);
select ok(
  not exists (select 1 from private.tour_prices where tour_slug = 'five-day-luxury-safari'),
  'a hidden tour leaves the price rows'
);
insert into public.bookings (customer_name, customer_email, customer_phone, tour_name, tour_slug, tour_date, adults, youths, number_of_guests)
values ('Late Bird', 'late@example.test', '+255 700 000 011', 'x', 'serengeti-migration', current_date + 30, 1, 0, 1);
select is(
  (select string_agg(customer_email || ' ' || amount::integer, ', ' order by customer_email)
   from public.bookings where customer_email in ('early@example.test', 'late@example.test')),
  'early@example.test 2970, late@example.test 3100',
  'a new request pays the published price; the earlier one keeps its amount'
);
select throws_ok(
  $$insert into public.bookings (customer_name, customer_email, customer_phone, tour_name, tour_slug, tour_date, adults, youths, number_of_guests)
    values ('Too Late', 'too-late@example.test', '+255 700 000 012', 'x', 'five-day-luxury-safari', current_date + 30, 1, 0, 1)$$,
  '23503', 'Unknown tour "five-day-luxury-safari"', 'a hidden tour takes no new request'
);
set local role authenticated;
select is(
  (select changes from public.catalogue_versions where version = 2),
  '[{"slug": "serengeti-migration", "title": "8 Day Explore Serengeti Great Wildebeests Migration Tour", "kind": "changed", "fields": ["adultPrice"]},
    {"slug": "five-day-luxury-safari", "title": "5-Day Private Luxury Safari Northern Circuit", "kind": "hidden", "fields": []}]'::jsonb,
  'the version lists what changed'
);
select throws_ok($$select public.publish_catalogue(null)$$, '22023', 'Nothing to publish: the drafts match version 2', 'nothing new, nothing published');

select is(public.restore_catalogue_version(1), 3, 'restoring version 1 publishes version 3');
select is(
  (select tours from public.catalogue_versions where version = 3),
  (select tours from public.catalogue_versions where version = 1),
  'with version 1''s tours'
);
select is(
  (select restored_from || ' ' || (select jsonb_agg(c ->> 'kind' order by c ->> 'kind') from jsonb_array_elements(changes) as c)::text
   from public.catalogue_versions where version = 3),
  '1 ["changed", "shown"]',
  'restored from 1: the price changed back, the hidden tour shown again'
);
reset role;
select is(
  (select adult_price from private.tour_prices where tour_slug = 'serengeti-migration')::integer
    || ' ' || (select count(*) from private.tour_prices),
  '2970 9',
  'and the prices are version 1''s again'
);

-- A publish that fails midway leaves everything as it was ---------------------------------------
create function public.test_fail_price_rows() returns trigger language plpgsql as $$
begin
  raise exception 'disk full';
end;
$$;
create trigger test_fail_price_rows before insert or update or delete on private.tour_prices
  for each row execute function public.test_fail_price_rows();
set local role authenticated;
update public.catalogue_tours set tour = jsonb_set(tour, '{adultPrice}', '3333'), revision = revision
where slug = 'serengeti-migration';
select throws_ok($$select public.publish_catalogue('half')$$, 'P0001', 'disk full', 'a publish whose price rows fail fails whole');
reset role;
select is(
  (select max(version) || ' ' || (select adult_price::integer from private.tour_prices where tour_slug = 'serengeti-migration')
   from public.catalogue_versions),
  '3 2970',
  'no version was added and the prices are the ones serving'
);
drop trigger test_fail_price_rows on private.tour_prices;

-- Versions never change ----------------------------------------------------------------------
select throws_ok($$update public.catalogue_versions set note = 'rewritten' where version = 1$$, '42501', null,
  'not even the owner rewrites a version');
select throws_ok($$delete from public.catalogue_versions where version = 1$$, '42501', null, 'or deletes one');

select * from finish();
rollback;
