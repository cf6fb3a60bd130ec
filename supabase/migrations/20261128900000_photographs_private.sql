-- The photographs bucket becomes private (issue 38, decision 190 amended). A published tour names
-- its pictures by key in the catalogue anyone reads, so while the bucket was public anyone could
-- fetch the original a camera uploaded, GPS position and all, at
-- /storage/v1/object/public/photographs/<key>. Travellers never need an original: pages show the
-- variants a publish makes (decision 196), which carry pixels only. Staff see originals in the
-- admin through signed URLs; the publish command reads them with the service role.

update storage.buckets set public = false where id = 'photographs';

drop policy "anyone sees the photographs bucket" on storage.buckets;
create policy "staff see the photographs bucket" on storage.buckets
  for select to authenticated
  using (id = 'photographs' and (select private.has_role('admin')));

drop policy "anyone reads photographs" on storage.objects;
create policy "staff read photographs" on storage.objects
  for select to authenticated
  using (bucket_id = 'photographs' and (select private.has_role('admin')));

-- A library photograph's file keeps its key while its row names it, for every role (the service
-- role and a database owner included, which row level security does not stop): moving it would
-- leave the row naming nothing and the tours showing the stand-in; deleting it is already refused
-- to staff by the delete policy (delete the row first).
create function private.photograph_file_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.bucket_id = 'photographs'
     and exists (select 1 from public.photographs as p where p.key = old.name)
     and (tg_op = 'DELETE' or new.bucket_id is distinct from old.bucket_id or new.name is distinct from old.name)
  then
    if tg_op = 'DELETE' then
      raise exception 'The photograph % is in the library; delete it there first', old.name
        using errcode = '23514', hint = 'A library photograph''s file goes after its row.';
    end if;
    raise exception 'The photograph % is in the library and cannot be moved or renamed', old.name
      using errcode = '23514', hint = 'Upload the picture under a new key and choose it in the tours instead.';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
comment on function private.photograph_file_guard() is 'Trigger on storage.objects: a file the photograph library names is neither moved, renamed nor deleted while its row exists.';

create trigger photographs_file_guard
  before update or delete on storage.objects
  for each row execute function private.photograph_file_guard();
