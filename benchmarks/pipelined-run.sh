#!/usr/bin/env bash
# Benchmark (issue 5): a model server that answers each request after 1 s, the whole dataset, 32
# requests in flight. Pipelining should hide the model's latency behind compile and run time:
# wall time should stay within 1.3 x max(total model time / 32, execution time of the same programs).
# The execution time is measured by a reference run (no model latency) just before.
# Usage: benchmarks/pipelined-run.sh   (after `mvn -q install -DskipTests`)
set -euo pipefail
cd "$(dirname "$0")/.."
concurrency=32
delay_ms=1000
model=bench/reference-after-delay

mvn -q test-compile -pl algoreval-engine >/dev/null
mvn -q dependency:build-classpath -pl algoreval-engine -Dmdep.outputFile=/tmp/algoreval-bench-cp.txt >/dev/null
cp="algoreval-engine/target/test-classes:algoreval-engine/target/classes:$(cat /tmp/algoreval-bench-cp.txt)"
java -cp "$cp" dev.algoreval.engine.model.BenchmarkServer "$delay_ms" "$model" > /tmp/algoreval-bench-server.txt &
server=$!
trap 'kill $server 2>/dev/null' EXIT
for _ in $(seq 100); do [ -s /tmp/algoreval-bench-server.txt ] && break; sleep 0.2; done
url=$(head -1 /tmp/algoreval-bench-server.txt)

timed() { local start end; start=$(date +%s.%N); "$@" > /tmp/algoreval-bench.log 2>&1 || { tail -40 /tmp/algoreval-bench.log; exit 1; }; end=$(date +%s.%N); echo "$end - $start" | bc; }

reference=$(timed mvn -q test -pl example-suite -Dmodel=reference)
instances=$(wc -l < example-suite/target/algoreval/results.jsonl)
pipelined=$(timed mvn -q test -pl example-suite -Dmodel="$model" -Dalgoreval.baseUrl="$url" \
  -Dalgoreval.concurrency="$concurrency" -Dalgoreval.cache=off)
python3 - "$reference" "$pipelined" "$instances" "$concurrency" "$delay_ms" <<'PY'
import sys
reference, pipelined, n, conc, delay = float(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
model = n * delay / 1000 / conc
bound = 1.3 * max(model, reference)
print(f"instances {n}, model delay {delay} ms, {conc} in flight")
print(f"reference run (execution only)   {reference:7.1f} s")
print(f"total model time / {conc:<3}          {model:7.1f} s")
print(f"pipelined run                    {pipelined:7.1f} s   bound 1.3 x max = {bound:.1f} s   ratio {pipelined / max(model, reference):.2f}")
sys.exit(0 if pipelined <= bound else 1)
PY
