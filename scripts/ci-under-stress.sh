#!/usr/bin/env bash
# Issue 22's proof that CI holds on a busy machine: the CI (`CI=true bash .ci/run`) on a fresh
# clone of this checkout's HEAD, with `stress-ng --cpu 2` (Debian's stress-ng) running beside it
# from start to end. Usage: bash scripts/ci-under-stress.sh [runs=3] [log folder=.tmp/ci-stress].
# Each run's output goes to <folder>/run-<n>.log, the load average each minute to load-<n>.log,
# and one line per run (commit, exit code, seconds) to <folder>/summary.log. Stops at the first
# red run: "three in a row" means three green ones one after another.
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
out=$(realpath -m "${2:-.tmp/ci-stress}")
mkdir -p "$out"
command -v stress-ng >/dev/null || { echo "stress-ng is not installed (apt-get install stress-ng)" >&2; exit 2; }
for n in $(seq 1 "$runs"); do
  dir=$(mktemp -d)
  git clone -q "$PWD" "$dir/main"
  # each run tests HEAD as it is when the run starts: say which commit that was
  rev=$(git -C "$dir/main" rev-parse --short HEAD)
  # the clone needs ../shared beside it, as CI has it
  [ -e ../shared ] && ln -s "$(realpath ../shared)" "$dir/shared"
  stress-ng --cpu 2 --timeout 0 >/dev/null 2>&1 &
  stress=$!
  (while sleep 60; do echo "$(date +%T) $(cut -d' ' -f1-3 /proc/loadavg)"; done) >"$out/load-$n.log" &
  sampler=$!
  start=$(date +%s)
  (cd "$dir/main" && CI=true bash .ci/run) >"$out/run-$n.log" 2>&1
  rc=$?
  kill "$stress" "$sampler" 2>/dev/null
  wait "$stress" "$sampler" 2>/dev/null
  echo "run $n $rev exit $rc $(($(date +%s) - start)) s" | tee -a "$out/summary.log"
  rm -rf "$dir"
  [ "$rc" -eq 0 ] || exit "$rc"
done
