"""Limits on untrusted data, enforced before and while it is parsed.

Every file or stream the program reads from outside (the CLI's JSON, ``--table`` files, drill
packs) is text that anyone may have written. The parsers we use are correct but not cheap on
hostile text: ``json`` recurses once per nesting level (a RecursionError at ~1,000), ``int``
refuses more than 4,300 digits with a ValueError and ``float`` turns ``1e400`` into infinity,
and ``tomllib`` needs quadratic time for a long dotted key (80 kB took 27 s). So the size,
the nesting depth and the dotted-key length are measured on the raw text first, numbers are
checked as the parser meets them, and string lengths are checked on the parsed tree. Every
refusal is an :class:`InputError` naming the field (or "input" for the text as a whole).

Lives in ``simulation`` (no third-party imports) so that ``drills`` and the CLI share
one set of rules; the CLI's reading of files and stdin is in ``coach_app/cli/jsonio.py``.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
import tomllib
from dataclasses import dataclass
from itertools import accumulate
from pathlib import Path
from typing import Any

from simulation.errors import InputError


@dataclass(frozen=True)
class Limits:
    """How much of a document the program accepts (docs/headless.md lists the defaults)."""

    max_bytes: int = 4 * 1024 * 1024
    max_depth: int = 64
    max_string: int = 10_000
    #: Largest magnitude of any number; integers also at most this many digits.
    max_number: float = 1e15
    max_int_digits: int = 18
    #: Longest dotted TOML key (``a.b.c`` has 3 parts): tomllib is quadratic in it, and
    #: even at 8 parts a 256 kB file of such keys takes about half a second. Shipped packs
    #: use at most 3 (``[[drills.solutions.shots]]``).
    max_key_parts: int = 8


DEFAULT_LIMITS = Limits()

_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_TOML_STRINGS = re.compile(r'"""(?:[^\\]|\\.)*?"""|\'\'\'.*?\'\'\'|"(?:[^"\\\n]|\\.)*"'
                           r"|'[^'\n]*'|#[^\n]*", re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}
_KEY_PART = r'(?:[A-Za-z0-9_-]+|"(?:[^"\\\n]|\\.)*"|\'[^\'\n]*\')'


def nesting_depth(text: str, strings: re.Pattern[str] = _JSON_STRING) -> int:
    """The deepest bracket nesting outside strings, measured without recursion."""
    brackets = _NOT_BRACKET.sub("", strings.sub("", text))
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0)


def check_text(text: str, field: str, limits: Limits,
               strings: re.Pattern[str] = _JSON_STRING) -> None:
    if len(text) > limits.max_bytes:
        raise InputError(field, f"is larger than {limits.max_bytes} bytes")
    if nesting_depth(text, strings) > limits.max_depth:
        raise InputError(field, f"is nested too deeply (more than {limits.max_depth} levels)")


@dataclass(frozen=True)
class _Refused:
    """A number the parser met and refused; :func:`check_tree` reports it with its path."""

    reason: str


def _number_hooks(limits: Limits) -> dict[str, Any]:
    """Parser hooks that never build a huge int or an infinite float: the text is measured
    first, and a refused number becomes a :class:`_Refused` marker (so the error can name
    the field, which the parser does not know)."""

    def parse_int(s: str) -> int | _Refused:
        if len(s.lstrip("-+")) > limits.max_int_digits:
            return _Refused(f"number {s[:12]}… has more than {limits.max_int_digits} digits")
        value = int(s)
        if abs(value) > limits.max_number:
            return _Refused(f"number {s} is larger than {limits.max_number:g}")
        return value

    def parse_float(s: str) -> float | _Refused:
        if len(s) > 40:
            return _Refused(f"number {s[:12]}… is too long")
        value = float(s)
        if not math.isfinite(value) or abs(value) > limits.max_number:
            return _Refused(f"number {s} is not a finite number within ±{limits.max_number:g}")
        return value

    def parse_constant(s: str) -> _Refused:
        return _Refused(f"{s} is not a number (NaN and Infinity are refused)")

    return {"parse_int": parse_int, "parse_float": parse_float,
            "parse_constant": parse_constant}


def loads_json(text: str, field: str = "input", limits: Limits = DEFAULT_LIMITS) -> Any:
    """Parse JSON text within ``limits``; malformed or excessive text is an InputError."""
    check_text(text, field, limits)
    try:
        data = json.loads(text, **_number_hooks(limits))
    except json.JSONDecodeError as exc:
        raise InputError(field, f"malformed JSON at line {exc.lineno}, column {exc.colno}: "
                         f"{exc.msg}") from None
    except RecursionError:
        raise InputError(field, "is nested too deeply") from None
    check_tree(data, "", limits)
    return data


def loads_toml(text: str, field: str = "input", limits: Limits = DEFAULT_LIMITS) -> Any:
    """Parse TOML text within ``limits`` (same rules as JSON, plus the dotted-key length)."""
    check_text(text, field, limits, _TOML_STRINGS)
    long_key = re.search(rf"{_KEY_PART}(?:[ \t]*\.[ \t]*{_KEY_PART}){{{limits.max_key_parts},}}",
                         _TOML_STRINGS.sub('""', text))
    if long_key:
        raise InputError(field, f"has a dotted key of more than {limits.max_key_parts} parts")
    try:
        data = tomllib.loads(text, parse_float=_number_hooks(limits)["parse_float"])
    except tomllib.TOMLDecodeError as exc:
        raise InputError(field, f"is not valid TOML: {exc}") from None
    except ValueError:  # int() past 4,300 digits: tomllib does not wrap it
        raise InputError(field, "has a number with too many digits") from None
    except RecursionError:
        raise InputError(field, "is nested too deeply") from None
    check_tree(data, "", limits)
    return data


def _join(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


def _check_unicode(text: str, where: str) -> None:
    """JSON may escape a lone surrogate ("\\ud800"); no UTF-8 output could print it back."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise InputError(where or "input", "is not valid Unicode text (a lone surrogate)"
                         ) from None


