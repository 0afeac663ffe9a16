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

#: The longest name a folder entry may have where the file system does not say (ext4, NTFS,
#: APFS: 255), and how much of the target's name the temporary file keeps (its own ".",
#: random part and ".part" must fit beside it).
NAME_MAX = 255
TEMP_KEEP = 64


def check_target(target: str | Path, field: str) -> Path:
    """The path to write, refused (InputError naming ``field``) when it is a folder or
    something else than a regular file, when its folder does not exist, or when the
    folder or the existing file cannot be written."""
    path = Path(target)
    if str(target).endswith(("/", os.sep)):
        raise InputError(field, f"{target} is a folder, not a file")
    _check_names(path, field)
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


def _check_names(path: Path, field: str) -> None:
    """Refuse a name longer than the file system takes, saying which and how long (the
    system's own "File name too long" names neither, and Path.is_dir raises it)."""
    for part in path.parts:
        # POSIX file systems count bytes (UTF-8 here), Windows counts UTF-16 units.
        size = len(part) if os.name == "nt" else len(os.fsencode(part))
        if size > NAME_MAX:
            raise InputError(field, f"cannot write {path}: the name {part[:20]}… is {size} "
                             f"{'characters' if os.name == 'nt' else 'bytes'} long, a file or "
                             f"folder name may have at most {NAME_MAX}")


@contextlib.contextmanager
def atomic_path(target: str | Path) -> Iterator[Path]:
    """A temporary path beside ``target`` to write; renamed over ``target`` when the block
    ends normally, deleted when it raises. OSError reaches the caller unchanged."""
    path = Path(target)
    # The temporary name keeps the start of the target's: a legal name of 250 characters
    # would otherwise make one past the limit and refuse a file that can be written.
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name[:TEMP_KEEP]}.", suffix=".part",
                                    dir=path.parent)
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

