-- Test fixture: Storage buckets and their policies, written as on hosted Supabase.
-- `pictures`: public, 1,000 bytes at most, PNG and JPEG only; anyone reads, only a token with
-- the claim user_role = staff writes. `private-notes`: private; each user reads and writes only
-- the folder named by their id.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('pictures', 'pictures', true, 1000, array['image/png', 'image/jpeg']),
       ('private-notes', 'private-notes', false, null, null);

create policy "anyone sees the buckets" on storage.buckets
  for select to anon, authenticated using (true);

create policy "anyone reads pictures" on storage.objects
  for select to anon, authenticated using (bucket_id = 'pictures');
create policy "staff add pictures" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'pictures' and (select auth.jwt() ->> 'user_role') = 'staff');
create policy "staff change pictures" on storage.objects
  for update to authenticated
  using (bucket_id = 'pictures' and (select auth.jwt() ->> 'user_role') = 'staff')
  with check (bucket_id = 'pictures' and (select auth.jwt() ->> 'user_role') = 'staff');
create policy "staff remove pictures" on storage.objects
  for delete to authenticated
  using (bucket_id = 'pictures' and (select auth.jwt() ->> 'user_role') = 'staff');

create policy "users use their own folder" on storage.objects
  for all to authenticated
  using (bucket_id = 'private-notes' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'private-notes' and (storage.foldername(name))[1] = (select auth.uid())::text);
