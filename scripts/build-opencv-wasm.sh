#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# OpenCV's core and imgproc (and the zlib core needs) as static WebAssembly
# libraries, for the page's screenshot reader (web/reader/, docs/web.md):
#   scripts/build-opencv-wasm.sh [--prefix DIR]
# prints the install prefix on stdout (default
# ~/.cache/queens-hint/opencv-wasm-VERSION; kept between runs, so only the
# first run builds). The sources are Debian's own source packages (apt-get
# source, with Debian's patches), built with Debian's emscripten: no other
# download. Adds a deb-src entry for Debian's archive when apt has none
# (as root). Costly: about 430 CPU-seconds, 12 min of wall time on a loaded
# 2-core machine (docs/web.md).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

prefix=
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix="$2"; shift 2 ;;
    *) echo "build-opencv-wasm.sh: unknown option '$1'" >&2; exit 2 ;;
  esac
done

scripts/bootstrap.sh --web-only >&2 # stdout carries only the prefix
export NODE_PATH=/usr/share/nodejs # Debian's emscripten runs acorn with Node

# Source packages need a deb-src line; Debian 12 writes none by default.
src_list=/etc/apt/sources.list.d/queens-hint-src.sources
if ! apt-get source --print-uris opencv >/dev/null 2>&1; then
  [ "$(id -u)" = 0 ] || { echo "build-opencv-wasm: apt has no deb-src entry; add one (as root) for Debian's main archive" >&2; exit 2; }
  suite=$(. /etc/os-release && echo "$VERSION_CODENAME")
  printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: %s\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
    "$suite" >"$src_list"
  apt-get update -qq >&2
fi
version=$(apt-cache showsrc opencv | sed -n 's/^Version: //p' | sort -V | tail -1)
zversion=$(apt-cache showsrc zlib | sed -n 's/^Version: //p' | sort -V | tail -1)
[ -n "$version" ] && [ -n "$zversion" ] || { echo "build-opencv-wasm: apt knows no opencv or zlib source package" >&2; exit 2; }

prefix=${prefix:-${XDG_CACHE_HOME:-$HOME/.cache}/queens-hint/opencv-wasm-${version%%+*}}
stamp="$prefix/queens-hint-stamp"
want="opencv $version zlib $zversion $(emcc --version | sed -n 1p) $(sha256sum "$0" | cut -c1-16)"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
  echo "$prefix"
  exit 0
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/qh-opencv-wasm.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"
echo "build-opencv-wasm: opencv $version, zlib $zversion into $prefix" >&2
apt-get source -qq "opencv=$version" "zlib=$zversion" >/dev/null 2>&1 ||
  { echo "build-opencv-wasm: apt-get source opencv zlib failed" >&2; exit 2; }
rm -rf "$prefix" && mkdir -p "$prefix/lib" "$prefix/include"

# zlib: its C files, as zlib's own Makefile compiles them.
zdir=$(echo zlib-*/)
for f in adler32 compress crc32 deflate gzclose gzlib gzread gzwrite infback inffast inflate inftrees trees uncompr zutil; do
  emcc -O2 -DHAVE_UNISTD_H -DHAVE_STDARG_H -c "$zdir/$f.c" -o "zlib-$f.o"
done
emar rcs "$prefix/lib/libz.a" zlib-*.o
cp "$zdir/zlib.h" "$zdir/zconf.h" "$prefix/include/"

# OpenCV: core and imgproc only, static, no threads, no SIMD, no codecs; C++
# exceptions as the page's modules have them (native wasm exceptions).
off=()
for w in IPP ITT OPENCL LAPACK EIGEN TBB OPENMP PTHREADS_PF PROTOBUF ADE QUIRC JPEG PNG TIFF WEBP \
  OPENJPEG JASPER OPENEXR VA VA_INTEL GTK FFMPEG GSTREAMER V4L 1394 OPENVX IMGCODEC_HDR \
  IMGCODEC_SUNRASTER IMGCODEC_PXM IMGCODEC_PFM; do off+=("-DWITH_$w=OFF"); done
emcmake cmake -S opencv-*/ -B build -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" \
  -DCMAKE_CXX_FLAGS=-fwasm-exceptions -DBUILD_LIST=core,imgproc -DBUILD_SHARED_LIBS=OFF \
  -DENABLE_PIC=FALSE -DCPU_BASELINE= -DCPU_DISPATCH= -DCV_TRACE=OFF -DCV_ENABLE_INTRINSICS=OFF \
  -DBUILD_ZLIB=OFF -DZLIB_INCLUDE_DIR="$prefix/include" -DZLIB_LIBRARY="$prefix/lib/libz.a" "${off[@]}" \
  -DBUILD_TESTS=OFF -DBUILD_PERF_TESTS=OFF -DBUILD_EXAMPLES=OFF -DBUILD_DOCS=OFF -DBUILD_opencv_apps=OFF \
  -DBUILD_JAVA=OFF -DBUILD_opencv_python3=OFF -DBUILD_opencv_js=OFF -DBUILD_PACKAGE=OFF \
  -DOPENCV_GENERATE_PKGCONFIG=OFF >cmake.log 2>&1 ||
  { tail -20 cmake.log >&2; echo "build-opencv-wasm: configuring OpenCV failed" >&2; exit 1; }
cmake --build build -j 2 >build.log 2>&1 || { tail -20 build.log >&2; echo "build-opencv-wasm: building OpenCV failed" >&2; exit 1; }
cmake --install build >/dev/null
echo "$want" >"$stamp"
cd "$root"
echo "$prefix"
