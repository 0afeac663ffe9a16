"""A SQLite history file: looked at without a trace, created whole or not at all.

*Looking* (before the program decides whether it may use a file at all) must leave the
file and its folder exactly as they were, also for a file that is then refused. A plain
read-only connection does not: on a database in WAL mode SQLite makes ``-wal`` and
``-shm`` files beside it, and cannot remove them again without write access. So the look
reads the header first (:func:`look`), and then opens the file the one way that creates
nothing (:func:`look_uri`):

* no ``-wal`` file beside it: everything committed is in the file itself, which is opened
  ``immutable`` (SQLite then takes no lock and makes no file);
* ``-wal`` and ``-shm`` both there (another program has it open): ``mode=ro`` uses them
  as they are;
* a ``-wal`` left without its ``-shm`` (a crash): the two are copied to a temporary folder
  and the copy is looked at.

*Creating* a new history builds it in a hidden temporary file beside the target and renames
it into place once its schema is complete and closed (:func:`create`), so a zero-byte or
half-made history never appears under the history's name, even if the program is killed
while creating it; a zero-byte file found there is therefore not ours and is refused.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import quote

from coach_app.store.errors import StoreError, StoreErrorKind

SQLITE_MAGIC = b"SQLite format 3\x00"
#: Header offsets 18 and 19: file format write and read versions, 2 meaning WAL.
_WAL_VERSION = 2


def look(path: Path) -> bool:
    """Whether a history file is at ``path`` (False: none yet). Refuses, touching nothing,
    a folder, an empty file, a file that is not SQLite and one that cannot be read."""
    try:
        info = path.stat()
    except FileNotFoundError:
        return False
    except OSError as exc:
        raise StoreError(StoreErrorKind.UNREACHABLE,
                         f"cannot look at {path}: {exc.strerror or exc}") from None
    if stat.S_ISDIR(info.st_mode):
        raise StoreError(StoreErrorKind.UNREACHABLE, f"{path} is a folder, not a history file")
    if not stat.S_ISREG(info.st_mode):
        raise StoreError(StoreErrorKind.UNREACHABLE, f"{path} is not a regular file")
    if info.st_size == 0:
        raise StoreError(StoreErrorKind.EMPTY,
                         f"{path} is an empty file (0 bytes), not a history; it was left as it "
                         "is (delete it to start a new history there)")
    header = _header(path)
    if header[: len(SQLITE_MAGIC)] != SQLITE_MAGIC:
        raise StoreError(StoreErrorKind.CORRUPT,
                         f"{path} is not a SQLite database (damaged or another kind of "
                         "file); it was left as it is")
    return True


def _header(path: Path) -> bytes:
    try:
        with path.open("rb") as fh:
            return fh.read(100)
    except OSError as exc:
        raise StoreError(StoreErrorKind.UNREACHABLE,
                         f"cannot read {path}: {exc.strerror or exc}") from None


def _uri(path: Path, *options: str) -> str:
    return f"file:{quote(str(path))}?" + "&".join(options)


@contextlib.contextmanager
def look_uri(path: Path) -> Iterator[str]:
    """A SQLite URI that reads ``path`` without creating anything beside it (see the
    module docstring); valid while the block runs."""
    header = _header(path)
    wal_mode = len(header) >= 20 and header[18] == _WAL_VERSION
    wal, shm = (path.with_name(path.name + s) for s in ("-wal", "-shm"))
    if not wal_mode or not wal.exists():
        # A rollback-journal file needs no side file to be read; a WAL file without a -wal
        # has every commit in the file itself.
        yield _uri(path, "mode=ro", *(("immutable=1",) if wal_mode else ()))
    elif shm.exists():
        yield _uri(path, "mode=ro")
    else:
        with tempfile.TemporaryDirectory(prefix="pyramid-look-") as tmp:
            copy = Path(tmp) / path.name
            shutil.copyfile(path, copy)
            shutil.copyfile(wal, copy.with_name(copy.name + "-wal"))
            yield _uri(copy, "mode=ro")


def changed_since(path: Path, before: os.stat_result | None) -> bool:
    """Did ``path`` (or its -wal) change after ``before`` was taken? An ``immutable`` look
    at a file another program writes meanwhile may read torn pages: a refusal is then
    looked at again the ordinary way before it is believed."""
    if before is None:
        return False
    try:
        now = path.stat()
    except OSError:
        return True
    wal = path.with_name(path.name + "-wal")
    return (now.st_mtime_ns, now.st_size) != (before.st_mtime_ns, before.st_size) \
        or wal.exists()


def stat_of(path: Path) -> os.stat_result | None:
    try:
        return path.stat()
    except OSError:
        return None


def create(path: Path, build: Callable[[Path], None]) -> None:
    """Make a new history at ``path``: ``build(tmp)`` creates its schema in a temporary file
    beside it, which is renamed into place when complete (see the module docstring). The
    caller holds the opening lock; temporary files of a creation that was killed are
    removed first."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StoreError(StoreErrorKind.UNREACHABLE,
                         f"cannot create {path.parent}: {exc.strerror or exc}") from None
    stem = f".{path.name}.new-"
    for old in path.parent.glob(glob_escape(stem) + "*"):
        with contextlib.suppress(OSError):
            old.unlink()
    tmp = path.with_name(f"{stem}{os.getpid()}")
    try:
        build(tmp)
        for side in ("-wal", "-shm", "-journal"):  # gone once closed; never carried over
            tmp.with_name(tmp.name + side).unlink(missing_ok=True)
        os.replace(tmp, path)
        _sync_folder(path.parent)
    except OSError as exc:
        raise StoreError(StoreErrorKind.UNREACHABLE,
                         f"cannot create the history {path}: {exc.strerror or exc}") from None
    finally:
        for side in ("", "-wal", "-shm", "-journal"):
            with contextlib.suppress(OSError):
                tmp.with_name(tmp.name + side).unlink()


def writable_again(path: Path) -> bool:
    """A file made writable again after SQLite opened it read-only: SQLite made its
    ``-wal`` and ``-shm`` with the file's permissions then (read-only), and would open
    every later connection read-only through them, also after a restart. Being our own
    side files, they get the file's permissions again (nothing is changed while the file
    itself is still read-only). Returns whether one was changed."""
    if not os.access(path, os.W_OK):
        return False
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except OSError:
        return False
    changed = False
    for side in ("-wal", "-shm"):
        other = path.with_name(path.name + side)
        with contextlib.suppress(OSError):
            if not other.stat().st_mode & stat.S_IWUSR:
                os.chmod(other, mode)
                changed = True
    return changed


def glob_escape(text: str) -> str:
    return "".join(f"[{c}]" if c in "*?[" else c for c in text)


def _sync_folder(folder: Path) -> None:
    """The rename survives a power cut once the folder's entry is on disk (POSIX)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
