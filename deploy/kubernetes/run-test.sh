#!/usr/bin/env bash
# Tests run.sh without a cluster: a fake kubectl (test/kubectl, first on PATH) plays the API server
# for the calls run.sh makes, the Jobs going through the states of a scenario, and records each call.
# Each case runs run.sh once and checks its exit status, what it said, the calls it made and how
# long it took. Usage: run-test.sh [RUN_SH] (default: the run.sh beside it; give a changed copy to
# see a check fail). Needs node, as deploy/validate.sh does. KEEP=1 keeps the scratch directory
# (under $TMPDIR: each case's scenario, output and calls.log).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
run=${1:-$here/run.sh}
scratch=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$scratch"' EXIT
passed=0
failed=0

# Job statuses, modelled on what the Job controller writes (reasons and messages as it sets them).
running='{"active": 8, "ready": 8}'
complete='{"succeeded": 8, "completedIndexes": "0-7", "conditions": [
  {"type": "SuccessCriteriaMet", "status": "True", "reason": "CompletionsReached"},
  {"type": "Complete", "status": "True", "reason": "CompletionsReached", "message": "Reached expected number of succeeded pods"}]}'
failed_indexes='{"succeeded": 6, "failed": 4, "completedIndexes": "0,1,3,4,6,7", "failedIndexes": "2,5", "conditions": [
  {"type": "FailureTarget", "status": "True", "reason": "FailedIndexes", "message": "Job has failed indexes"},
  {"type": "Failed", "status": "True", "reason": "FailedIndexes", "message": "Job has failed indexes"}]}'
# A pod exited 3 (the sandbox cannot start): FailureTarget is set while the other pods terminate.
failure_target='{"active": 7, "failed": 1, "terminating": 7, "conditions": [
  {"type": "FailureTarget", "status": "True", "reason": "PodFailurePolicy",
   "message": "Container algoreval for pod default/algoreval-shards-0-x7k2p failed with exit code 3 matching FailJob rule at index 0"}]}'
merge_failed='{"failed": 1, "conditions": [
  {"type": "FailureTarget", "status": "True", "reason": "BackoffLimitExceeded", "message": "Job has reached the specified backoff limit"},
  {"type": "Failed", "status": "True", "reason": "BackoffLimitExceeded", "message": "Job has reached the specified backoff limit"}]}'

# scenario NAME JSON -- RUN.SH ARGUMENTS: runs run.sh against the fake cluster (for at most 60 s).
# Leaves case, rc (its exit status), ms (how long it took), out (what it printed) and calls.
scenario() {
  case=$1
  local dir="$scratch/$1"
  mkdir -p "$dir"
  printf '%s\n' "$2" >"$dir/scenario.json"
  shift 3
  out=$dir/out
  calls=$dir/calls.log
  : >"$calls"
  local start=${EPOCHREALTIME/./}
  PATH="$here/test:$PATH" FAKE_KUBECTL_STATE=$dir FAKE_KUBECTL_SCENARIO=$dir/scenario.json \
    timeout 60 "$run" "$@" >"$out" 2>&1 </dev/null
  rc=$?
  ms=$(((${EPOCHREALTIME/./} - start) / 1000))
}

# check DESCRIPTION TEST...: TEST is a command that must succeed.
check() {
  if "${@:2}"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "[run-test] FAIL ($case): $1 (exit status $rc, ${ms} ms)" >&2
    sed 's/^/    out: /' "$out" >&2
    sed 's/^/    kubectl /' "$calls" >&2
  fi
}
not() { ! "$@"; }
said() { grep -qF -- "$1" "$out"; }
called() { grep -qE -- "$1" "$calls"; }
times_called() { [ "$(grep -cE -- "$1" "$calls")" -eq "$2" ]; }
line_of() { grep -nE -- "$1" "$calls" | tail -1 | cut -d: -f1; }
faster_than() { [ "$ms" -lt "$1" ]; }
reads_of() { grep -cE -- "^(-n [^ ]+ )?get job $1 -o jsonpath" "$calls"; }
every_call_has() { [ -s "$calls" ] && ! grep -vqF -- "$1" "$calls"; }
apply_merge='apply -f [^ ]*/merge-job\.yaml'

# (a) The shards complete, then the merge does: the merge Job is applied once, after the shards
# Job was seen complete, and every call goes to the namespace asked for.
scenario complete "{\"jobs\": {\"algoreval-shards\": [$running, $running, $complete],
  \"algoreval-merge\": [$running, $complete]}}" -- -n bench --interval 0.2 --timeout 30
check "exit status 0" [ "$rc" -eq 0 ]
check "the volume and the shards Job applied" called 'apply -f [^ ]*/results-volume\.yaml -f [^ ]*/shards-job\.yaml'
check "the merge Job applied once" times_called "$apply_merge" 1
check "the merge applied only after the shards Job's last read" \
  [ "$(line_of "$apply_merge")" -gt "$(line_of 'get job algoreval-shards -o jsonpath')" ]
