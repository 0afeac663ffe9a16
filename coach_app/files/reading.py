"""Reading a data file from outside (a saved match, a table, a pack) within the limits of
:mod:`simulation.datalimits`.

Shared by the headless commands (:mod:`coach_app.cli.jsonio`) and the screens that open files
(a saved match in :mod:`coach_app.game.match`), so a screen never imports the CLI.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from simulation.datalimits import DEFAULT_LIMITS, Limits, loads_json, loads_toml, read_file_bytes
from simulation.errors import InputError


def decode(raw: bytes, field: str) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError(field, "is not UTF-8 text") from None


def read_data_file(path: str | Path, field: str, limits: Limits = DEFAULT_LIMITS) -> Any:
    """A JSON or TOML data file (TOML by the ``.toml`` suffix), read and parsed safely."""
    text = decode(read_file_bytes(path, field, limits.max_bytes), field)
    if str(path).lower().endswith(".toml"):
        return loads_toml(text, field, limits)
    return loads_json(text, field, limits)
