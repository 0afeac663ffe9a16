"""Application setup: the QApplication, its names (for QSettings), translators, the window.

``run_app`` is what ``pyramid-coach`` with no arguments calls. Everything a test needs to
build the same window with its own settings file lives in :func:`configure_application`
and :class:`coach_app.main_window.MainWindow`, so nothing here is global state.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

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


def run_app(argv: list[str]) -> int:
    from coach_app.i18n import Translations, system_language
    from coach_app.main_window import MainWindow
    from coach_app.settings import SettingsStore

    # Fractional scale factors (125 %, 150 %) drawn as they are: the table is painted in
    # floating point, so it stays sharp instead of being rounded to whole pixels.
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
        Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    app = QApplication.instance() or QApplication(["pyramid-coach", *argv])
    assert isinstance(app, QApplication)
    configure_application(app)
    app.setStyle("Fusion")
    store = SettingsStore(QSettings())
    translations = Translations(app)
    prefs = store.load()
    translations.set_language(prefs.language or system_language())
    window = MainWindow(store, translations)
    window.show()
    code = app.exec()
    translations.uninstall()
    return code
