#!/usr/bin/env bash
# `pnpm test`: every suite in order, stopping at the first that fails, then a table of how long
# each stage took, so CI's growth is visible from one run to the next (issue 28). With
# STAGE_TIMES set to a file, the stages are appended there instead (`name seconds busy total` per line) and
# the caller prints one table for its whole run (.ci/run does).
set -uo pipefail
cd "$(dirname "$0")/.."

stages=(typecheck lint test:unit test:db check:db-types build size test:e2e)
times=${STAGE_TIMES:-}
own_times=0
if [ -z "$times" ]; then
  times=$(mktemp)
  own_times=1
fi
outcome=0

for stage in "${stages[@]}"; do
  started=$(date +%s)
  read -r busy0 total0 <<<"$(bash scripts/cpu-ticks.sh)"
  pnpm "$stage"
  outcome=$?
  read -r busy1 total1 <<<"$(bash scripts/cpu-ticks.sh)"
  echo "$stage $(($(date +%s) - started)) $((busy1 - busy0)) $((total1 - total0))" >>"$times"
  if [ "$outcome" -ne 0 ]; then
    echo "pnpm $stage failed" >&2
    break
  fi
done
if [ "$own_times" -eq 1 ]; then
  bash scripts/stage-table.sh "$times"
  rm -f "$times"
fi
exit "$outcome"
