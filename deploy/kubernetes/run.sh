#!/usr/bin/env bash
# Runs the sharded benchmark on a Kubernetes cluster and merges it, failing fast: applies the results
# volume and the shards Job, waits until that Job is Complete or Failed, and only when it is Complete
# applies the merge Job and waits for it the same way. `kubectl wait --for=condition=complete` would
# instead block for its whole timeout once a shard has failed (the Job can then never complete).
# The object names are those of the manifests beside this script. Run with --help for the options.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
volume_yaml=$here/results-volume.yaml
shards_yaml=$here/shards-job.yaml
merge_yaml=$here/merge-job.yaml

# metadata.name of a one-object manifest.
name_of() {
  awk '/^metadata:/ { m = 1; next } m && /^[^ #]/ { m = 0 } m && /^  name:/ { gsub(/["'\'']/, "", $2); print $2; exit }' "$1"
}
claim=$(name_of "$volume_yaml")
shards_job=$(name_of "$shards_yaml")
merge_job=$(name_of "$merge_yaml")

usage() {
  cat <<EOF
usage: deploy/kubernetes/run.sh [-n NAMESPACE] [--timeout DURATION] [--interval SECONDS]

Applies $(basename "$volume_yaml") and $(basename "$shards_yaml"), waits until job/$shards_job is
Complete or Failed, and only when it is Complete applies $(basename "$merge_yaml") and waits for
job/$merge_job the same way. Returns as soon as a Job fails, naming its failed indexes and reason.

  -n, --namespace NAMESPACE  the namespace (default: the one of kubectl's current context)
  --timeout DURATION         how long to wait for each Job: seconds, or a number with s, m or h
                             (default: 24h); the Job goes on running when run.sh gives up
  --interval SECONDS         how often to poll the Job's status (default: 30; may be fractional)
  -h, --help                 this text

Exit status: 0 when merged; 1 when a Job failed, the wait timed out or kubectl kept failing;
2 for bad usage, or when one of the Jobs already exists (from an earlier run: delete it first).
EOF
}

fail_usage() {
  echo "run.sh: $1 (see --help)" >&2
  exit 2
}

namespace=
timeout_text=24h
interval=30
while [ $# -gt 0 ]; do
  case $1 in
    -n | --namespace) [ $# -ge 2 ] || fail_usage "$1 needs a value"; namespace=$2; shift 2 ;;
    --namespace=*) namespace=${1#*=}; shift ;;
    --timeout) [ $# -ge 2 ] || fail_usage "$1 needs a value"; timeout_text=$2; shift 2 ;;
    --timeout=*) timeout_text=${1#*=}; shift ;;
    --interval) [ $# -ge 2 ] || fail_usage "$1 needs a value"; interval=$2; shift 2 ;;
    --interval=*) interval=${1#*=}; shift ;;
    -h | --help) usage; exit 0 ;;
    *) fail_usage "unknown argument '$1'" ;;
  esac
