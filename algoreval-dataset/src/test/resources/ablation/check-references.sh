#!/usr/bin/env bash
# Compiles and runs every reference of the name/spec ablation (src/main/resources/algoreval/ablation/<id>/
# reference/) in all seven languages with the host toolchains, the way the engine's toolchains invoke
# them, and diffs each program's stdout against the problem's `expected`. It also runs the Python
# wrong-spec program and requires it to print something DIFFERENT from `expected`.
# The dataset module has no multi-language runner (AblationContentTest runs the Python programs), so
# this script is the check for the other six languages:
#   algoreval-dataset/src/test/resources/ablation/check-references.sh [problem-id ...]
# Exit status 0 when every check passes. Needs gcc, g++, javac/java, node, go, rustc and python3 with PyYAML.
set -u
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../../main/resources/algoreval/ablation" && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/ablation-check.XXXXXX")"
trap 'rm -rf "$work"' EXIT
export PATH="$HOME/.cargo/bin:$PATH"
python="$(python3 -c 'import sys; print(sys.executable)')"

if [ $# -gt 0 ]; then ids=("$@"); else ids=(); for d in "$root"/*/; do ids+=("$(basename "$d")"); done; fi

expected_of() {
  "$python" -c 'import sys, yaml; sys.stdout.write(yaml.safe_load(open(sys.argv[1], encoding="utf-8"))["expected"])' "$1"
}

# run <language> <source> <dir>: compiles (if needed) and runs; stdout to <dir>/out, non-zero on failure
run() {
  local lang="$1" src="$2" dir="$3"
  mkdir -p "$dir" && cd "$dir" || return 1
  case "$lang" in
    python) cp "$src" main.py && "$python" -I -B main.py > out ;;
    c) cp "$src" main.c && gcc -O2 -pipe -std=c17 -o main main.c -lm && ./main > out ;;
    cpp) cp "$src" main.cpp && g++ -O2 -pipe -std=c++17 -o main main.cpp && ./main > out ;;
    java) cp "$src" Main.java && javac -d . Main.java && java -cp . Main > out ;;
    javascript) cp "$src" main.js && node main.js > out ;;
    go) cp "$src" main.go && GO111MODULE=off GOCACHE="$work/gocache" go build -o main main.go && ./main > out ;;
    rust) cp "$src" main.rs && rustc -O --edition 2021 -o main main.rs 2> rustc.log && ./main > out ;;
  esac
}

failures=0
for id in "${ids[@]}"; do
  problem="$root/$id"
  expected="$work/$id.expected"
  expected_of "$problem/problem.yaml" > "$expected" || { echo "FAIL $id: cannot read problem.yaml"; failures=$((failures+1)); continue; }
  for pair in python:main.py c:main.c cpp:main.cpp java:Main.java javascript:main.js go:main.go rust:main.rs; do
    lang="${pair%%:*}"; file="${pair#*:}"
    dir="$work/$id/$lang"
    if ! (run "$lang" "$problem/reference/$file" "$dir"); then
      echo "FAIL $id/$lang: does not compile or run"; failures=$((failures+1)); continue
    fi
    if diff -u "$expected" "$dir/out" > "$dir/diff"; then
      echo "ok   $id/$lang"
    else
      echo "FAIL $id/$lang: output differs from expected"; cat "$dir/diff"; failures=$((failures+1))
    fi
  done
  dir="$work/$id/wrong-spec"
  if ! (run python "$problem/wrong_spec_reference.py" "$dir"); then
    echo "FAIL $id/wrong-spec: does not run"; failures=$((failures+1))
  elif cmp -s "$expected" "$dir/out"; then
    echo "FAIL $id/wrong-spec: prints the expected output, so the swapped rule does not change the answer"
    failures=$((failures+1))
  else
    echo "ok   $id/wrong-spec (differs)"
  fi
done
echo "$failures failure(s)"
[ "$failures" -eq 0 ]
