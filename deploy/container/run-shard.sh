#!/usr/bin/env bash
# One shard of a benchmark run, in a container. The shard is the Kubernetes Indexed Job's completion
# index (JOB_COMPLETION_INDEX, 0-based) or SHARD_INDEX (1-based), out of SHARD_COUNT; the results go
# to $RESULTS_DIR/shard-<i>-of-<n>, the generation cache to $CACHE_DIR. Arguments are Maven -D options
# (the model, its endpoint, conditions, samples...). Exit codes: Maven's, or 3 when bubblewrap cannot
# create its sandbox in this container (a setting of the pod, so retrying elsewhere will not help).
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

if ! problem=$(bwrap --unshare-all --ro-bind / / --proc /proc --dev /dev true 2>&1); then
  echo "[run-shard] bubblewrap cannot create its sandbox here: $problem" >&2
  echo "[run-shard] the pod needs user namespaces, an unmasked /proc and unconfined seccomp/AppArmor (deploy/README.md)" >&2
  exit 3
fi

exec ./mvnw -B -ntp test -pl example-suite "-Dalgoreval.shard=$index/$count" "-Dalgoreval.output=$results" \
  "-Dalgoreval.cache=${CACHE_DIR:-/results/cache}" -Dmaven.test.failure.ignore=true "$@"
