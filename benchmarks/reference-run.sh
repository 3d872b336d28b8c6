#!/usr/bin/env bash
# Benchmark: is a full reference run close to the compilers' own time spread over all cores?
# 1. times the cold reference run through Maven/Surefire (the engine, sandbox and all; no compile cache);
# 2. re-runs the same compile and run commands bare (no sandbox, no JVM harness), one at a time;
# 3. prints both, with the bare total divided by the number of cores as the floor to compare with.
# Usage: benchmarks/reference-run.sh   (after `mvn -q install -DskipTests`)
set -euo pipefail
cd "$(dirname "$0")/.."
cores=$(nproc)
start=$(date +%s.%N)
mvn -q test -pl example-suite -Dmodel=reference -Dalgoreval.compileCache=off > /tmp/algoreval-bench.log 2>&1 || { tail -50 /tmp/algoreval-bench.log; exit 1; }
end=$(date +%s.%N)
python3 benchmarks/bare_compile_and_run.py example-suite/target/algoreval/results.jsonl "$cores" \
  "$(echo "$end - $start" | bc)"
