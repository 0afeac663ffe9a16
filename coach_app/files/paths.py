"""Whether a path could name a file at all, checked before any file call is made.

A name longer than the file system allows (255 bytes on Linux, macOS and Windows), a path
over 4096 bytes, a NUL byte or text that is not valid in a file name make ``open`` or
``stat`` raise where no caller expects it (Python 3.11's ``Path.is_dir`` lets
ENAMETOOLONG through). The commands refuse such a ``--db`` or ``--user-dir`` in one line
(coach_app/cli/jsonio.py, coach_app/store/location.py) instead.
"""

from __future__ import annotations

import os

#: The longest name of one folder or file (NAME_MAX).
MAX_NAME = 255
#: The longest path (PATH_MAX on Linux).
MAX_PATH = 4096


def path_problem(text: str) -> str | None:
    """Why ``text`` cannot be a path, or None when it can."""
    if "\x00" in text:
        return "a path cannot hold a NUL character"
    try:
        encoded = os.fsencode(text)
    except UnicodeEncodeError:
        return "the path is not valid text"
    if len(encoded) > MAX_PATH:
        return f"the path is longer than {MAX_PATH} bytes"
    long = next((p for p in encoded.replace(b"\\", b"/").split(b"/") if len(p) > MAX_NAME),
                None)
    if long is not None:
        return (f"a folder or file name is longer than {MAX_NAME} bytes "
                f"({os.fsdecode(long)[:40]}…)")
    return None
