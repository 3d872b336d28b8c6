#!/usr/bin/env bash
# Benchmark: does discovery stay linear in the number of tests?
# Discovers the whole dataset (AllInstancesSuite) through the JUnit Launcher, each size in a fresh
# JVM (twice: cold, then warm), and prints the time, the time per test and the heap the test plan keeps:
#     763 tests (reference, 1 sample), 7,630 (10 samples), 114,450 (the 15 registry models x 10 samples).
# No model is called: the endpoint check and the cache are off and the base URL is a closed port.
# Usage: benchmarks/discovery.sh [max heap, default 1g] [timeout per size in s, default 600]
set -euo pipefail
cd "$(dirname "$0")/.."
heap=${1:-1g}
limit=${2:-600}
mvn -q -B -pl algoreval-engine -am test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test > /tmp/algoreval-discovery-build.log 2>&1 \
  || { tail -50 /tmp/algoreval-discovery-build.log; exit 1; }
cp="algoreval-engine/target/test-classes:algoreval-engine/target/classes:$(cat algoreval-engine/target/test-classpath.txt)"
# The two closed-API models refuse to start without a key; none is ever sent anywhere.
export OPENAI_API_KEY=dummy-key-for-discovery-only
for size in "reference 1" "reference 10" "registry 10"; do
  # shellcheck disable=SC2086
  timeout "$limit" java -Xmx"$heap" -cp "$cp" dev.algoreval.engine.DiscoveryBenchmark $size \
    || echo "models=${size% *} samples=${size#* }: no result within ${limit} s (or out of heap at -Xmx$heap)"
done
