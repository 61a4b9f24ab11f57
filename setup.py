"""Metadata lives in pyproject.toml; this only copies resources/ and wordlists/ into the
built package as ghost_gui/_data/, where ghost_gui/paths.py finds them in an installed wheel."""

import shutil
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


class BuildPyWithData(build_py):
    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return  # an editable install uses the checkout's folders
        target = Path(self.build_lib) / "ghost_gui" / "_data"
        for name in ("resources", "wordlists"):
            shutil.copytree(ROOT / name, target / name, dirs_exist_ok=True, ignore=shutil.ignore_patterns("*.ts"))


# Anaghost's level pass in C (ghost_gui/core/solving/pool_levels.py): optional, the analysis
# takes its Python passes where it is not built
# (shared_pools.c is part of it, included by pool_pass.c)
POOL_PASS = Extension(
    "ghost_gui.core.solving.pool_pass",
    ["ghost_gui/core/solving/pool_pass.c"],
    depends=["ghost_gui/core/solving/shared_pools.c"],
    optional=True,
)

setup(cmdclass={"build_py": BuildPyWithData}, ext_modules=[POOL_PASS])
