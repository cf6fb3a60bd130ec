-- The API roles every Supabase database has (supabase/local/docs/protocol.md §3.1). Roles are
-- cluster-wide on a PostgreSQL server, so several databases (and test runs) may race to create
-- them: each creation tolerates the role appearing concurrently.
do $$
declare
  spec record;
begin
  for spec in
    select * from (values
      ('anon', 'nologin noinherit'),
      ('authenticated', 'nologin noinherit'),
      ('service_role', 'nologin noinherit bypassrls'),
      ('authenticator', 'nologin noinherit')
    ) as r(name, attributes)
  loop
    if not exists (select 1 from pg_roles where rolname = spec.name) then
      begin
        execute format('create role %I %s', spec.name, spec.attributes);
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
end
$$;

-- The server switches to these roles per request, as PostgREST's authenticator does; only
-- roles granted to authenticator may be named in a JWT.
do $$
begin
  if not pg_has_role('authenticator', 'anon', 'member') then
    grant anon to authenticator;
  end if;
  if not pg_has_role('authenticator', 'authenticated', 'member') then
    grant authenticated to authenticator;
  end if;
  if not pg_has_role('authenticator', 'service_role', 'member') then
    grant service_role to authenticator;
  end if;
exception when unique_violation or duplicate_object then
  null;
end
$$;
