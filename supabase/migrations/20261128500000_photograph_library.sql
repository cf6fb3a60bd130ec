-- Issue 38 (contract-38, decision 192): the photograph library. Staff upload photographs to the
-- Storage bucket `photographs` (20261128200000, decisions 190-191) under keys
-- `<uuid v4>.<jpg|png|webp|avif>`; public.photographs describes each one (alt text, size in
-- pixels, bytes, type). A catalogue picture field may hold `photographs/<key>` besides the site's
-- own `/images/….svg`. The database refuses a draft naming a photograph that is not in the library
-- or has no alt text, refuses deleting a photograph a draft or the published catalogue uses
-- (naming the tours), and keeps a described photograph's file from being deleted under it.

create function private.photograph_key_valid(key text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select key ~ '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(jpg|png|webp|avif)$';
$$;
comment on function private.photograph_key_valid(text) is 'An uploaded photograph''s object key: a lower-case uuid v4 and jpg, png, webp or avif (shared-domain''s PHOTOGRAPH_REF_PATTERN).';

create table public.photographs (
  key text primary key check (private.photograph_key_valid(key)),
  alt_text text check (alt_text is null or (alt_text = btrim(alt_text) and char_length(alt_text) between 1 and 250)),
  width integer not null check (width between 1 and 40000),
  height integer not null check (height between 1 and 40000),
  bytes bigint not null check (bytes between 1 and 20000000),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp', 'image/avif')),
  created_at timestamptz not null default now(),
  created_by uuid,
  updated_at timestamptz,
  constraint photographs_at_most_40_megapixels check (width::bigint * height <= 40000000)
);
comment on table public.photographs is 'The photograph library: one row per photograph staff uploaded to the Storage bucket photographs (same key). Anyone reads (pages need the alt text); admins write. A catalogue picture names one as photographs/<key>.';
comment on column public.photographs.alt_text is 'What the photograph shows, for people who cannot see it; null until staff give it, and a picture field may use the photograph only once it is set.';
comment on column public.photographs.bytes is 'The stored file''s size, taken from Storage''s object metadata by the trigger.';
comment on column public.photographs.content_type is 'The stored file''s type, taken from Storage''s object metadata by the trigger.';

-- Insert and update: only admins (permission denied before any other word, decision 213); the
-- key must name an uploaded object, whose size and type are taken from Storage (the browser's
-- figures are not trusted); the key never changes; alt text once given is never taken away
-- (a page may be showing it).
create function private.photograph_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  object_metadata jsonb;
  found boolean;
begin
  if current_user = 'authenticated' and not (select private.has_role('admin')) then
    raise exception 'permission denied for table photographs'
      using errcode = '42501', hint = 'Only admins may change the photograph library.';
  end if;
  if not private.photograph_key_valid(new.key) then
    raise exception 'A photograph''s key is a lower-case uuid v4 and .jpg, .png, .webp or .avif'
      using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' then
    if new.key is distinct from old.key then
      raise exception 'A photograph''s key cannot change' using errcode = '23514',
        hint = 'Upload the new picture under the same key to replace it.';
    end if;
    if new.alt_text is null and old.alt_text is not null then
      raise exception 'Alt text is required once given; change it instead of removing it'
        using errcode = '23514';
    end if;
    new.created_at := old.created_at;
    new.created_by := old.created_by;
    new.updated_at := now();
  else
    new.created_at := now();
    new.created_by := (select auth.uid());
    new.updated_at := null;
  end if;
  if new.alt_text is not null then
    new.alt_text := btrim(new.alt_text);
  end if;

  select true, o.metadata into found, object_metadata
  from storage.objects as o
  where o.bucket_id = 'photographs' and o.name = new.key;
  if found is null then
    raise exception 'There is no uploaded photograph %', new.key
      using errcode = '23503', hint = 'Upload the file to the photographs bucket first.';
  end if;
  if object_metadata ->> 'size' ~ '^[0-9]+$' then
    new.bytes := (object_metadata ->> 'size')::bigint;
  end if;
  if object_metadata ->> 'mimetype' is not null then
    new.content_type := object_metadata ->> 'mimetype';
  end if;
  return new;
end;
$$;
comment on function private.photograph_write() is 'Trigger: admins only; the key names an uploaded object (bytes and type read from its Storage metadata), never changes, and alt text once given is never removed.';

create trigger photographs_a_write
  before insert or update on public.photographs
  for each row execute function private.photograph_write();

-- The tours (title, slug) of the drafts and of the published catalogue that show `ref`.
create function private.photograph_users(ref text)
returns table (slug text, title text)
language sql
stable
security definer
set search_path = ''
as $$
  with tours as (
    select d.tour from public.catalogue_tours as d
    union all
    select t.tour
    from (select v.tours from public.catalogue_versions as v order by v.version desc limit 1) as latest,
         jsonb_array_elements(latest.tours) as t(tour)
  )
  select distinct tours.tour ->> 'slug', tours.tour ->> 'title'
  from tours
  where tours.tour ->> 'heroImage' = ref
     or coalesce(tours.tour -> 'gallery', '[]') @> jsonb_build_array(ref)
     or exists (
       select 1 from jsonb_array_elements(
         case when jsonb_typeof(tours.tour -> 'itinerary') = 'array' then tours.tour -> 'itinerary' else '[]' end
       ) as day
       where day ->> 'image' = ref
     )
  order by 2, 1;
$$;
comment on function private.photograph_users(text) is 'The tours (slug, title) of the drafts and the published catalogue whose main picture, gallery or itinerary shows the picture value ref.';

create function private.photograph_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  names text;
begin
  if current_user = 'authenticated' and not (select private.has_role('admin')) then
    raise exception 'permission denied for table photographs'
      using errcode = '42501', hint = 'Only admins may change the photograph library.';
  end if;
  select string_agg(format('"%s"', u.title), ', ' order by u.title, u.slug) into names
  from private.photograph_users('photographs/' || old.key) as u;
  if names is not null then
    raise exception 'This photograph is used by %; choose another picture there before deleting it', names
      using errcode = '23503', hint = 'A draft or the published catalogue shows it.';
  end if;
  return old;
end;
$$;
comment on function private.photograph_delete() is 'Trigger: refuses deleting a photograph a draft or the published catalogue shows, naming the tours.';

create trigger photographs_b_delete
  before delete on public.photographs
  for each row execute function private.photograph_delete();

alter table public.photographs enable row level security;
revoke all on table public.photographs from public, anon, authenticated;
grant select on table public.photographs to anon, authenticated;
grant insert, update, delete on table public.photographs to authenticated;
grant select, insert, update, delete on table public.photographs to service_role;

create policy "anyone reads the photograph library"
  on public.photographs for select to anon, authenticated
  using (true);
create policy "admins add photographs"
  on public.photographs for insert to authenticated
  with check ((select private.has_role('admin')));
create policy "admins describe photographs"
  on public.photographs for update to authenticated
  using ((select private.has_role('admin')))
  with check ((select private.has_role('admin')));
create policy "admins delete photographs"
  on public.photographs for delete to authenticated
  using ((select private.has_role('admin')));

-- A described photograph's file stays while its row does: staff delete the row first (refused
-- while a tour uses it), then the file.
drop policy "staff delete photographs" on storage.objects;
create policy "staff delete photographs" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'photographs'
    and (select private.has_role('admin'))
    and not exists (select 1 from public.photographs as p where p.key = name)
  );

