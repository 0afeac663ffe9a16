"""Playing a simulated shot back at real speed (or faster, slower, paused, stepped).

The simulator samples ball centres at the trace rate; the display ticks at about 60 fps
and shows the positions interpolated at the elapsed shot time, so playback speed is
independent of both rates. Pocketed balls leave the frames: a ball present in one frame
and absent from the next is held where it was until it drops out.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping

from PySide6.QtCore import QElapsedTimer, QObject, Qt, QTimer, Signal

from simulation.events import ShotResult, Trace

Vec = tuple[float, float]

#: Display tick (ms): 60 fps.
TICK_MS = 16
#: Shot time one press of "step" advances.
STEP_SECONDS = 1.0 / 30.0
MIN_SPEED, MAX_SPEED = 0.25, 4.0


def positions_at(trace: Trace, t: float) -> dict[str, Vec]:
    """Ball centres at shot time ``t``, linearly interpolated between trace frames."""
    frames = trace.frames
    if not frames:
        return {}
    times = [f[0] for f in frames]
    i = bisect_right(times, t) - 1
    if i < 0:
        return dict(frames[0][1])
    if i >= len(frames) - 1:
        return dict(frames[-1][1])
    (t0, a), (t1, b) = frames[i], frames[i + 1]
    k = 0.0 if t1 <= t0 else (t - t0) / (t1 - t0)
    out: dict[str, Vec] = {}
    for ball, p in a.items():
        q = b.get(ball)
        out[ball] = p if q is None else (p[0] + (q[0] - p[0]) * k, p[1] + (q[1] - p[1]) * k)
    return out


class Playback(QObject):
    """Plays one :class:`ShotResult`. ``frame`` carries the positions to draw."""

    frame = Signal(object)
    #: A new result starts playing (listeners such as the sounds read its events).
    loaded = Signal(object)
    finished = Signal()
    state_changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self._clock = QElapsedTimer()
        self._result: ShotResult | None = None
        self._t = 0.0
        self._base_t = 0.0
        self._speed = 1.0
        self._done = True

    # ---------------------------------------------------------------- control
    def load(self, result: ShotResult) -> None:
        """Start playing a result from its beginning."""
        self._timer.stop()
        self._result = result
        self._t = 0.0
        self._done = False
        self.loaded.emit(result)
        if result.trace is None or not result.trace.frames:
            self.skip_to_end()
            return
        self.frame.emit(positions_at(result.trace, 0.0))
        self.play()

    def play(self) -> None:
        if self._result is None or self._done:
            return
        self._base_t = self._t
        self._clock.restart()
        self._timer.start()
        self.state_changed.emit()

    def pause(self) -> None:
        if self._timer.isActive():
            self._advance()
            self._timer.stop()
            self.state_changed.emit()

    def toggle(self) -> None:
        if self.is_playing():
            self.pause()
        else:
            self.play()

    def step(self) -> None:
        """Pause, then move one small step of shot time forward."""
        self.pause()
        if self._result is not None and not self._done:
            self._show(self._t + STEP_SECONDS)

    def skip_to_end(self) -> None:
        if self._result is not None and not self._done:
            self._show(self._result.duration + 1.0)

    def stop(self) -> None:
        """Forget the shot without finishing it (the screen is closing or resetting)."""
        self._timer.stop()
        self._result = None
        self._done = True
        self.state_changed.emit()

    def set_speed(self, speed: float) -> None:
        speed = min(MAX_SPEED, max(MIN_SPEED, speed))
        if self._timer.isActive():
            self._advance()
            self._base_t = self._t
            self._clock.restart()
        self._speed = speed

    # ----------------------------------------------------------------- state
    def speed(self) -> float:
        return self._speed

    def time(self) -> float:
        return self._t

    def is_playing(self) -> bool:
        return self._timer.isActive()

    def is_active(self) -> bool:
        """A shot is loaded and not finished (playing or paused)."""
        return self._result is not None and not self._done

    # -------------------------------------------------------------- internals
    def _advance(self) -> None:
        self._t = self._base_t + self._clock.elapsed() / 1000.0 * self._speed

    def _tick(self) -> None:
        self._advance()
        self._show(self._t)

    def _show(self, t: float) -> None:
        result = self._result
        if result is None:
            return
        self._t = t
        if t >= result.duration or result.trace is None:
            self._finish(result.balls)
            return
        self.frame.emit(positions_at(result.trace, t))

    def _finish(self, final: Mapping[str, Vec]) -> None:
        self._timer.stop()
        self._done = True
        self.frame.emit(dict(final))
        self.state_changed.emit()
        self.finished.emit()
