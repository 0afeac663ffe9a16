"""The program's version, written once: ``version`` in pyproject.toml.

An installed program reads it from the package's metadata, which the build copies from
pyproject.toml (the desktop bundle carries that metadata too). A source checkout run in
place (``PYTHONPATH`` on the tree, or an editable install made before the last bump) reads
pyproject.toml beside the packages instead, so it never shows a number the tree has left.
Headless: ``pyramid-coach --version`` prints it without importing Qt.
"""

from __future__ import annotations

import tomllib
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

DISTRIBUTION = "pyramid-coach"
#: Shown when neither pyproject.toml nor the metadata can be read (a damaged install).
UNKNOWN = "unknown"


def _source_version(pyproject: Path) -> str | None:
    try:
        project = tomllib.loads(pyproject.read_text("utf-8")).get("project", {})
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    if project.get("name") != DISTRIBUTION or not isinstance(project.get("version"), str):
        return None
    return str(project["version"])


def program_version() -> str:
    """The version of the program that is running, e.g. ``"0.2.0"``."""
    found = _source_version(Path(__file__).resolve().parents[1] / "pyproject.toml")
    if found:
        return found
    try:
        return version(DISTRIBUTION)
    except PackageNotFoundError:
        return UNKNOWN
