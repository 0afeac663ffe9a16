"""Application setup: the QApplication, its names (for QSettings), translators, the window.

``run_app`` is what ``pyramid-coach`` with no arguments calls. Everything a test needs to
build the same window with its own settings file lives in :func:`configure_application`
and :class:`coach_app.shell.main_window.MainWindow`, so nothing here is global state.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from coach_app.qtkit.i18n import Translations
    from coach_app.qtkit.settings import SettingsStore
    from coach_app.shell.history_open import Opened
    from coach_app.shell.main_window import MainWindow

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
    from coach_app.shell.history_open import db_option, history_url, journal_folder, open_history

    db, argv = db_option(argv)
    app = new_application(argv)
    configure_application(app)
    settings = SettingsStore(QSettings())
    translations, window = build_main_window(app, settings)
    window.show()
    # SQLAlchemy and Alembic take about a second to import: that happens on a worker
    # thread while the window is already usable; opening the file itself is quick.
    window.hub.expect()
    loader = HistoryLoader(app)
    loader.ready.connect(lambda: window.hub.attach(
        open_history(history_url(db, settings.database()), journal_folder())),
        Qt.ConnectionType.QueuedConnection)
    loader.start()
    code = app.exec()
    translations.uninstall()
    return code


class HistoryLoader(QObject):
    """Imports the history store on a worker thread, then says so on the UI thread."""

    ready = Signal()

    def start(self) -> None:
        threading.Thread(target=self._load, name="history-import", daemon=True).start()

    def _load(self) -> None:
        import coach_app.store  # noqa: F401 - warming the import is the point

        self.ready.emit()  # queued to the UI thread, where the store is then opened
