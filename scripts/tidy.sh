#!/usr/bin/env bash
# clang-tidy with the project's .clang-tidy over every source file of lib/ and tools/, in
# parallel; exits 1 on any warning (the .clang-tidy makes each one an error), 0 when clean.
#   scripts/tidy.sh [build-dir] [jobs] [files...]   (default: build, nproc, tools/*.cpp and lib/'s)
# The build directory only needs to be configured (cmake -S . -B build): CMakeLists.txt exports
# compile_commands.json, and the files checked include no generated header.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
jobs=${2:-$(nproc)}
shift $(($# < 2 ? $# : 2))
tidy=${CLANG_TIDY:-clang-tidy}
if [ ! -f "$build/compile_commands.json" ]; then
  echo "tidy: no $build/compile_commands.json; configure first: cmake -S . -B $build" >&2
  exit 2
fi
command -v "$tidy" >/dev/null || { echo "tidy: $tidy not found (Debian package clang-tidy)" >&2; exit 2; }

# A unity build (ADAPTOID_UNITY) lists only its batches in compile_commands.json: each source of
# lib/ and tools/ that is missing there is checked alone, with the command of a file or batch of
# its own folder's target (one target a folder, the same flags), in a database of its own beside
# the build's.
db="$build/tidy-db"
mkdir -p "$db"
python3 - "$build/compile_commands.json" "$db/compile_commands.json" "$PWD" <<'PY'
import glob, json, os, sys
entries = json.load(open(sys.argv[1]))
listed = {os.path.realpath(e['file']) for e in entries}
build_root = os.path.dirname(os.path.realpath(sys.argv[1]))
by_folder = {}
for e in entries:
    folder = os.path.dirname(os.path.realpath(e['file']))
    if '/Unity/' in e['file']:  # a batch stands for the sources of the folder its target is made in
        made_in = os.path.realpath(e['file']).split('/CMakeFiles/')[0]  # make and Ninja alike
        folder = os.path.join(os.path.realpath(sys.argv[3]), os.path.relpath(made_in, build_root))
    by_folder.setdefault(folder, e)
for f in glob.glob(sys.argv[3] + '/tools/*.cpp') + glob.glob(sys.argv[3] + '/lib/*/*.cpp') + \
        glob.glob(sys.argv[3] + '/lib/*/*/*.cpp') + glob.glob(sys.argv[3] + '/lib/*/*/*/*.cpp'):
    f = os.path.realpath(f)
    model = by_folder.get(os.path.dirname(f))
    if f in listed or model is None:
        continue
    entries.append(dict(model, file=f, command=model['command'].replace(model['file'], f)))
json.dump(entries, open(sys.argv[2], 'w'), indent=0)
PY
files=("$@")
# The tools' files first: the heaviest (8 s of CPU each, 2 s for most of lib/), so none of them
# is left to run alone at the end.
((${#files[@]})) || files=(tools/*.cpp lib/*/*.cpp lib/*/*/*.cpp lib/*/*/*/*.cpp)  # lib/solving/ranks/mpi/: the MPI plugin
log=$(mktemp)
trap 'rm -f "$log" "$log.headers"' EXIT
start=$(date +%s)
# Header-only code (templates that no file of lib/ or tools/ instantiates, such as
# solve/graph_retrograde.hpp) is checked through one file that includes every header of lib/,
# compiled with the flags of tools/main.cpp, which sees every module.
status=0
headers_pid=""
if ((!$#)); then
  headers_tu="$build/tidy_every_lib_header.cpp"
  for h in lib/*/*.hpp lib/*/*/*.hpp; do echo "#include <adaptoid/${h#lib/}>"; done >"$headers_tu"
  mapfile -t flags < <(python3 - "$db/compile_commands.json" <<'PY'
import json, shlex, sys
for entry in json.load(open(sys.argv[1])):
    if entry['file'].endswith('/tools/main.cpp'):
        args, keep = shlex.split(entry['command'])[1:], []
        skip = False
        for a in args:
            if skip:
                skip = False
            elif a in ('-o', '-c'):
                skip = True
            else:
                keep.append(a)
        print('\n'.join(keep))
        break
PY
  )
  # Beside the files' runs below, from the start: it is the longest single run.
  "$tidy" --quiet "$headers_tu" -- "${flags[@]}" >"$log.headers" 2>&1 &
  headers_pid=$!
fi
# Each clang-tidy fails on a finding (or when it cannot parse a file), and then xargs fails. Its
# count of the compiler warnings that the checks leave out ("N warnings generated.") is noise,
# dropped from the files' runs and the headers' run alike.
noise='^[0-9]+ warnings? (and [0-9]+ errors? )?generated\.$'
# shellcheck disable=SC2016  # the inner bash expands its arguments
printf '%s\n' "${files[@]}" |
  xargs -P "$jobs" -I{} bash -c 'set -o pipefail
    "$1" -p "$2" --quiet "$3" 2>&1 | { grep -Ev "$4" || true; }' _ "$tidy" "$db" {} "$noise" >"$log" ||
  status=$?
if [ -n "$headers_pid" ]; then
  wait "$headers_pid" || status=$?
  grep -Ev "$noise" "$log.headers" >>"$log" || true
fi
cat "$log"
seconds=$(($(date +%s) - start))
if grep -qE '(warning|error):' "$log" || [ "$status" -ne 0 ]; then
  echo "tidy: warnings in lib/ or tools/ (${#files[@]} files, ${seconds} s)" >&2
  exit 1
fi
echo "tidy: ${#files[@]} files of lib/ and tools/ clean (${seconds} s, $jobs jobs)"
