"""Application setup: the QApplication, its names (for QSettings), translators, the window.

``run_app`` is what ``pyramid-coach`` with no arguments calls. Everything a test needs to
build the same window with its own settings file lives in :func:`configure_application`
and :class:`coach_app.shell.main_window.MainWindow`, so nothing here is global state.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from coach_app.qtkit.i18n import Translations
    from coach_app.qtkit.settings import SettingsStore
    from coach_app.shell.crash import CrashNotice
    from coach_app.shell.history_open import Opened
    from coach_app.shell.main_window import MainWindow

log = logging.getLogger(__name__)

ORGANIZATION = "PyramidCoach"
ORGANIZATION_DOMAIN = "pyramid-coach.org"
APPLICATION = "Pyramid Coach"


def configure_application(app: QCoreApplication) -> None:
    """Names used by QSettings and the window system."""
    app.setOrganizationName(ORGANIZATION)
    app.setOrganizationDomain(ORGANIZATION_DOMAIN)
    app.setApplicationName(APPLICATION)
    if isinstance(app, QGuiApplication):
        app.setApplicationDisplayName(APPLICATION)
        app.setDesktopFileName("pyramid-coach")


def build_main_window(app: QApplication, store: SettingsStore, history: Opened | None = None,
                      ) -> tuple[Translations, MainWindow]:
    """The window ``pyramid-coach`` opens, in the saved (or the system's) language.

    Shared by :func:`run_app` and ``pyramid-coach bench gui``, so the benchmark times
    exactly what a user waits for, with a settings store of its own (and no history).
    """
    from coach_app.qtkit.i18n import Translations, system_language
    from coach_app.shell.main_window import MainWindow

    configure_application(app)
    app.setStyle("Fusion")
    translations = Translations(app)
    prefs = store.load()
    translations.set_language(prefs.language or system_language())
    return translations, MainWindow(store, translations, history=history)


def new_application(argv: list[str]) -> QApplication:
    """The process's QApplication (made once), with high-DPI painting set up."""
    # Fractional scale factors (125 %, 150 %) drawn as they are: the table is painted in
    # floating point, so it stays sharp instead of being rounded to whole pixels.
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
        Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    app = QApplication.instance() or QApplication(["pyramid-coach", *argv])
    assert isinstance(app, QApplication)
    return app


def run_app(argv: list[str]) -> int:
    """``pyramid-coach [--db URL]``: the window, with the history opened from ``--db``, else
    ``PYRAMID_COACH_DB``, else the settings, else the user's data directory. A refused
    database is explained in a message box and the app runs on without history."""
    from coach_app.qtkit.settings import SettingsStore
    from coach_app.shell.history_open import db_option, history_url, journal_folder

    db, argv = db_option(argv)
    app = new_application(argv)
    configure_application(app)
    notice, restore_hooks = start_diagnostics(app)
    settings = SettingsStore(QSettings())
    translations, window = build_main_window(app, settings)
    notice.window = window
    window.show()
    open_history_when_shown(window, history_url(db, settings.database()), journal_folder())
    code = app.exec()
    log.info("Pyramid Coach ends (exit code %d)", code)
    restore_hooks()
    translations.uninstall()
    return code


def open_history_when_shown(window: MainWindow, url: str, journal_dir: Path,
                            attached: Callable[[], None] | None = None) -> None:
    """Open the history behind the shown window. SQLAlchemy and Alembic take about a
    second to import: that happens on the store lane while the window is already usable;
    opening the file itself is quick. ``attached`` runs once the window has it (the cold
    start bench times that moment)."""
    from coach_app.qtkit.tasks import Lane
    from coach_app.shell.history_open import open_history

    def attach(_store: object) -> None:
        window.hub.attach(open_history(url, journal_dir))
        if attached is not None:
            attached()

    window.hub.expect()
    window.tasks.run(Lane.STORE, lambda _t: import_module("coach_app.store.repository"),
                     success=attach, what="importing the history store")


def start_diagnostics(app: QApplication) -> tuple[CrashNotice, Callable[[], None]]:
    """The log file in the data folder (none if the folder cannot be written: the program
    runs on) and the hooks that log any uncaught exception and show the user a notice."""
    from coach_app.files.logs import install_excepthooks, start_logging
    from coach_app.shell.crash import CrashNotice

    try:
        log_path: Path | None = start_logging()
    except OSError:
        log_path = None
    notice = CrashNotice(log_path, app)
    return notice, install_excepthooks(notice.notify)
