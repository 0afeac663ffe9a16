"""Screenshots of the Progress and Review pages on a made-up history (coach_app.store.synth).

    QT_QPA_PLATFORM=offscreen python tools/history_screenshots.py [OUT_DIR]

Uses a throw-away database and settings file; never touches the user's own.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from coach_app.qtkit.i18n import Translations
from coach_app.qtkit.settings import SettingsStore
from coach_app.shell.app import configure_application
from coach_app.shell.history_open import open_history
from coach_app.shell.main_window import MainWindow
from coach_app.store import History, open_store
from coach_app.store.synth import populate


def spin(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(["shots"])
    configure_application(app)
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "h.sqlite3"
        with open_store(db) as store:
            populate(store, shots=3000, player="Ivan", seed=11, days=60)
            h = History(store)
            h.ensure_player("Olga", "coach")
        for lang in ("en", "ru"):
            tr = Translations(app)
            tr.set_language(lang)
            settings = SettingsStore(QSettings(str(Path(tmp) / f"{lang}.ini"),
                                               QSettings.Format.IniFormat))
            opened = open_history(str(db))
            w = MainWindow(settings, tr, drills_dir=Path(tmp) / "drills", history=opened)
            w.hub.set_player(opened.history.player("Ivan").id)
            w.resize(1400, 860)
            w.show()
            w.show_page("progress")
            for row in (0, 2, 3):
                w.progress.chart_list.setCurrentRow(row)
                spin(2500)
                w.grab().save(str(out / f"progress-{row}-{lang}.png"))
            w.show_page("review")
            spin(600)
            r = w.review
            for s in reversed(r.sessions):  # the newest session with drill attempts
                r.select_session(s.id)
                hits = [i for i, shot in enumerate(r.shots) if shot.attempt_id]
                if hits:
                    r.go_to(hits[0])
                    break
            if lang == "en":
                r.add_note("Keep the bridge still; less follow on this cut", True)
                r.set_mark(True, "key")
            spin(300)
            w.grab().save(str(out / f"review-{lang}.png"))
            r.open_compare()
            spin(300)
            w.grab().save(str(out / f"compare-{lang}.png"))
            w.close()
            tr.uninstall()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots"))
