"""Input and output for the headless commands (docs/headless.md).

One JSON object in (stdin or ``--in FILE``), one JSON object out. Everything read from outside
goes through here: only regular files are opened (a named pipe or a device would block or
never end), at most :data:`~simulation.datalimits.Limits.max_bytes` are read, the text is
parsed within the limits of :mod:`simulation.datalimits`, and the result is checked against
the command's schema (:mod:`coach_app.cli.schemas`). Bad input raises :class:`InputError`;
:func:`coach_app.cli.main` turns it into exit 2 with one line on stderr and nothing on stdout.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from coach_app.files.reading import decode, read_data_file
from simulation.datalimits import DEFAULT_LIMITS, Limits, loads_json, read_file_bytes
from simulation.errors import InputError
from simulation.validation import validate


def add_input_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--in", dest="infile", metavar="FILE",
                        help="read the JSON input from FILE instead of standard input")


def _read_stdin(limit: int) -> str:
    stream = getattr(sys.stdin, "buffer", None)
    if stream is None:  # a text stream put in place by a test or an embedding program
        text = sys.stdin.read(limit + 1)
        if len(text) > limit:
            raise InputError("input", f"is larger than {limit} bytes")
        return str(text)
    raw = stream.read(limit + 1)
    if len(raw) > limit:
        raise InputError("input", f"is larger than {limit} bytes")
    return decode(raw, "input")


def read_json(args: argparse.Namespace, limits: Limits = DEFAULT_LIMITS) -> dict[str, Any]:
    """The command's JSON object, from ``--in FILE`` or standard input, within ``limits``."""
    path = getattr(args, "infile", None)
    if path:
        text = decode(read_file_bytes(path, "--in", limits.max_bytes), "input")
    else:
        text = _read_stdin(limits.max_bytes)
    data = loads_json(text, "input", limits)
    if not isinstance(data, dict):
        raise InputError("input", "must be one JSON object")
    return data


def load_table(path: str | None) -> Any:
    """``--table FILE``: a table specification file, or the standard table without one."""
    from simulation.table import TableSpec

    if not path:
        return TableSpec()
    data = read_data_file(path, "--table")
    if isinstance(data, dict) and isinstance(data.get("table"), dict):
        data = data["table"]
    from coach_app.cli.schemas import TableInput

    validate(TableInput, data, "table")
    return TableSpec.from_dict(data)


def path_arg(value: str) -> str:
    """``type=`` of a path option (``--user-dir``): a path no file system could hold is
    refused by argparse in one line, exit 2, before anything looks at it."""
    from coach_app.files.paths import path_problem

    problem = path_problem(value)
    if problem is not None:
        raise argparse.ArgumentTypeError(problem)
    return value


def in_range(value: float, option: str, lo: float, hi: float) -> Any:
    """A command-line number within [lo, hi], else an InputError naming the option (finite:
    ``float("nan")`` fails every comparison, so it is refused too)."""
    if not lo <= value <= hi:
        raise InputError(option, f"must be from {lo:g} to {hi:g}")
    return value


def one_line(text: str, limit: int = 500) -> str:
    """An error message safe to print as one line: control characters (a field named
    "\\r" by hostile input, a newline in a value) are escaped, and the length is capped."""
    out = "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text)
    return out if len(out) <= limit else out[: limit - 1] + "…"


def write_json(data: Any) -> None:
    """Print one JSON object; compact so traces stay small, sorted nowhere so order is ours.

    ``allow_nan=False``: a NaN or an infinity in a result is a bug; it must not reach a
    script as output that is not JSON."""
    sys.stdout.write(json.dumps(data, ensure_ascii=False, separators=(",", ":"),
                                allow_nan=False))
    sys.stdout.write("\n")
