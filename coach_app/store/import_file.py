"""Reading a history file to import (``history import`` and the app's Import history…).

The file is untrusted: it must be a regular file (a named pipe or a device would hang the
reader or never end), of a bounded size, and strict JSON (no NaN or Infinity, no absurd
nesting, no number of thousands of digits). Its content is checked by the importer.
"""

from __future__ import annotations

import json
from pathlib import Path

from simulation.errors import InputError

#: The largest history file an import reads (100,000 shots export to about 200 MB).
MAX_IMPORT_BYTES = 512 * 2**20


def _refuse_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number JSON allows")


def read_import_file(path: Path) -> object:
    """The import file as JSON: a regular file (a pipe or a device would hang or never
    end), of a bounded size, strict JSON (no NaN or Infinity, no absurd nesting)."""
    try:
        if not path.is_file():
            raise InputError("file", f"{path} is not a regular file; nothing was imported")
        if path.stat().st_size > MAX_IMPORT_BYTES:
            raise InputError("file", f"{path} is larger than {MAX_IMPORT_BYTES >> 20} MB; "
                             "nothing was imported")
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise InputError("file", f"cannot read {path}: {exc.strerror}") from exc
    except UnicodeDecodeError:
        raise InputError("file", f"{path} is not UTF-8 text; nothing was imported") from None
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as exc:
        raise InputError("file", f"{path} is not valid JSON (line {exc.lineno}, column "
                         f"{exc.colno}: {exc.msg}); nothing was imported") from None
    except ValueError as exc:  # NaN/Infinity, or a number of thousands of digits
        raise InputError("file", f"{path}: {exc}; nothing was imported") from None
    except RecursionError:
        raise InputError("file", f"{path} is nested too deeply; nothing was imported") \
            from None
