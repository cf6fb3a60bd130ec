-- Database security lint, in the spirit of Supabase's security advisor. One query; every row it
-- returns is a finding (rule, object, detail), so a clean database returns none.
-- Exposed schemas are the ones PostgREST serves: public (and graphql_public when present).
-- Run by supabase/tests/security-lint.test.ts (PGlite and PostgreSQL) and by `pnpm test:db`.
with exposed as (
  select oid, nspname from pg_namespace where nspname in ('public', 'graphql_public')
),
own_schemas as (
  -- Schemas our migrations write; the platform's (auth, extensions, …) are not ours to lint.
  select oid, nspname from pg_namespace
  where nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'auth', 'extensions',
                        'supabase_migrations', 'realtime', 'storage', 'graphql', 'vault', 'pgsodium')
    and nspname not like 'pg_temp_%' and nspname not like 'pg_toast_temp_%'
),
api_roles as (
  select rolname from pg_roles where rolname in ('anon', 'authenticated')
),
policies as (
  select p.schemaname, p.tablename, p.policyname, p.cmd, p.roles, p.qual, p.with_check
  from pg_policies p
  join exposed e on e.nspname = p.schemaname
)
-- 1. Every table of an exposed schema has row level security on.
select 'rls_disabled_in_exposed_schema' as rule,
       format('%I.%I', n.nspname, c.relname) as object,
       'row level security is off: every API role with a grant reads and writes every row' as detail
from pg_class c
join exposed n on n.oid = c.relnamespace
where c.relkind in ('r', 'p') and not c.relrowsecurity

union all
-- 2. No write policy that lets anyone through: `true` (or no check at all) on insert, update,
--    delete or all, for the API roles or PUBLIC.
select 'always_true_write_policy',
       format('%I.%I policy "%s"', schemaname, tablename, policyname),
       format('%s policy for %s is always true', lower(cmd), array_to_string(roles, ', '))
from policies
where cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
  and (roles && array['public', 'anon', 'authenticated']::name[])
  and (
    (cmd in ('UPDATE', 'DELETE', 'ALL') and coalesce(btrim(qual), 'true') in ('true', '(true)'))
    or (cmd in ('INSERT', 'UPDATE', 'ALL') and coalesce(btrim(with_check), btrim(qual), 'true') in ('true', '(true)'))
  )

union all
-- 3. No policy trusts user_metadata: the user can edit it (auth.updateUser({ data })).
select 'policy_reads_user_metadata',
       format('%I.%I policy "%s"', schemaname, tablename, policyname),
       'the policy reads user_metadata, which every user can change for themself'
from pg_policies
where coalesce(qual, '') ~* 'user_metadata' or coalesce(with_check, '') ~* 'user_metadata'

union all
-- 4. Every function of ours has a fixed search_path (else a caller's objects can shadow names).
select 'function_search_path_mutable',
       format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)),
       'the function does not set search_path'
from pg_proc p
join own_schemas n on n.oid = p.pronamespace
where p.prokind in ('f', 'p')
  and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
  and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) as setting where setting like 'search_path=%')

union all
-- 5. No SECURITY DEFINER function an API role can call in an exposed schema: it is an RPC
--    running with its owner's rights, around every policy.
select 'security_definer_function_exposed',
       format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)),
       format('security definer and executable by %s', string_agg(r.rolname, ', ' order by r.rolname))
from pg_proc p
join exposed n on n.oid = p.pronamespace
cross join api_roles r
where p.prosecdef and has_function_privilege(r.rolname, p.oid, 'execute')
  and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
group by n.nspname, p.proname, p.oid

union all
-- 6. No view that bypasses RLS: a view runs with its owner's rights unless security_invoker is
--    set; a materialized view has no RLS at all. Either, readable by an API role, leaks rows.
select 'view_bypasses_rls',
       format('%I.%I', n.nspname, c.relname),
       case c.relkind when 'm' then 'materialized view readable by an API role'
                      else 'view without security_invoker readable by an API role' end
from pg_class c
join exposed n on n.oid = c.relnamespace
where c.relkind in ('v', 'm')
  and (c.relkind = 'm' or not coalesce(c.reloptions::text[] && array['security_invoker=true', 'security_invoker=on', 'security_invoker=1'], false))
  and exists (select 1 from api_roles r where has_table_privilege(r.rolname, c.oid, 'select'))
  and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')

order by 1, 2;
