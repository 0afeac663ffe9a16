"""Screenshots of the desktop app taken from the app itself, for the README and the issue.

    QT_QPA_PLATFORM=offscreen python tools/take_screenshots.py [OUT_DIR]

Writes, for Russian and English: the start screen, the free table mid-shot and a game
verdict (a foul with the penalty-ball prompt). Uses the real physics engine and a
throw-away settings file, so it never touches the user's settings.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from coach_app.app import configure_application
from coach_app.game.session import GameSetup
from coach_app.i18n import Translations
from coach_app.main_window import MainWindow
from coach_app.settings import SettingsStore

SIZE = (1400, 860)


def spin(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def wait_for(condition: object, timeout_ms: int = 20000) -> None:
    waited = 0
    while not condition() and waited < timeout_ms:  # type: ignore[operator]
        spin(20)
        waited += 20


def shots(app: QApplication, lang: str, out: Path) -> list[Path]:
    tmp = tempfile.mkdtemp()
    store = SettingsStore(QSettings(os.path.join(tmp, "s.ini"), QSettings.Format.IniFormat))
    translations = Translations(app)
    translations.set_language(lang)
    window = MainWindow(store, translations)
    window.resize(*SIZE)
    window.show()
    spin(100)
    saved: list[Path] = []

    def grab(name: str) -> None:
        path = out / f"{name}_{lang}.png"
        window.grab().save(str(path))
        saved.append(path)

    grab("start")
    window.show_page("play")
    table = window.free_table
    table.set_aim(0.0)
    table.panel.power.set_speed(11.0)
    table.shoot()
    wait_for(lambda: table.playback.is_playing())
    spin(700)
    table.playback.pause()
    grab("free_table_mid_shot")
    table.playback.skip_to_end()
    spin(100)

    names = ("Аня", "Борис") if lang == "ru" else ("Anna", "Boris")
    game = window.start_game(GameSetup("free", names, frames=3))
    game.panel.power.set_speed(0.8)
    game.set_aim(30.0)
    game.shoot()
    wait_for(lambda: game.playback.is_playing())
    game.playback.skip_to_end()
    wait_for(lambda: game.match.state.pending is not None)
    spin(100)
    grab("game_verdict")
    window.close()
    translations.uninstall()
    return saved


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication(["pyramid-coach"])
    configure_application(app)
    app.setStyle("Fusion")
    for lang in ("ru", "en"):
        for path in shots(app, lang, out):
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
