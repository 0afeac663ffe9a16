"""Opening the history for the desktop app, and telling the user when it cannot be used.

The database comes from ``--db URL`` on the command line, else ``PYRAMID_COACH_DB``, else
the settings, else the file in the user's data directory (docs/history.md). A database the
store refuses (newer, corrupt, empty, altered, not ours, unreachable, not a database
address at all) is never touched: the app says so in a message box, in the user's language,
and carries on recording into the journal of unsaved shots (coach_app/recording/journal.py),
so a broken file or a mistyped ``--db`` never costs anyone their game, nor a shot. No
message shows a database password.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

if TYPE_CHECKING:  # SQLAlchemy and Alembic take a second to import: only when opening
    from coach_app.store import History, StoreError

#: lupdate finds translate("HistoryUi", "...") calls by this name.
translate = QCoreApplication.translate


@dataclass(frozen=True)
class Opened:
    """What opening the history gave: the history, or why there is none; where unsaved
    writes are journalled (None: not journalled), and what the opening tidied up: shots
    recovered from the journals of an earlier run, sessions and attempts closed as
    interrupted."""

    history: History | None
    error: StoreError | None = None
    journal_dir: Path | None = None
    recovered: int = 0
    interrupted: int = 0
    #: The database asked for, as messages and the journal name it (no password).
    database: str = ""
    #: On a club's server, the player the login is (shots are recorded for them).
    own_player: str | None = None


log = logging.getLogger(__name__)

def db_option(argv: Sequence[str]) -> tuple[str | None, list[str]]:
    """``--db URL`` / ``--db=URL`` taken out of the app's arguments (Qt gets the rest)."""
    rest: list[str] = []
    value: str | None = None
    it = iter(argv)
    for arg in it:
        if arg == "--db":
            value = next(it, None)
        elif arg.startswith("--db="):
            value = arg.removeprefix("--db=")
        else:
            rest.append(arg)
    return value, rest


def history_url(option: str | None, setting: str = "", env: Mapping[str, str] | None = None) -> str:
    """The option wins, then the environment variable, then the setting, then the default.
    A value that is no usable address is returned as it is: :func:`open_history` refuses it
    with the store's explanation (this must not raise where the window calls it)."""
    import os

    from coach_app.store import ENV_VAR, StoreError, resolve_url

    environ = os.environ if env is None else env
    value = option or environ.get(ENV_VAR) or setting or None
    try:
        if option:
            return resolve_url(option, environ)
        if environ.get(ENV_VAR):
            return resolve_url(None, environ)
        return resolve_url(setting or None, {})
    except StoreError:
        return str(value)


def journal_folder() -> Path:
    """Where the app journals writes the history has not taken yet: the user's data
    folder (beside the default history), whichever database is in use."""
    from coach_app.store import default_path

    return default_path().parent


def open_history(url: str, journal_dir: Path | None = None) -> Opened:
    """Open the history, then put right what an earlier run left: its unsaved writes
    (journals in ``journal_dir``, coach_app.recording.journal) and its open sessions (closed as
    interrupted). Neither may keep the app from starting."""
    from sqlalchemy.exc import SQLAlchemyError

    from coach_app.recording.journal import recover
    from coach_app.store import History, StoreError, StoreErrorKind, open_store
    from coach_app.store.location import mask_url, parse_url, shown_url

    try:
        database = shown_url(parse_url(url))
    except StoreError:
        database = mask_url(url)
    try:
        history = History(open_store(url))
    except StoreError as exc:
        log.warning("The history was refused (%s): %s — %s", exc.kind, database,
                    exc.message)
        return Opened(None, exc, journal_dir, database=database)
    except Exception as exc:
        reason = mask_url(str(exc).strip().splitlines()[0] if str(exc).strip() else
                          type(exc).__name__)
        log.warning("The history could not be opened: %s — %s", database, reason)
        error = StoreError(StoreErrorKind.UNREACHABLE,
                           f"cannot open the history {database}: {reason}")
        return Opened(None, error, journal_dir, database=database)
    log.info("History opened: %s", database)
    recovered = interrupted = 0
    own = None
    try:
        found = history.own_player()
        own = found.id if found is not None else None
    except (StoreError, SQLAlchemyError):
        log.warning("Could not ask the club's server who this login is", exc_info=True)
    try:
        if journal_dir is not None and journal_dir.is_dir():
            recovered = recover(journal_dir, history)
        interrupted = history.close_interrupted()
    except (StoreError, SQLAlchemyError, OSError):
        # A read-only or busy history: tidied at a later start.
        log.warning("The history could not be tidied this time", exc_info=True)
    if recovered or interrupted:
        log.info("Left by an earlier run: %d writes saved from the journal, %d sessions "
                 "closed as interrupted", recovered, interrupted)
    return Opened(history, None, journal_dir, recovered, interrupted, history.store.url, own)


def refusal_text(error: StoreError) -> tuple[str, str]:
    """(headline, what to do) for a refused database, by kind."""
    if error.kind == "denied":
        from coach_app.qtkit.denied_words import denied_advice, denied_headline

        return denied_headline(error), denied_advice()
    what = {
        "newer": (
            translate("HistoryUi", "The history was written by a newer version of Pyramid Coach."),
            translate("HistoryUi", "Update the program to open it. The file was left untouched."),
        ),
        "corrupt": (
            translate("HistoryUi", "The history file is damaged."),
            translate(
                "HistoryUi", "It was not changed: keep a copy and ask for help to rescue it."
            ),
        ),
        "foreign": (
            translate("HistoryUi", "The database is not a Pyramid Coach history."),
            translate(
                "HistoryUi", "Point the program at another file with --db or PYRAMID_COACH_DB."
            ),
        ),
        "empty": (
            translate("HistoryUi", "The history file is empty."),
            translate(
                "HistoryUi", "It holds nothing (0 bytes) and was left as it is. Delete it to "
                "start a new history there, or point the program at another file."
            ),
        ),
        "altered": (
            translate("HistoryUi", "Another program has changed the history."),
            translate(
                "HistoryUi", "It holds triggers, views or tables Pyramid Coach did not make, "
                "which would change or refuse what is recorded. It was left as it is: remove "
                "them (see Details) or point the program at another file."
            ),
        ),
        "bad_url": (
            translate("HistoryUi", "The history's address is not valid."),
            translate(
                "HistoryUi", "Check --db, PYRAMID_COACH_DB or the database setting (Details "
                "say what is wrong) and start the program again."
            ),
        ),
        "unreachable": (
            translate("HistoryUi", "The history database cannot be reached."),
            translate("HistoryUi", "Check the file or the server and start the program again."),
        ),
    }
    return what.get(
        error.kind,
        (
            translate("HistoryUi", "The history cannot be opened."),
            translate("HistoryUi", "Check the database setting."),
        ),
    )


def refusal_box(parent: QWidget | None, error: StoreError) -> QMessageBox:
    """A window-modal warning (not blocking: the app runs on behind it)."""
    headline, advice = refusal_text(error)
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        translate("HistoryUi", "History not available"),
        headline,
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.setObjectName("historyRefused")
    box.setInformativeText(
        advice
        + "\n\n"
        + translate(
            "HistoryUi",
            "You can play on: every shot is kept on this computer and added to this "
            "history the next time the program opens it; when you quit you can also "
            "save them to a file to import.",
        )
    )
    from coach_app.store.location import mask_url

    box.setDetailedText(mask_url(error.message))  # the store's words, never a password
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.open()
    return box


def unavailable_reason(error: StoreError | None) -> str:
    return refusal_text(error)[0] if error is not None else ""
