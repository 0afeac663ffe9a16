"""Writing drill packs as TOML (the standard library only reads it).

The solution finder records solutions into the built-in packs with this, and the drill
editor saves a user's pack with it. Only the plain data a pack holds is supported (strings,
numbers, booleans, lists, tables); the output reads back with ``tomllib`` to the same data,
which a test checks on every built-in pack.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from typing import Any

#: A table whose values are all plain and whose inline form fits this width is written inline.
INLINE_WIDTH = 96


def dumps(data: Mapping[str, Any], header: str = "") -> str:
    lines = [f"# {h}" if h else "#" for h in header.splitlines()]
    if lines:
        lines.append("")
    _table(data, [], lines)
    return "\n".join(lines).rstrip("\n") + "\n"


def _key(k: str) -> str:
    bare = k and all(c.isascii() and (c.isalnum() or c in "-_") for c in k)
    return k if bare else json.dumps(k, ensure_ascii=False)


def _scalar(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        if not math.isfinite(v):
            raise ValueError("TOML packs hold finite numbers only")
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    raise TypeError(f"cannot write {type(v).__name__} to TOML")


def _plain(v: Any) -> bool:
    """Values that can sit on one line: scalars, lists of plain values, flat tables."""
    if isinstance(v, Mapping):
        return all(_plain(x) for x in v.values())
    if isinstance(v, list):
        return all(_plain(x) for x in v)
    return True


def _value(v: Any) -> str:
    if isinstance(v, Mapping):
        return "{ " + ", ".join(f"{_key(k)} = {_value(x)}" for k, x in v.items()) + " }"
    if isinstance(v, list):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    return _scalar(v)


def _is_table_array(v: Any) -> bool:
    return isinstance(v, list) and bool(v) and all(isinstance(x, Mapping) for x in v)


def _table(data: Mapping[str, Any], path: list[str], lines: list[str]) -> None:
    later: list[tuple[str, Any]] = []
    for k, v in data.items():
        fits = _plain(v) and len(_value(v)) + len(k) + 3 <= INLINE_WIDTH
        if (isinstance(v, Mapping) or _is_table_array(v)) and not fits:
            later.append((k, v))
        else:
            lines.append(f"{_key(k)} = {_value(v)}")
    for k, v in later:
        sub = [*path, _key(k)]
        if isinstance(v, Mapping):
            lines.extend(["", f"[{'.'.join(sub)}]"])
            _table(v, sub, lines)
        else:
            for item in v:
                lines.extend(["", f"[[{'.'.join(sub)}]]"])
                _table(item, sub, lines)
