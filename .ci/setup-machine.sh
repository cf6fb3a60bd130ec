#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks for the test suite, and nothing when it is there:
# Debian's Chromium and its headless shell (the end-to-end suite's browser, decision 225;
# Playwright cannot download its own here), the pgTAP tools, the font the
# public-site build draws the share pictures' text with, and a running PostgreSQL 15 on
# 127.0.0.1:5432. Safe to run again.
set -euo pipefail

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || need+=(chromium-headless-shell)
command -v pg_prove >/dev/null 2>&1 || need+=(libtap-parser-sourcehandler-pgtap-perl)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ] || need+=(fonts-dejavu-core)
[ -f /etc/fonts/fonts.conf ] || need+=(fontconfig-config)
if command -v pg_config >/dev/null 2>&1 || [ -d /usr/share/postgresql/15 ]; then
  [ -f /usr/share/postgresql/15/extension/pgtap.control ] || need+=(postgresql-15-pgtap)
fi

if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "Missing Debian packages: ${need[*]}. Install them as root: apt-get install -y ${need[*]}" >&2
    exit 1
  fi
  echo "Installing ${need[*]}…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi

# The suites run against PostgreSQL as well as the embedded database.
if command -v pg_isready >/dev/null 2>&1 && ! pg_isready -q -h 127.0.0.1 -p 5432; then
  echo "Starting PostgreSQL…"
  for version in /etc/postgresql/*; do
    pg_ctlcluster --skip-systemctl-redirect "$(basename "$version")" main start || true
  done
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi
if command -v pg_isready >/dev/null 2>&1; then
  pg_isready -h 127.0.0.1 -p 5432 || { echo "PostgreSQL is not answering on 127.0.0.1:5432" >&2; exit 1; }
fi
