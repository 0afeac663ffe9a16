"""A drill as values: what is on the table, where the cue ball goes, what counts as success.

Everything here is a frozen dataclass built by :mod:`drills.schema` from a data file, so the
practice screen, the editor, the CLI and the tests share one checked description and nothing
can change a drill behind the judge's back. User-visible text is data (``Texts``: Russian and
English); the engine itself only ever returns codes.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from simulation.stroke import Stroke
from simulation.table import Vec

#: The categories the drill browser groups by (the five libraries of docs/drills.md, plus
#: the user's own).
CATEGORIES: tuple[str, ...] = ("break", "placement", "colours", "potting", "position", "safety",
                               "other")
#: Fixed: the layout holds the cue ball. House: the player places it behind the house line
#: (General rules 11). Anywhere: the player places it anywhere not touching a ball.
CUE_PLACEMENTS: tuple[str, ...] = ("fixed", "house", "anywhere")
GOAL_KINDS: tuple[str, ...] = ("pot", "cue_pot", "sequence", "position", "break", "safety")
#: How a break is judged: General rules 13.1, or (the classic game, Classic 71/51 clause 4
#: citing General rules 11-12 only) by the pot chance it leaves the opponent.
BREAK_RULES: tuple[str, ...] = ("13.1", "leave")
#: success: ``points`` for a success, nothing otherwise. balls: one point per goal ball
#: pocketed as asked (partial credit in a sequence). values: the game's value of each such
#: ball (Pyramid T colours, the classic numbers with the ace at 11, else one).
#: leave: for a legal shot, 10 × (1 − the opponent's best pot chance), rounded (a safety).
SCORING_MODES: tuple[str, ...] = ("success", "balls", "values", "leave")
LEVELS = (1, 10)


@dataclass(frozen=True)
class Texts:
    """One piece of user-visible text in both UI languages."""

    ru: str
    en: str

    def get(self, lang: str) -> str:
        return self.ru if lang == "ru" else self.en


@dataclass(frozen=True)
class Rect:
    """An axis-aligned zone in table coordinates (metres); edges belong to it."""

    x: tuple[float, float]
    y: tuple[float, float]

    def contains(self, p: Vec) -> bool:
        return self.x[0] <= p[0] <= self.x[1] and self.y[0] <= p[1] <= self.y[1]

    def sample(self, rng: random.Random) -> Vec:
        return (rng.uniform(*self.x), rng.uniform(*self.y))

    @property
    def centre(self) -> Vec:
        return ((self.x[0] + self.x[1]) / 2, (self.y[0] + self.y[1]) / 2)

    def to_data(self) -> dict[str, Any]:
        return {"shape": "rect", "x": list(self.x), "y": list(self.y)}


@dataclass(frozen=True)
class Circle:
    """A round zone: the GUI draws it as a target ring, the judge tests the ball's centre."""

    centre: Vec
    radius: float

    def contains(self, p: Vec) -> bool:
        return math.hypot(p[0] - self.centre[0], p[1] - self.centre[1]) <= self.radius

    def sample(self, rng: random.Random) -> Vec:
        # Uniform over the disc: the square root keeps the outer rings as likely as the centre.
        r = self.radius * math.sqrt(rng.random())
        a = rng.uniform(0.0, 2 * math.pi)
        return (self.centre[0] + r * math.cos(a), self.centre[1] + r * math.sin(a))

    def to_data(self) -> dict[str, Any]:
        return {"shape": "circle", "centre": list(self.centre), "radius": self.radius}


Zone = Rect | Circle


@dataclass(frozen=True)
class Scatter:
    """Balls dropped at random in a zone; the attempt number seeds where (reproducible)."""

    balls: tuple[str, ...]
    zone: Zone


@dataclass(frozen=True)
class Layout:
    """The balls before the first shot: a rack, exact positions and scattered balls.

    ``rack`` is None or "standard" (General rules 9.1; Pyramid T's rack is the same
    triangle). ``min_gap`` is the clear space kept between a scattered ball and any other.
    ``skip``: scatter draws (numbers from 1) whose layout has no solution; attempt *n* takes
    the *n*-th draw not listed, so every attempt a player sees can be done.
    """

    rack: str | None = None
    balls: Mapping[str, Vec] = field(default_factory=dict)
    scatter: tuple[Scatter, ...] = ()
    min_gap: float = 0.01
    skip: tuple[int, ...] = ()

    def ball_ids(self) -> tuple[str, ...]:
        """Every ball the layout puts on the table (a rack adds the fifteen object balls)."""
        out = [str(n) for n in range(1, 16)] if self.rack else []
        out += list(self.balls)
        out += [b for s in self.scatter for b in s.balls]
        return tuple(out)


