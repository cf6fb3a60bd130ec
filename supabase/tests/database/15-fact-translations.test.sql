-- Issue 41, decision 239: a tour's translations carry its facts (label and value, item i
-- translating English fact i) with the English facts' limits, in the schema's words; the
-- itinerary's translated days keep theirs. Only admins save them.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(14);

insert into auth.users (id, email, aud, role) values
  ('a1111111-1111-4111-8111-111111111111', 'ana@example.test', 'authenticated', 'authenticated'),
  ('c3333333-3333-4333-8333-333333333333', 'tara@example.test', 'authenticated', 'authenticated');
update public.user_roles set role = 'admin' where user_id = 'a1111111-1111-4111-8111-111111111111';

-- A tour of the first catalogue with the given translations.
create function pg_temp.translated(translations jsonb) returns jsonb language sql as $$
  select tour || jsonb_build_object('translations', translations)
  from public.catalogue_tours where slug = 'serengeti-migration'
$$;

-- The check ------------------------------------------------------------------------------------
select is(
  private.tour_problems(pg_temp.translated('{"de": {"facts": [{"label": "Reisedauer", "value": "Acht Tage"}, {}, {"value": "  "}]}}')),
  '{}'::text[],
  'a German fact label and value are accepted, an empty or blank one means not translated'
);
select is(
  private.tour_problems(pg_temp.translated(jsonb_build_object('de', jsonb_build_object('facts', jsonb_build_array(
    jsonb_build_object('label', repeat('l', 40), 'value', repeat('v', 80)),
    jsonb_build_object('label', repeat('l', 41), 'value', repeat('v', 81))))))),
  array['Fact 2: German label must be at most 40 characters', 'Fact 2: German value must be at most 80 characters'],
  'a label has the English label''s 40 characters, a value the English value''s 80'
);
select is(
  private.tour_problems(pg_temp.translated('{"fr": {"facts": [{"label": "Durée", "unit": "jours"}]}}')),
  array['Fact 1: Unknown field "unit"'],
  'a French fact has only a label and a value'
);
select is(
  private.tour_problems(pg_temp.translated('{"de": {"facts": ["Dauer", {"label": 8}]}}')),
  array['Fact 1: A German fact has a label and a value', 'Fact 2: German label must be text'],
  'a fact is an object of texts'
);
select is(
  private.tour_problems(pg_temp.translated('{"de": {"facts": {"label": "Dauer"}}}')),
  array['German facts must be a list'],
  'the facts are a list'
);
select is(
  private.tour_problems(pg_temp.translated(jsonb_build_object('de', jsonb_build_object('facts',
    (select jsonb_agg('{}'::jsonb) from generate_series(1, 13)))))),
  array['German facts may have at most 12 items'],
  'at most the English facts'' 12'
);
select is(
  private.tour_problems(pg_temp.translated(jsonb_build_object('fr', jsonb_build_object('itinerary',
    jsonb_build_array('{}'::jsonb, jsonb_build_object('description', repeat('d', 2001)), 'Jour', '{"meals": []}'::jsonb))))),
  array['Day 2: French description must be at most 2000 characters', 'Day 3: A French day has a title and a description',
        'Day 4: Unknown field "meals"'],
  'a translated day keeps its words'
);

-- Saving and publishing -----------------------------------------------------------------------
set local role authenticated;
set local request.jwt.claims to '{"sub": "a1111111-1111-4111-8111-111111111111", "role": "authenticated"}';
select lives_ok(
  $$update public.catalogue_tours
    set tour = tour || '{"translations": {"de": {"facts": [{"label": "Reisedauer", "value": "Acht Tage im Busch"}]}}}', revision = 1
    where slug = 'serengeti-migration'$$,
  'an admin saves a German fact'
);
select throws_ok(
  $$update public.catalogue_tours
    set tour = tour || jsonb_build_object('translations', jsonb_build_object('de', jsonb_build_object('facts',
      jsonb_build_array(jsonb_build_object('value', repeat('v', 81)))))), revision = 2
    where slug = 'serengeti-migration'$$,
  '23514', 'Fact 1: German value must be at most 80 characters',
  'a value too long is refused in the schema''s words'
);
select lives_ok($$select public.publish_catalogue('German facts')$$, 'and publishes it');
set local role anon;
select is(
  (select t #> '{translations,de,facts,0}' from jsonb_array_elements(public.published_catalogue() -> 'tours') as t
   where t ->> 'slug' = 'serengeti-migration'),
  '{"label": "Reisedauer", "value": "Acht Tage im Busch"}'::jsonb,
  'a visitor reads the published German fact'
);
select throws_ok(
  $$select private.tour_translation_problems('{}')$$, '42501', null, 'a visitor cannot call the check'
);

set local role authenticated;
set local request.jwt.claims to '{"sub": "c3333333-3333-4333-8333-333333333333", "role": "authenticated"}';
update public.catalogue_tours
set tour = tour || '{"translations": {"de": {"facts": [{"label": "Gehackt"}]}}}', revision = 2
where slug = 'serengeti-migration';
reset role;
select is(
  (select tour #>> '{translations,de,facts,0,label}' from public.catalogue_tours where slug = 'serengeti-migration'),
  'Reisedauer',
  'a traveller''s update changes no translated fact'
);
select is(
  (select count(*) from public.catalogue_tours
   where not (tour ? 'translations') and slug <> 'serengeti-migration'),
  8::bigint,
  'the other tours stay untranslated'
);

select * from finish();
rollback;
