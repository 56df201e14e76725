# SPDX-License-Identifier: MIT
"""Builds queens_hint._core with CMake for the Python running this script.

pyproject.toml holds the metadata; this file only adds the CMake step: a
library-only configuration of the project (QH_BUILD_PYTHON=ON, the CLI, the
image reader, queens-lab, tests and benchmarks off), the target
queens_hint_py, and the built module copied into the package. The version
comes from CMakeLists.txt's project() line, the one place it is written.

Environment: QH_CMAKE_BUILD_DIR reuses a CMake build folder (CI builds the
library once for the venv install and the wheel); QH_CMAKE_ARGS adds
arguments to the configure step; QH_BUILD_JOBS the parallel jobs (default:
the CPU count).
"""
import os
import pathlib
import re
import shlex
import shutil
import subprocess
import sys
import sysconfig

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = pathlib.Path(__file__).resolve().parent


def project_version():
    text = (ROOT / "CMakeLists.txt").read_text(encoding="utf-8")
    match = re.search(r"^project\(queens_hint VERSION ([0-9.]+)", text, re.MULTILINE)
    if not match:
        raise RuntimeError("no 'project(queens_hint VERSION x.y.z' line in CMakeLists.txt")
    return match.group(1)


class CMakeExtension(Extension):
    def __init__(self, name, target):
        super().__init__(name, sources=[])
        self.target = target


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        if shutil.which("cmake") is None:
            raise RuntimeError("building queens_hint needs cmake (Debian: apt-get install cmake)")
        build_dir = pathlib.Path(os.environ.get("QH_CMAKE_BUILD_DIR") or
                                 pathlib.Path(self.build_temp) / "cmake").resolve()
        build_dir.mkdir(parents=True, exist_ok=True)
        # A folder configured before keeps its build type (CI compiles the
        # library once, at -O1, and reuses it here).
        build_type = [] if (build_dir / "CMakeCache.txt").exists() else ["-DCMAKE_BUILD_TYPE=Release"]
        configure = [
            "cmake", "-S", str(ROOT), "-B", str(build_dir), *build_type,
            "-DQH_BUILD_PYTHON=ON", "-DQH_BUILD_CLI=OFF", "-DQH_BUILD_IMAGE=OFF",
            "-DQH_BUILD_LAB=OFF", "-DQH_BUILD_TESTS=OFF", "-DQH_BUILD_BENCH=OFF",
            f"-DPython_EXECUTABLE={sys.executable}",
        ] + shlex.split(os.environ.get("QH_CMAKE_ARGS", ""))
        jobs = os.environ.get("QH_BUILD_JOBS") or str(os.cpu_count() or 1)
        subprocess.run(configure, check=True)
        subprocess.run(["cmake", "--build", str(build_dir), "--target", ext.target, "-j", jobs],
                       check=True)
        suffix = sysconfig.get_config_var("EXT_SUFFIX")
        built = build_dir / "python" / "queens_hint" / f"_core{suffix}"
        if not built.exists():
            raise RuntimeError(f"CMake did not build {built}")
        out = pathlib.Path(self.get_ext_fullpath(ext.name))
        out.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, out)


(ROOT / "build-setuptools").mkdir(exist_ok=True)
setup(
    version=project_version(),
    # Out of CMake's build/ folder.
    options={"build": {"build_base": "build-setuptools"}, "egg_info": {"egg_base": "build-setuptools"}},
    ext_modules=[CMakeExtension("queens_hint._core", "queens_hint_py")],
    cmdclass={"build_ext": CMakeBuild},
)
