#!/usr/bin/env bash
# Fuzzes each libFuzzer target for a bounded time, starting from the seed corpora in
# tests/fuzz-corpus/ (copied, so the checked-in corpus stays as it is).
#   fuzz/run.sh [seconds per target, default 45: seven targets stay within 6 minutes] [build dir]
# The build dir (default build-fuzz) is configured and built with clang, the sanitizers and
# ADAPTOID_FUZZ unless it holds a configured build already (CI passes its sanitizer build, which
# builds the targets beside the sanitized tests).
# A crash leaves its input in <build dir>/artifacts/; copy it into tests/fuzz-corpus/<target>/ and
# the test suite replays it from then on (tests/test_properties_fuzz_corpus.cpp).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-45}"
build="${2:-build-fuzz}"
if [ ! -f "$build/CMakeCache.txt" ]; then
  CC=clang CXX=clang++ cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DADAPTOID_SANITIZE=ON \
    -DADAPTOID_FUZZ=ON -DADAPTOID_TESTS=OFF -DADAPTOID_BENCH=OFF >/dev/null
fi
grep -q '^ADAPTOID_FUZZ:BOOL=ON' "$build/CMakeCache.txt" ||
  { echo "fuzz: $build is not configured with -DADAPTOID_FUZZ=ON" >&2; exit 2; }
targets=(position turn variant table puzzle record cli)
cmake --build "$build" -j"$(nproc)" --target "${targets[@]/#/fuzz_}"
mkdir -p "$build/artifacts"
status=0
for target in "${targets[@]}"; do
  work="$build/corpus-$target"
  rm -rf "$work" && mkdir -p "$work" && cp tests/fuzz-corpus/"$target"/* "$work"/
  echo "fuzz: $target for ${seconds}s"
  if ! "$build/bin/fuzz_$target" -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
      -artifact_prefix="$build/artifacts/$target-" "$work" 2>"$build/fuzz_$target.log"; then
    echo "fuzz: $target FOUND A PROBLEM (see $build/fuzz_$target.log and $build/artifacts/)"
    tail -n 30 "$build/fuzz_$target.log"
    status=1
  else
    # The runs and the coverage: libFuzzer's last status line ("#N DONE cov: C ft: F ...").
    grep -E "^#[0-9]+" "$build/fuzz_$target.log" | tail -n 1
  fi
done
exit $status
