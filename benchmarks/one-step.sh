#!/usr/bin/env bash
# Benchmark: Python's and JavaScript's syntax check riding along with the run (one sandboxed process)
# against the separate check step before the run (two), in one invocation:
# 1. per program: every Python and JavaScript reference checked and run both ways, one at a time,
#    alternating (OneStepBenchmark): mean check, run and total per program, and that both agree;
# 2. the reference run (example suite, Python and JavaScript instances, no compile cache) with
#    algoreval.syntaxCheck=separate and with the default (in-run), twice each in the order
#    separate, in-run, in-run, separate, so that a drift in load hits both alike.
# Prints the load average before and after: other work on the machine inflates every figure.
# Usage: benchmarks/one-step.sh [programs per language for part 1, default all]
set -euo pipefail
cd "$(dirname "$0")/.."
per_language=${1:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
mvn -q -B -o -pl algoreval-engine -am test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test > "$work/build.log" 2>&1 \
  || { tail -50 "$work/build.log"; exit 1; }
cp="algoreval-engine/target/test-classes:algoreval-engine/target/classes:$(cat algoreval-engine/target/test-classpath.txt)"
echo "== per program (sandboxed, sequential, no compile cache)"
java -cp "$cp" dev.algoreval.engine.OneStepBenchmark ${per_language:+"$per_language"}
run() {
  local start end
  start=$(date +%s%N)
  mvn -q -B -o test -pl example-suite -am -Dtest='PythonBenchmarkTest,JavaScriptBenchmarkTest' \
    -Dsurefire.failIfNoSpecifiedTests=false -Dalgoreval.compileCache=off -Dalgoreval.timeout.calibration=off \
    -Dalgoreval.syntaxCheck="$1" -Dalgoreval.output="$work/out-$1-$2" > "$work/$1-$2.log" 2>&1 \
    || { tail -30 "$work/$1-$2.log" >&2; exit 1; }
  end=$(date +%s%N)
  echo $(( (end - start) / 1000000 ))
}
sep1=$(run separate 1)
one1=$(run in-run 1)
one2=$(run in-run 2)
sep2=$(run separate 2)
tests=$(wc -l < "$work/out-in-run-1/results.jsonl")
passed() { python3 -c "
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
print(sum(r['outcome'] == 'pass' for r in rows), len(rows))" "$1"; }
echo "== reference run, Python and JavaScript ($tests instances, whole Maven command)"
awk -v s1="$sep1" -v s2="$sep2" -v o1="$one1" -v o2="$one2" 'BEGIN {
  printf "separate check step (before):  %6.1f s, %6.1f s   mean %6.1f s\n", s1 / 1000, s2 / 1000, (s1 + s2) / 2000
  printf "check in the run (after):      %6.1f s, %6.1f s   mean %6.1f s\n", o1 / 1000, o2 / 1000, (o1 + o2) / 2000
  printf "before / after:                %6.2f x\n", (s1 + s2) / (o1 + o2) }'
for out in separate-1 in-run-1; do
  echo "passed (pass, total) with $out: $(passed "$work/out-$out/results.jsonl")"
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
