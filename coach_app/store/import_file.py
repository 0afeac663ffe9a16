"""Reading a history file to import (``history import`` and the app's Import history…).

The file is untrusted, and is read with the same boundary checks as every other input
(simulation/datalimits.py): a regular file only (a named pipe or a device would hang the
reader), strict JSON (no NaN or Infinity, no absurd nesting, no number of thousands of
digits). Only the size limit is its own: 100,000 shots export to about 200 MB, and a
coach's note may be long. Its content is checked by the importer.
"""

from __future__ import annotations

from pathlib import Path

from simulation.datalimits import Limits, loads_json, read_file_bytes
from simulation.errors import InputError

#: The largest history file an import reads (100,000 shots export to about 200 MB).
MAX_IMPORT_BYTES = 512 * 2**20
IMPORT_LIMITS = Limits(max_bytes=MAX_IMPORT_BYTES, max_string=100_000)


def read_import_file(path: Path) -> object:
    """The import file as JSON, or InputError naming the file (nothing is imported)."""
    try:
        raw = read_file_bytes(path, "file", MAX_IMPORT_BYTES)
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise InputError("file", f"{path} is not UTF-8 text") from None
        try:
            return loads_json(text, "file", IMPORT_LIMITS)
        except InputError as exc:
            raise InputError("file", f"{path} is not valid JSON for an import "
                             f"({exc.field}: {exc.message})") from None
    except InputError as exc:
        raise InputError(exc.field, f"{exc.message}; nothing was imported") from None
