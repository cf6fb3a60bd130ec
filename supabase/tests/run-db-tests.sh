#!/usr/bin/env bash
# `pnpm test:db`: the product database on a real PostgreSQL, as on a Supabase stack. A fresh
# database gets the platform SQL, the migrations and the seed (supabase/local's migrate), then
# the security lint (no finding allowed) and the pgTAP files with pg_prove. The database is
# dropped afterwards. Server: TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres).
set -euo pipefail
cd "$(dirname "$0")/../.."

admin_url=${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}
name="pgtap_$(date +%s)_$$"
db_url="${admin_url%/*}/${name}"

psql "$admin_url" -qAtc "create database \"$name\"" >/dev/null
trap 'psql "$admin_url" -qAtc "drop database if exists \"$name\" with (force)" >/dev/null' EXIT

pnpm --silent --filter @safari/supabase-local cli migrate --database-url "$db_url"
echo

findings=$(psql "$db_url" -qAt -F ' | ' -v ON_ERROR_STOP=1 -f supabase/lint/security-lint.sql)
if [ -n "$findings" ]; then
  echo "Security lint findings (supabase/lint/security-lint.sql):" >&2
  echo "$findings" >&2
  exit 1
fi
echo "Security lint: no findings."

psql "$db_url" -qAtc 'create extension if not exists pgtap with schema extensions' >/dev/null
PGOPTIONS="--client-min-messages=warning" pg_prove --dbname "$db_url" supabase/tests/database/*.test.sql
