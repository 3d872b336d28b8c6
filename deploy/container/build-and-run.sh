#!/usr/bin/env bash
# Verifies the container recipe on this machine, as a user would run it, and prints its figures:
#   1. a Debian 12 base image made with debootstrap from Debian's packages (users build FROM
#      debian:12-slim; `podman build --from` swaps in this base without editing the Containerfile),
#   2. deploy/container/Containerfile built with podman,
#   3. the sandbox check refusing, with what to change, where it must: as root, and with /proc masked,
#   4. shards of a reference run (-Dmodel=reference) in containers with --network=none and only the
#      least-privilege options of deploy/README.md, one after another, then the merge in a container,
#   5. 100 % pass required of the merged run.
# Needs root (debootstrap, rootful podman). Options: --shards N (2), --cache DIR (where the base
# rootfs and the results go; ~/.cache/algoreval-container), --keep-base (reuse a base made earlier),
# and any -Dkey=value, passed to every shard (e.g. -Dalgoreval.languages=python for a short form).
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD

shards=2
cache=${XDG_CACHE_HOME:-$HOME/.cache}/algoreval-container
keep_base=0
extra=()
while [ "$#" -gt 0 ]; do
  case "$1" in
    --shards) shards=$2; shift 2 ;;
    --cache) cache=$2; shift 2 ;;
    --keep-base) keep_base=1; shift ;;
    -D*) extra+=("$1"); shift ;;
    -h|--help) sed -n '2,13s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "unknown option $1 (--help)" >&2; exit 2 ;;
  esac
done
for tool in podman debootstrap; do
  command -v "$tool" >/dev/null || { echo "[build-and-run] $tool is missing: apt-get install podman debootstrap" >&2; exit 2; }
done
[ "$(id -u)" -eq 0 ] || { echo "[build-and-run] run as root (debootstrap, rootful podman)" >&2; exit 2; }

log() { printf '[build-and-run] %s\n' "$*" >&2; }
seconds() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(seconds)" 'BEGIN { printf "%.0f", b - a }'; }

base=localhost/algoreval-base:debian-12
image=localhost/algoreval-j:verify
mkdir -p "$cache"

# podman asks runc for RLIMIT_NOFILE 1048576 and more processes than some hosts (CI sandboxes without
# CAP_SYS_RESOURCE) may grant: stay within this host's hard limits there.
run_opts=()
if [ "$(ulimit -Hn)" != unlimited ] && [ "$(ulimit -Hn)" -lt 1048576 ]; then
  run_opts+=(--ulimit "nofile=$(( $(ulimit -Hn) < 16384 ? $(ulimit -Hn) : 16384 )):$(( $(ulimit -Hn) < 16384 ? $(ulimit -Hn) : 16384 ))"
             --ulimit nproc=32768:32768)
fi
# What bubblewrap needs inside a rootful podman container, and nothing more (deploy/README.md).
# The image's user has no capabilities to drop, and bubblewrap is not setuid: drop them all anyway
# and forbid privilege gains, to show that nothing more is needed.
sandbox_opts=(--security-opt unmask=ALL --cap-drop=ALL --security-opt no-new-privileges)

# 1. The base: Debian 12 minbase, plus this host's locally added CAs (a TLS-intercepting egress proxy
#    would otherwise make the build's downloads fail; the Containerfile's ca-certificates picks them up).
if [ "$keep_base" -eq 0 ] || ! podman image exists "$base"; then
  rootfs=$cache/rootfs
  rm -rf "$rootfs"
  start=$(seconds)
  log "debootstrap --variant=minbase bookworm"
  debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >"$cache/debootstrap.log" 2>&1 \
    || { tail -20 "$cache/debootstrap.log" >&2; exit 1; }
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
  # The package sources of debian:12-slim: its security updates carry current toolchains (rustc-web).
  rm -f "$rootfs/etc/apt/sources.list"
  cat >"$rootfs/etc/apt/sources.list.d/debian.sources" <<'SOURCES'
