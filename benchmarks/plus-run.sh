#!/usr/bin/env bash
# Benchmark: the reference run over every graph instance with AlgoREval+ (hidden tests and a driver for
# its language) under condition zero-shot (the fixed test only), then under plus (the fixed test and all
# hidden tests), each with its own empty compile cache so both pay every compile. Prints both wall times
# and their ratio (issue 11's goal: plus at most 1.5x base). Usage: benchmarks/plus-run.sh [languages]
set -euo pipefail
cd "$(dirname "$0")/.."
languages=${1:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mvn -q -B -o install -DskipTests -Dmaven.install.skip=true > /dev/null 2>&1 || mvn -q -B install -DskipTests -Dmaven.install.skip=true > /dev/null
run() {
  local start end
  start=$(date +%s%N)
  mvn -q -B test -pl example-suite -am -Dtest='*BenchmarkTest' -Dsurefire.failIfNoSpecifiedTests=false \
    -Dalgoreval.domains=graph ${languages:+-Dalgoreval.languages=$languages} -Dalgoreval.conditions="$1" \
    -Dalgoreval.compileCache="$work/cache-$1" -Dalgoreval.output="$work/out-$1" \
    > "$work/$1.log" 2>&1 || { tail -30 "$work/$1.log" >&2; exit 1; }
  end=$(date +%s%N)
  echo $(( (end - start) / 1000000 ))
}
# Only instances that plus covers take part in both runs: plus selects them itself; zero-shot is given
# the same list through the results of the plus run below.
plus=$(run plus)
covered=$(python3 -c "
import json,sys
ids=sorted({json.loads(l)['algorithm'] for l in open('$work/out-plus/results.jsonl')})
print(','.join(ids))")
langs=$(python3 -c "
import json
print(','.join(sorted({json.loads(l)['language'] for l in open('$work/out-plus/results.jsonl')})))")
tests=$(wc -l < "$work/out-plus/results.jsonl")
languages=$langs
base_start=$(date +%s%N)
mvn -q -B test -pl example-suite -am -Dtest='*BenchmarkTest' -Dsurefire.failIfNoSpecifiedTests=false \
  -Dalgoreval.domains=graph -Dalgoreval.algorithms="$covered" -Dalgoreval.languages="$languages" \
  -Dalgoreval.conditions=zero-shot -Dalgoreval.compileCache="$work/cache-base" -Dalgoreval.output="$work/out-base" \
  > "$work/base.log" 2>&1 || { tail -30 "$work/base.log" >&2; exit 1; }
base=$(( ($(date +%s%N) - base_start) / 1000000 ))
awk -v b="$base" -v p="$plus" -v n="$tests" -v l="$languages" 'BEGIN {
  printf "instances: %d (languages %s)\n", n, l
  printf "zero-shot (fixed test only):        %6.1f s\n", b / 1000
  printf "plus (fixed test + hidden tests):   %6.1f s\n", p / 1000
  printf "plus / zero-shot:                   %6.2f x\n", p / b }'
# Where the time went: per language, the summed compile and run of the fixed test in each run, and in
# the plus run the hidden tests' own build (absent where one build serves both) and runs.
python3 - "$work/out-base/results.jsonl" "$work/out-plus/results.jsonl" <<'PY'
import json, sys
from collections import defaultdict
def sums(path, fields):
    out = defaultdict(lambda: [0] * len(fields))
    for line in open(path):
        r = json.loads(line)
        for i, f in enumerate(fields):
            out[r["language"]][i] += r.get(f) or 0
    return out
base = sums(sys.argv[1], ["compile_ms", "run_ms"])
plus = sums(sys.argv[2], ["compile_ms", "run_ms", "plus_compile_ms", "plus_run_ms"])
print("seconds summed   zero-shot: compile  run   plus: compile  run  hidden build  hidden runs")
for lang in sorted(base, key=lambda l: -sum(plus[l])):
    b, p = base[lang], plus[lang]
    print("%-12s %21.1f %5.1f %14.1f %5.1f %13.1f %12.1f" % ((lang,) + tuple(x / 1000 for x in b + p)))
PY
