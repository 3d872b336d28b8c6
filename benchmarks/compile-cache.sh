#!/usr/bin/env bash
# Benchmark: the full reference run (example suite, 763 instances) with an empty compile cache, then
# again with the cache it filled. Prints both wall times and their ratio.
# Usage: benchmarks/compile-cache.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cache=$(mktemp -d)
trap 'rm -rf "$cache"' EXIT
run() {
  local start end
  start=$(date +%s%N)
  # The upstream modules are built in the reactor; only the example suite's benchmark classes run.
  mvn -q -B test -pl example-suite -am -Dtest='*BenchmarkTest' -Dsurefire.failIfNoSpecifiedTests=false \
    -Dalgoreval.compileCache="$cache" > "/tmp/algoreval-compile-cache-$1.log" 2>&1 \
    || { tail -30 "/tmp/algoreval-compile-cache-$1.log" >&2; exit 1; }
  end=$(date +%s%N)
  echo $(( (end - start) / 1000000 ))
}
cold=$(run cold)
warm=$(run warm)
awk -v c="$cold" -v w="$warm" 'BEGIN {
  printf "reference run, empty compile cache:   %6.1f s\n", c / 1000
  printf "reference run, warm compile cache:    %6.1f s\n", w / 1000
  printf "cold / warm:                          %6.2f x\n", c / w }'
echo "cache size:                           $(du -sh "$cache" | cut -f1)"
