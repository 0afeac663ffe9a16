"""What a shot produced: the event log, the final layout and the playback trace.

A :class:`ShotResult` is the single description of a shot that every layer shares: the
referee judges it, the GUI plays its trace back, the history stores it and the CLI prints it
in the JSON shape of docs/headless.md. The numbers in it are already rounded to the micrometre and
microsecond, so the object in memory and its JSON round trip judge identically.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any, ClassVar

from simulation.balls import ALL_BALLS
from simulation.errors import InputError
from simulation.table import CUSHION_IDS, POCKET_IDS, Vec

#: Decimal places kept for positions (metres) and times (seconds).
PLACES = 6


def rnd(x: float) -> float:
    return round(x, PLACES) + 0.0  # + 0.0 turns -0.0 into 0.0 for stable output


def rnd_vec(v: Vec) -> Vec:
    return (rnd(v[0]), rnd(v[1]))


@dataclass(frozen=True)
class Strike:
    """The cue tip leaves the cue ball (always the first event)."""

    type: ClassVar[str] = "strike"
    t: float
    ball: str

    def to_json(self) -> dict[str, Any]:
        return {"t": self.t, "type": self.type, "ball": self.ball}


@dataclass(frozen=True)
class BallBall:
    """Two balls start touching; ``pos`` holds both centres at that moment."""

    type: ClassVar[str] = "ball_ball"
    t: float
    a: str
    b: str
    pos: Mapping[str, Vec]

    def to_json(self) -> dict[str, Any]:
        return {"t": self.t, "type": self.type, "a": self.a, "b": self.b,
                "pos": {k: list(v) for k, v in self.pos.items()}}


@dataclass(frozen=True)
class CushionHit:
    """A ball starts touching a cushion. ``jaw`` names the pocket when it struck a jaw face:
    a jaw is the end of its cushion, so for the rules it is a cushion contact."""

    type: ClassVar[str] = "cushion"
    t: float
    ball: str
    cushion: str
    pos: Vec
    jaw: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"t": self.t, "type": self.type, "ball": self.ball,
                               "cushion": self.cushion, "pos": list(self.pos)}
        if self.jaw is not None:
            out["jaw"] = self.jaw
        return out


@dataclass(frozen=True)
class CenterLine:
    """A ball's centre crosses the centre line x = 0 (General rules 2.1.2)."""

    type: ClassVar[str] = "center_line"
    t: float
    ball: str
    pos: Vec

    def to_json(self) -> dict[str, Any]:
        return {"t": self.t, "type": self.type, "ball": self.ball, "pos": list(self.pos)}


@dataclass(frozen=True)
class PocketDrop:
    """A ball falls into a pocket."""

    type: ClassVar[str] = "pocket"
    t: float
    ball: str
    pocket: str

    def to_json(self) -> dict[str, Any]:
        return {"t": self.t, "type": self.type, "ball": self.ball, "pocket": self.pocket}


Event = Strike | BallBall | CushionHit | CenterLine | PocketDrop


@dataclass(frozen=True)
class Pocketed:
    ball: str
    pocket: str
    t: float


@dataclass(frozen=True)
class Trace:
    """Ball centres sampled at ``hz`` for playback; a pocketed ball leaves the frames."""

    hz: float
    frames: tuple[tuple[float, Mapping[str, Vec]], ...]

    def to_json(self) -> dict[str, Any]:
        hz: float | int = int(self.hz) if float(self.hz).is_integer() else self.hz
        return {"hz": hz, "frames": [[t, {k: list(v) for k, v in f.items()}]
                                     for t, f in self.frames]}


@dataclass(frozen=True)
class ShotResult:
    """Everything a shot produced. ``initial`` is the layout before it; ``cue_ball`` the
    ball that was struck. Both are kept so a stored result replays and judges on its own."""

    balls: Mapping[str, Vec]
    pocketed: tuple[Pocketed, ...]
    off_table: tuple[str, ...]
    events: tuple[Event, ...]
    duration: float
    trace: Trace | None = None
    initial: Mapping[str, Vec] = field(default_factory=dict)
    cue_ball: str = "cue"
    #: True when the caller stopped the shot once its question was answered (analysis):
    #: ``balls`` are then where they were at that moment, not at rest.
    stopped_early: bool = False

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "balls": {k: list(v) for k, v in self.balls.items()},
            "pocketed": [{"ball": p.ball, "pocket": p.pocket, "t": p.t} for p in self.pocketed],
            "off_table": list(self.off_table),
            "events": [e.to_json() for e in self.events],
            "duration": self.duration,
        }
        if self.stopped_early:
            out["stopped_early"] = True
        if self.trace is not None:
            out["trace"] = self.trace.to_json()
        return out

    @classmethod
    def from_json(cls, data: Any, field_name: str = "result") -> ShotResult:
        """Parse a result given as JSON (``game judge``), refusing anything malformed."""
        return _parse_result(data, field_name)

    # Convenience views the referee uses.
    def first_contact(self) -> BallBall | None:
        """The first ball–ball contact of the struck ball (General rules 6)."""
        for e in self.events:
            if isinstance(e, BallBall) and self.cue_ball in (e.a, e.b):
                return e
        return None

    def pocketed_ids(self) -> tuple[str, ...]:
        return tuple(p.ball for p in self.pocketed)


