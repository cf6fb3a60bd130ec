-- A tour's facts in German and French (issue 41, decision 239).
--
-- Until now a fact's label and value ('Group Size' / 'Up to 5 people') reached a German page only
-- through the phrases the tour page recognises; staff could not translate any other. A tour's
-- translations now carry `facts`: a list whose item i translates English fact i, each
-- `{ "label"?: text, "value"?: text }`, a blank or absent text meaning "not translated yet". A
-- written one has the English fact's limit (label 40, value 80 characters) and the list at most
-- the English facts' 12 items, as shared-domain's `tourTranslationsField` says
-- (tour-translations-schema.ts); supabase/tests/catalogue.test.ts runs the same tours through both.
--
-- `private.tour_translation_problems` (migration 20261129200000) is restated; what changed:
-- `facts` is among the known fields, and its check comes after the highlights', as in the schema.
-- The day-by-day loop that checked the itinerary now lives in `tour_translated_parts_problems`,
-- which checks the facts too (a list of objects of two texts each); the itinerary's words are
-- unchanged.

-- A translated list of items of a few texts each (itinerary days, facts): absent or a list of at
-- most `max_items` objects, each with only `parts`, part p at most `part_max[p]` characters; each
-- item named as the English list's items are ('Day 2: …', 'Fact 1: …').
create function private.tour_translated_parts_problems(
  value jsonb,
  label text,
  item_list text,
  not_an_object text,
  parts text[],
  part_labels text[],
  part_max integer[],
  max_items integer
)
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  problems text[] := '{}';
  item jsonb;
  prefix text;
  problem text;
  i integer;
  p integer;
begin
  if value is null then
    return problems;
  end if;
  if jsonb_typeof(value) <> 'array' then
    return array[label || ' must be a list'];
  end if;
  if jsonb_array_length(value) > max_items then
    return array[format('%s may have at most %s items', label, max_items)];
  end if;
  for i in 0 .. jsonb_array_length(value) - 1 loop
    item := value -> i;
    prefix := private.tour_item_name(item_list, i, '') || ': ';
    if jsonb_typeof(item) <> 'object' then
      problems := problems || (prefix || not_an_object);
      continue;
    end if;
    problem := private.tour_unknown_field(item, parts);
    if problem is not null then
      problems := problems || (prefix || problem);
    end if;
    for p in 1 .. cardinality(parts) loop
      problem := private.tour_translated_text_problem(item -> parts[p], part_labels[p], part_max[p]);
      if problem is not null then
        problems := problems || (prefix || problem);
      end if;
    end loop;
  end loop;
  return problems;
end;
$$;
comment on function private.tour_translated_parts_problems(jsonb, text, text, text, text[], text[], integer[], integer) is 'The problems of a translated list of items of a few texts each (itinerary days, facts), in the words of shared-domain''s tourSchema.';

create or replace function private.tour_translation_problems(tour jsonb)
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  languages constant text[] := array['de', 'fr'];
  names constant text[] := array['German', 'French'];
  problems text[] := '{}';
  texts jsonb;
  name text;
  l integer;
begin
  if not tour ? 'translations' then
    return problems;
  end if;
  if jsonb_typeof(tour -> 'translations') <> 'object' then
    return array['Translations must be an object'];
  end if;
  problems := array_remove(array[private.tour_unknown_field(tour -> 'translations', languages)], null);
  for l in 1 .. cardinality(languages) loop
    texts := tour -> 'translations' -> languages[l];
    name := names[l];
    continue when texts is null;
    if jsonb_typeof(texts) <> 'object' then
      problems := problems || (name || ' texts must be an object');
      continue;
    end if;
    problems := problems || array_remove(array[
      private.tour_unknown_field(texts, array['title', 'summary', 'highlights', 'facts', 'overview', 'itinerary', 'included']),
      private.tour_translated_text_problem(texts -> 'title', name || ' title', 150),
      private.tour_translated_text_problem(texts -> 'summary', name || ' summary', 300)
    ], null);
    problems := problems
      || private.tour_translated_texts_problems(texts -> 'highlights', name || ' highlights', 'Highlights', name || ' text', 12, 200)
      || private.tour_translated_parts_problems(
           texts -> 'facts', name || ' facts', 'Facts', format('A %s fact has a label and a value', name),
           array['label', 'value'], array[name || ' label', name || ' value'], array[40, 80], 12)
      || private.tour_translated_texts_problems(texts -> 'overview', name || ' overview', 'Overview', name || ' text', 10, 2000)
      || private.tour_translated_parts_problems(
           texts -> 'itinerary', name || ' itinerary', 'Itinerary', format('A %s day has a title and a description', name),
           array['title', 'description'], array[name || ' title', name || ' description'], array[150, 2000], 60)
      || private.tour_translated_texts_problems(texts -> 'included', name || ' included', 'Included', name || ' text', 40, 200);
  end loop;
  return problems;
end;
$$;
comment on function private.tour_translation_problems(jsonb) is 'The problems of a tour''s translated texts (translations.de, translations.fr, facts included) in the words of shared-domain''s tourSchema.';

revoke execute on function private.tour_translated_parts_problems(jsonb, text, text, text, text[], text[], integer[], integer) from public, anon, authenticated;
revoke execute on function private.tour_translation_problems(jsonb) from public, anon, authenticated;
