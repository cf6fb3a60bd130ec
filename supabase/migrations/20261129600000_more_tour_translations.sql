-- A tour's excluded items, each day's destination, accommodation and highlight tags, the
-- cancellation note and its seasons' names in German and French (issue 41, decision 240).
--
-- The tour page showed these in English on a German or French page: staff had nowhere to write
-- them. A tour's translations now carry `excluded` (a list like `included`: at most 40 texts of
-- at most 200 characters), `cancellationNote` (one text of at most 300 characters), in each
-- itinerary day `destination` and `accommodation` (at most 150 characters each, as the English)
-- and `highlights` (that day's tags: at most 12 texts of at most 200 characters), and `seasons`
-- (item i names the tour's season i as the booking panel's calendar shows it: `{ "name"?: text }`
-- of at most 60 characters, at most 24 items, worded as the facts are: 'Season 2: German name …').
-- As before a blank or absent text means "not translated yet", and a written one has the English
-- field's limit, as shared-domain's `tourTranslationsField` says (tour-translations-schema.ts);
-- supabase/tests/catalogue.test.ts runs the same tours through both.
--
-- `private.tour_translation_problems` (migration 20261129500000) is restated; what changed:
-- `excluded`, `cancellationNote` and `seasons` are among the known fields and are checked last,
-- in the schema's order (… itinerary, included, excluded, cancellationNote, seasons). The
-- itinerary is no longer checked by `tour_translated_parts_problems` (the facts and seasons
-- are): a day now holds a list, so the days have their own function,
-- `tour_translated_days_problems`. The words for a day's title and description, and for a day
-- that is not an object, are unchanged; its destination and accommodation are worded alike
-- ('Day 1: German accommodation must be text'); a day's tags are named as the English ones are
-- ('Day 2, highlight 1: German text …', 'Day 1: German highlights must be a list'). The restated
-- body repeats the earlier one but for those lines (duplicates --change lists the pair; that is
-- expected of a restatement).
--
-- The order of the problems is the schema's but for one thing the whole tour check shares: an
-- object's unknown fields are named before its other problems, where zod names them after
-- (the catalogue test compares the problems as sets).

-- A translated itinerary: absent or a list of at most the English 60 days, each an object of a
-- title, a description, a destination, an accommodation and highlight tags, all optional.
create function private.tour_translated_days_problems(value jsonb, name text)
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  problems text[] := '{}';
  day jsonb;
  place text;
  i integer;
begin
  if value is null then
    return problems;
  end if;
  if jsonb_typeof(value) <> 'array' then
    return array[name || ' itinerary must be a list'];
  end if;
  if jsonb_array_length(value) > 60 then
    return array[format('%s itinerary may have at most 60 items', name)];
  end if;
  for i in 0 .. jsonb_array_length(value) - 1 loop
    day := value -> i;
    place := 'Day ' || (i + 1);
    if jsonb_typeof(day) <> 'object' then
      problems := problems || format('%s: A %s day has a title and a description', place, name);
      continue;
    end if;
    -- A null problem stays null with the place before it, and is removed.
    problems := problems || array_remove(array[
      place || ': ' || private.tour_unknown_field(
        day, array['title', 'description', 'destination', 'accommodation', 'highlights']),
      place || ': ' || private.tour_translated_text_problem(day -> 'title', name || ' title', 150),
      place || ': ' || private.tour_translated_text_problem(day -> 'description', name || ' description', 2000),
      place || ': ' || private.tour_translated_text_problem(day -> 'destination', name || ' destination', 150),
      place || ': ' || private.tour_translated_text_problem(day -> 'accommodation', name || ' accommodation', 150)
    ], null);
    -- The list is named with its day ('Day 1: German highlights …'), its items after it
    -- ('Day 1, highlight 2: …', tour_item_name's own name for an item of a list it does not know).
    problems := problems || private.tour_translated_texts_problems(
      day -> 'highlights', place || ': ' || name || ' highlights', place || ', highlight', name || ' text', 12, 200);
  end loop;
  return problems;
end;
$$;
comment on function private.tour_translated_days_problems(jsonb, text) is 'The problems of a tour''s translated itinerary (title, description, destination, accommodation and highlight tags of each day), in the words of shared-domain''s tourSchema.';

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
      private.tour_unknown_field(texts, array[
        'title', 'summary', 'highlights', 'facts', 'overview', 'itinerary', 'included', 'excluded',
        'cancellationNote', 'seasons']),
      private.tour_translated_text_problem(texts -> 'title', name || ' title', 150),
      private.tour_translated_text_problem(texts -> 'summary', name || ' summary', 300)
    ], null);
    problems := problems
      || private.tour_translated_texts_problems(texts -> 'highlights', name || ' highlights', 'Highlights', name || ' text', 12, 200)
      || private.tour_translated_parts_problems(
           texts -> 'facts', name || ' facts', 'Facts', format('A %s fact has a label and a value', name),
           array['label', 'value'], array[name || ' label', name || ' value'], array[40, 80], 12)
      || private.tour_translated_texts_problems(texts -> 'overview', name || ' overview', 'Overview', name || ' text', 10, 2000)
      || private.tour_translated_days_problems(texts -> 'itinerary', name)
      || private.tour_translated_texts_problems(texts -> 'included', name || ' included', 'Included', name || ' text', 40, 200)
      || private.tour_translated_texts_problems(texts -> 'excluded', name || ' excluded', 'Excluded', name || ' text', 40, 200)
      || array_remove(array[
           private.tour_translated_text_problem(texts -> 'cancellationNote', name || ' cancellation note', 300)
         ], null)
      || private.tour_translated_parts_problems(
           texts -> 'seasons', name || ' seasons', 'Season', format('A %s season has a name', name),
           array['name'], array[name || ' name'], array[60], 24);
  end loop;
  return problems;
end;
$$;
comment on function private.tour_translation_problems(jsonb) is 'The problems of a tour''s translated texts (translations.de, translations.fr: facts, days'' destinations, accommodation and tags, excluded items, the cancellation note and season names included) in the words of shared-domain''s tourSchema.';

revoke execute on function private.tour_translated_days_problems(jsonb, text) from public, anon, authenticated;
revoke execute on function private.tour_translation_problems(jsonb) from public, anon, authenticated;
