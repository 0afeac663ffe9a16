"""A fair фора between two players, per discipline, in the forms the clubs use.

* **Classic 71 and 51: points.** The club rules (002) speak of a фора of «5, 10, 15, 20, 30
  и даже 35 очков» that the stronger player gives: the weaker starts with those points
  (``options.handicap``, ``game new --handicap SIDE=POINTS``). The suggestion is the one of
  those six values that brings the weaker side's chance nearest to even.
* **Free, Combined, Dynamic, Classic 8: a race.** These are played to eight balls on the
  shelf, so the фора is counted in balls: "8 against 7, 6, 5…" — the weaker side needs
  fewer (``options.race``, ``game new --race SIDE=BALLS``), from 7 down to 1.
* **Pyramid T: none.** It is played to the end of the rack, not to a score (000), and the
  texts give it no фора; only the chances are given.

The chance with a фора comes from the race model (:mod:`simulation.rating.race`) with the
discipline's measured unit; the chance without it from the two ratings. A suggestion is
"none" when no фора brings the chance nearer to even than playing level does.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from simulation.rating.anchors import Anchors, Unit
from simulation.rating.families import family_of
from simulation.rating.league import View, rate
from simulation.rating.race import chance_with
from simulation.rating.values import FrameResult
from simulation.rules.game import HANDICAP_RANGE, RACE_DISCIPLINES

#: The фора the club rules name (002): «5, 10, 15, 20, 30 и даже 35 очков».
CLASSIC_POINTS = (5, 10, 15, 20, 30, 35)
assert all(HANDICAP_RANGE[0] <= p <= HANDICAP_RANGE[1] for p in CLASSIC_POINTS)
POINTS_DISCIPLINES = ("classic-71", "classic-51")
#: Balls to win the games played to eight (Free 1, Combined 1, Dynamic 1, Classic 8 1).
RACE_TARGET = 8


@dataclass(frozen=True)
class Option:
    """One фора: its ``form`` ("points", "race" or "none"), who receives it (0 or 1, the
    index of the player in the pair; None for "none"), the ``amount`` (points given, or
    the balls the receiver needs), what each side needs, and each side's chance."""

    form: str
    receiver: int | None
    amount: int
    needs: tuple[int, int]
    chances: tuple[float, float]

    def to_json(self, names: tuple[str, str]) -> dict[str, Any]:
        out: dict[str, Any] = {"form": self.form}
        if self.receiver is not None:
            out["to"] = names[self.receiver]
            out["points" if self.form == "points" else "balls"] = self.amount
        out["needs"] = dict(zip(names, self.needs, strict=True))
        out["chance"] = {n: round(c, 4) for n, c in zip(names, self.chances, strict=True)}
        return out


@dataclass(frozen=True)
class Suggestion:
    """The suggested фора for ``names`` in ``discipline`` (``best``), every option tried,
    and the unit the race model used (None for Pyramid T or without measurements)."""

    discipline: str
    names: tuple[str, str]
    level: Option
    best: Option
    options: tuple[Option, ...]
    unit: Unit | None
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"discipline": self.discipline,
                "without": self.level.to_json(self.names),
                "suggested": self.best.to_json(self.names),
                "options": [o.to_json(self.names) for o in self.options],
                "model": {"unit": self.unit.to_json() if self.unit else None,
                          "reason": self.reason}}


def _form(discipline: str) -> str:
    if discipline in POINTS_DISCIPLINES:
        return "points"
    if discipline in RACE_DISCIPLINES:
        return "race"
    return "none"


def suggest(p_first: float, discipline: str, names: tuple[str, str],
            anchors: Anchors) -> Suggestion:
    """The фора for two players of whom the first wins a level frame with ``p_first``."""
    form = _form(discipline)
    unit = anchors.unit(discipline) if form != "none" else None
    target = unit.target if unit is not None else (
        RACE_TARGET if form == "race" else 71 if discipline == "classic-71" else 51)
    level = Option("none", None, 0, (target, target), (p_first, 1.0 - p_first))
    if unit is None:
        reason = "no_form" if form == "none" else "no_unit"
        return Suggestion(discipline, names, level, level, (), None, reason)
    weaker = 1 if p_first >= 0.5 else 0
    p_strong = max(p_first, 1.0 - p_first)  # the stronger one's level-frame chance
    amounts = CLASSIC_POINTS if form == "points" else tuple(range(RACE_TARGET - 1, 0, -1))
    options = []
    for amount in amounts:
        need_weak = target - amount if form == "points" else amount
        p = chance_with(p_strong, target, unit.points, target, need_weak)
        needs = [target, target]
        needs[weaker] = need_weak
        chances = [p, p]
        chances[weaker] = 1.0 - p
        chances[1 - weaker] = p
        options.append(Option(form, weaker, amount, (needs[0], needs[1]),
                              (chances[0], chances[1])))
    best = min((level, *options), key=lambda o: abs(o.chances[0] - 0.5))
    return Suggestion(discipline, names, level, best, tuple(options), unit,
                      "level" if best is level else "fairest")


@dataclass(frozen=True)
class Advice:
    """The фора for two named players from their rated frames: the ratings behind it, the
    chance of a level frame (with its standard deviation) and the :class:`Suggestion`; or
    who has no rating in the view (``unrated``), in which case there is no suggestion.
    What ``pyramid-coach handicap`` prints and what the new-game dialog offers."""

    names: tuple[str, str]
    discipline: str
    family: str
    ratings: tuple[tuple[float, float], ...] = ()
    chance_sd: float = 0.0
    suggestion: Suggestion | None = None
    unrated: tuple[str, ...] = ()


def advise(frames: Sequence[FrameResult], anchors: Anchors, view: View,
           names: tuple[str, str], discipline: str) -> Advice:
    """Rate ``frames`` in ``view`` narrowed to ``discipline``'s family, then suggest the
    фора between ``names`` (people of the history, or ``computer:LEVEL``)."""
    family = family_of(discipline)
    view = View(view.where, family, view.as_of, view.half_life_days)
    table = rate(frames, anchors, view)
    unrated = tuple(n for n in names if not table.has(n))
    if unrated:
        return Advice(names, discipline, family, unrated=unrated)
    p, p_sd = table.chance(*names)
    return Advice(names, discipline, family, tuple(table.rating_of(n) for n in names), p_sd,
                  suggest(p, discipline, names, anchors))
