-- The photographs bucket (decision 190): the pictures of tours and destinations, uploaded by the
-- operator's staff in the admin and shown to everyone on the public site. Public, so the site and
-- share cards fetch them by URL without a token; 20 MB at most; photographs only (JPEG, PNG,
-- WebP, AVIF). Who may write is decided here, by row level security on storage.objects, exactly
-- as on hosted Supabase, whose Storage service creates the storage schema itself.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('photographs', 'photographs', true, 20000000,
        array['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "anyone sees the photographs bucket" on storage.buckets
  for select to anon, authenticated
  using (id = 'photographs');

create policy "anyone reads photographs" on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'photographs');

create policy "staff upload photographs" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'photographs' and (select private.has_role('admin')));

create policy "staff replace and rename photographs" on storage.objects
  for update to authenticated
  using (bucket_id = 'photographs' and (select private.has_role('admin')))
  with check (bucket_id = 'photographs' and (select private.has_role('admin')));

create policy "staff delete photographs" on storage.objects
  for delete to authenticated
  using (bucket_id = 'photographs' and (select private.has_role('admin')));
