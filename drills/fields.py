"""Checked reading of untrusted data: every value is tested for type, range and size, and a
failure names the dotted path of the field, so a coach's broken file says exactly what is
wrong where. Nothing here evaluates anything: a drill file is data, never code.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Collection, Mapping
from typing import Any

from simulation.errors import InputError

#: Limits that keep a hostile file from costing memory or time, far above any real drill.
MAX_TEXT = 4000
MAX_ITEMS = 64
ID_RE = re.compile(r"^[a-z0-9][a-z0-9._-]{0,63}$")


class DrillError(InputError):
    """Bad drill data. ``field`` reads "FILE: drill ID: path" so one line says where."""

    def __init__(self, file: str, drill: str | None, path: str, message: str) -> None:
        where = file or "drill data"
        if drill is not None:
            where += f": drill {drill!r}"
        if path:
            where += f": {path}"
        super().__init__(where, message)
        self.file = file
        self.drill = drill
        self.path = path


def obj(value: Any, path: str, allowed: Collection[str], required: Collection[str] = ()
        ) -> Mapping[str, Any]:
    """A table with only ``allowed`` keys (unknown fields are errors: they are usually typos
    that would otherwise be silently ignored) and every ``required`` one."""
    if not isinstance(value, Mapping):
        raise InputError(path, "must be a table/object")
    for key in value:
        if key not in allowed:
            raise InputError(join(path, str(key)), f"unknown field (allowed: {sorted(allowed)})")
    for key in required:
        if key not in value:
            raise InputError(join(path, key), "is required")
    return value


def join(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


def number(value: Any, path: str, lo: float = -math.inf, hi: float = math.inf) -> float:
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not math.isfinite(value):
        raise InputError(path, "must be a finite number")
    if not lo <= value <= hi:
        raise InputError(path, f"must be between {lo:g} and {hi:g}")
    return float(value)


def integer(value: Any, path: str, lo: int, hi: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise InputError(path, "must be an integer")
    if not lo <= value <= hi:
        raise InputError(path, f"must be from {lo} to {hi}")
    return value


def text(value: Any, path: str, limit: int = MAX_TEXT) -> str:
    """Plain text: no control characters but newlines and tabs, at most ``limit`` chars."""
    if not isinstance(value, str) or not value.strip():
        raise InputError(path, "must be a non-empty string")
    if len(value) > limit:
        raise InputError(path, f"is longer than {limit} characters")
    for ch in value:
        if ch not in "\n\t" and unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co"):
            raise InputError(path, f"contains a control character U+{ord(ch):04X}")
    return value


def ident(value: Any, path: str) -> str:
    if not isinstance(value, str) or not ID_RE.match(value):
        raise InputError(path, "must be an id of lowercase letters, digits, '.', '_' or '-' "
                         "(at most 64, starting with a letter or digit)")
    return value


def choice(value: Any, path: str, options: Collection[str]) -> str:
    if not isinstance(value, str) or value not in options:
        raise InputError(path, f"must be one of {list(options)}, not {value!r}")
    return value


def items(value: Any, path: str, limit: int = MAX_ITEMS) -> list[Any]:
    if not isinstance(value, list):
        raise InputError(path, "must be a list")
    if len(value) > limit:
        raise InputError(path, f"has more than {limit} items")
    return value


def point(value: Any, path: str) -> tuple[float, float]:
    if not isinstance(value, list) or len(value) != 2:
        raise InputError(path, "must be a point [x, y] in metres")
    return (number(value[0], join(path, 0), -10, 10), number(value[1], join(path, 1), -10, 10))


def interval(value: Any, path: str) -> tuple[float, float]:
    lo, hi = point(value, path)
    if lo >= hi:
        raise InputError(path, "must be [low, high] with low < high")
    return (lo, hi)