# --------------------------------------------------------------------- parsing
def _point(value: Any, where: str) -> Vec:
    if (not isinstance(value, (list, tuple)) or len(value) != 2
            or not all(isinstance(c, (int, float)) and not isinstance(c, bool) for c in value)
            or not all(math.isfinite(c) for c in value)):
        raise InputError(where, "must be a point [x, y] of two finite numbers")
    return (float(value[0]), float(value[1]))


def _ball(value: Any, where: str) -> str:
    if value not in ALL_BALLS:
        raise InputError(where, f"unknown ball {value!r}")
    return str(value)


def _number(value: Any, where: str) -> float:
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not math.isfinite(value):
        raise InputError(where, "must be a finite number")
    return float(value)


def _obj(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise InputError(where, "must be an object")
    return value


def _layout(value: Any, where: str) -> dict[str, Vec]:
    return {_ball(k, f"{where}.{k}"): _point(v, f"{where}.{k}")
            for k, v in _obj(value, where).items()}


def _parse_event(data: Any, where: str) -> Event:
    d = _obj(data, where)
    t = _number(d.get("t"), f"{where}.t")
    kind = d.get("type")
    if kind == "strike":
        return Strike(t, _ball(d.get("ball"), f"{where}.ball"))
    if kind == "ball_ball":
        a, b = _ball(d.get("a"), f"{where}.a"), _ball(d.get("b"), f"{where}.b")
        pos = _layout(d.get("pos"), f"{where}.pos")
        if a == b or set(pos) != {a, b}:
            raise InputError(f"{where}.pos", "must give the positions of both balls a and b")
        return BallBall(t, a, b, pos)
    if kind == "cushion":
        cushion = d.get("cushion")
        if cushion not in CUSHION_IDS:
            raise InputError(f"{where}.cushion", f"unknown cushion {cushion!r}")
        jaw = d.get("jaw")
        if jaw is not None and jaw not in POCKET_IDS:
            raise InputError(f"{where}.jaw", f"unknown pocket {jaw!r}")
        return CushionHit(t, _ball(d.get("ball"), f"{where}.ball"), cushion,
                          _point(d.get("pos"), f"{where}.pos"), jaw)
    if kind == "center_line":
        return CenterLine(t, _ball(d.get("ball"), f"{where}.ball"),
                          _point(d.get("pos"), f"{where}.pos"))
    if kind == "pocket":
        pocket = d.get("pocket")
        if pocket not in POCKET_IDS:
            raise InputError(f"{where}.pocket", f"unknown pocket {pocket!r}")
        return PocketDrop(t, _ball(d.get("ball"), f"{where}.ball"), pocket)
    raise InputError(f"{where}.type", f"unknown event type {kind!r}")


def _parse_result(data: Any, where: str) -> ShotResult:
    d = _obj(data, where)
    balls = _layout(d.get("balls", {}), f"{where}.balls")
    pocketed = []
    for i, p in enumerate(d.get("pocketed", [])):
        pd = _obj(p, f"{where}.pocketed[{i}]")
        pocket = pd.get("pocket")
        if pocket not in POCKET_IDS:
            raise InputError(f"{where}.pocketed[{i}].pocket", f"unknown pocket {pocket!r}")
        pocketed.append(Pocketed(_ball(pd.get("ball"), f"{where}.pocketed[{i}].ball"), pocket,
                                 _number(pd.get("t", 0.0), f"{where}.pocketed[{i}].t")))
    off = d.get("off_table", [])
    if not isinstance(off, list):
        raise InputError(f"{where}.off_table", "must be a list of balls")
    off_table = tuple(_ball(b, f"{where}.off_table[{i}]") for i, b in enumerate(off))
    raw_events = d.get("events")
    if not isinstance(raw_events, list) or not raw_events:
        raise InputError(f"{where}.events", "must be a non-empty list starting with the strike")
    events = tuple(_parse_event(e, f"{where}.events[{i}]") for i, e in enumerate(raw_events))
    if not isinstance(events[0], Strike):
        raise InputError(f"{where}.events[0]", "the first event must be the strike")
    if any(b.t < a.t for a, b in pairwise(events)):
        raise InputError(f"{where}.events", "must be in time order")
    ids = list(balls) + [p.ball for p in pocketed] + list(off_table)
    if len(ids) != len(set(ids)):
        raise InputError(f"{where}.balls", "a ball is listed twice (on the table, pocketed or off)")
    duration = _number(d.get("duration", events[-1].t), f"{where}.duration")
    return ShotResult(balls=balls, pocketed=tuple(pocketed), off_table=off_table, events=events,
                      duration=duration, trace=None, initial={}, cue_ball=events[0].ball)
