#!/usr/bin/env bash
# Checks the deployment files offline (deploy/validate/validate.mjs says what), after installing the
# pinned validators from npm once. Then proves the check can fail: broken copies must be refused.
# Last, tests deploy/kubernetes/run.sh against a fake kubectl (deploy/kubernetes/run-test.sh).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
cd "$here/validate"
[ -d node_modules/kubernetes-models ] || npm ci --no-audit --no-fund --silent
node validate.mjs

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# broken WHAT FILE FROM TO [NAMED]: a copy with FROM replaced by TO in FILE must be refused, and
# when NAMED is given the refusal must name it (the field's path, say).
broken() {
  local what=$1 file=$2 from=$3 to=$4 named=${5:-} copy="$scratch/$1"
  mkdir -p "$copy/deploy" "$copy/.github"
  cp -r "$root/deploy/container" "$root/deploy/kubernetes" "$copy/deploy/"
  cp -r "$root/.github/workflows" "$copy/.github/"
  cp "$root/algoreval" "$copy/"
  grep -qF -- "$from" "$copy/$file" || { echo "[deploy] self-test '$what': '$from' not in $file" >&2; exit 1; }
  local content
  content=$(cat "$copy/$file")
  printf '%s\n' "${content//"$from"/"$to"}" >"$copy/$file"
  local refusal
  if refusal=$(node validate.mjs "$copy" 2>&1); then
    echo "[deploy] self-test: a broken copy was accepted ($what)" >&2
    exit 1
  fi
  if [ -n "$named" ] && [[ $refusal != *"$named"* ]]; then
    echo "[deploy] self-test: a broken copy was refused without naming $named ($what): $refusal" >&2
    exit 1
  fi
}
broken "completions differ from SHARD_COUNT" deploy/kubernetes/shards-job.yaml "completions: 8" "completions: 7"
broken "a type error" deploy/kubernetes/shards-job.yaml "parallelism: 8" "parallelism: eight"
broken "an enum value" deploy/kubernetes/shards-job.yaml "completionMode: Indexed" "completionMode: Indexd"
broken "a misspelled pod field" deploy/kubernetes/shards-job.yaml "hostUsers: false" "hostUser: false" \
  'unknown field "spec.template.spec.hostUser"'
broken "a misspelled Job field" deploy/kubernetes/shards-job.yaml "backoffLimitPerIndex: 1" "backoffLimitPerIndx: 1" \
  'unknown field "spec.backoffLimitPerIndx"'
broken "a misspelled container field" deploy/kubernetes/shards-job.yaml "procMount: Unmasked" "procMounts: Unmasked" \
  'unknown field "spec.template.spec.containers[0].securityContext.procMounts"'
broken "the sandbox exit code" deploy/container/run-shard.sh "exit 3" "exit 4"
broken "a workflow key" .github/workflows/algoreval-sharded.yml "runs-on: ubuntu-24.04" "runs_on: ubuntu-24.04"
broken "the matrix" .github/workflows/algoreval-sharded.yml "shard: [1, 2, 3, 4]" "shard: [1, 2, 3, 9]"
echo "[deploy] self-test: 9 broken copies refused"
bash "$root/deploy/kubernetes/run-test.sh"
