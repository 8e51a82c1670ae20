#!/usr/bin/env bash
# Builds the libFuzzer targets with clang and fuzzes each for a bounded time, starting from the
# seed corpora in tests/fuzz-corpus/ (copied, so the checked-in corpus stays as it is).
#   fuzz/run.sh [seconds per target, default 45: seven targets stay within 6 minutes]
# A crash leaves its input in build-fuzz/artifacts/; copy it into tests/fuzz-corpus/<target>/ and
# the test suite replays it from then on (tests/test_properties_fuzz_corpus.cpp).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-45}"
CC=clang CXX=clang++ cmake -S fuzz -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build-fuzz -j"$(nproc)"
mkdir -p build-fuzz/artifacts
status=0
for target in position turn variant table puzzle record cli; do
  work="build-fuzz/corpus-$target"
  rm -rf "$work" && mkdir -p "$work" && cp tests/fuzz-corpus/"$target"/* "$work"/
  echo "fuzz: $target for ${seconds}s"
  if ! build-fuzz/fuzz_"$target" -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
      -artifact_prefix=build-fuzz/artifacts/"$target"- "$work" 2>build-fuzz/fuzz_"$target".log; then
    echo "fuzz: $target FOUND A PROBLEM (see build-fuzz/fuzz_$target.log and build-fuzz/artifacts/)"
    tail -n 30 build-fuzz/fuzz_"$target".log
    status=1
  else
    # The runs and the coverage: libFuzzer's last status line ("#N DONE cov: C ft: F ...").
    grep -E "^#[0-9]+" build-fuzz/fuzz_"$target".log | tail -n 1
  fi
done
exit $status
