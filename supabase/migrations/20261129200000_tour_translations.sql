-- A tour's texts in German and French (issue 41, the catalogue in each language).
--
-- A tour document may carry `translations`: `{ "de": {...}, "fr": {...} }`, each with the texts a
-- traveller reads (title, summary, highlights, overview, itinerary days' title and description,
-- included items) and nothing else: prices, dates and seats stay the tour's own. Every text is
-- optional and may be blank (not translated yet: the page shows the English text); a written one
-- has the English field's limit. The check below finds what shared-domain's
-- `tourTranslationsField` (tour-translations-schema.ts) finds, in its words;
-- supabase/tests/catalogue.test.ts runs the same bad tours and odd ones through both.
--
-- Drafts, versions, publish and restore keep the whole document, so translations are saved,
-- published, restored and answered by `published_catalogue` with no other change. The price rows
-- (`private.tour_prices`) keep the English title (staff and mails read it).
--
-- The languages are the site's (shared-domain/src/i18n/languages.ts) other than English; adding
-- one there means adding it to `languages` below.

-- One translated text: absent or a string, at most `max` characters once trimmed.
create function private.tour_translated_text_problem(value jsonb, label text, max integer)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if value is null then
    return null;
  end if;
  if jsonb_typeof(value) <> 'string' then
    return label || ' must be text';
  end if;
  if char_length(regexp_replace(value #>> '{}', '^\s+|\s+$', '', 'g')) > max then
    return format('%s must be at most %s characters', label, max);
  end if;
  return null;
end;
$$;

-- A translated list (highlights, overview, included): absent or a list of at most `max_items`
-- texts; each item named as the English list's items are ('Paragraph 2: German text …').
create function private.tour_translated_texts_problems(
  value jsonb, label text, item_list text, item_label text, max_items integer, item_max integer
)
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  problems text[] := '{}';
  problem text;
  i integer;
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
    problem := private.tour_translated_text_problem(value -> i, item_label, item_max);
    if problem is not null then
      problems := problems || (private.tour_item_name(item_list, i, '') || ': ' || problem);
    end if;
  end loop;
  return problems;
end;
$$;

-- The problems of a tour's `translations`, in the words of shared-domain's schema.
create function private.tour_translation_problems(tour jsonb)
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
  day jsonb;
  name text;
  prefix text;
  problem text;
  l integer;
  i integer;
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
      private.tour_unknown_field(texts, array['title', 'summary', 'highlights', 'overview', 'itinerary', 'included']),
      private.tour_translated_text_problem(texts -> 'title', name || ' title', 150),
      private.tour_translated_text_problem(texts -> 'summary', name || ' summary', 300)
    ], null);
    problems := problems
      || private.tour_translated_texts_problems(texts -> 'highlights', name || ' highlights', 'Highlights', name || ' text', 12, 200)
      || private.tour_translated_texts_problems(texts -> 'overview', name || ' overview', 'Overview', name || ' text', 10, 2000);
    if texts ? 'itinerary' then
      if jsonb_typeof(texts -> 'itinerary') <> 'array' then
        problems := problems || (name || ' itinerary must be a list');
      elsif jsonb_array_length(texts -> 'itinerary') > 60 then
        problems := problems || format('%s itinerary may have at most 60 items', name);
      else
        for i in 0 .. jsonb_array_length(texts -> 'itinerary') - 1 loop
          day := texts -> 'itinerary' -> i;
          prefix := 'Day ' || (i + 1) || ': ';
          if jsonb_typeof(day) <> 'object' then
            problems := problems || (prefix || format('A %s day has a title and a description', name));
            continue;
          end if;
          problems := problems || (
            select coalesce(array_agg(prefix || p), '{}')
            from unnest(array[
              private.tour_unknown_field(day, array['title', 'description']),
              private.tour_translated_text_problem(day -> 'title', name || ' title', 150),
              private.tour_translated_text_problem(day -> 'description', name || ' description', 2000)
            ]) as p
            where p is not null
          );
        end loop;
      end if;
    end if;
    problems := problems
      || private.tour_translated_texts_problems(texts -> 'included', name || ' included', 'Included', name || ' text', 40, 200);
  end loop;
  return problems;
end;
$$;
comment on function private.tour_translation_problems(jsonb) is 'The problems of a tour''s translated texts (translations.de, translations.fr) in the words of shared-domain''s tourSchema.';

-- The check until now reads the tour without its translations; their problems are added, and the
-- rules across fields are said only of a tour with no other problem, as the schema's refinement
-- does.
alter function private.tour_problems(jsonb) rename to tour_problems_in_english;

create function private.tour_problems(tour jsonb)
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  translated text[];
  english text[];
begin
  if tour is null or jsonb_typeof(tour) <> 'object' then
    return array['A tour must be a JSON object'];
  end if;
  translated := private.tour_translation_problems(tour);
  english := private.tour_problems_in_english(tour - 'translations');
  if cardinality(translated) > 0 then
    english := array(
      select p from unnest(english) as p
      where p not in ('Nights must be at most the number of days',
                      'Oldest youth age must be at least the youngest',
                      'Minimum adults must be at most the group size')
        and p !~ '^The itinerary needs one day for each of the [0-9]+ days$'
    );
  end if;
  return english || translated;
end;
$$;
comment on function private.tour_problems(jsonb) is 'Every problem shared-domain''s tourSchema finds in a tour, in its words; empty for a tour that may be saved.';

revoke execute on function private.tour_translated_text_problem(jsonb, text, integer) from public, anon, authenticated;
revoke execute on function private.tour_translated_texts_problems(jsonb, text, text, text, integer, integer) from public, anon, authenticated;
revoke execute on function private.tour_translation_problems(jsonb) from public, anon, authenticated;
revoke execute on function private.tour_problems_in_english(jsonb) from public, anon, authenticated;
revoke execute on function private.tour_problems(jsonb) from public, anon, authenticated;
