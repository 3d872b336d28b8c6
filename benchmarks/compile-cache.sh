#!/usr/bin/env bash
# Benchmark: the full reference run (example suite, 763 instances) with an empty compile cache, then
# again with the cache it filled. Prints both wall times and their ratio.
# Usage: benchmarks/compile-cache.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cache=$(mktemp -d)
trap 'rm -rf "$cache"' EXIT
mvn -q -B -o install -DskipTests > /dev/null
run() {
  local start end
  start=$(date +%s.%N)
  mvn -q -B -o test -pl example-suite -Dalgoreval.compileCache="$cache" > "/tmp/algoreval-compile-cache-$1.log" 2>&1 \
    || { tail -30 "/tmp/algoreval-compile-cache-$1.log"; exit 1; }
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}
cold=$(run cold)
warm=$(run warm)
printf 'reference run, empty compile cache:   %6.1f s\n' "$cold"
printf 'reference run, warm compile cache:    %6.1f s\n' "$warm"
printf 'cold / warm:                          %6.2f x\n' "$(echo "$cold / $warm" | bc -l)"
printf 'cache size:                           %s\n' "$(du -sh "$cache" | cut -f1)"
