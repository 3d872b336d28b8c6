#!/usr/bin/env bash
# The CI gate through the example suite's real Maven build (run by `./algoreval test` after the
# project's tests): each case is a small build whose exit status and message are checked.
#   1. a gate met                                   -> the build passes
#   2. a gate with a selection that empties the suite -> fails: "gate not evaluated"
#   3. a gate with every AlgoREval test filtered out -> fails: "gate not evaluated"
#   4. a gate with the output directory on a full disk -> fails, naming the disk-full error
#   5. after a build that missed its gate, a build that runs no AlgoREval test and asks no gate -> passes
set -uo pipefail
cd "$(dirname "$0")/../../../.."
work=$(mktemp -d /tmp/algoreval-gate-builds-XXXXXX)
mount_point=""
cleanup() {
  if [ -n "$mount_point" ]; then umount -l "$mount_point" 2>/dev/null; fi
  rm -rf "$work"
}
trap cleanup EXIT
failures=0

# build NAME ARGS...: runs one example-suite build (upstream modules from this checkout), output in $work/NAME.log
build() {
  local name=$1; shift
  ./mvnw -B -ntp -o -pl example-suite -am test -Dtest=PythonBenchmarkTest -Dsurefire.failIfNoSpecifiedTests=false \
    -Dalgoreval.algorithms=merge-sort -Dalgoreval.compileCache=off "$@" >"$work/$name.log" 2>&1
}

# expect NAME STATUS TEXT: the build NAME ended with STATUS (0 or non-zero) and its log says TEXT
expect() {
  local name=$1 want=$2 text=$3 got=$4
  if { [ "$want" = 0 ] && [ "$got" -ne 0 ]; } || { [ "$want" != 0 ] && [ "$got" -eq 0 ]; } \
      || ! grep -qF -- "$text" "$work/$name.log"; then
    echo "[gate-builds] FAIL $name: exit $got (wanted $want), looked for: $text" >&2
    tail -n 40 "$work/$name.log" >&2
    failures=$((failures + 1))
  else
    echo "[gate-builds] ok   $name"
  fi
}

build met -Dalgoreval.minPassRate=0.9 -Dalgoreval.output="$work/met"
expect met 0 "AlgoREval gate met." $?

build emptied -Dalgoreval.minPassRate=0.9 -Dalgoreval.languages=rust -Dalgoreval.output="$work/emptied"
expect emptied 1 "gate not evaluated" $?

build filtered -Dalgoreval.minPassRate=0.9 -Dgroups=no-such-tag -Dalgoreval.output="$work/filtered"
expect filtered 1 "gate not evaluated" $?

if [ "$(id -u)" -eq 0 ]; then
  mount_point="$work/full"
  mkdir -p "$mount_point"
  if mount -t tmpfs -o size=1m tmpfs "$mount_point"; then
    mkdir -p "$mount_point/out"
    dd if=/dev/zero of="$mount_point/filler" bs=4k 2>/dev/null
    build full-disk -Dalgoreval.minPassRate=0.9 -Dalgoreval.output="$mount_point/out"
    expect full-disk 1 "No space left on device" $?
  else
    echo "[gate-builds] skip full-disk: mount -t tmpfs is not permitted here"
  fi
else
  echo "[gate-builds] skip full-disk: mounting a tmpfs needs root"
fi

echo '{"instance": "merge-sort/python/default", "response": "no code here"}' >"$work/no-code.jsonl"
build missed -Dmodel=replay -Dalgoreval.replay="$work/no-code.jsonl" -Dalgoreval.minPassRate=0.9 \
  -Dalgoreval.output="$work/missed"
expect missed 1 "AlgoREval gate missed" $?
build after-missed -Dgroups=no-such-tag -Dalgoreval.output="$work/after-missed"
expect after-missed 0 "BUILD SUCCESS" $?

[ "$failures" -eq 0 ] || { echo "[gate-builds] $failures case(s) failed" >&2; exit 1; }