def check_tree(data: Any, path: str, limits: Limits = DEFAULT_LIMITS) -> None:
    """Check every string, key and number of parsed data; raise naming the first bad one.

    Iterative, so it is safe on any depth the parser produced (TOML has no depth check of
    its own before this point)."""
    stack: list[tuple[str, Any, int]] = [(path, data, 0)]
    while stack:
        where, value, depth = stack.pop()
        if depth > limits.max_depth:
            raise InputError(where or "input", "is nested too deeply (more than "
                             f"{limits.max_depth} levels)")
        if isinstance(value, _Refused):
            raise InputError(where or "input", value.reason)
        if isinstance(value, str):
            if len(value) > limits.max_string:
                raise InputError(where or "input", f"is longer than {limits.max_string} "
                                 "characters")
            _check_unicode(value, where)
        elif isinstance(value, bool) or value is None:
            continue
        elif isinstance(value, int):
            if abs(value) > limits.max_number:
                raise InputError(where or "input", f"number {str(value)[:12]}… is larger than "
                                 f"{limits.max_number:g}")
        elif isinstance(value, float):
            if not math.isfinite(value) or abs(value) > limits.max_number:
                raise InputError(where or "input", "must be a finite number within "
                                 f"±{limits.max_number:g}")
        elif isinstance(value, dict):
            for key, item in value.items():
                if len(key) > 200:
                    raise InputError(where or "input", "has a key longer than 200 characters")
                _check_unicode(key, where)
                stack.append((_join(where, key), item, depth + 1))
        elif isinstance(value, list):
            stack.extend((_join(where, i), item, depth + 1) for i, item in enumerate(value))


def read_file_bytes(path: str | Path, field: str, limit: int = DEFAULT_LIMITS.max_bytes
                    ) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    Opened non-blocking and checked with ``fstat`` on the open descriptor, so a FIFO, a
    socket or a device is refused at once instead of hanging, and the file checked is the
    file read."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
                     | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        raise InputError(field, f"cannot read {path}: {exc.strerror}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise InputError(field, f"{path} is not a regular file")
        if info.st_size > limit:
            raise InputError(field, f"{path} is larger than {limit} bytes")
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise InputError(field, f"cannot read {path}: {exc.strerror}") from None
    finally:
        os.close(fd)
    if size > limit:
        raise InputError(field, f"{path} is larger than {limit} bytes")
    return b"".join(chunks)
