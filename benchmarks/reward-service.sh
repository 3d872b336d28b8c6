#!/usr/bin/env bash
# Benchmark (issue 14): rewards per second for N replayed completions scored one after another against
# the reward service with a worker per core and 32 concurrent clients (goal: >= 1.8x on 2 cores).
# Usage: benchmarks/reward-service.sh [N=1000] [clients=32]
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -q -B -ntp install -DskipTests -Dmaven.install.skip=true >/dev/null
./mvnw -q -B -ntp -pl algoreval-engine test-compile dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt >/dev/null
export PATH="$PATH:$HOME/.cargo/bin:/usr/local/go/bin"
java -cp "algoreval-engine/target/test-classes:algoreval-engine/target/classes:$(cat algoreval-engine/target/bench-classpath.txt)" \
  dev.algoreval.engine.reward.RewardThroughputBenchmark "${1:-1000}" "${2:-32}"
