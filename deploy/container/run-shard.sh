#!/usr/bin/env bash
# One shard of a benchmark run, in a container. The shard is the Kubernetes Indexed Job's completion
# index (JOB_COMPLETION_INDEX, 0-based) or SHARD_INDEX (1-based), out of SHARD_COUNT; the results go
# to $RESULTS_DIR/shard-<i>-of-<n>, the generation cache to $CACHE_DIR. Arguments are Maven -D options
# (the model, its endpoint, conditions, samples...). Maven runs offline: the image holds all it needs.
# Exit codes: Maven's, or 3 when the engine's sandbox cannot start in this container (a setting of the
# pod or host, which the message names: retrying with the same settings will not help).
set -euo pipefail
cd "$(dirname "$0")/../.."

count=${SHARD_COUNT:?set SHARD_COUNT to the number of shards}
if [ -n "${JOB_COMPLETION_INDEX:-}" ]; then
  index=$((JOB_COMPLETION_INDEX + 1))
else
  index=${SHARD_INDEX:?set SHARD_INDEX (1-based) or run as a Kubernetes Indexed Job}
fi
results=${RESULTS_DIR:-/results}/shard-$index-of-$count
mkdir -p "$results"

# The engine's own sandbox code with the arguments a run uses: it fails exactly where the run would.
classpath="algoreval-engine/target/classes:$(cat algoreval-engine/target/engine-classpath.txt)"
status=0
java -cp "$classpath" dev.algoreval.toolchains.SandboxCheck >&2 || status=$?
[ "$status" -eq 0 ] || [ "$status" -eq 3 ] || exit "$status"
if [ "$status" -eq 3 ]; then
  echo "[run-shard] the sandbox cannot start in this container; see above for what to change (deploy/README.md)" >&2
  exit 3
fi

exec ./mvnw -B -ntp -o test -pl example-suite "-Dalgoreval.shard=$index/$count" "-Dalgoreval.output=$results" \
  "-Dalgoreval.cache=${CACHE_DIR:-/results/cache}" -Dmaven.test.failure.ignore=true "$@"