check "the merge Job waited for" called 'get job algoreval-merge -o jsonpath'
check "every call in namespace bench" every_call_has "-n bench "
check "says the merge is done" said "job/algoreval-merge is complete"

# (b) Indexes 2 and 5 fail (their retries too): the Job is Failed from the third read on, and
# run.sh must stop polling there, long before its timeout, name the indexes and the reason, and
# not merge. Polls are counted rather than timed (kubectl's reads of the Job after the failure: the
# poll that sees it, then a few for the details), so a slow machine cannot fail the check.
scenario failed-indexes "{\"jobs\": {\"algoreval-shards\": [$running, $running, $failed_indexes]}}" -- \
  --interval 0.2 --timeout 20
check "exit status not 0" [ "$rc" -ne 0 ]
check "stops polling at the poll that sees the failure (at most 5 reads after it)" [ "$(reads_of algoreval-shards)" -le 7 ]
check "long before the 20 s timeout" faster_than 10000
check "names failed indexes 2 and 5" said "failed indexes: 2,5"
check "says the reason" said "FailedIndexes: Job has failed indexes"
check "never applies the merge" not called "$apply_merge"
check "does not wait for the merge" not called 'algoreval-merge -o jsonpath'

# (b') A pod exits 3: a recent cluster marks the Job FailureTarget first, while the other pods
# terminate. That already settles it: run.sh stops, explaining exit code 3.
scenario sandbox "{\"jobs\": {\"algoreval-shards\": [$running, $failure_target]}}" -- --interval 0.2 --timeout 20
check "exit status not 0" [ "$rc" -ne 0 ]
check "stops polling at the first FailureTarget (at most 5 reads after it)" [ "$(reads_of algoreval-shards)" -le 6 ]
check "long before the 20 s timeout" faster_than 10000
check "says the reason and the message" said "PodFailurePolicy: Container algoreval for pod"
check "explains exit code 3" said "exit code 3: run-shard.sh could not start its bubblewrap sandbox"
check "points to deploy/README.md" said "deploy/README.md"
check "never applies the merge" not called "$apply_merge"

# (c) The shards complete but the merge fails (a shard's results missing, say): non-zero, with the
# merge's reason and its pod's log.
scenario merge-fails "{\"jobs\": {\"algoreval-shards\": [$running, $complete], \"algoreval-merge\": [$running, $merge_failed]},
  \"logs\": {\"algoreval-merge\": \"report merge: shard 4 of 8 has no results.jsonl\\n\"}}" -- --interval 0.2 --timeout 30
check "exit status not 0" [ "$rc" -ne 0 ]
check "the merge Job applied" times_called "$apply_merge" 1
check "says the merge's reason" said "job/algoreval-merge failed: BackoffLimitExceeded"
check "asks for the merge's log" called '^logs job/algoreval-merge$'
check "prints the merge's log" said "report merge: shard 4 of 8 has no results.jsonl"

# (d) The shards never finish: run.sh gives up after --timeout, saying so, and does not merge.
scenario timeout "{\"jobs\": {\"algoreval-shards\": [$running]}}" -- --interval 0.5 --timeout 2
check "exit status not 0" [ "$rc" -ne 0 ]
check "waits the whole timeout (>= 2 s)" [ "$ms" -ge 2000 ]
check "then stops (< 15 s; it would be killed at 60 s)" faster_than 15000
check "says it timed out, naming the Job" said "timed out: job/algoreval-shards is neither complete nor failed after 2s"
check "never applies the merge" not called "$apply_merge"

# (e) A merge Job left from an earlier run would pass for this run's: run.sh refuses to start.
scenario leftover "{\"jobs\": {\"algoreval-merge\": [$complete]}, \"existing\": [\"algoreval-merge\"]}" -- --interval 0.2
check "exit status 2" [ "$rc" -eq 2 ]
check "says the Job exists and how to delete it" said "kubectl delete job algoreval-shards algoreval-merge"
check "applies nothing" not called '^apply'

# (f) The Job disappears (deleted by hand): after a few failed reads run.sh stops with kubectl's error.
scenario deleted "{\"jobs\": {\"algoreval-shards\": [$running, null]}}" -- --interval 0.2 --timeout 30
check "exit status not 0" [ "$rc" -ne 0 ]
check "passes on kubectl's error" said 'jobs.batch "algoreval-shards" not found'
check "says it gave up" said "gave up on job/algoreval-shards"
check "gives up long before the 30 s timeout" faster_than 15000
check "never applies the merge" not called "$apply_merge"

# Usage errors exit 2 before any kubectl call.
scenario usage '{}' -- --timeout soon
check "a bad --timeout exits 2" [ "$rc" -eq 2 ]
check "a bad --timeout calls no kubectl" [ ! -s "$calls" ]

if [ "$failed" -gt 0 ]; then
  echo "[run-test] run.sh against a fake kubectl: $failed of $((passed + failed)) checks failed" >&2
  exit 1
fi
echo "[run-test] run.sh against a fake kubectl: all $passed checks hold"
