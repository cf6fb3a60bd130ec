#!/usr/bin/env bash
# Prints the stage timings in file $1 (`name seconds [busy total]` per line, in run order: the
# CPU ticks of the stage from scripts/cpu-ticks.sh) as a Markdown table with their total. "CPU
# busy" is the share of all cores' time the machine spent working during the stage: well under
# 100 % means the stage waits more than it computes, and more parallelism could shorten it.
set -euo pipefail
echo
echo "| stage | seconds | CPU busy |"
echo "| --- | ---: | ---: |"
awk '
  function share(busy, total) { return total > 0 ? sprintf("%d %%", 100 * busy / total) : "" }
  { printf "| %s | %d | %s |\n", $1, $2, share($3, $4); seconds += $2; busy += $3; total += $4 }
  END { printf "| all | %d | %s |\n", seconds, share(busy, total) }' "$1"
