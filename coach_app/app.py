"""Application setup: the QApplication, its names (for QSettings), translators, the window.

``run_app`` is what ``pyramid-coach`` with no arguments calls. Everything a test needs to
build the same window with its own settings file lives in :func:`configure_application`
and :class:`coach_app.main_window.MainWindow`, so nothing here is global state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from coach_app.i18n import Translations
    from coach_app.main_window import MainWindow
    from coach_app.settings import SettingsStore

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


def build_main_window(app: QApplication, store: SettingsStore,
                      ) -> tuple[Translations, MainWindow]:
    """The window ``pyramid-coach`` opens, in the saved (or the system's) language.

    Shared by :func:`run_app` and ``pyramid-coach bench gui``, so the benchmark times
    exactly what a user waits for, with a settings store of its own.
    """
    from coach_app.i18n import Translations, system_language
    from coach_app.main_window import MainWindow

    configure_application(app)
    app.setStyle("Fusion")
    translations = Translations(app)
    prefs = store.load()
    translations.set_language(prefs.language or system_language())
    return translations, MainWindow(store, translations)


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
    from coach_app.settings import SettingsStore

    app = new_application(argv)
    configure_application(app)
    translations, window = build_main_window(app, SettingsStore(QSettings()))
    window.show()
    code = app.exec()
    translations.uninstall()
    return code
