#!/usr/bin/env bash
# Benchmark: the scale probe (paper Appendix K) on the reference programs of every probed algorithm (the
# paper's ten, the other graph algorithms, the sorts), every representation and all 7 languages, through the engine (condition plus, algoreval.probe=scale).
# Writes <out>/results.jsonl, scale.jsonl and report.html (section "Scale probe"), and prints the fitted
# exponents table (markdown) from scale.jsonl (ScaleTable: the engine's own fits and verdicts). Run it on a quiet machine: the probe fits CPU time, which
# other processes cannot inflate by preemption, but they still share the caches and memory bandwidth.
# Usage: benchmarks/scale-probe.sh [out-dir] [size-factor] [samples] [languages] [algorithms]
#   e.g. benchmarks/scale-probe.sh target/scale 0.5 4 python,go kruskal-mst,dijkstra   (a quick look)
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(realpath -m "${1:-target/scale-probe}")
factor=${2:-1}
samples=${3:-8}
languages=${4:-}
algorithms=${5:-articulation-points,bellman-ford,blossom-maximum-matching,boruvka-mst,bridge-finding,counting-sort,dag-shortest-path,dijkstra,dinic-max-flow,eulerian-path,floyd-warshall,gabow-scc,heap-sort,hierholzer-eulerian-circuit,hopcroft-karp,johnson-apsp,karger-min-cut,kosaraju-scc,kruskal-mst,merge-sort,min-cost-max-flow,prim-mst,radix-sort,scc-mutual-reachability,stoer-wagner-min-cut,tarjan-scc,topological-sort,two-sat}
mkdir -p "$out"
# Installed, not only built: the table at the end reads the engine's class path from the local repository.
mvn -q -B -o install -DskipTests > /dev/null 2>&1 || mvn -q -B install -DskipTests > /dev/null
start=$(date +%s)
mvn -q -B -o test -pl example-suite -am -Dtest='*BenchmarkTest' -Dsurefire.failIfNoSpecifiedTests=false \
  -Dmodel=reference -Dalgoreval.conditions=plus -Dalgoreval.probe=scale \
  -Dalgoreval.probe.sizeFactor="$factor" -Dalgoreval.probe.samples="$samples" \
  -Dalgoreval.algorithms="$algorithms" ${languages:+-Dalgoreval.languages=$languages} \
  -Dalgoreval.output="$out" > "$out/run.log" 2>&1 || { grep -E "scale probe|ERROR" "$out/run.log" | tail -20 >&2; }
grep "scale probe:" "$out/run.log" || true
echo "wall: $(( $(date +%s) - start )) s; report: $out/report.html"
classpath=algoreval-engine/target/engine-classpath.txt
mvn -q -B -o -pl algoreval-engine dependency:build-classpath -Dmdep.outputFile=target/engine-classpath.txt > /dev/null 2>&1 \
  || mvn -q -B -pl algoreval-engine dependency:build-classpath -Dmdep.outputFile=target/engine-classpath.txt > /dev/null
java -cp "algoreval-engine/target/classes:$(cat "$classpath")" dev.algoreval.engine.probe.ScaleTable "$out/scale.jsonl"
