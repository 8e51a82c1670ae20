#!/usr/bin/env bash
# clang-format with the project's .clang-format over every C++ file of the project: the ones git
# tracks and the new ones not yet added (so a check before `git add` sees them), not the ignored.
#   scripts/format.sh          rewrite the files in place
#   scripts/format.sh --check  change nothing; list the files that differ and exit 1 (CI)
set -euo pipefail
cd "$(dirname "$0")/.."
format=${CLANG_FORMAT:-clang-format}
command -v "$format" >/dev/null || { echo "format: $format not found (Debian package clang-format)" >&2; exit 2; }
mapfile -t listed < <(git ls-files --cached --others --exclude-standard '*.cpp' '*.hpp' '*.h')
files=()
for f in "${listed[@]}"; do [ -f "$f" ] && files+=("$f"); done  # not one deleted but still staged
if [ "${1:-}" = "--check" ]; then
  bad=()
  for f in "${files[@]}"; do "$format" --dry-run -Werror "$f" >/dev/null 2>&1 || bad+=("$f"); done
  if ((${#bad[@]})); then
    printf 'format: not formatted (run scripts/format.sh): %s\n' "${bad[@]}" >&2
    exit 1
  fi
  echo "format: ${#files[@]} files formatted"
else
  "$format" -i "${files[@]}"
fi