@dataclass(frozen=True)
class Goal:
    """What the player must do. Fields not used by a kind keep their defaults.

    * ``pot``: pocket ``ball`` (in one of ``pockets``; empty means any), the cue ball stays on
      the table, and (if ``zone``) stops in it; with ``first``, the cue ball must strike one
      of those balls first (the throw drills, where grazing the obstruction is no pot).
    * ``cue_pot``: свояк, the cue ball falls (in one of ``pockets``) after first striking
      ``ball``.
    * ``sequence``: one shot per item of ``order``, each pocketing that item (a ball id or a
      Pyramid T colour: any ball of that colour); the cue ball stays on the table and, if
      ``zone``, stops in it after the last shot.
    * ``position``: a legal shot after which the cue ball stops in ``zone``; with ``ball``,
      that ball must be pocketed too.
    * ``break``: a legal opening break by General rules 13.1 with at least
      ``min_cushion_balls`` object balls reaching a cushion and ``min_pocketed`` pocketed,
      the cue ball left on the table (and in ``zone``, if given). ``first``: the balls the
      cue ball may strike first (the side break). ``rule`` "leave": the classic break, legal
      by clauses 11-12 and successful when it leaves at most ``max_leave`` (drills/leave.py).
    * ``safety``: a legal shot (first on ``ball``, if given) that leaves the opponent a best
      pot chance of at most ``max_leave``.
    * ``any_order`` (sequences): the items in any order (Pyramid T 4.4, Free pyramid runs).
    """

    kind: str
    ball: str | None = None
    pockets: tuple[str, ...] = ()
    order: tuple[str, ...] = ()
    zone: Zone | None = None
    min_cushion_balls: int = 0
    min_pocketed: int = 0
    first: tuple[str, ...] = ()
    rule: str = "13.1"
    max_leave: float = 0.2
    any_order: bool = False

    @property
    def judged_by_leave(self) -> bool:
        return self.kind == "safety" or (self.kind == "break" and self.rule == "leave")

    @property
    def shots(self) -> int:
        """How many shots an attempt takes."""
        return len(self.order) if self.kind == "sequence" else 1


@dataclass(frozen=True)
class Scoring:
    mode: str = "success"
    points: int = 1


@dataclass(frozen=True)
class Progression:
    """Pass a set with ``pass_mark`` successes to be offered drill ``next``."""

    next: str
    pass_mark: int


@dataclass(frozen=True)
class ShotInput:
    """One shot of an attempt: the stroke, and where the cue ball is placed when in hand."""

    stroke: Stroke
    place: Vec | None = None

    def to_data(self) -> dict[str, Any]:
        out: dict[str, Any] = {"direction_deg": self.stroke.direction_deg,
                               "speed": self.stroke.speed, "side": self.stroke.side,
                               "height": self.stroke.height}
        if self.stroke.cue_ball != "cue":
            out["cue_ball"] = self.stroke.cue_ball
        if self.place is not None:
            out["cue_ball_position"] = list(self.place)
        return out


@dataclass(frozen=True)
class Solution:
    """A known successful attempt found by simulation (drills/search.py): it proves the drill
    can be done and is what the practice screen's "show me" plays."""

    attempt: int
    shots: tuple[ShotInput, ...]

    def to_data(self) -> dict[str, Any]:
        return {"attempt": self.attempt, "shots": [s.to_data() for s in self.shots]}


@dataclass(frozen=True)
class Drill:
    id: str
    title: Texts
    instructions: Texts
    category: str
    level: int
    discipline: str
    layout: Layout
    cue: str
    goal: Goal
    scoring: Scoring = Scoring()
    attempts: int = 5
    seed: int = 0
    progression: Progression | None = None
    solutions: tuple[Solution, ...] = ()
    source: str = ""

    def summary(self, lang: str = "en") -> dict[str, Any]:
        """The row the drill browser and ``drills list`` show."""
        return {"id": self.id, "title": self.title.get(lang), "category": self.category,
                "level": self.level, "discipline": self.discipline}


@dataclass(frozen=True)
class Pack:
    """A file of drills: the built-in libraries and a coach's shared packs alike."""

    id: str
    title: Texts
    drills: tuple[Drill, ...]
    source: str = ""
