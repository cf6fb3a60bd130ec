-- The catalogue in the database (issue 23; decision 120). Staff edit tours as drafts and publish
-- numbered, immutable versions; travellers read only what is published.
--
-- * `public.catalogue_tours`: one draft per tour, the tour as JSON (shared-domain's `Tour`,
--   validated by `private.tour_problems`, which mirrors shared-domain's `tourSchema`), its place
--   in the catalogue, whether it is hidden, and a revision: an update must carry the revision it
--   read, else it is refused (PT409, HTTP 409) naming who saved the tour last and when. Admins
--   read and write drafts; nobody deletes one (hide it instead).
-- * `public.catalogue_versions`: what was published, never changed or deleted (trigger).
-- * `public.publish_catalogue(note)`: the visible drafts become version N+1 with the list of
--   changes, and `private.tour_prices` (what the pricing trigger and request_booking read)
--   follows in the same transaction. `public.restore_catalogue_version(v)` resets the drafts to
--   version v and publishes them.
-- * `public.published_catalogue(version)`: the published catalogue for anyone.

-- Validation ----------------------------------------------------------------------------------

-- A required text: a JSON string, not blank, at most `max` characters once trimmed.
create function private.tour_text_problem(value jsonb, label text, max integer)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  trimmed text;
begin
  if value is null or jsonb_typeof(value) <> 'string' then
    return label || ' is required';
  end if;
  trimmed := regexp_replace(value #>> '{}', '^\s+|\s+$', '', 'g');
  if trimmed = '' then
    return label || ' is required';
  end if;
  if char_length(trimmed) > max then
    return format('%s must be at most %s characters', label, max);
  end if;
  return null;
end;
$$;

create function private.tour_number_problem(value jsonb, label text, min integer, max integer)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  figure numeric;
begin
  if value is null or jsonb_typeof(value) <> 'number' then
    return format('%s must be a whole number from %s to %s', label, min, max);
  end if;
  figure := (value #>> '{}')::numeric;
  if figure <> trunc(figure) or figure < min or figure > max then
    return format('%s must be a whole number from %s to %s', label, min, max);
  end if;
  return null;
end;
$$;

create function private.tour_picture_problem(value jsonb, label text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when value is not null and jsonb_typeof(value) = 'string'
      and (value #>> '{}') ~ '^/images/((tours|destinations)/[a-z0-9-]+|site)/[a-z0-9-]+\.svg$'
    then null
    else label || ' must be one of the site''s pictures (/images/….svg)'
  end;
$$;

-- The first key of `value` that is not one of `allowed`, as 'Unknown field "x"'.
create function private.tour_unknown_field(value jsonb, allowed text[])
returns text
language sql
immutable
set search_path = ''
as $$
  select format('Unknown field "%s"', key)
  from jsonb_object_keys(value) as key
  where key <> all (allowed)
  order by key
  limit 1;
$$;

-- A list of texts: each required and at most `item_max` characters; at most `max_items`.
create function private.tour_texts_problems(value jsonb, label text, max_items integer, item_max integer, prefix text)
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
    return array[prefix || label || ' must be a list'];
  end if;
  for i in 0 .. jsonb_array_length(value) - 1 loop
    problem := private.tour_text_problem(value -> i, 'Text', item_max);
    if problem is not null then
      problems := problems || (prefix || private.tour_item_name(label, i, prefix) || ': ' || problem);
    end if;
  end loop;
  if jsonb_array_length(value) > max_items then
    problems := problems || format('%s%s may have at most %s items', prefix, label, max_items);
  end if;
  return problems;
end;
$$;

-- 'Highlight 2' at the start of a message, 'highlight 2' after 'Day 1, '.
create function private.tour_item_name(label text, index integer, prefix text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when prefix = '' then name else lower(left(name, 1)) || substr(name, 2) end
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

-- A list of choices: each one of `choices`, none twice, between `min_items` and `max_items`.
create function private.tour_choices_problems(
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
    return array[prefix || label || ' must be a list'];
  end if;
  for i in 0 .. jsonb_array_length(value) - 1 loop
    if jsonb_typeof(value -> i) <> 'string' or (value ->> i) <> all (choices) then
      problems := problems || (prefix || private.tour_item_name(label, i, prefix) || ': ' || invalid);
    else
      items := items || (value ->> i);
    end if;
  end loop;
  if jsonb_array_length(value) < min_items then
    problems := problems || format('%s%s needs at least %s item', prefix, label, min_items);
  end if;
  if jsonb_array_length(value) > max_items then
    problems := problems || format('%s%s may have at most %s items', prefix, label, max_items);
  end if;
  if cardinality(items) <> (select count(distinct item) from unnest(items) as item) then
    problems := problems || (prefix || label || ' lists an item twice');
  end if;
  return problems;
end;
$$;

create function private.tour_problems(tour jsonb)
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
    if jsonb_array_length(tour -> 'facts') > 12 then
      problems := problems || 'Facts may have at most 12 items'::text;
    end if;
  end if;

  -- overview: at least one paragraph
  if jsonb_typeof(tour -> 'overview') is distinct from 'array' then
    problems := problems || 'Overview must be a list'::text;
  else
    for i in 0 .. jsonb_array_length(tour -> 'overview') - 1 loop
      problem := private.tour_text_problem(tour -> 'overview' -> i, 'Text', 2000);
      if problem is not null then problems := problems || ('Paragraph ' || (i + 1) || ': ' || problem); end if;
    end loop;
    if jsonb_array_length(tour -> 'overview') < 1 then
      problems := problems || 'Overview needs at least 1 item'::text;
    end if;
    if jsonb_array_length(tour -> 'overview') > 10 then
      problems := problems || 'Overview may have at most 10 items'::text;
    end if;
  end if;
  problems := problems || private.tour_texts_problems(tour -> 'included', 'Included', 40, 200, '');
  problems := problems || private.tour_texts_problems(tour -> 'excluded', 'Excluded', 40, 200, '');

  -- itinerary
  if jsonb_typeof(tour -> 'itinerary') is distinct from 'array' then
    problems := problems || 'Itinerary must be a list'::text;
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
        meal_names, 'Meals are Breakfast, Lunch or Dinner', 0, 1000, 'Day ' || (i + 1) || ', ');
      problems := problems || private.tour_texts_problems(item -> 'highlights', 'Highlights', 12, 200,
        'Day ' || (i + 1) || ', ');
      problem := private.tour_picture_problem(item -> 'image', 'Picture');
      if problem is not null then problems := problems || (prefix || problem); end if;
    end loop;
    if jsonb_array_length(tour -> 'itinerary') < 1 then
      problems := problems || 'Itinerary needs at least 1 item'::text;
    end if;
    if jsonb_array_length(tour -> 'itinerary') > 60 then
      problems := problems || 'Itinerary may have at most 60 items'::text;
    end if;
  end if;

  -- gallery
  if jsonb_typeof(tour -> 'gallery') is distinct from 'array' then
    problems := problems || 'Gallery must be a list'::text;
  else
    for i in 0 .. jsonb_array_length(tour -> 'gallery') - 1 loop
      problem := private.tour_picture_problem(tour -> 'gallery' -> i, 'Picture');
      if problem is not null then problems := problems || ('Gallery picture ' || (i + 1) || ': ' || problem); end if;
    end loop;
    if jsonb_array_length(tour -> 'gallery') < 1 then
      problems := problems || 'Gallery needs at least 1 item'::text;
    end if;
    if jsonb_array_length(tour -> 'gallery') > 20 then
      problems := problems || 'Gallery may have at most 20 items'::text;
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
comment on function private.tour_problems(jsonb) is 'Everything wrong with a tour''s JSON, in the words of shared-domain''s tourSchema (tour-schema.ts); empty when the tour is valid.';

-- Drafts --------------------------------------------------------------------------------------

create table public.catalogue_tours (
  slug text primary key
    check (char_length(slug) between 1 and 80 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- -1 (the default): after the last tour, set by the trigger.
  position integer not null default -1 check (position >= 0),
  tour jsonb not null,
  hidden boolean not null default false,
  revision integer not null default 1 check (revision >= 1),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid,
  updated_by_email text,
  constraint catalogue_tours_tour_names_its_slug check (tour ->> 'slug' = slug)
);
comment on table public.catalogue_tours is 'The catalogue''s drafts: one tour each (shared-domain''s Tour as JSON), in catalogue order, hidden or not. Admins only; published with public.publish_catalogue (decision 120).';
comment on column public.catalogue_tours.revision is 'Bumped on every save; an update must carry the revision it read (optimistic concurrency).';
comment on column public.catalogue_tours.updated_by_email is 'Who saved the draft last, as the conflict message names them.';
create index catalogue_tours_position_idx on public.catalogue_tours (position, slug);

-- Set by the trigger that fires only when an UPDATE names the revision column, read by the
-- one that fires on every update: an update that does not say which revision it read is refused.
create function private.catalogue_tour_revision_named()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform set_config('safari.catalogue_revision_named', old.slug, true);
  return new;
end;
$$;

create function private.catalogue_tour_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  problems text[];
  named text;
  saved_by text;
  saved_at timestamptz;
  office_now timestamp := now() at time zone 'Africa/Dar_es_Salaam';
begin
  if tg_op = 'UPDATE' then
    named := current_setting('safari.catalogue_revision_named', true);
    perform set_config('safari.catalogue_revision_named', '', true);
    if new.slug is distinct from old.slug then
      raise exception 'A tour''s slug cannot change once it exists'
        using errcode = '23514', hint = 'Duplicate the tour to give it a new address.';
    end if;
    if named is distinct from old.slug then
      raise exception 'Saving a tour needs the revision it was read at'
        using errcode = '23514', hint = 'Send the revision column with the update.';
    end if;
    if new.revision is distinct from old.revision then
      saved_by := coalesce(old.updated_by_email, 'someone else');
      saved_at := old.updated_at at time zone 'Africa/Dar_es_Salaam';
      raise exception 'This tour was changed by % at %; reload it to see their changes',
        saved_by,
        case when saved_at::date = office_now::date then to_char(saved_at, 'HH24:MI')
             else to_char(saved_at, 'HH24:MI "on" FMDD Mon YYYY') end
        using errcode = 'PT409',
              detail = format('revision %s saved by %s at %s', old.revision, saved_by, old.updated_at),
              hint = 'Reload the tour, then make your change again.';
    end if;
    new.revision := old.revision + 1;
    new.created_at := old.created_at;
  else
    new.revision := 1;
    new.created_at := now();
    if new.position is null or new.position < 0 then
      select coalesce(max(t.position) + 1, 0) into new.position from public.catalogue_tours as t;
    end if;
  end if;

  problems := private.tour_problems(new.tour);
  if cardinality(problems) > 0 then
    raise exception '%', problems[1]
      using errcode = '23514', detail = array_to_string(problems, '; ');
  end if;
  if new.tour ->> 'slug' is distinct from new.slug then
    raise exception 'The tour''s slug must be the draft''s slug "%"', new.slug using errcode = '23514';
  end if;

  new.updated_at := now();
  new.updated_by := (select auth.uid());
  new.updated_by_email := (select u.email from auth.users as u where u.id = new.updated_by);
  return new;
end;
$$;
comment on function private.catalogue_tour_write() is 'Trigger: validates the tour, refuses a stale revision (PT409, naming who saved it and when) and a changed slug, bumps the revision and stamps who saved.';

create trigger catalogue_tours_a_revision_named
  before update of revision on public.catalogue_tours
  for each row execute function private.catalogue_tour_revision_named();

create trigger catalogue_tours_b_write
  before insert or update on public.catalogue_tours
  for each row execute function private.catalogue_tour_write();

alter table public.catalogue_tours enable row level security;
revoke all on table public.catalogue_tours from public, anon, authenticated;
grant select, insert, update on table public.catalogue_tours to authenticated;
grant select, insert, update on table public.catalogue_tours to service_role;

create policy "admins read the drafts"
  on public.catalogue_tours for select to authenticated
  using ((select private.has_role('admin')));
create policy "admins add drafts"
  on public.catalogue_tours for insert to authenticated
  with check ((select private.has_role('admin')));
create policy "admins change drafts"
  on public.catalogue_tours for update to authenticated
  using ((select private.has_role('admin')))
  with check ((select private.has_role('admin')));

-- Versions ------------------------------------------------------------------------------------

create table public.catalogue_versions (
  version integer primary key check (version >= 1),
  tours jsonb not null check (jsonb_typeof(tours) = 'array'),
  published_at timestamptz not null default now(),
  published_by uuid,
  published_by_email text,
  note text check (char_length(note) <= 500),
  changes jsonb not null default '[]' check (jsonb_typeof(changes) = 'array'),
  restored_from integer references public.catalogue_versions (version)
);
comment on table public.catalogue_versions is 'Every published catalogue: the visible tours in order, who published it, when, the note and the changes against the version before. Never changed or deleted.';
comment on column public.catalogue_versions.changes is 'Per tour: {slug, title, kind: added|changed|hidden|shown, fields: the changed field names}.';
comment on column public.catalogue_versions.restored_from is 'The version this one restored, when it was made by restore_catalogue_version.';

create function private.refuse_catalogue_version_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'A published catalogue version cannot be changed or deleted'
    using errcode = '42501', hint = 'Publish a new version, or restore an earlier one.';
end;
$$;

create trigger catalogue_versions_immutable
  before update or delete on public.catalogue_versions
  for each row execute function private.refuse_catalogue_version_change();
create trigger catalogue_versions_not_truncated
  before truncate on public.catalogue_versions
  for each statement execute function private.refuse_catalogue_version_change();

alter table public.catalogue_versions enable row level security;
revoke all on table public.catalogue_versions from public, anon, authenticated;
grant select on table public.catalogue_versions to authenticated, service_role;
create policy "admins read the versions"
  on public.catalogue_versions for select to authenticated
  using ((select private.has_role('admin')));

-- Prices follow the published catalogue ------------------------------------------------------

-- private.tour_prices holds the tours of the published version: what the pricing trigger and
-- request_booking read. A tour no longer published leaves it (a new booking of it is refused as
-- an unknown tour); existing bookings keep the amount they were quoted.
create function private.sync_tour_prices(tours jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.tour_prices as p
  where not exists (select 1 from jsonb_array_elements(tours) as t where t ->> 'slug' = p.tour_slug);
  insert into private.tour_prices as p
    (tour_slug, adult_price, youth_price, minimum_adults, title, duration_days, max_group_size)
  select t ->> 'slug',
         (t ->> 'adultPrice')::numeric,
         (t ->> 'youthPrice')::numeric,
         (t ->> 'minimumAdults')::integer,
         t ->> 'title',
         (t ->> 'durationDays')::integer,
         (t #>> '{groupSize,maxPeople}')::integer
  from jsonb_array_elements(tours) as t
  on conflict (tour_slug) do update
    set adult_price = excluded.adult_price,
        youth_price = excluded.youth_price,
        minimum_adults = excluded.minimum_adults,
        title = excluded.title,
        duration_days = excluded.duration_days,
        max_group_size = excluded.max_group_size;
end;
$$;
comment on function private.sync_tour_prices(jsonb) is 'Makes private.tour_prices hold exactly the given published tours'' prices, titles, lengths and group sizes.';

-- Publishing ----------------------------------------------------------------------------------

-- What changed from `before` (a version's tours) to `after`: added, changed (with the field
-- names), hidden (gone from the catalogue) and shown (back after being hidden before).
create function private.catalogue_changes(previous_tours jsonb, next_tours jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  with was as (
    select t ->> 'slug' as slug, t as tour, ordinality as at from jsonb_array_elements(previous_tours) with ordinality as e(t, ordinality)
  ), now_is as (
    select t ->> 'slug' as slug, t as tour, ordinality as at from jsonb_array_elements(next_tours) with ordinality as e(t, ordinality)
  ), changes as (
    select coalesce(now_is.at, 1000000 + was.at) as at,
           jsonb_build_object(
             'slug', coalesce(now_is.slug, was.slug),
             'title', coalesce(now_is.tour ->> 'title', was.tour ->> 'title'),
             'kind', case when was.slug is null then 'added' when now_is.slug is null then 'hidden' else 'changed' end,
             'fields', case when was.slug is null or now_is.slug is null then '[]'::jsonb else (
               select coalesce(jsonb_agg(key order by key), '[]'::jsonb)
               from (select jsonb_object_keys(was.tour) as key union select jsonb_object_keys(now_is.tour)) as keys
               where was.tour -> key is distinct from now_is.tour -> key
             ) end
           ) as change
    from was full join now_is on now_is.slug = was.slug
    where was.tour is distinct from now_is.tour
  )
  select coalesce(jsonb_agg(change order by at), '[]'::jsonb) from changes;
$$;

create function private.publish_catalogue(note text, restored_from integer default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  latest public.catalogue_versions%rowtype;
  visible jsonb;
  changes jsonb;
  next_version integer;
  clean_note text := nullif(btrim(note), '');
begin
  if not coalesce((select private.has_role('admin')), false) then
    raise exception 'Only admins may publish the catalogue' using errcode = '42501';
  end if;
  if char_length(clean_note) > 500 then
    raise exception 'The note must be at most 500 characters' using errcode = '22023';
  end if;
  -- One publish at a time: the next version number and the price rows are decided alone.
  perform pg_advisory_xact_lock(hashtext('safari.catalogue_publish'));

  select * into latest from public.catalogue_versions order by version desc limit 1;
  select coalesce(jsonb_agg(t.tour order by t.position, t.slug), '[]'::jsonb) into visible
  from public.catalogue_tours as t where not t.hidden;

  if jsonb_array_length(visible) = 0 then
    raise exception 'Nothing to publish: every tour is hidden'
      using errcode = '22023', hint = 'Show at least one tour.';
  end if;
  if latest.version is not null and latest.tours = visible then
    raise exception 'Nothing to publish: the drafts match version %', latest.version
      using errcode = '22023';
  end if;

  changes := private.catalogue_changes(coalesce(latest.tours, '[]'::jsonb), visible);
  -- A tour back after being hidden is 'shown', not 'added'.
  select jsonb_agg(
           case when c ->> 'kind' = 'added' and exists (
                  select 1 from public.catalogue_versions as v, jsonb_array_elements(v.tours) as t
                  where t ->> 'slug' = c ->> 'slug')
                then jsonb_set(c, '{kind}', '"shown"') else c end
           order by ordinality)
    into changes
  from jsonb_array_elements(changes) with ordinality as e(c, ordinality);
  if changes is null then
    changes := '[]'::jsonb;
  end if;

  next_version := coalesce(latest.version, 0) + 1;
  insert into public.catalogue_versions
    (version, tours, published_at, published_by, published_by_email, note, changes, restored_from)
  values (
    next_version, visible, now(), (select auth.uid()),
    (select u.email from auth.users as u where u.id = (select auth.uid())),
    clean_note, changes, publish_catalogue.restored_from
  );
  perform private.sync_tour_prices(visible);
  return next_version;
end;
$$;
comment on function private.publish_catalogue(text, integer) is 'Admins only: the visible drafts become the next catalogue version (with its changes) and private.tour_prices follows, in one transaction.';

create function public.publish_catalogue(note text default null)
returns integer
language sql
set search_path = ''
as $$
  select private.publish_catalogue(note, null);
$$;
comment on function public.publish_catalogue(text) is 'Admins only: publishes the visible drafts as the next catalogue version; returns its number.';

create function private.restore_catalogue_version(target integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  restored public.catalogue_versions%rowtype;
  latest integer;
  shown integer;
begin
  if not coalesce((select private.has_role('admin')), false) then
    raise exception 'Only admins may restore a catalogue version' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtext('safari.catalogue_publish'));
  select * into restored from public.catalogue_versions where version = target;
  if not found then
    raise exception 'There is no catalogue version %', target using errcode = 'PT404';
  end if;
  shown := jsonb_array_length(restored.tours);

  -- The version's tours, in its order, visible; every other draft hidden, after them.
  update public.catalogue_tours as d
  set tour = t.tour, hidden = false, position = t.at - 1, revision = d.revision
  from jsonb_array_elements(restored.tours) with ordinality as t(tour, at)
  where d.slug = t.tour ->> 'slug';
  insert into public.catalogue_tours (slug, position, tour, hidden)
  select t.tour ->> 'slug', t.at - 1, t.tour, false
  from jsonb_array_elements(restored.tours) with ordinality as t(tour, at)
  where not exists (select 1 from public.catalogue_tours as d where d.slug = t.tour ->> 'slug');
  update public.catalogue_tours as d
  set hidden = true, position = shown + r.rank - 1, revision = d.revision
  from (
    select c.slug, row_number() over (order by c.position, c.slug) as rank
    from public.catalogue_tours as c
    where not exists (select 1 from jsonb_array_elements(restored.tours) as t where t ->> 'slug' = c.slug)
  ) as r
  where d.slug = r.slug;

  select max(version) into latest from public.catalogue_versions;
  if (select tours from public.catalogue_versions where version = latest) = restored.tours then
    -- Already serving: the drafts are back to it and there is nothing new to publish.
    return latest;
  end if;
  return private.publish_catalogue(format('Restored version %s', target), target);
end;
$$;
comment on function private.restore_catalogue_version(integer) is 'Admins only: resets the drafts to a version (tours absent from it hidden) and publishes them as a new version restored from it.';

create function public.restore_catalogue_version(version integer)
returns integer
language sql
set search_path = ''
as $$
  select private.restore_catalogue_version(version);
$$;
comment on function public.restore_catalogue_version(integer) is 'Admins only: the drafts become the given version again and are published as a new version; returns the number serving.';

-- Reading what is published -------------------------------------------------------------------

create function private.published_catalogue(requested integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found_version public.catalogue_versions%rowtype;
begin
  if requested is null then
    select * into found_version from public.catalogue_versions order by version desc limit 1;
  else
    select * into found_version from public.catalogue_versions where version = requested;
  end if;
  if found_version.version is null then
    raise exception 'There is no catalogue version %', coalesce(requested::text, 'yet') using errcode = 'PT404';
  end if;
  return jsonb_build_object(
    'version', found_version.version,
    'publishedAt', to_jsonb(found_version.published_at),
    'tours', found_version.tours
  );
end;
$$;
comment on function private.published_catalogue(integer) is 'The published catalogue (latest, or the given version): its number, when it was published and its tours. Nothing about who published it.';

create function public.published_catalogue(version integer default null)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select private.published_catalogue(version);
$$;
comment on function public.published_catalogue(integer) is 'Anyone: {version, publishedAt, tours} of the latest published catalogue, or of the given version.';

revoke execute on function private.tour_text_problem(jsonb, text, integer) from public, anon, authenticated;
revoke execute on function private.tour_number_problem(jsonb, text, integer, integer) from public, anon, authenticated;
revoke execute on function private.tour_picture_problem(jsonb, text) from public, anon, authenticated;
revoke execute on function private.tour_unknown_field(jsonb, text[]) from public, anon, authenticated;
revoke execute on function private.tour_texts_problems(jsonb, text, integer, integer, text) from public, anon, authenticated;
revoke execute on function private.tour_item_name(text, integer, text) from public, anon, authenticated;
revoke execute on function private.tour_choices_problems(jsonb, text, text[], text, integer, integer, text) from public, anon, authenticated;
revoke execute on function private.tour_problems(jsonb) from public, anon, authenticated;
revoke execute on function private.catalogue_tour_revision_named() from public, anon, authenticated;
revoke execute on function private.catalogue_tour_write() from public, anon, authenticated;
revoke execute on function private.refuse_catalogue_version_change() from public, anon, authenticated;
revoke execute on function private.sync_tour_prices(jsonb) from public, anon, authenticated;
revoke execute on function private.catalogue_changes(jsonb, jsonb) from public, anon, authenticated;
revoke execute on function private.published_catalogue(integer) from public;
revoke execute on function private.publish_catalogue(text, integer) from public, anon;
revoke execute on function private.restore_catalogue_version(integer) from public, anon;
grant execute on function private.published_catalogue(integer) to anon, authenticated, service_role;
grant execute on function private.publish_catalogue(text, integer) to authenticated, service_role;
grant execute on function private.restore_catalogue_version(integer) to authenticated, service_role;

revoke execute on function public.published_catalogue(integer) from public;
grant execute on function public.published_catalogue(integer) to anon, authenticated, service_role;
revoke execute on function public.publish_catalogue(text) from public, anon;
grant execute on function public.publish_catalogue(text) to authenticated, service_role;
revoke execute on function public.restore_catalogue_version(integer) from public, anon;
grant execute on function public.restore_catalogue_version(integer) to authenticated, service_role;