-- Picture fields: the site's pictures or an uploaded photograph (its shape only: this function is
-- immutable; whether it is in the library is the trigger below's question).
create or replace function private.tour_picture_problem(value jsonb, label text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when value is not null and jsonb_typeof(value) = 'string'
      and ((value #>> '{}') ~ '^/images/((tours|destinations)/[a-z0-9-]+|site)/[a-z0-9-]+\.svg$'
           or ((value #>> '{}') like 'photographs/%'
               and private.photograph_key_valid(substr(value #>> '{}', 13))))
    then null
    else label || ' must be one of the site''s pictures or an uploaded photograph'
  end;
$$;

-- Every `photographs/<key>` picture of a (valid) tour that is not in the library or has no alt
-- text, in the picture fields' names.
create function private.tour_photograph_problems(tour jsonb)
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  with pictures as (
    select 'Main picture' as label, tour ->> 'heroImage' as ref, 0 as place
    union all
    select 'Gallery picture ' || g.n, g.ref, g.n
    from jsonb_array_elements_text(tour -> 'gallery') with ordinality as g(ref, n)
    union all
    select 'Day ' || d.n || ': Picture', d.day ->> 'image', 100 + d.n
    from jsonb_array_elements(tour -> 'itinerary') with ordinality as d(day, n)
  )
  select coalesce(array_agg(
    case when p.key is null
      then pictures.label || ' is not in the photograph library (it may have been deleted)'
      else pictures.label || ' has no alt text; describe the photograph under Photographs first'
    end order by pictures.place), '{}')
  from pictures
  left join public.photographs as p on 'photographs/' || p.key = pictures.ref
  where pictures.ref like 'photographs/%' and (p.key is null or p.alt_text is null);
$$;
comment on function private.tour_photograph_problems(jsonb) is 'The uploaded photographs a tour names that are not in the library or have no alt text, as "Main picture has no alt text; …".';

create function private.catalogue_tour_photographs()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  problems text[];
begin
  problems := private.tour_photograph_problems(new.tour);
  if cardinality(problems) > 0 then
    raise exception '%', problems[1]
      using errcode = '23514', detail = array_to_string(problems, '; ');
  end if;
  return new;
end;
$$;
comment on function private.catalogue_tour_photographs() is 'Trigger: refuses a draft whose photographs/<key> pictures are not in the library or have no alt text.';

-- After catalogue_tours_b_write (triggers run in name order), so the tour's shape is valid here.
create trigger catalogue_tours_c_photographs
  before insert or update on public.catalogue_tours
  for each row execute function private.catalogue_tour_photographs();

revoke execute on function private.photograph_key_valid(text) from public, anon;
grant execute on function private.photograph_key_valid(text) to authenticated, service_role;
revoke execute on function private.photograph_write() from public, anon, authenticated;
revoke execute on function private.photograph_users(text) from public, anon, authenticated;
revoke execute on function private.photograph_delete() from public, anon, authenticated;
revoke execute on function private.tour_photograph_problems(jsonb) from public, anon, authenticated;
revoke execute on function private.catalogue_tour_photographs() from public, anon, authenticated;
