#!/usr/bin/env bash
# Prints the machine's CPU time so far as "busy total" (clock ticks over all cores, from
# /proc/stat): two readings give how busy the cores were in between. Prints "0 0" where there is
# no /proc/stat, and the stage table then shows no figure.
awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9, $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9; found = 1 }
  END { if (!found) print "0 0" }' /proc/stat 2>/dev/null || echo "0 0"
