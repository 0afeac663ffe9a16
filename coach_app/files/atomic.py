"""Files written whole or not at all: history export, the PDF report, drill-pack export, the
journal of unsaved shots when it is rewritten and the file they are saved to.

Each output is written to a temporary file in the target's own folder (same file system, so
the final :func:`os.replace` is atomic) and renamed over the target only once it is complete
and flushed to disk. A failure (full disk, a killed process, an exception while drawing a
report) leaves any existing file untouched and no partial file behind. The target is
checked first (:func:`check_target`) so that a folder or an unwritable path is refused
before minutes of work, not after.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path

from simulation.errors import InputError


def check_target(target: str | Path, field: str) -> Path:
    """The path to write, refused (InputError naming ``field``) when it is a folder or
    something else than a regular file, when its folder does not exist, or when the
    folder or the existing file cannot be written."""
    path = Path(target)
    if str(target).endswith(("/", os.sep)):
        raise InputError(field, f"{target} is a folder, not a file")
    try:
        info = path.stat()
    except FileNotFoundError:
        info = None
    except OSError as exc:
        raise InputError(field, f"cannot write {path}: {exc.strerror}") from None
    if info is not None:
        if stat.S_ISDIR(info.st_mode):
            raise InputError(field, f"{path} is a folder, not a file")
        if not stat.S_ISREG(info.st_mode):
            raise InputError(field, f"{path} is not a regular file")
        if not os.access(path, os.W_OK):
            raise InputError(field, f"cannot write {path}: permission denied")
    folder = path.parent
    if not folder.is_dir():
        raise InputError(field, f"folder {folder} does not exist")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise InputError(field, f"cannot write in folder {folder}: permission denied")
    return path


@contextlib.contextmanager
def atomic_path(target: str | Path) -> Iterator[Path]:
    """A temporary path beside ``target`` to write; renamed over ``target`` when the block
    ends normally, deleted when it raises. OSError reaches the caller unchanged."""
    path = Path(target)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    os.close(fd)
    tmp = Path(tmp_name)
    try:
        yield tmp
        _fsync(tmp)
        if path.exists():
            with contextlib.suppress(OSError):
                os.chmod(tmp, stat.S_IMODE(path.stat().st_mode))
        else:
            # mkstemp makes the file private (0600); an export is an ordinary file.
            with contextlib.suppress(OSError):
                os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def write_text(target: str | Path, text: str) -> Path:
    """Write ``text`` (UTF-8, ``\\n`` line ends) to ``target`` atomically."""
    path = Path(target)
    with atomic_path(path) as tmp, open(tmp, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(text)
    return path


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)

