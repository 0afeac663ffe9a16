"""GUI test setup: no display needed, no user settings touched, no real physics needed.

QT_QPA_PLATFORM is set before anything imports Qt. Windows get a settings file in the
test's temporary directory and a fake simulator that moves the cue ball in a straight
line, so the tests are fast and do not depend on the physics engine's numbers.
"""

from __future__ import annotations

import math
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QSettings

from simulation.events import PocketDrop, ShotResult, Strike, Trace
from simulation.stroke import Stroke

Vec = tuple[float, float]


def straight_line_simulator(layout, stroke: Stroke, trace_hz: float) -> ShotResult:
    """The struck ball rolls 0.5 m in the stroke's direction in 0.5 s; nothing else moves.
    A ball named in POCKET_ON_SHOT is pocketed in the far left corner, for summaries."""
    start = layout[stroke.cue_ball]
    ux, uy = math.cos(stroke.direction), math.sin(stroke.direction)
    duration = 0.5
    hz = trace_hz or 60.0
    frames = []
    n = round(duration * hz)
    for i in range(n + 1):
        t = i / hz
        moved = dict(layout)
        moved[stroke.cue_ball] = (start[0] + ux * t, start[1] + uy * t)
        frames.append((round(t, 6), moved))
    final = dict(frames[-1][1])
    events: list = [Strike(0.0, stroke.cue_ball)]
    pocketed = ()
    if stroke.speed >= 15.0 and "4" in final:  # a "magic" stroke that pots ball 4
        del final["4"]
        events.append(PocketDrop(0.25, "4", "BL"))
        from simulation.events import Pocketed
        pocketed = (Pocketed("4", "BL", 0.25),)
        frames = [(t, {k: v for k, v in f.items() if not (k == "4" and t > 0.25)})
                  for t, f in frames]
    return ShotResult(balls=final, pocketed=pocketed, off_table=(), events=tuple(events),
                      duration=duration, trace=Trace(hz, tuple(frames)) if trace_hz else None,
                      initial=dict(layout), cue_ball=stroke.cue_ball)


@pytest.fixture
def settings_store(tmp_path):
    from coach_app.qtkit.settings import SettingsStore

    return SettingsStore(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def translations(qapp):
    from coach_app.qtkit.i18n import Translations

    t = Translations(qapp)
    yield t
    t.uninstall()


@pytest.fixture
def drills_dir(tmp_path):
    """The user's drill packs for a test: an empty folder of its own, never the real one."""
    return tmp_path / "drills"


@pytest.fixture
def open_practice(qtbot, drills_dir):
    """Opens the Practice page on its own (English, the real physics unless a simulator is
    given) and shuts each one down after the test."""
    from coach_app.cueing.simulator import engine_simulator
    from coach_app.practice.screen import PracticeScreen
    from coach_app.qtkit.settings import Preferences

    opened = []

    def open_screen(simulator=engine_simulator):
        screen = PracticeScreen(Preferences(language="en"), simulator, drills_dir)
        qtbot.addWidget(screen)
        screen.resize(1300, 800)
        screen.show()
        qtbot.waitExposed(screen)
        opened.append(screen)
        return screen

    yield open_screen
    for screen in opened:
        screen.shutdown()


@pytest.fixture
def practice(open_practice):
    return open_practice()


@pytest.fixture
def window(qtbot, settings_store, translations, drills_dir):
    from coach_app.shell.main_window import MainWindow

    translations.set_language("en")
    w = MainWindow(settings_store, translations, straight_line_simulator,
                   drills_dir=drills_dir)
    qtbot.addWidget(w)
    w.resize(1200, 720)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()


@pytest.fixture
def free_table(qtbot):
    from coach_app.qtkit.settings import Preferences
    from coach_app.screens.free_table import FreeTableScreen

    screen = FreeTableScreen(Preferences(language="en"), straight_line_simulator)
    qtbot.addWidget(screen)
    screen.resize(1200, 700)
    screen.show()
    qtbot.waitExposed(screen)
    yield screen
    screen.shutdown()


@pytest.fixture
def make_window(qtbot, settings_store, translations, drills_dir):
    """Main windows on a given history (``Opened``), in a language and at a size, closed
    after the test. Quitting never asks about unsaved shots here (that question is modal)."""
    from coach_app.shell.main_window import MainWindow

    made = []

    def make(opened, lang: str = "en", size: tuple[int, int] = (1200, 760)):
        translations.set_language(lang)
        w = MainWindow(settings_store, translations, straight_line_simulator,
                       drills_dir=drills_dir, history=opened)
        qtbot.addWidget(w)
        w.hub.ask_unsaved = lambda: "keep"
        w.resize(*size)
        w.show()
        qtbot.waitExposed(w)
        made.append(w)
        return w

    yield make
    for w in made:
        w.close()
