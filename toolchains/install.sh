#!/usr/bin/env bash
# Installs what the toolchains module needs on Debian/Ubuntu, and only what is missing:
# bubblewrap, util-linux (setpriv, prlimit), gcc, g++, a JDK (if no javac), Node.js (if no node),
# Go (if no go), Python 3 (if no python3) and rustc through rustup (if no rustc on PATH or in
# ~/.cargo/bin). Idempotent and quiet; prints the versions at the end. With --for-tests, also Chromium
# (the report test of the project's own tests). Needs root or sudo only when something is missing.
set -euo pipefail

log() { printf '[install.sh] %s\n' "$*" >&2; }

if ! command -v apt-get >/dev/null 2>&1; then
  log "apt-get not found: this script supports Debian and Ubuntu only"; exit 1
fi

# command -v alone may return a file that is not executable when no executable one exists.
have() { local p; p=$(command -v -- "$1" 2>/dev/null) && [ -f "$p" ] && [ -x "$p" ]; }
have_go() { have go || [ -x /usr/local/go/bin/go ]; }
have_rustc() { have rustc || [ -x "${CARGO_HOME:-$HOME/.cargo}/bin/rustc" ]; }

# Root or sudo only when something is missing: a machine that has everything needs neither.
SUDO=()
need_root() {
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { log "missing: $*; run as root or install sudo"; exit 1; }
    SUDO=(sudo)
  fi
}

APT_UPDATED=0
apt_install() {
  [ "$#" -gt 0 ] || return 0
  need_root "$@"
  if [ "$APT_UPDATED" -eq 0 ]; then
    "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -qq update >/dev/null
    APT_UPDATED=1
  fi
  log "installing: $*"
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -qq install -y --no-install-recommends "$@" >/dev/null
}

packages=()
have bwrap || packages+=(bubblewrap)
{ have setpriv && have prlimit; } || packages+=(util-linux)
have gcc || packages+=(gcc)
have g++ || packages+=(g++)
have javac || packages+=(default-jdk-headless)
have node || packages+=(nodejs)
have_go || packages+=(golang-go)
have python3 || packages+=(python3)
# --for-tests: also what the project's own tests need (the report test opens report.html in Chromium).
if [ "${1:-}" = "--for-tests" ] && ! have chromium; then
  packages+=(chromium)
fi
# curl for rustup, and for the Maven Wrapper's first download of Maven.
if ! have curl && { ! have wget || ! have_rustc; }; then
  packages+=(curl ca-certificates)
fi
apt_install "${packages[@]}"

# Some releases ship setpriv in a package of its own.
if ! have setpriv && apt-cache show setpriv >/dev/null 2>&1; then
  apt_install setpriv
fi

if ! have_rustc; then
  log "installing rustc with rustup (minimal profile) into ${CARGO_HOME:-$HOME/.cargo}"
  rustup_log=$(mktemp)
  if curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal >"$rustup_log" 2>&1; then
    rm -f "$rustup_log"
  else
    log "rustup failed (see below); falling back to the distribution's rustc"
    tail -n 20 "$rustup_log" >&2 || true
    rm -f "$rustup_log"
    # Debian 12's plain rustc is 1.63, older than the let-else and other syntax current programs use;
    # its rustc-web (kept current for the browsers, 1.85+) is the Rust the benchmark is tested with.
    if apt-cache show rustc-web >/dev/null 2>&1; then
      apt_install rustc-web
    else
      apt_install rustc
    fi
  fi
fi

# Versions, as the toolchains module will find them (it also looks in ~/.cargo/bin and /usr/local/go/bin).
export PATH="$PATH:${CARGO_HOME:-$HOME/.cargo}/bin:/usr/local/go/bin"
version() {
  local name=$1; shift
  local v
  if v=$("$@" 2>&1); then printf '%-8s %s\n' "$name" "${v%%$'\n'*}"; else printf '%-8s MISSING\n' "$name"; fi
}
version bwrap bwrap --version
version setpriv setpriv --version
version prlimit prlimit --version
version gcc gcc --version
version g++ g++ --version
version javac javac -version
version node node --version
version go go version
version python3 python3 --version
version rustc rustc --version
