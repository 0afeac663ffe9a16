"""Screenshots of the desktop app taken from the app itself, for the README and the issue.

    QT_QPA_PLATFORM=offscreen python tools/take_screenshots.py [OUT_DIR]

    QT_QPA_PLATFORM=offscreen python tools/take_screenshots.py --only practice docs/screenshots

Writes, for Russian and English: the start screen, the free table mid-shot, a classic game
mid-frame (after a real break, the next player's call and aim on the table), a game
verdict (a foul with the penalty-ball prompt), the drill browser and a drill set up with its
target on the table. Uses the real physics engine, a throw-away settings file and an empty
drills folder, so it never touches the user's settings or packs. ``--only practice`` (or
``--only game``) takes just that part.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from coach_app.game.match import GameSetup
from coach_app.game.screen import GameScreen
from coach_app.qtkit.i18n import Translations
from coach_app.qtkit.settings import SettingsStore
from coach_app.shell.app import configure_application
from coach_app.shell.main_window import MainWindow
from simulation.balls import CUE

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


def settle_decisions(game: GameScreen) -> None:
    """Answer whatever the rules ask with the first option, so play can go on."""
    while game.model.match.state.pending is not None:
        pending = game.model.match.state.pending
        if pending.kind in ("penalty_ball", "replace_cue"):
            decision = {"kind": pending.kind, "ball": pending.options[0]}
        elif pending.kind == "lag":
            decision = {"kind": "lag", "winner": game.model.match.state.sides[0],
                        "choice": "shoot"}
        elif pending.kind == "choose_player":
            decision = {"kind": pending.kind, "player": pending.options[0]}
        else:
            decision = {"kind": pending.kind, "choice": pending.options[0]}
        game.decide(decision)


def call_and_aim(game: GameScreen) -> None:
    """Call the object ball nearest a pocket and aim the ghost ball at it."""
    balls = game.model.match.state.balls
    cue = balls[CUE]
    r = game.spec.ball_radius

    def distance(ball: str, pocket: str) -> float:
        m = game.spec.pocket(pocket).mouth_centre
        return math.dist(balls[ball], m) + 0.5 * math.dist(cue, balls[ball])

    ball, pocket = min(((b, p.id) for b in balls if b != CUE for p in game.spec.pockets()),
                       key=lambda bp: distance(*bp))
    bx, by = balls[ball]
    mx, my = game.spec.pocket(pocket).mouth_centre
    d = math.hypot(mx - bx, my - by)
    ghost = (bx - 2 * r * (mx - bx) / d, by - 2 * r * (my - by) / d)
    game.model.set_call(ball, pocket)
    game.panel.power.set_speed(2.5)
    game.model.set_aim(math.degrees(math.atan2(ghost[1] - cue[1], ghost[0] - cue[0])))


def shrink_png(path: Path) -> None:
    """256 colours without dithering (Pillow comes with matplotlib): a screenshot of text and
    flat colours looks the same at a fifth of the size. Left as it is without Pillow."""
    try:
        from PIL import Image
    except ImportError:
        return
    with Image.open(path) as im:
        small = im.convert("RGB").quantize(256, method=Image.Quantize.FASTOCTREE,
                                           dither=Image.Dither.NONE)
    small.save(path, optimize=True)


def practice_shots(window: MainWindow, grab: Callable[[str], None]) -> None:
    """The drill browser with a drill chosen, then that drill on the table, aimed."""
    window.show_page("practice")
    practice = window.practice
    practice.browser.select("pos.two-ball-2")
    spin(200)
    grab("drill_browser")
    practice.open_drill("pos.stun")
    session = practice.session
    shot = session.model.drill.solutions[0].shots[0] if session.model.drill else None
    if shot is not None:
        session.model.set_aim(shot.stroke.direction_deg)
        session.panel.power.set_speed(shot.stroke.speed)
        session.panel.tip.set_offset(shot.stroke.side, shot.stroke.height)
    spin(200)
    grab("drill_target")


def shots(app: QApplication, lang: str, out: Path, only: str | None) -> list[Path]:
    tmp = tempfile.mkdtemp()
    store = SettingsStore(QSettings(os.path.join(tmp, "s.ini"), QSettings.Format.IniFormat))
    translations = Translations(app)
    translations.set_language(lang)
    window = MainWindow(store, translations, drills_dir=os.path.join(tmp, "drills"))
    window.resize(*SIZE)
    window.show()
    spin(100)
    saved: list[Path] = []

    def grab(name: str) -> None:
        path = out / f"{name}_{lang}.png"
        window.grab().save(str(path))
        if name.startswith("drill_"):
            shrink_png(path)
        saved.append(path)

    if only in (None, "practice"):
        practice_shots(window, grab)
    if only == "practice":
        window.close()
        translations.uninstall()
        return saved
    grab("start")
    window.show_page("play")
    table = window.free_table
    table.model.set_aim(0.0)
    table.panel.power.set_speed(11.0)
    table.shoot()
    wait_for(lambda: table.playback.is_playing())
    spin(700)
    table.playback.pause()
    grab("free_table_mid_shot")
    table.playback.skip_to_end()
    spin(100)

    names = ("Аня", "Борис") if lang == "ru" else ("Anna", "Boris")
    game = window.start_game(GameSetup("classic-71", names, "ball-pocket"))
    game.panel.power.set_speed(11.0)
    game.model.set_aim(0.0)
    game.shoot()
    wait_for(lambda: game.playback.is_playing())
    game.playback.skip_to_end()
    wait_for(lambda: game.undo_stack.count() > 0 and game.playback.is_active() is False)
    spin(100)
    settle_decisions(game)
    call_and_aim(game)
    spin(300)
    grab("game_mid_game")

    game = window.start_game(GameSetup("free", names, frames=3))
    game.panel.power.set_speed(0.8)
    game.model.set_aim(30.0)
    game.shoot()
    wait_for(lambda: game.playback.is_playing())
    game.playback.skip_to_end()
    wait_for(lambda: game.model.match.state.pending is not None)
    spin(100)
    grab("game_verdict")
    window.close()
    translations.uninstall()
    return saved


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default="screenshots")
    parser.add_argument("--only", choices=("practice", "game"), default=None)
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication(["pyramid-coach"])
    configure_application(app)
    app.setStyle("Fusion")
    for lang in ("ru", "en"):
        for path in shots(app, lang, out, args.only):
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
