#!/usr/bin/env bash
# The merge step after every shard has finished: $RESULTS_DIR/shard-*-of-<n>/results.jsonl combined
# into $RESULTS_DIR/merged (results.jsonl, summary.json, report.html). The merge refuses a missing,
# repeated or unfinished shard, naming it.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=${RESULTS_DIR:-/results}
shopt -s nullglob
files=("$dir"/shard-*-of-*/results.jsonl)
exec ./algoreval report merge --out "$dir/merged" "${files[@]}"
