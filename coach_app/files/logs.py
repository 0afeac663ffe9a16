"""The program's log: a rotating file in the user's data folder, and the hooks that put
every unhandled exception into it.

A user who meets a problem has something to send: ``logs/pyramid-coach.log`` in the data
folder (:mod:`coach_app.files.folders`), the last few megabytes of it kept in rotation. It
holds the lifecycle of a run (start, the history opened or refused, writes kept for later
and saved, background work that failed) and the full traceback of anything that went
wrong. Nothing secret is written: every line passes :func:`mask_secrets`, so a database URL
with a password (a club's PostgreSQL server) is logged as ``postgresql://coach:***@host``.

:func:`install_excepthooks` sends an exception no code caught, on the UI thread
(``sys.excepthook``) or any other (``threading.excepthook``), to the log and then to
``notify`` — the window's short message that says where the log is
(:mod:`coach_app.shell.crash`). No Qt here.
"""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Callable
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

from coach_app.files.folders import data_folder
from coach_app.files.secrets import mask_secrets

LOG_FILE = "pyramid-coach.log"
#: One file's size and how many old ones are kept: a few megabytes in all.
MAX_BYTES = 1_000_000
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s] %(message)s"

log = logging.getLogger("coach_app")

class MaskingFormatter(logging.Formatter):
    """Formats a record, traceback included, then masks what it would give away."""

    def format(self, record: logging.LogRecord) -> str:
        return mask_secrets(super().format(record))


def log_folder() -> Path:
    return data_folder() / "logs"


def start_logging(folder: Path | None = None, level: int = logging.INFO) -> Path:
    """Log to ``folder`` (default: ``logs`` in the data folder), rotating; returns the
    file's path. Called again with the same folder, it changes nothing."""
    folder = folder or log_folder()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / LOG_FILE
    root = logging.getLogger()
    for handler in root.handlers:
        if isinstance(handler, RotatingFileHandler) and \
                Path(handler.baseFilename) == path.resolve():
            return path
    handler = RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS,
                                  encoding="utf-8")
    handler.setFormatter(MaskingFormatter(FORMAT))
    root.addHandler(handler)
    root.setLevel(min(root.level or level, level) if root.handlers[:-1] else level)
    log.info("Pyramid Coach starts (Python %s, %s)", sys.version.split()[0], sys.platform)
    return path


def stop_logging(path: Path) -> None:
    """Close the handler writing to ``path`` (tests, and the end of a run)."""
    root = logging.getLogger()
    for handler in list(root.handlers):
        if isinstance(handler, RotatingFileHandler) and \
                Path(handler.baseFilename) == path.resolve():
            root.removeHandler(handler)
            handler.close()


ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


def log_unhandled(exc_info: ExcInfo, where: str) -> None:
    log.critical("Unhandled exception %s", where, exc_info=exc_info)


def install_excepthooks(notify: Callable[[BaseException], None]) -> Callable[[], None]:
    """Log every uncaught exception with its traceback, then ``notify(exception)``
    (KeyboardInterrupt goes on as Python handles it). Returns the function that puts the
    previous hooks back."""
    previous_sys, previous_thread = sys.excepthook, threading.excepthook

    def on_main(kind: type[BaseException], error: BaseException,
                tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            previous_sys(kind, error, tb)
            return
        log_unhandled((kind, error, tb), "on the UI thread")
        notify(error)

    def on_thread(args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None or issubclass(args.exc_type, SystemExit):
            return
        name = args.thread.name if args.thread is not None else "?"
        log_unhandled((args.exc_type, args.exc_value, args.exc_traceback),
                      f"in thread {name}")
        notify(args.exc_value)

    sys.excepthook, threading.excepthook = on_main, on_thread

    def restore() -> None:
        sys.excepthook, threading.excepthook = previous_sys, previous_thread

    return restore
