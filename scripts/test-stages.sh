#!/usr/bin/env bash
# `pnpm test`: every suite in order, stopping at the first that fails, then a table of how long
# each stage took, so CI's growth is visible from one run to the next (issue 28).
set -uo pipefail
cd "$(dirname "$0")/.."

stages=(typecheck lint test:unit test:db check:db-types build size test:e2e)
names=()
seconds=()
outcome=0

report() {
  echo
  echo "| stage | seconds |"
  echo "| --- | ---: |"
  local total=0
  for i in "${!names[@]}"; do
    echo "| ${names[$i]} | ${seconds[$i]} |"
    total=$((total + seconds[i]))
  done
  echo "| all | ${total} |"
}

for stage in "${stages[@]}"; do
  started=$(date +%s)
  pnpm "$stage"
  outcome=$?
  names+=("$stage")
  seconds+=($(($(date +%s) - started)))
  if [ "$outcome" -ne 0 ]; then
    echo "pnpm $stage failed" >&2
    break
  fi
done
report
exit "$outcome"
