#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# CI's packaging job (.ci/run): the library as other projects take it.
#   scripts/package-ci.sh
# 1. A library-only build (QH_BUILD_CLI/IMAGE/LAB/TESTS/BENCH/PYTHON off) with
#    spdlog, CLI11 and doctest hidden from CMake (pybind11 is not looked for
#    with QH_BUILD_PYTHON=OFF): it needs only a compiler, CMake and
#    nlohmann-json. Installs the `library` component and
#    builds docs/api.md's C++ example against it with -Wall -Wextra
#    -Wconversion -Werror (the headers included as plain -I, not SYSTEM).
# 2. `pip install --no-build-isolation .` into a fresh venv, reusing that
#    build folder (only the module is compiled), then the module's API tests
#    against the installed package, and docs/api.md's Python example.
# 3. `python3 -m build --wheel --no-isolation` (the same build folder again).
# 4. mypy --strict on the stubs and tests/python/typing_check.py.
# Needs build/queens-hint (the tests compare with the CLI): run after
# scripts/bootstrap.sh. Installs the Debian packages it needs when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

cli=${QH_CLI:-build/queens-hint}
[ -x "$cli" ] || { echo "package-ci: $cli is missing: run scripts/bootstrap.sh first" >&2; exit 2; }

packages=(g++ cmake make nlohmann-json3-dev pkgconf pybind11-dev python3-dev python3-venv
  python3-setuptools python3-wheel python3-build python3-mypy python3-pytest)
missing=()
for p in "${packages[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
  echo "package-ci: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
fi

python=/usr/bin/python3
out=build-package
rm -rf "$out/prefix" "$out/venv" "$out/dist" "$out/examples" "$out/consumer"
mkdir -p "$out"
step() { echo "-- package-ci: $* ($SECONDS s)"; }

step "library-only configure and build"
# -O1: half the compile time of -O2/-O3 (as the sanitizer job); this job checks
# the packaging, not the speed.
cmake -S . -B "$out/lib" --no-warn-unused-cli -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -DNDEBUG" -DQH_WERROR=ON \
  -DQH_BUILD_CLI=OFF -DQH_BUILD_IMAGE=OFF -DQH_BUILD_LAB=OFF -DQH_BUILD_TESTS=OFF \
  -DQH_BUILD_BENCH=OFF -DQH_BUILD_PYTHON=OFF \
  -DCMAKE_DISABLE_FIND_PACKAGE_spdlog=ON -DCMAKE_DISABLE_FIND_PACKAGE_CLI11=ON \
  -DCMAKE_DISABLE_FIND_PACKAGE_doctest=ON >/dev/null
cmake --build "$out/lib" -j "$(nproc)" >/dev/null
cmake --install "$out/lib" --prefix "$out/prefix" --component library >/dev/null
[ ! -e "$out/prefix/bin" ] || { echo "FAIL: the library component installed programs"; exit 1; }
[ -f "$out/prefix/share/doc/queens_hint/LICENSE" ] || { echo "FAIL: no LICENSE installed"; exit 1; }
grep -qx 'License: MIT' "$out/prefix/lib/pkgconfig/queens_hint.pc" ||
  { echo "FAIL: the .pc file has no licence"; exit 1; }

step "docs/api.md's examples"
$python scripts/doc-examples.py "$out/examples" >/dev/null
export PKG_CONFIG_PATH="$PWD/$out/prefix/lib/pkgconfig"
# shellcheck disable=SC2046
g++ -std=c++20 -Wall -Wextra -Wconversion -Werror "$out/examples/example.cpp" -o "$out/examples/example" \
  $(pkg-config --cflags --libs queens_hint)
(cd "$out/examples" && ./example "$OLDPWD/fixtures/spec-7x7.txt")
tests/install/run_consumer.sh cmake "$PWD/$out/prefix" "$PWD/$out/consumer" "$PWD/fixtures/spec-7x7.txt"

step "pip install into a venv (the same build folder: only the module is compiled)"
# --system-site-packages: Debian's pytest; the package itself comes from the venv.
$python -m venv --system-site-packages "$out/venv"
QH_CMAKE_BUILD_DIR="$PWD/$out/lib" "$out/venv/bin/pip" install --no-build-isolation --no-deps \
  --quiet --disable-pip-version-check .
venv_python="$PWD/$out/venv/bin/python"
where=$(cd / && "$venv_python" -c \
  'import importlib.metadata as m, queens_hint; print(m.version("queens-hint"), queens_hint.__file__)')
echo "installed: $where"
[[ $where == *"/$out/venv/"* ]] || { echo "FAIL: queens_hint not imported from the venv"; exit 1; }
"$out/venv/bin/python" "$out/examples/example.py" fixtures/spec-7x7.txt

step "pytest against the installed package"
# The module's own surface; the fixture and bad-input comparisons with the CLI
# run against the build tree in the test job (ctest -L python).
QH_CLI="$cli" QH_SOURCE_DIR="$PWD" PYTHONDONTWRITEBYTECODE=1 \
  "$out/venv/bin/python" -m pytest -q -p no:cacheprovider tests/python/test_api.py \
  tests/python/test_shape.py tests/python/test_lists.py

step "wheel"
QH_CMAKE_BUILD_DIR="$PWD/$out/lib" $python -m build --wheel --no-isolation --outdir "$out/dist" . \
  >"$out/wheel.log" 2>&1 || { tail -n 30 "$out/wheel.log"; exit 1; }
wheel=$(ls "$out"/dist/queens_hint-*.whl)
$python - "$wheel" <<'PY'
import sys, zipfile
names = zipfile.ZipFile(sys.argv[1]).namelist()
need = ["queens_hint/__init__.py", "queens_hint/__init__.pyi", "queens_hint/py.typed"]
missing = [n for n in need if n not in names]
if missing or not any(n.startswith("queens_hint/_core.") for n in names) or not any(
        n.endswith("LICENSE") for n in names):
    sys.exit(f"FAIL: the wheel lacks {missing or 'the module or LICENSE'}: {names}")
print("wheel:", sys.argv[1], len(names), "files")
PY

step "mypy --strict on the stubs"
MYPYPATH=python $python -m mypy --strict --no-incremental tests/python/typing_check.py \
  python/queens_hint/__init__.pyi python/queens_hint/_core.pyi python/queens_hint/_errors.py
step "done"
