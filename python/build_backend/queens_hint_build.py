# SPDX-License-Identifier: MIT
"""The package's PEP 517 build backend: setuptools.build_meta, plus Debian's
``wheel`` when the environment has none.

Debian 12's ``python3 -m venv`` gives pip and setuptools but not ``wheel``,
which setuptools before 70 needs to build a wheel, so ``v/bin/pip install
--no-build-isolation .`` would stop at "invalid command 'bdist_wheel'" in a
fresh venv (and no package index may be reachable to fetch it). Then this
backend puts python3-wheel's files (only those) on the path of the build
process.
"""
import atexit
import glob
import importlib.util
import os
import shutil
import sys
import tempfile

DEBIAN_SITE = "/usr/lib/python3/dist-packages"


def _borrow_debian_wheel():
    if importlib.util.find_spec("wheel") is not None:
        return
    package = os.path.join(DEBIAN_SITE, "wheel")
    info = glob.glob(os.path.join(DEBIAN_SITE, "wheel-*-info"))
    if not os.path.isdir(package) or not info:
        return  # setuptools will say what is missing
    shelf = tempfile.mkdtemp(prefix="queens-hint-wheel-")
    atexit.register(shutil.rmtree, shelf, True)
    for path in [package] + info:
        os.symlink(path, os.path.join(shelf, os.path.basename(path)))
    sys.path.append(shelf)


_borrow_debian_wheel()

from setuptools.build_meta import *  # noqa: E402,F401,F403
