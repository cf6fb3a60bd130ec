-- The catalogue's tour check (20261125000000_catalogue.sql) finds exactly the problems
-- shared-domain's tourSchema finds, in the same words. The property test in
-- supabase/tests/catalogue.test.ts, which runs odd tours through both, found where they parted:
-- * a list inside an itinerary day: 'Day 1: Meals must be a list' and 'Day 1, meal 2: …' (it
--   said 'Day 1, Meals must be a list'). The list helpers' `prefix` is now the place the list is
--   in ('' for the tour itself, 'Day 1' for a day);
-- * a list longer than its limit gets only that problem (its items are not checked, as a huge
--   list should not be walked), and 'lists an item twice' is said only of a list without another
--   problem;
-- * unknown fields are named all at once, sorted: 'Unknown fields "a", "b"'.

-- '' for the tour itself, 'Day 1: ' before a message about a list inside day 1.
create function private.tour_place(prefix text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when prefix = '' then '' else prefix || ': ' end;
$$;

create or replace function private.tour_unknown_field(value jsonb, allowed text[])
returns text
language sql
immutable
set search_path = ''
as $$
  select case count(*)
           when 0 then null
           when 1 then format('Unknown field "%s"', min(key))
           else 'Unknown fields ' || string_agg(format('"%s"', key), ', ' order by key collate "C")
         end
  from jsonb_object_keys(value) as key
  where key <> all (allowed);
$$;

create or replace function private.tour_item_name(label text, index integer, prefix text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when prefix = '' then name else prefix || ', ' || lower(left(name, 1)) || substr(name, 2) end
  from (select case label
                 when 'Highlights' then 'Highlight'
                 when 'Included' then 'Included item'
                 when 'Excluded' then 'Excluded item'
                 when 'Overview' then 'Paragraph'
                 when 'Gallery' then 'Gallery picture'
                 when 'Locations visited' then 'Location'
                 when 'Tour types' then 'Tour type'
                 when 'Badges' then 'Badge'
                 when 'Meals' then 'Meal'
                 when 'Facts' then 'Fact'
                 when 'Itinerary' then 'Day'
                 else label
               end || ' ' || (index + 1)) as named(name);
$$;

create or replace function private.tour_texts_problems(value jsonb, label text, max_items integer, item_max integer, prefix text)
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
  if value is null or jsonb_typeof(value) <> 'array' then
    return array[private.tour_place(prefix) || label || ' must be a list'];
  end if;
  if jsonb_array_length(value) > max_items then
    return array[format('%s%s may have at most %s items', private.tour_place(prefix), label, max_items)];
  end if;
  for i in 0 .. jsonb_array_length(value) - 1 loop
    problem := private.tour_text_problem(value -> i, 'Text', item_max);
    if problem is not null then
      problems := problems || (private.tour_item_name(label, i, prefix) || ': ' || problem);
    end if;
  end loop;
  return problems;
end;
$$;

create or replace function private.tour_choices_problems(
  value jsonb, label text, choices text[], invalid text, min_items integer, max_items integer, prefix text
)
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  problems text[] := '{}';
  i integer;
  items text[] := '{}';
begin
  if value is null or jsonb_typeof(value) <> 'array' then
    return array[private.tour_place(prefix) || label || ' must be a list'];
  end if;
  if jsonb_array_length(value) > max_items then
    return array[format('%s%s may have at most %s items', private.tour_place(prefix), label, max_items)];
  end if;
  for i in 0 .. jsonb_array_length(value) - 1 loop
    if jsonb_typeof(value -> i) <> 'string' or (value ->> i) <> all (choices) then
      problems := problems || (private.tour_item_name(label, i, prefix) || ': ' || invalid);
    else
      items := items || (value ->> i);
    end if;
  end loop;
  if jsonb_array_length(value) < min_items then
    problems := problems || format('%s%s needs at least %s item', private.tour_place(prefix), label, min_items);
  end if;
  if cardinality(problems) = 0 and cardinality(items) <> (select count(distinct item) from unnest(items) as item) then
    problems := problems || (private.tour_place(prefix) || label || ' lists an item twice');
  end if;
  return problems;
end;
$$;

create or replace function private.tour_problems(tour jsonb)
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  problems text[] := '{}';
  locations constant text[] := array['serengeti', 'ngorongoro', 'kilimanjaro', 'zanzibar', 'tarangire',
    'manyara', 'arusha', 'ruaha', 'selous', 'mikumi', 'mafia'];
  tour_types constant text[] := array['yoga', 'hiking', 'safari', 'cultural', 'museums', 'beach'];
  meal_names constant text[] := array['Breakfast', 'Lunch', 'Dinner'];
  badge_names constant text[] := array['FEATURED', 'LUXURY', 'PRIVATE'];
  tour_keys constant text[] := array['slug', 'title', 'shortTitle', 'locationId', 'locationsVisited',
    'tourTypes', 'durationDays', 'durationNights', 'adultPrice', 'youthPrice', 'youthAgeBand',
    'minimumAdults', 'groupSize', 'startsIn', 'endsIn', 'summary', 'heroImage', 'rating',
    'highlights', 'badges', 'featured', 'facts', 'overview', 'included', 'excluded', 'itinerary',
    'gallery', 'cancellationNote'];
  day_keys constant text[] := array['day', 'title', 'description', 'destination', 'accommodation',
    'meals', 'highlights', 'image'];
  slug text;
  price numeric;
  rating numeric;
  item jsonb;
  i integer;
  prefix text;
  days integer;
  problem text;
begin
  if tour is null or jsonb_typeof(tour) <> 'object' then
    return array['A tour must be a JSON object'];
  end if;
  problems := problems || private.tour_unknown_field(tour, tour_keys);

  -- slug
  if jsonb_typeof(tour -> 'slug') is distinct from 'string' or (tour ->> 'slug') = '' then
    problems := problems || 'Slug is required'::text;
  else
    slug := tour ->> 'slug';
    if char_length(slug) > 80 then
      problems := problems || 'Slug must be at most 80 characters'::text;
    end if;
    if slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$' then
      problems := problems || 'Slug may hold only lower-case letters, digits and single hyphens'::text;
    end if;
  end if;

  problems := problems || private.tour_text_problem(tour -> 'title', 'Title', 150);
  problems := problems || private.tour_text_problem(tour -> 'shortTitle', 'Short title', 80);
  if jsonb_typeof(tour -> 'locationId') is distinct from 'string' or (tour ->> 'locationId') <> all (locations) then
    problems := problems || 'Choose a location from the list'::text;
  end if;
  problems := problems || private.tour_choices_problems(tour -> 'locationsVisited', 'Locations visited',
    locations, 'Choose a location from the list', 1, 11, '');
  problems := problems || private.tour_choices_problems(tour -> 'tourTypes', 'Tour types',
    tour_types, 'Choose a tour type from the list', 1, 1000, '');
  problems := problems || private.tour_number_problem(tour -> 'durationDays', 'Days', 1, 60);
  problems := problems || private.tour_number_problem(tour -> 'durationNights', 'Nights', 0, 60);

  if jsonb_typeof(tour -> 'adultPrice') is distinct from 'number' then
    problems := problems || 'Adult price must be a number'::text;
  else
    price := (tour ->> 'adultPrice')::numeric;
    if price <= 0 then problems := problems || 'Adult price must be more than 0'::text; end if;
    if price <> trunc(price) then problems := problems || 'Adult price must be a whole number of dollars'::text; end if;
    if price > 100000 then problems := problems || 'Adult price must be at most 100000'::text; end if;
  end if;
  if jsonb_typeof(tour -> 'youthPrice') is distinct from 'number' then
    problems := problems || 'Youth price must be a number'::text;
  else
    price := (tour ->> 'youthPrice')::numeric;
    if price < 0 then problems := problems || 'Youth price must be 0 or more'::text; end if;
    if price <> trunc(price) then problems := problems || 'Youth price must be a whole number of dollars'::text; end if;
    if price > 100000 then problems := problems || 'Youth price must be at most 100000'::text; end if;
  end if;

  if jsonb_typeof(tour -> 'youthAgeBand') is distinct from 'object' then
    problems := problems || 'Youth age band is required'::text;
  else
    problems := problems || private.tour_unknown_field(tour -> 'youthAgeBand', array['minAge', 'maxAge']);
    problems := problems || private.tour_number_problem(tour #> '{youthAgeBand,minAge}', 'Youngest youth age', 0, 17);
    problems := problems || private.tour_number_problem(tour #> '{youthAgeBand,maxAge}', 'Oldest youth age', 0, 17);
  end if;
  problems := problems || private.tour_number_problem(tour -> 'minimumAdults', 'Minimum adults', 1, 50);
  if jsonb_typeof(tour -> 'groupSize') is distinct from 'object' then
    problems := problems || 'Group size is required'::text;
  else
    problems := problems || private.tour_unknown_field(tour -> 'groupSize', array['maxPeople', 'private']);
    if jsonb_typeof(tour #> '{groupSize,maxPeople}') is distinct from 'null' then
      problems := problems || private.tour_number_problem(tour #> '{groupSize,maxPeople}', 'Group size', 1, 50);
    end if;
    if jsonb_typeof(tour #> '{groupSize,private}') is distinct from 'boolean' then
      problems := problems || 'Private must be yes or no'::text;
    end if;
  end if;
  problems := problems || private.tour_text_problem(tour -> 'startsIn', 'Starts in', 80);
  problems := problems || private.tour_text_problem(tour -> 'endsIn', 'Ends in', 80);
  problems := problems || private.tour_text_problem(tour -> 'summary', 'Summary', 300);
  problems := problems || private.tour_picture_problem(tour -> 'heroImage', 'Main picture');

  if jsonb_typeof(tour -> 'rating') is distinct from 'null' then
    if jsonb_typeof(tour -> 'rating') is distinct from 'number' then
      problems := problems || 'Rating must be a number from 0 to 5'::text;
    else
      rating := (tour ->> 'rating')::numeric;
      if rating < 0 or rating > 5 then
        problems := problems || 'Rating must be a number from 0 to 5'::text;
      elsif rating * 10 <> trunc(rating * 10) then
        problems := problems || 'Rating may have one decimal'::text;
      end if;
    end if;
  end if;

  problems := problems || private.tour_texts_problems(tour -> 'highlights', 'Highlights', 12, 200, '');
  problems := problems || private.tour_choices_problems(tour -> 'badges', 'Badges',
    badge_names, 'Badges are FEATURED, LUXURY or PRIVATE', 0, 1000, '');
  if jsonb_typeof(tour -> 'featured') is distinct from 'boolean' then
    problems := problems || 'Featured must be yes or no'::text;
  end if;

  -- facts
  if jsonb_typeof(tour -> 'facts') is distinct from 'array' then
    problems := problems || 'Facts must be a list'::text;
  elsif jsonb_array_length(tour -> 'facts') > 12 then
    problems := problems || 'Facts may have at most 12 items'::text;
  else
    for i in 0 .. jsonb_array_length(tour -> 'facts') - 1 loop
      item := tour -> 'facts' -> i;
      prefix := 'Fact ' || (i + 1) || ': ';
      if jsonb_typeof(item) <> 'object' then
        problems := problems || (prefix || 'A fact has a label and a value');
        continue;
      end if;
      problem := private.tour_unknown_field(item, array['label', 'value']);
      if problem is not null then problems := problems || (prefix || problem); end if;
      problem := private.tour_text_problem(item -> 'label', 'Label', 40);
      if problem is not null then problems := problems || (prefix || problem); end if;
      problem := private.tour_text_problem(item -> 'value', 'Value', 80);
      if problem is not null then problems := problems || (prefix || problem); end if;
    end loop;
  end if;

  -- overview: at least one paragraph
  if jsonb_typeof(tour -> 'overview') is distinct from 'array' then
    problems := problems || 'Overview must be a list'::text;
  elsif jsonb_array_length(tour -> 'overview') > 10 then
    problems := problems || 'Overview may have at most 10 items'::text;
  else
    for i in 0 .. jsonb_array_length(tour -> 'overview') - 1 loop
      problem := private.tour_text_problem(tour -> 'overview' -> i, 'Text', 2000);
      if problem is not null then problems := problems || ('Paragraph ' || (i + 1) || ': ' || problem); end if;
    end loop;
    if jsonb_array_length(tour -> 'overview') < 1 then
      problems := problems || 'Overview needs at least 1 item'::text;
    end if;
  end if;
  problems := problems || private.tour_texts_problems(tour -> 'included', 'Included', 40, 200, '');
  problems := problems || private.tour_texts_problems(tour -> 'excluded', 'Excluded', 40, 200, '');

  -- itinerary
  if jsonb_typeof(tour -> 'itinerary') is distinct from 'array' then
    problems := problems || 'Itinerary must be a list'::text;
  elsif jsonb_array_length(tour -> 'itinerary') > 60 then
    problems := problems || 'Itinerary may have at most 60 items'::text;
  else
    for i in 0 .. jsonb_array_length(tour -> 'itinerary') - 1 loop
      item := tour -> 'itinerary' -> i;
      prefix := 'Day ' || (i + 1) || ': ';
      if jsonb_typeof(item) <> 'object' then
        problems := problems || (prefix || 'A day has a title, a description and a picture');
        continue;
      end if;
      problem := private.tour_unknown_field(item, day_keys);
      if problem is not null then problems := problems || (prefix || problem); end if;
      if jsonb_typeof(item -> 'day') is distinct from 'number' then
        problems := problems || (prefix || 'Day number is required');
      elsif (item ->> 'day')::numeric <> i + 1 then
        problems := problems || (prefix || 'Day number must be ' || (i + 1));
      end if;
      problem := private.tour_text_problem(item -> 'title', 'Title', 150);
      if problem is not null then problems := problems || (prefix || problem); end if;
      problem := private.tour_text_problem(item -> 'description', 'Description', 2000);
      if problem is not null then problems := problems || (prefix || problem); end if;
      problem := private.tour_text_problem(item -> 'destination', 'Destination', 150);
      if problem is not null then problems := problems || (prefix || problem); end if;
      if jsonb_typeof(item -> 'accommodation') is distinct from 'null' then
        problem := private.tour_text_problem(item -> 'accommodation', 'Accommodation', 150);
        if problem is not null then problems := problems || (prefix || problem); end if;
      end if;
      problems := problems || private.tour_choices_problems(item -> 'meals', 'Meals',
        meal_names, 'Meals are Breakfast, Lunch or Dinner', 0, 1000, 'Day ' || (i + 1));
      problems := problems || private.tour_texts_problems(item -> 'highlights', 'Highlights', 12, 200,
        'Day ' || (i + 1));
      problem := private.tour_picture_problem(item -> 'image', 'Picture');
      if problem is not null then problems := problems || (prefix || problem); end if;
    end loop;
    if jsonb_array_length(tour -> 'itinerary') < 1 then
      problems := problems || 'Itinerary needs at least 1 item'::text;
    end if;
  end if;

  -- gallery
  if jsonb_typeof(tour -> 'gallery') is distinct from 'array' then
    problems := problems || 'Gallery must be a list'::text;
  elsif jsonb_array_length(tour -> 'gallery') > 20 then
    problems := problems || 'Gallery may have at most 20 items'::text;
  else
    for i in 0 .. jsonb_array_length(tour -> 'gallery') - 1 loop
      problem := private.tour_picture_problem(tour -> 'gallery' -> i, 'Picture');
      if problem is not null then problems := problems || ('Gallery picture ' || (i + 1) || ': ' || problem); end if;
    end loop;
    if jsonb_array_length(tour -> 'gallery') < 1 then
      problems := problems || 'Gallery needs at least 1 item'::text;
    end if;
  end if;
  problems := problems || private.tour_text_problem(tour -> 'cancellationNote', 'Cancellation note', 300);

  problems := array_remove(problems, null);
  -- Rules across fields, once the fields themselves are right (as the schema's refinements).
  if cardinality(problems) = 0 then
    days := (tour ->> 'durationDays')::integer;
    if (tour ->> 'durationNights')::integer > days then
      problems := problems || 'Nights must be at most the number of days'::text;
    end if;
    if (tour #>> '{youthAgeBand,minAge}')::integer > (tour #>> '{youthAgeBand,maxAge}')::integer then
      problems := problems || 'Oldest youth age must be at least the youngest'::text;
    end if;
    if jsonb_typeof(tour #> '{groupSize,maxPeople}') = 'number'
       and (tour ->> 'minimumAdults')::integer > (tour #>> '{groupSize,maxPeople}')::integer then
      problems := problems || 'Minimum adults must be at most the group size'::text;
    end if;
    if jsonb_array_length(tour -> 'itinerary') <> days then
      problems := problems || format('The itinerary needs one day for each of the %s days', days);
    end if;
  end if;
  return problems;
end;
$$;

revoke execute on function private.tour_place(text) from public, anon, authenticated;
