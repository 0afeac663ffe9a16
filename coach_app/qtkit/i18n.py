"""Loading and switching the interface language at run time.

The compiled catalogues are read with importlib.resources from the ``translations``
package, so an installed wheel finds them wherever it lives. Installing a translator
makes Qt send every widget a LanguageChange event; each screen answers it by setting its
texts again, so switching needs no restart.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from coach_app.qtkit.settings import LANGUAGES


def system_language() -> str:
    """Russian on a Russian system locale, English everywhere else."""
    return "ru" if QLocale.system().language() == QLocale.Language.Russian else "en"


def catalogue_bytes(language: str) -> bytes:
    """The compiled .qm of our own strings for ``language``."""
    return resources.files("translations").joinpath(f"pyramid_coach_{language}.qm").read_bytes()


class Translations:
    """The translators this program has installed into the application.

    QTranslator.load(bytes) does not copy the data, so the bytes are kept here for as long
    as the translator is installed.
    """

    def __init__(self, app: QCoreApplication) -> None:
        self._app = app
        self._language = ""
        self._installed: list[tuple[QTranslator, bytes | None]] = []

    @property
    def language(self) -> str:
        return self._language

    def set_language(self, language: str) -> bool:
        """Switch to ``language`` ("ru" or "en"); False when its catalogue is missing."""
        if language not in LANGUAGES:
            return False
        if language == self._language:
            return True
        try:
            data = catalogue_bytes(language)
        except OSError:
            return False
        ours = QTranslator()
        if not ours.load(data):
            return False
        self.uninstall()
        self._installed.append((ours, data))
        qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
        qtbase = QTranslator()
        if language != "en" and qtbase.load(f"qtbase_{language}", str(qt_dir)):
            self._installed.append((qtbase, None))
        for translator, _ in self._installed:
            self._app.installTranslator(translator)
        self._language = language
        return True

    def uninstall(self) -> None:
        for translator, _ in self._installed:
            self._app.removeTranslator(translator)
        self._installed.clear()
        self._language = ""