Types: deb
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
  if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
    mkdir -p "$rootfs/usr/local/share/ca-certificates"
    cp /usr/local/share/ca-certificates/*.crt "$rootfs/usr/local/share/ca-certificates/"
  fi
  tar -C "$rootfs" -c . | podman import --quiet - "$base" >/dev/null
  rm -rf "$rootfs"
  base_seconds=$(elapsed "$start")
  log "base image in ${base_seconds} s"
else
  base_seconds="(reused)"
fi

# 2. The image, from the Containerfile as users have it.
start=$(seconds)
log "podman build (Containerfile unchanged, FROM replaced by the debootstrapped base)"
podman build --quiet --from "$base" -f deploy/container/Containerfile -t "$image" . >"$cache/build.log" 2>&1 \
  || { tail -40 "$cache/build.log" >&2; exit 1; }
build_seconds=$(elapsed "$start")
image_bytes=$(podman image inspect --format '{{.Size}}' "$image")
log "image built in ${build_seconds} s, $((image_bytes / 1000000)) MB"

results=$cache/results
rm -rf "$results"
mkdir -p "$results"
chown 1000:1000 "$results"   # the image's user: rootful podman maps it to the same host uid

container() {
  podman run --rm --network=none "${run_opts[@]}" -v "$results:/results" "$@"
}

# 3. The check refuses where the sandbox cannot start, and says what to change.
expect_refusal() {
  local what=$1 advice=$2; shift 2
  local status=0 output
  output=$(container "$@" -e SHARD_INDEX=1 -e SHARD_COUNT="$shards" "$image" -Dmodel=reference 2>&1) || status=$?
  if [ "$status" -ne 3 ] || ! grep -qF -- "$advice" <<<"$output"; then
    log "expected exit 3 naming '$advice' $what, got exit $status:"
    printf '%s\n' "$output" | tail -20 >&2
    exit 1
  fi
  log "refused $what (exit 3), naming '$advice'"
}
expect_refusal "with /proc masked (podman's default)" "unmask=ALL"
expect_refusal "as root without capabilities" "run it as an unprivileged user" --user root "${sandbox_opts[@]}"
rm -rf "${results:?}"/shard-*

# 4. The shards, offline, then the merge.
shard_seconds=()
for index in $(seq 1 "$shards"); do
  start=$(seconds)
  log "shard $index/$shards (--network=none ${sandbox_opts[*]})"
  container "${sandbox_opts[@]}" -e SHARD_INDEX="$index" -e SHARD_COUNT="$shards" "$image" \
    -Dmodel=reference "${extra[@]}" >"$cache/shard-$index.log" 2>&1 \
    || { tail -40 "$cache/shard-$index.log" >&2; log "shard $index failed (log: $cache/shard-$index.log)"; exit 1; }
  shard_seconds+=("$(elapsed "$start")")
  log "shard $index done in ${shard_seconds[-1]} s"
done
container --entrypoint deploy/container/merge.sh "$image" >"$cache/merge.log" 2>&1 \
  || { tail -20 "$cache/merge.log" >&2; exit 1; }

# 5. Every test passed (the reference model must pass 100 %).
summary=$(python3 - "$results/merged/results.jsonl" <<'PY'
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
passed = sum(1 for l in lines if l["outcome"] == "pass")
print(f"{passed} {len(lines)}")
PY
)
read -r passed total <<<"$summary"
log "merged: $passed of $total passed"
[ "$total" -gt 0 ] && [ "$passed" -eq "$total" ] || { log "not every test passed: see $results/merged"; exit 1; }

cat <<EOF
figures ($(date -u +%Y-%m-%d), $(nproc) cores, podman $(podman version --format '{{.Client.Version}}'), runc):
  base image (debootstrap minbase + import): ${base_seconds} s
  image build (toolchains + ./mvnw install): ${build_seconds} s, $((image_bytes / 1000000)) MB
  shards (--network=none, one after another): ${shard_seconds[*]} s
  merged: $passed of $total tests passed
EOF
