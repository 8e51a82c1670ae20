#!/usr/bin/env bash
# Installs what the toolkit needs from Debian packages (when missing), then configures and builds
# a Release build. Afterwards the tool is build/bin/adaptoid.
#   ./setup.sh          install and build
#   ./setup.sh --demo   install, build, then print today's Adaptoid puzzle (diagram, goal, how to answer)
#   ./setup.sh --test   install, build and run the test suite (ctest)
set -euo pipefail
cd "$(dirname "$0")"

packages=(build-essential cmake ninja-build pkg-config git
          libz3-dev libboost-graph-dev libcli11-dev librapidcheck-dev libgtest-dev libgmock-dev
          libtomlplusplus-dev nlohmann-json3-dev libfmt-dev libbenchmark-dev python3
          libssl-dev  # libcrypto: SHA-256 and AES-GCM of the puzzle page's sealed lines
          clang libclang-rt-14-dev clang-format clang-tidy  # fuzzers; the code's form in CI
          dpkg-dev file  # cpack -G DEB: dpkg-shlibdeps finds the tool's dependencies, file finds the tool
          chromium  # headless browser for the puzzle page's test (tests/browser/)
          emscripten  # the library in WebAssembly for the toolkit's page (tools/web/, tools/wasm/)
          libopenmpi-dev openmpi-bin  # optional: mpirun -np N adaptoid solve (lib/solving/ranks/mpi/)
          python3-dev pybind11-dev python3-pybind11 python3-numpy python3-pytest)  # import adaptoid (python/)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Ninja schedules every compile of the build at once, where make waits for a library's dependencies
# to be built before compiling it: the library's modules in 1.6 minutes on 2 cores instead of 2.3.
# A build directory made before keeps the generator it was made with.
export CMAKE_GENERATOR="${CMAKE_GENERATOR:-Ninja}"
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$(nproc)"
# The toolkit's page (tools/web/): the library compiled to WebAssembly, written beside the page
# as tools/web/adaptoid-engine.js. Node 20 finds Debian's emscripten's own packages through
# NODE_PATH (tools/wasm/CMakeLists.txt sets it for the link).
emcmake cmake -S . -B build-wasm -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build-wasm -j"$(nproc)"

# `import adaptoid` for the python3 on PATH (a pyenv's too) and Debian's: a .pth file in each one's
# user site that names build/python, for an interpreter that loads the module built (its
# extension suffix); another is told how to build for it.
if module=$(ls build/python/adaptoid/_core.*.so 2>/dev/null); then
  for python in $(type -ap python3 | head -1) /usr/bin/python3; do
    [ -x "$python" ] || continue
    suffix=$("$python" -c 'import sysconfig; print(sysconfig.get_config_var("EXT_SUFFIX"))')
    if [ "$(basename "$module")" != "_core$suffix" ]; then
      echo "setup: $python cannot load $module (rebuild with -DPython3_EXECUTABLE=$python for it)"
      continue
    fi
    site=$("$python" -m site --user-site)
    mkdir -p "$site"
    echo "$PWD/build/python" >"$site/adaptoid.pth"
  done
fi

case "${1:-}" in
  --test) ctest --test-dir build --output-on-failure -j"$(nproc)" ;;
  --demo) build/bin/adaptoid puzzle daily --variant adaptoid ;;
  "") ;;
  *) echo "setup: unknown option '$1' (use --demo or --test)" >&2; exit 2 ;;
esac
