-- Issue 41, decision 240: a tour's translations carry its excluded items, each day's destination,
-- accommodation and highlight tags, the cancellation note and season names, with the English
-- limits, in the schema's words; a day's title and description keep theirs. Only admins save them.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(20);

insert into auth.users (id, email, aud, role) values
  ('a1111111-1111-4111-8111-111111111111', 'ana@example.test', 'authenticated', 'authenticated'),
  ('c3333333-3333-4333-8333-333333333333', 'tara@example.test', 'authenticated', 'authenticated');
update public.user_roles set role = 'admin' where user_id = 'a1111111-1111-4111-8111-111111111111';

-- A tour of the first catalogue with the given translations.
create function pg_temp.translated(translations jsonb) returns jsonb language sql as $$
  select tour || jsonb_build_object('translations', translations)
  from public.catalogue_tours where slug = 'serengeti-migration'
$$;

-- A list of `n` texts of `length` characters.
create function pg_temp.texts(n integer, length integer) returns jsonb language sql as $$
  select jsonb_agg(repeat('x', length)) from generate_series(1, n)
$$;

-- The check ------------------------------------------------------------------------------------
select is(
  private.tour_problems(pg_temp.translated('{
    "de": {"excluded": ["", "  ", "Trinkgelder"], "cancellationNote": "",
           "itinerary": [{"highlights": ["", "Ankunft"]}, {}, {"title": "Safari", "highlights": []}]},
    "fr": {"excluded": [], "cancellationNote": "  ", "itinerary": [{"highlights": [" "]}]}}')),
  '{}'::text[],
  'excluded items, a day''s tags and the cancellation note are accepted, an empty or blank one means not translated'
);
select is(
  private.tour_problems(pg_temp.translated(jsonb_build_object('de', jsonb_build_object(
    'excluded', pg_temp.texts(40, 200),
    'itinerary', jsonb_build_array(jsonb_build_object('highlights', pg_temp.texts(12, 200))),
    'cancellationNote', '  ' || repeat('c', 300) || '  ')))),
  '{}'::text[],
  'the English limits are reached: 40 excluded items and 12 tags of 200 characters, a note of 300 once trimmed'
);
select is(
  private.tour_problems(pg_temp.translated(jsonb_build_object('de', jsonb_build_object(
    'excluded', jsonb_build_array('', repeat('e', 201)))))),
  array['Excluded item 2: German text must be at most 200 characters'],
  'an excluded item has the English item''s 200 characters'
);
select is(
  private.tour_problems(pg_temp.translated(jsonb_build_object('fr', jsonb_build_object(
    'excluded', pg_temp.texts(41, 1))))),
  array['French excluded may have at most 40 items'],
  'at most the English excluded items'' 40'
);
select is(
  private.tour_problems(pg_temp.translated(jsonb_build_object('de', jsonb_build_object('itinerary', jsonb_build_array(
    '{}'::jsonb, jsonb_build_object('highlights', jsonb_build_array('', repeat('h', 201)))))))),
  array['Day 2, highlight 2: German text must be at most 200 characters'],
  'a day''s tag has the English tag''s 200 characters, named as the English one is'
);
select is(
  private.tour_problems(pg_temp.translated(jsonb_build_object('de', jsonb_build_object('itinerary', jsonb_build_array(
    jsonb_build_object('highlights', pg_temp.texts(13, 1))))))),
  array['Day 1: German highlights may have at most 12 items'],
  'a day has at most the English 12 tags'
);
select is(
  private.tour_problems(pg_temp.translated(jsonb_build_object('fr', jsonb_build_object(
    'cancellationNote', repeat('c', 301))))),
  array['French cancellation note must be at most 300 characters'],
  'the cancellation note has the English note''s 300 characters'
);
select is(
  private.tour_problems(pg_temp.translated('{
    "de": {"excluded": ["Trinkgelder", 5], "itinerary": [{"highlights": ["Ankunft", 7]}], "cancellationNote": ["Kostenlos"]},
    "fr": {"excluded": "Pourboires", "itinerary": [{"highlights": "Arrivée"}]}}')),
  array['Day 1, highlight 2: German text must be text', 'Excluded item 2: German text must be text',
        'German cancellation note must be text', 'Day 1: French highlights must be a list', 'French excluded must be a list'],
  'each is text or a list of texts, in the schema''s order'
);
select is(
  private.tour_problems(pg_temp.translated('{"fr": {"itinerary": [{"meals": [], "highlights": ["Arrivée"]}, "Jour", {"title": 5, "description": 6}]}}')),
  array['Day 1: Unknown field "meals"', 'Day 2: A French day has a title and a description',
        'Day 3: French title must be text', 'Day 3: French description must be text'],
  'a translated day has only a title, a description, a destination, an accommodation and tags, in the words it had'
);
select is(
  private.tour_problems(pg_temp.translated(jsonb_build_object('de', jsonb_build_object('itinerary', jsonb_build_array(
    jsonb_build_object('destination', 'Serengeti-Nationalpark', 'accommodation', '  ' || repeat('a', 150) || ' '),
    jsonb_build_object('destination', repeat('d', 151), 'accommodation', 7)))))),
  array['Day 2: German destination must be at most 150 characters', 'Day 2: German accommodation must be text'],
  'a day''s destination and accommodation are texts of the English 150 characters'
);
select is(
  private.tour_problems(pg_temp.translated(jsonb_build_object(
    'de', jsonb_build_object('seasons', jsonb_build_array('{}'::jsonb, jsonb_build_object('name', repeat('n', 60)),
                                                          jsonb_build_object('name', repeat('n', 61)))),
    'fr', '{"seasons": ["Haute saison", {"name": "Haute saison", "start": "2027-06-01"}]}'::jsonb))),
  array['Season 3: German name must be at most 60 characters', 'Season 1: A French season has a name',
        'Season 2: Unknown field "start"'],
  'a season''s name has the English name''s 60 characters, and a translated season only a name'
);
select is(
  private.tour_problems(pg_temp.translated(jsonb_build_object('de', jsonb_build_object('seasons',
    (select jsonb_agg('{}'::jsonb) from generate_series(1, 25)))))),
  array['German seasons may have at most 24 items'],
  'at most the English seasons'' 24'
);
select is(
  private.tour_problems(pg_temp.translated('{"de": {"excludedItems": [], "cancellation": ""}}')),
  array['Unknown fields "cancellation", "excludedItems"'],
  'the other translated fields are still unknown'
);

-- Saving and publishing -----------------------------------------------------------------------
set local role authenticated;
set local request.jwt.claims to '{"sub": "a1111111-1111-4111-8111-111111111111", "role": "authenticated"}';
select lives_ok(
  $$update public.catalogue_tours
    set tour = tour || '{"translations": {"de": {"excluded": ["Trinkgelder"], "cancellationNote": "Kostenlos bis 48 Stunden vorher",
                                                 "itinerary": [{"highlights": ["Ankunft"]}]}}}', revision = 1
    where slug = 'serengeti-migration'$$,
  'an admin saves German excluded items, a day''s tags and the cancellation note'
);
select throws_ok(
  $$update public.catalogue_tours
    set tour = tour || jsonb_build_object('translations', jsonb_build_object('de', jsonb_build_object(
      'cancellationNote', repeat('c', 301)))), revision = 2
    where slug = 'serengeti-migration'$$,
  '23514', 'German cancellation note must be at most 300 characters',
  'a note too long is refused in the schema''s words'
);
select lives_ok($$select public.publish_catalogue('German excluded items, tags and note')$$, 'and publishes them');
set local role anon;
select is(
  (select jsonb_build_array(t #> '{translations,de,excluded}', t #> '{translations,de,itinerary,0,highlights}',
                            t #> '{translations,de,cancellationNote}')
   from jsonb_array_elements(public.published_catalogue() -> 'tours') as t
   where t ->> 'slug' = 'serengeti-migration'),
  '[["Trinkgelder"], ["Ankunft"], "Kostenlos bis 48 Stunden vorher"]'::jsonb,
  'a visitor reads the published German texts'
);
select throws_ok(
  $$select private.tour_translated_days_problems('[]', 'German')$$, '42501', null, 'a visitor cannot call the days'' check'
);

set local role authenticated;
set local request.jwt.claims to '{"sub": "c3333333-3333-4333-8333-333333333333", "role": "authenticated"}';
update public.catalogue_tours
set tour = tour || '{"translations": {"de": {"cancellationNote": "Gehackt", "excluded": ["Gehackt"]}}}', revision = 2
where slug = 'serengeti-migration';
reset role;
select is(
  (select jsonb_build_array(tour #> '{translations,de,cancellationNote}', tour #> '{translations,de,excluded}')
   from public.catalogue_tours where slug = 'serengeti-migration'),
  '["Kostenlos bis 48 Stunden vorher", ["Trinkgelder"]]'::jsonb,
  'a traveller''s update changes no translated text'
);
select is(
  (select count(*) from public.catalogue_tours
   where not (tour ? 'translations') and slug <> 'serengeti-migration'),
  8::bigint,
  'the other tours stay untranslated'
);

select * from finish();
rollback;
