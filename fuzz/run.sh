#!/usr/bin/env bash
# Fuzzes each libFuzzer target for a bounded time, starting from the seed corpora in
# tests/fuzz-corpus/ (copied, so the checked-in corpus stays as it is).
#   fuzz/run.sh [seconds per target, default 45] [build dir] [jobs, default nproc]
# The targets run `jobs` at a time, each libFuzzer process on one core: every target still gets
# its seconds of a core, and seven targets take ceil(7 / jobs) rounds (45 s, 2 cores: 3 minutes).
# The build dir (default build-fuzz) is configured and built with clang, the sanitizers and
# ADAPTOID_FUZZ unless it holds a configured build already (CI passes its sanitizer build, which
# builds the targets beside the sanitized tests).
# A crash leaves its input in <build dir>/artifacts/; copy it into tests/fuzz-corpus/<target>/ and
# the test suite replays it from then on (tests/rules/test_properties_fuzz_corpus.cpp).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-45}"
build="${2:-build-fuzz}"
parallel="${3:-$(nproc)}"
if [ ! -f "$build/CMakeCache.txt" ]; then
  CC=clang CXX=clang++ cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DADAPTOID_SANITIZE=ON \
    -DADAPTOID_FUZZ=ON -DADAPTOID_TESTS=OFF -DADAPTOID_BENCH=OFF >/dev/null
fi
grep -q '^ADAPTOID_FUZZ:BOOL=ON' "$build/CMakeCache.txt" ||
  { echo "fuzz: $build is not configured with -DADAPTOID_FUZZ=ON" >&2; exit 2; }
targets=(position turn variant table puzzle record cli)
cmake --build "$build" -j"$(nproc)" --target "${targets[@]/#/fuzz_}"
mkdir -p "$build/artifacts"
fuzz_one() {  # fuzz_one TARGET: its exit status into $build/fuzz_TARGET.status
  local target=$1 work="$build/corpus-$1"
  rm -rf "$work" && mkdir -p "$work" && cp tests/fuzz-corpus/"$target"/* "$work"/
  local rc=0
  "$build/bin/fuzz_$target" -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$build/artifacts/$target-" "$work" 2>"$build/fuzz_$target.log" || rc=$?
  echo "$rc" >"$build/fuzz_$target.status"
}
trap 'kill $(jobs -rp) 2>/dev/null || true' EXIT  # no fuzzer outlives the script
for target in "${targets[@]}"; do
  while (($(jobs -rp | wc -l) >= parallel)); do wait -n || true; done
  echo "fuzz: $target for ${seconds}s"
  rm -f "$build/fuzz_$target.status"
  fuzz_one "$target" &
done
wait
status=0
for target in "${targets[@]}"; do
  if [ "$(cat "$build/fuzz_$target.status" 2>/dev/null)" != 0 ]; then
    echo "fuzz: $target FOUND A PROBLEM (see $build/fuzz_$target.log and $build/artifacts/)"
    tail -n 30 "$build/fuzz_$target.log"
    status=1
  else
    # The runs and the coverage: libFuzzer's last status line ("#N DONE cov: C ft: F ...").
    echo "fuzz: $target $(grep -E "^#[0-9]+" "$build/fuzz_$target.log" | tail -n 1)"
  fi
done
exit $status
