"""``pyramid-coach bench gui``: cold start and playback cost, measured and printed.

Two numbers a player feels. Cold start is timed from before a fresh interpreter is
launched to the moment its main window is shown, painted and the event loop has nothing
left to do, because that is what a user waits for after typing ``pyramid-coach``; it runs
in a subprocess so nothing already imported here makes it look faster. Playback plays a
real break trace (the physics engine, not a fake) in the real window offscreen and counts
the frames the table view actually painted, with the process CPU time over the wall time,
as a share of one core. Nothing is asserted: timings are noisy, the numbers are printed.

Qt is imported inside the functions: the module is imported by the headless CLI.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

#: The window's targets (cold start, frame rate, CPU), printed beside the measurements.
COLD_START_TARGET_S = 1.0  # a quiet machine; the window is shown before the history opens
HISTORY_OPEN_TARGET_S = 1.0  # from the interactive window to the history attached
FPS_TARGET = 60.0
CPU_TARGET_PERCENT = 30.0
#: The break the playback plays: the physics bench's break (standard rack, 10 m/s).
BREAK_SPEED = 10.0
#: Window size for playback, a common laptop window.
WINDOW_SIZE = (1280, 780)
#: The child gives up (and reports nothing) after this long.
CHILD_TIMEOUT_S = 60.0


@dataclass(frozen=True)
class PlaybackMeasure:
    """Frames painted by the table view over ``wall`` seconds, and the process CPU time."""

    painted: int
    ticks: int
    wall: float
    cpu: float
    size: tuple[int, int]
    dpr: float
    platform: str

    @property
    def fps(self) -> float:
        return self.painted / self.wall if self.wall > 0 else 0.0

    @property
    def cpu_percent(self) -> float:
        return 100.0 * self.cpu / self.wall if self.wall > 0 else 0.0


def _child_env() -> dict[str, str]:
    env = dict(os.environ)
    headless = sys.platform.startswith("linux") and not (
        env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))
    if headless:
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return env


def cold_start_child(settings_path: str, history_path: str) -> int:
    """Run in a fresh interpreter: open the window as ``pyramid-coach`` does and the
    history behind it; print the monotonic clock (system-wide, so the parent can subtract)
    at the first paint, once the loop is idle after it, and once the history is attached."""
    from PySide6.QtCore import QEvent, QObject, QSettings, QTimer

    from coach_app.qtkit.settings import SettingsStore
    from coach_app.shell.app import build_main_window, new_application, open_history_when_shown
    from coach_app.shell.history_open import history_url

    app = new_application([])
    imported = time.monotonic()
    store = SettingsStore(QSettings(settings_path, QSettings.Format.IniFormat))
    translations, window = build_main_window(app, store)
    marks: dict[str, float] = {"imported": imported}

    def done_when_both() -> None:
        if "ready" in marks and "history" in marks:
            app.quit()

    def idle() -> None:
        marks["ready"] = time.monotonic()
        done_when_both()

    def attached() -> None:
        marks["history"] = time.monotonic()
        done_when_both()

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and "painted" not in marks:
                marks["painted"] = time.monotonic()
                # A zero timer runs once the events already queued have been handled.
                QTimer.singleShot(0, idle)
            return False

    spy = FirstPaint()
    window.installEventFilter(spy)
    QTimer.singleShot(round(CHILD_TIMEOUT_S * 1000), app.quit)
    window.show()
    open_history_when_shown(window, history_url(history_path), Path(history_path).parent,
                            attached)
    app.exec()
    window.removeEventFilter(spy)
    window.close()
    translations.uninstall()
    print(json.dumps(marks))
    return 0 if "ready" in marks and "history" in marks else 1


def _cold_env() -> dict[str, str]:
    """The child's environment, with Python's bytecode cache on: an installed package
    and the bundle start from compiled bytecode, so a session that turned the cache off
    (PYTHONDONTWRITEBYTECODE) would time compiling ~220 modules, not the start."""
    env = _child_env()
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def measure_cold_start(runs: int) -> list[dict[str, float]]:
    """Seconds from before each launch to: Qt imported, first paint, loop idle, history
    attached. One launch before them is not counted: it writes the bytecode cache (as
    installing does) and creates the history file, which every counted launch opens."""
    out: list[dict[str, float]] = []
    code = ("import sys; from coach_app.cli.bench_gui import cold_start_child; "
            "sys.exit(cold_start_child(sys.argv[1], sys.argv[2]))")
    with tempfile.TemporaryDirectory() as tmp:
        settings = str(Path(tmp) / "settings.ini")
        history = str(Path(tmp) / "history.sqlite")
        for run in range(runs + 1):
            start = time.monotonic()
            done = subprocess.run([sys.executable, "-c", code, settings, history],
                                  env=_cold_env(), capture_output=True, text=True,
                                  timeout=CHILD_TIMEOUT_S, check=False)
            lines = done.stdout.strip().splitlines()
            if done.returncode != 0 or not lines:
                raise RuntimeError(f"the window did not start: {done.stderr.strip()[-500:]}")
            marks = json.loads(lines[-1])
            if run > 0:
                out.append({k: v - start for k, v in marks.items()})
    return out


def _break_result() -> object:
    from coach_app.cueing.simulator import PLAYBACK_TRACE_HZ
    from simulation.balls import CUE
    from simulation.physics.engine import simulate
    from simulation.racks import default_cue_position, standard_rack
    from simulation.stroke import Stroke
    from simulation.table import TableSpec

    table = TableSpec()
    layout = standard_rack(table)
    layout[CUE] = default_cue_position(table)
    return simulate(layout, Stroke(CUE, 0.0, BREAK_SPEED), trace_hz=PLAYBACK_TRACE_HZ,
                    table=table)


def measure_playback(seconds: float) -> PlaybackMeasure:
    """Play the break in the real window (free table page) for ``seconds`` of wall time,
    starting it again whenever it ends, and count what was painted."""
    from PySide6.QtCore import QEvent, QEventLoop, QObject, QSettings, QTimer
    from PySide6.QtGui import QGuiApplication

    from coach_app.qtkit.settings import SettingsStore
    from coach_app.shell.app import build_main_window, new_application

    result = _break_result()
    app = new_application([])
    tmp = tempfile.TemporaryDirectory()
    store = SettingsStore(QSettings(str(Path(tmp.name) / "s.ini"),
                                    QSettings.Format.IniFormat))
    translations, window = build_main_window(app, store)
    window.resize(*WINDOW_SIZE)
    window.show()
    window.show_page("play")
    view, playback = window.free_table.view, window.free_table.playback
    counts = {"painted": 0, "ticks": 0}

    class PaintCounter(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                counts["painted"] += 1
            return False

    def settle(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def tick(_layout: object) -> None:
        counts["ticks"] += 1

    def again() -> None:
        playback.load(result)  # type: ignore[arg-type]

    settle(200)  # the first paint of the page is not playback
    counter = PaintCounter()
    view.installEventFilter(counter)
    playback.frame.connect(tick)
    playback.finished.connect(again)
    wall0, cpu0 = time.perf_counter(), time.process_time()
    again()
    settle(max(1, round(seconds * 1000)))
    wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
    playback.finished.disconnect(again)
    playback.frame.disconnect(tick)
    view.removeEventFilter(counter)
    measure = PlaybackMeasure(counts["painted"], counts["ticks"], wall, cpu,
                              (view.width(), view.height()), view.devicePixelRatioF(),
                              QGuiApplication.platformName())
    window.close()
    window.deleteLater()
    translations.uninstall()
    settle(0)
    tmp.cleanup()
    return measure


def run_gui_bench(seconds: float = 5.0, cold_runs: int = 3) -> str:
    lines = ["pyramid-coach bench gui (targets in brackets; printed, never "
             "asserted)"]
    if cold_runs > 0:
        runs = measure_cold_start(cold_runs)
        ready = [r["ready"] for r in runs]
        opened = [r["history"] - r["ready"] for r in runs]
        first = runs[0]
        lines.append(
            f"  cold start to an interactive window: median {statistics.median(ready):.2f} s "
            f"over {len(runs)} fresh processes, first {ready[0]:.2f} s "
            f"[<= {COLD_START_TARGET_S:g} s]")
        lines.append(
            f"    the history open after it: median {statistics.median(opened):.2f} s, "
            f"worst {max(opened):.2f} s [<= {HISTORY_OPEN_TARGET_S:g} s]")
        lines.append(
            f"    first run: Qt up at {first['imported']:.2f} s, first paint at "
            f"{first.get('painted', float('nan')):.2f} s, event loop idle at "
            f"{first['ready']:.2f} s, history attached at {first['history']:.2f} s")
        lines.append("    bytecode cached as an installed copy has it; one launch before "
                     "these, not counted, wrote it and created the history they open")
    m = measure_playback(seconds)
    lines.append(
        f"  playback of a real break ({m.platform}, table view {m.size[0]}x{m.size[1]} px at "
        f"x{m.dpr:g}): {m.fps:.1f} fps painted [{FPS_TARGET:g}], CPU {m.cpu_percent:.0f}% "
        f"of one core [<= {CPU_TARGET_PERCENT:g}%], over {m.wall:.1f} s "
        f"({m.painted} frames painted, {m.ticks} frames sent)")
    if m.platform == "offscreen":
        lines.append("    offscreen: frames are painted into memory; a real screen adds the "
                     "window system's cost")
    return "\n".join(lines)
