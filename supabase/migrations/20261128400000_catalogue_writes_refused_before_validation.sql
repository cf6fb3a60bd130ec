-- Issue 39, item 10 (decision 213): a traveller inserting a tour got the tour's validation list
-- (23514 from the validating BEFORE trigger, which runs before row level security's WITH CHECK)
-- instead of "permission denied". This trigger fires first (triggers run in name order) and
-- refuses a signed-in caller who is not an admin, as the policies would. The service role and the
-- server's own roles are not `authenticated` and pass, as they pass the policies.
create function private.catalogue_tours_admins_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user = 'authenticated' and not (select private.has_role('admin')) then
    raise exception 'permission denied for table catalogue_tours'
      using errcode = '42501', hint = 'Only admins may change the catalogue.';
  end if;
  return new;
end;
$$;
comment on function private.catalogue_tours_admins_only() is 'Trigger: refuses non-admins before the tour is validated, so they are told "permission denied", not what is wrong with the tour.';

create trigger catalogue_tours_0_admins_only
  before insert or update on public.catalogue_tours
  for each row execute function private.catalogue_tours_admins_only();
