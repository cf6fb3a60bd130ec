-- A deliberately bad migration: one instance of each mistake security-lint.sql must catch.
-- Never applied to a real database; supabase/tests/security-lint.test.ts boots it and expects
-- exactly these findings.

-- rls_disabled_in_exposed_schema
create table public.open_notes (id serial primary key, body text);

-- always_true_write_policy (insert and update); policy_reads_user_metadata
create table public.wishes (id serial primary key, owner uuid, body text);
alter table public.wishes enable row level security;
create policy "anyone writes" on public.wishes for insert to anon with check (true);
create policy "anyone edits" on public.wishes for update to authenticated using (true);
create policy "metadata admins read" on public.wishes for select to authenticated
  using ((auth.jwt() -> 'user_metadata' ->> 'role') = 'admin');

-- function_search_path_mutable
create function public.shout(message text) returns text language sql as $$ select upper(message) $$;

-- security_definer_function_exposed (also mutable search_path)
create function public.all_wishes() returns setof public.wishes
language sql security definer as $$ select * from public.wishes $$;
grant execute on function public.all_wishes() to anon;

-- view_bypasses_rls
create view public.wish_list as select id, body from public.wishes;
grant select on public.wish_list to anon;