done
[[ $timeout_text =~ ^([0-9]+)([smh]?)$ ]] || fail_usage "--timeout '$timeout_text' is not like 90, 90s, 30m or 24h"
case ${BASH_REMATCH[2]} in
  h) timeout=$((10#${BASH_REMATCH[1]} * 3600)) ;;
  m) timeout=$((10#${BASH_REMATCH[1]} * 60)) ;;
  *) timeout=$((10#${BASH_REMATCH[1]})) ;;
esac
[ "$timeout" -gt 0 ] || fail_usage "--timeout must be more than 0"
[[ $timeout_text =~ [smh]$ ]] || timeout_text=${timeout_text}s
[[ $interval =~ ^[0-9]*\.?[0-9]+$ && ! $interval =~ ^[0.]+$ ]] || fail_usage "--interval '$interval' is not a positive number of seconds"

kc=(kubectl)
[ -z "$namespace" ] || kc+=(-n "$namespace")
ns_flag=${namespace:+-n $namespace }
say() { echo "[run] $*"; }
complain() { echo "[run] $*" >&2; }
errors_file=$(mktemp)
trap 'rm -f "$errors_file"' EXIT

# How many `kubectl get` failures in a row (an API server restarting, a network blip) are waited out.
max_errors=3
# wait_for JOB: 0 when the Job is Complete, 1 when it failed (failed_as = the condition saying so:
# FailureTarget, which a recent cluster sets as soon as the Job is bound to fail, or Failed), 2 when
# the wait timed out or kubectl kept failing (said on stderr).
failed_as=
wait_for() {
  local job=$1 start=$SECONDS errors=0 conditions
  say "waiting for job/$job to complete or fail (polling every ${interval}s, for at most $timeout_text)"
  while :; do
    if conditions=$("${kc[@]}" get job "$job" -o 'jsonpath={.status.conditions[?(@.status=="True")].type}' 2>"$errors_file"); then
      errors=0
      case " $conditions " in
        *" Complete "*) return 0 ;;
        *" Failed "*) failed_as=Failed; return 1 ;;
        *" FailureTarget "*) failed_as=FailureTarget; return 1 ;;
      esac
    else
      errors=$((errors + 1))
      complain "kubectl get job $job failed ($errors time(s) in a row): $(cat "$errors_file")"
      if [ "$errors" -ge "$max_errors" ]; then
        complain "gave up on job/$job after $max_errors failed kubectl calls in a row"
        return 2
      fi
    fi
    # SECONDS counts whole seconds: past the timeout for sure only when more than it has gone by.
    if [ $((SECONDS - start)) -gt "$timeout" ]; then
      complain "timed out: job/$job is neither complete nor failed after $timeout_text; it goes on running" \
        "(kubectl ${ns_flag}get job $job). Run with a longer --timeout, or wait for it yourself."
      return 2
    fi
    sleep "$interval"
  done
}

# The value of a jsonpath of the Job, or nothing when kubectl fails (the failure is said already).
job_field() {
  "${kc[@]}" get job "$1" -o "jsonpath=$2" 2>/dev/null || true
}

# "2,5-7" (0-based completion indexes) -> "3, 6, 7, 8" (run-shard.sh's 1-based shards).
shards_of() {
  local part parts i list=
  IFS=, read -ra parts <<<"$1"
  for part in "${parts[@]}"; do
    if [[ $part =~ ^([0-9]+)-([0-9]+)$ ]]; then
      for ((i = BASH_REMATCH[1]; i <= BASH_REMATCH[2]; i++)); do list+=", $((i + 1))"; done
    elif [[ $part =~ ^[0-9]+$ ]]; then
      list+=", $((part + 1))"
    fi
  done
  echo "${list#, }"
}

# Say why JOB failed: the reason and message of its failure condition.
reason=
say_failure() {
  local job=$1 message
  reason=$(job_field "$job" "{.status.conditions[?(@.type==\"$failed_as\")].reason}")
  message=$(job_field "$job" "{.status.conditions[?(@.type==\"$failed_as\")].message}")
  complain "job/$job failed: ${reason:-no reason given}${message:+: $message}"
}

for job in "$shards_job" "$merge_job"; do
  if existing=$("${kc[@]}" get job "$job" --ignore-not-found -o name 2>"$errors_file"); then
    if [ -n "$existing" ]; then
      complain "job/$job already exists, from an earlier run: its status would be taken for this run's."
      complain "Delete it first: kubectl ${ns_flag}delete job $shards_job $merge_job"
      exit 2
    fi
  else
    complain "kubectl cannot read the Jobs: $(cat "$errors_file")"
    exit 1
  fi
done

"${kc[@]}" apply -f "$volume_yaml" -f "$shards_yaml"
if wait_for "$shards_job"; then
  say "job/$shards_job is complete: every shard has its results; starting the merge"
else
  outcome=$?
  if [ "$outcome" -eq 1 ]; then
    say_failure "$shards_job"
    failed=$(job_field "$shards_job" '{.status.failedIndexes}')
    if [ -n "$failed" ]; then
      complain "failed indexes: $failed (JOB_COMPLETION_INDEX, 0-based; run-shard.sh's shards $(shards_of "$failed"))"
    fi
    if [ "$reason" = PodFailurePolicy ]; then
      complain "PodFailurePolicy: $(basename "$shards_yaml")'s podFailurePolicy failed the Job at once on a pod's" \
        "exit code 3: run-shard.sh could not start its bubblewrap sandbox in the pod, which no retry can fix;" \
        "deploy/README.md (Kubernetes) says what the pod needs."
    fi
    complain "the pods: kubectl ${ns_flag}get pods -l job-name=$shards_job; their logs: kubectl ${ns_flag}logs POD"
  fi
  complain "the merge was not started"
  exit 1
fi

"${kc[@]}" apply -f "$merge_yaml"
if wait_for "$merge_job"; then
  say "job/$merge_job is complete: the merged results are in merged/ on the claim $claim"
  exit 0
else
  outcome=$?
  if [ "$outcome" -eq 1 ]; then
    say_failure "$merge_job"
    complain "the merge's log (kubectl ${ns_flag}logs job/$merge_job):"
    "${kc[@]}" logs "job/$merge_job" >&2 || complain "(no log to show)"
  fi
  exit 1
fi
