"""Input and output for the headless commands (HEADLESS.md).

One JSON object in (stdin or ``--in FILE``), one JSON object out. Bad input raises
:class:`InputError`; :func:`coach_app.cli.main` turns it into exit 2 with one line on stderr
and nothing on stdout.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from simulation.errors import InputError


def add_input_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--in", dest="infile", metavar="FILE",
                        help="read the JSON input from FILE instead of standard input")


def read_json(args: argparse.Namespace) -> dict[str, Any]:
    path = getattr(args, "infile", None)
    try:
        if path:
            with open(path, encoding="utf-8") as fh:
                text = fh.read()
        else:
            text = sys.stdin.read()
    except OSError as exc:
        raise InputError("--in", f"cannot read {path}: {exc.strerror}") from exc
    except UnicodeDecodeError as exc:
        raise InputError("input", "is not UTF-8 text") from exc
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError("input", f"malformed JSON at line {exc.lineno}, column {exc.colno}: "
                         f"{exc.msg}") from exc
    if not isinstance(data, dict):
        raise InputError("input", "must be one JSON object")
    return data


def write_json(data: Any) -> None:
    """Print one JSON object; compact so traces stay small, sorted nowhere so order is ours."""
    sys.stdout.write(json.dumps(data, ensure_ascii=False, separators=(",", ":")))
    sys.stdout.write("\n")
