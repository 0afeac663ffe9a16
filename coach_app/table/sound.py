"""Contact sounds during playback: ball on ball, cushion, pocket and the cue tip.

The shot is known in full before it is shown, so the sounds are worked out once per shot
(:func:`sound_cues`: each contact event with a loudness from the contact speed, which the
events do not carry but the trace does) and played as playback time passes them. Nothing
plays when playback jumps (skip to the end), so skipping never fires a burst of clicks.

Sound needs Qt Multimedia, which ships in PySide6-Addons, not in PySide6-Essentials.
Without it, or without an audio device (CI has none), :func:`sound_support` says why and
the player stays silent; the Settings menu shows the reason instead of a dead switch.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QUrl

from coach_app.table.playback import Playback, positions_at
from simulation.events import BallBall, CushionHit, PocketDrop, ShotResult, Strike, Trace

if TYPE_CHECKING:  # imported where it plays: a Qt without multimedia still starts
    from PySide6.QtMultimedia import QSoundEffect

KINDS: tuple[str, ...] = ("ball", "cushion", "pocket", "cue")
#: Contact speed (m/s) heard at full volume, per kind; slower contacts are quieter.
FULL_VOLUME_SPEED: dict[str, float] = {"ball": 4.0, "cushion": 3.0, "pocket": 2.0,
                                       "cue": 8.0}
#: Contacts slower than this make no sound worth playing (balls settling, a re-spot).
SILENT_BELOW = 0.03
#: A jump of more shot time than this in one frame is a skip: no sounds for it.
MAX_JUMP_S = 0.3
#: At most this many sounds start in one display frame (the loudest), as in a break.
MAX_PER_FRAME = 4
#: Effects per kind, so overlapping contacts do not cut each other off.
VOICES = 3


@dataclass(frozen=True)
class SoundCue:
    t: float
    kind: str
    volume: float


def _velocity(trace: Trace, ball: str, t0: float, t1: float) -> tuple[float, float]:
    a, b = positions_at(trace, t0).get(ball), positions_at(trace, t1).get(ball)
    if a is None or b is None or t1 <= t0:
        return (0.0, 0.0)
    return ((b[0] - a[0]) / (t1 - t0), (b[1] - a[1]) / (t1 - t0))


def _volume(kind: str, speed: float) -> float:
    return min(1.0, speed / FULL_VOLUME_SPEED[kind])


def sound_cues(result: ShotResult) -> tuple[SoundCue, ...]:
    """Every audible contact of the shot, in time order, loudness from the trace."""
    trace = result.trace
    if trace is None or not trace.frames:
        return ()
    h = 1.0 / trace.hz
    cues: list[SoundCue] = []
    for e in result.events:
        if isinstance(e, Strike):
            kind, v = "cue", _velocity(trace, e.ball, e.t + h, e.t + 2 * h)
        elif isinstance(e, BallBall):
            va = _velocity(trace, e.a, e.t - 1.25 * h, e.t - 0.25 * h)
            vb = _velocity(trace, e.b, e.t - 1.25 * h, e.t - 0.25 * h)
            kind, v = "ball", (va[0] - vb[0], va[1] - vb[1])
        elif isinstance(e, CushionHit):
            kind, v = "cushion", _velocity(trace, e.ball, e.t - 1.25 * h, e.t - 0.25 * h)
        elif isinstance(e, PocketDrop):
            kind, v = "pocket", _velocity(trace, e.ball, e.t - 1.25 * h, e.t - 0.25 * h)
        else:
            continue
        speed = math.hypot(*v)
        if speed >= SILENT_BELOW:
            cues.append(SoundCue(e.t, kind, round(_volume(kind, speed), 3)))
    return tuple(sorted(cues, key=lambda c: c.t))


def sound_file(kind: str) -> Path:
    # One step at a time: a frozen bundle's resources are a MultiplexedPath, whose joinpath
    # takes a single name on Python 3.11.
    return Path(str(resources.files("resources") / "sounds" / f"{kind}.wav"))


def sound_support() -> str | None:
    """None when sounds can play; otherwise why not: "multimedia" (Qt Multimedia is not
    installed), "libraries" (it is, but a system library it needs, such as libpulse on
    Linux, is missing) or "device" (no audio output)."""
    try:
        from PySide6.QtMultimedia import QMediaDevices
    except ModuleNotFoundError:
        return "multimedia"
    except ImportError:
        return "libraries"
    try:
        if QMediaDevices.defaultAudioOutput().isNull():
            return "device"
    except RuntimeError:
        return "device"
    return None


class ShotSounds(QObject):
    """Plays a :class:`Playback`'s contact sounds while ``enabled`` and supported."""

    def __init__(self, playback: Playback, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._playback = playback
        self.enabled = False
        self._cues: tuple[SoundCue, ...] = ()
        self._next = 0
        self._last_t = 0.0
        self._effects: dict[str, list[QSoundEffect]] = {}
        self._turn: dict[str, int] = {}
        self.played: list[SoundCue] = []  # what was started, newest last (for tests)
        playback.loaded.connect(self._on_loaded)
        playback.frame.connect(self._on_frame)

    def set_enabled(self, on: bool) -> None:
        self.enabled = on and sound_support() is None

    def _on_loaded(self, result: ShotResult) -> None:
        self._cues = sound_cues(result) if self.enabled else ()
        self._next, self._last_t = 0, 0.0
        self.played.clear()

    def _on_frame(self, _layout: object) -> None:
        t = self._playback.time()
        due: list[SoundCue] = []
        while self._next < len(self._cues) and self._cues[self._next].t <= t:
            due.append(self._cues[self._next])
            self._next += 1
        jumped = t - self._last_t > MAX_JUMP_S * max(1.0, self._playback.speed())
        self._last_t = t
        if not self.enabled or jumped:
            return
        for cue in sorted(due, key=lambda c: -c.volume)[:MAX_PER_FRAME]:
            self._play(cue)

    def _play(self, cue: SoundCue) -> None:
        self.played.append(cue)
        try:
            from PySide6.QtMultimedia import QSoundEffect
        except ImportError:
            return
        voices = self._effects.get(cue.kind)
        if voices is None:
            voices = []
            for _ in range(VOICES):
                effect = QSoundEffect(self)
                effect.setSource(QUrl.fromLocalFile(str(sound_file(cue.kind))))
                voices.append(effect)
            self._effects[cue.kind] = voices
        i = self._turn.get(cue.kind, 0)
        self._turn[cue.kind] = (i + 1) % len(voices)
        effect = voices[i]
        effect.setVolume(cue.volume)
        effect.play()
