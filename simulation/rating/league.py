"""Ratings of a club: every person and the computer's levels, from every recorded frame.

:func:`rate` is what ``pyramid-coach rating`` prints and what the app's screens will show::

    table = rate(frames, load_anchors(), View(where="real", family="free"))
    table.players[0].rating, table.players[0].sd     # points on the Elo scale
    table.chance("Ivan", "Oleg")                     # Ivan's chance to win a frame

The frames are filtered by the view (real, screen or all; a discipline family or all; up to
a date), turned into contests for the fit (:mod:`simulation.rating.fit`) and fitted at
once — the whole history, as FargoRate does, rather than an Elo update game by game, so the
order of the frames does not matter and a rating uses every frame both players played
against anyone. Older frames weigh less (``half_life_days``; docs/ratings.md gives its
measurement), so a rating follows a player who improves and its uncertainty grows again
when they stop playing. A frame played with a фора counts as a level frame in which the
side given it is weaker by what the фора is worth (:func:`simulation.rating.race.fair_logit`).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from simulation.ai.levels import LEVEL_NAMES
from simulation.errors import InputError
from simulation.rating import scale
from simulation.rating.anchors import Anchors, LevelRating
from simulation.rating.families import ALL, disciplines_of, family_named
from simulation.rating.fit import Contest, Fit, Prior, fit
from simulation.rating.race import fair_logit
from simulation.rating.values import VIEWS, FrameResult, Side, computer_key

#: How fast an old frame stops counting: its weight halves every this many days. Measured
#: by ``pyramid-coach bench rating-model`` on leagues whose players drift by 0 to 300 points
#: a year: 120 days has the least worst loss of prediction against the best half-life for
#: each drift (0.006 nats a frame; no decay loses 0.057 when players improve by 300 a year,
#: 60 days 0.013 when nobody does). docs/ratings.md has the table.
HALF_LIFE_DAYS = 120.0


@dataclass(frozen=True)
class View:
    """Which frames a rating is made from: ``where`` real, screen or all; a discipline
    family (or ``all``, or a discipline, meaning its family); frames up to ``as_of``
    (inclusive; None: all); older frames halve in weight every ``half_life_days`` (None:
    every frame counts fully)."""

    where: str = "all"
    family: str = ALL
    as_of: date | None = None
    half_life_days: float | None = HALF_LIFE_DAYS

    def checked(self) -> View:
        if self.where not in VIEWS:
            raise InputError("--where", f"must be one of {', '.join(VIEWS)}")
        if self.half_life_days is not None and not (
                math.isfinite(self.half_life_days) and self.half_life_days > 0):
            raise InputError("--half-life", "must be a positive number of days")
        return View(self.where, family_named(self.family), self.as_of, self.half_life_days)

    def admits(self, frame: FrameResult) -> bool:
        return ((self.where == ALL or frame.where == self.where)
                and frame.discipline in disciplines_of(self.family)
                and (self.as_of is None or frame.day <= self.as_of))


@dataclass(frozen=True)
class Record:
    """What an entity played in the view: frames, wins, losses, draws, games (matches)."""

    frames: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    games: int = 0
    first_played: date | None = None
    last_played: date | None = None


@dataclass(frozen=True)
class PlayerRating:
    """A rating in points with its standard deviation, and what it is made of.
    ``like_level``: the computer level nearest in rating (None without level data)."""

    name: str
    computer: bool
    rating: float
    sd: float
    record: Record
    like_level: str | None = None

    def to_json(self) -> dict[str, Any]:
        r = self.record
        out: dict[str, Any] = {
            "name": self.name, "rating": round(self.rating, 1), "sd": round(self.sd, 1),
            "frames": r.frames, "wins": r.wins, "losses": r.losses, "draws": r.draws,
            "games": r.games,
            "last_played": r.last_played.isoformat() if r.last_played else None}
        if not self.computer:
            out["like_level"] = self.like_level
        return out


@dataclass(frozen=True)
class RatingTable:
    """The ratings of one view. ``players`` are the people, best first; ``levels`` the
    computer's levels (their measured anchors moved by the frames people played against
    them), weakest first."""

    view: View
    players: tuple[PlayerRating, ...]
    levels: tuple[PlayerRating, ...]
    frames: int
    skipped: int
    anchors: Mapping[str, LevelRating]
    prior_sd: float
    _fit: Fit = field(repr=False, compare=False)
    _index: Mapping[str, int] = field(repr=False, compare=False)

    def get(self, name: str) -> PlayerRating:
        """A person by name, or a level as ``computer:LEVEL``."""
        for p in (*self.players, *self.levels):
            if (computer_key(p.name) if p.computer else p.name) == name:
                return p
        raise InputError("--players", f"no rated player called {name!r} in this view")

    def has(self, name: str) -> bool:
        return name in self._index

    def rating_of(self, name: str) -> tuple[float, float]:
        """The rating and standard deviation (points) of a person, or ``computer:LEVEL``."""
        i = self._index[name]
        return scale.to_points(self._fit.theta[i]), scale.sd_points(self._fit.sd[i])

    def sd_from_mean(self, name: str, among: Sequence[str]) -> float:
        """The standard deviation of ``name``'s rating minus the mean rating of ``among``
        (points): the uncertainty of where a player stands within a group, without the
        group's common level, which only the prior fixes."""
        cov = self._fit.cov
        i = self._index[name]
        idx = [self._index[n] for n in among]
        m = len(idx)
        v = (cov[i][i] - 2.0 * sum(cov[i][j] for j in idx) / m
             + sum(cov[j][k] for j in idx for k in idx) / m ** 2)
        return scale.sd_points(math.sqrt(max(v, 0.0)))

    def difference_sd(self, a: str, b: str) -> float:
        """The standard deviation of the difference of two ratings (points)."""
        return scale.sd_points(self._fit.diff_sd(self._index[a], self._index[b]))

    @property
    def strengths(self) -> tuple[float, ...]:
        """The fitted strengths in logits, in the order of the view's entities (the start
        of a later day's fit)."""
        return self._fit.theta

    def chance(self, a: str, b: str) -> tuple[float, float]:
        """A's chance to win a level frame against B, and its standard deviation (the
        delta method over the two strengths' joint uncertainty)."""
        i, j = self._index[a], self._index[b]
        d = self._fit.theta[i] - self._fit.theta[j]
        p = 1.0 / (1.0 + math.exp(-d))
        return p, p * (1.0 - p) * self._fit.diff_sd(i, j)

    def to_json(self) -> dict[str, Any]:
        v = self.view
        return {
            "where": v.where, "family": v.family, "disciplines": list(disciplines_of(v.family)),
            "as_of": v.as_of.isoformat() if v.as_of else None,
            "half_life_days": v.half_life_days,
            "scale": {"points_per_logit": round(scale.POINTS_PER_LOGIT, 3),
                      "centre": scale.CENTRE, "reference_level": scale.REFERENCE_LEVEL,
                      "prior_sd": round(self.prior_sd, 1)},
            "frames": self.frames, "skipped_frames": self.skipped,
            "players": [p.to_json() for p in self.players],
            "levels": [{**p.to_json(), "name": p.name,
                        "anchor": self.anchors[p.name].to_json()
                        if p.name in self.anchors else None} for p in self.levels],
        }


# ------------------------------------------------------------------ preparing
@dataclass(frozen=True)
class Prepared:
    """A view's frames ready for the fit: the entities, their priors, one contest per
    rated frame (with its day, for the weights) and the frames that could not be rated."""

    view: View
    names: tuple[str, ...]
    priors: tuple[Prior, ...]
    contests: tuple[tuple[date, Contest], ...]
    frames: tuple[FrameResult, ...]
    skipped: int
    anchors: Mapping[str, LevelRating]
    prior_sd: float


def _offset(frame: FrameResult, side: Side, anchors: Anchors) -> float | None:
    """What ``side``'s фора is worth in logits (0 without one; None when no model)."""
    if not side.handicap and side.race is None:
        return 0.0
    unit = anchors.unit(frame.discipline)
    if unit is None:
        return None
    need = side.race if side.race is not None else unit.target - side.handicap
    if need <= 0:
        return None
    # The side needing ``need`` against a side needing the target is worth that much.
    return fair_logit(unit.target, unit.points, unit.target, need)


def prepare(frames: Iterable[FrameResult], anchors: Anchors, view: View) -> Prepared:
    view = view.checked()
    chosen = [f for f in frames if view.admits(f)]
    chosen.sort(key=lambda f: (f.played_at, f.id))
    people = sorted({p for f in chosen for s in f.sides for p in s.players})
    level_anchors = anchors.for_family(view.family)
    levels = [lv for lv in LEVEL_NAMES if lv in level_anchors
              or any(lv in s.levels for f in chosen for s in f.sides)]
    names = (*people, *(computer_key(lv) for lv in levels))
    index = {n: i for i, n in enumerate(names)}
    person_sd = anchors.prior_sd / scale.POINTS_PER_LOGIT
    priors = [Prior(0.0, person_sd) for _ in people]
    for lv in levels:
        a = level_anchors.get(lv)
        priors.append(Prior(scale.to_logit(a.rating), a.sd / scale.POINTS_PER_LOGIT)
                      if a else Prior(0.0, person_sd))
    contests: list[tuple[date, Contest]] = []
    rated: list[FrameResult] = []
    skipped = 0
    for f in chosen:
        offsets = [_offset(f, s, anchors) for s in f.sides]
        if any(o is None for o in offsets):
            skipped += 1
            continue
        sides = tuple(tuple(index[m] for m in s.members) for s in f.sides)
        contests.append((f.day, Contest(sides, f.shares,
                                        tuple(o or 0.0 for o in offsets))))
        rated.append(f)
    return Prepared(view, names, tuple(priors), tuple(contests), tuple(rated), skipped,
                    dict(level_anchors), anchors.prior_sd)


def weighted(prep: Prepared, as_of: date | None) -> list[Contest]:
    """The contests up to ``as_of`` with their weights on that day."""
    hl = prep.view.half_life_days
    last = as_of or (prep.contests[-1][0] if prep.contests else None)
    out = []
    for day, c in prep.contests:
        if last is not None and day > last:
            continue
        w = 1.0 if hl is None or last is None else 0.5 ** ((last - day).days / hl)
        out.append(Contest(c.sides, c.shares, c.offsets, w))
    return out


def records(frames: Sequence[FrameResult], as_of: date | None = None) -> dict[str, Record]:
    """Each entity's frames, wins, losses, draws and games (up to ``as_of``)."""
    acc: dict[str, dict[str, Any]] = {}
    for f in frames:
        if as_of is not None and f.day > as_of:
            continue
        for k, s in enumerate(f.sides):
            for m in s.members:
                a = acc.setdefault(m, {"frames": 0, "wins": 0, "losses": 0, "draws": 0,
                                       "games": set(), "first": f.day, "last": f.day})
                a["frames"] += 1
                if f.winner is None:
                    a["draws"] += 1
                elif f.winner == k:
                    a["wins"] += 1
                else:
                    a["losses"] += 1
                a["games"].add(f.game_id or f.id)
                a["first"] = min(a["first"], f.day)
                a["last"] = max(a["last"], f.day)
    return {m: Record(a["frames"], a["wins"], a["losses"], a["draws"], len(a["games"]),
                      a["first"], a["last"]) for m, a in acc.items()}


def nearest_level(rating: float, levels: Mapping[str, LevelRating]) -> str | None:
    if not levels:
        return None
    return min(levels.values(), key=lambda lv: abs(lv.rating - rating)).level


def rate(frames: Iterable[FrameResult], anchors: Anchors | None = None,
         view: View | None = None, start: Sequence[float] | None = None) -> RatingTable:
    """The ratings of ``view`` (see the module docstring)."""
    prep = prepare(frames, anchors or Anchors(), view or View())
    return table_of(prep, prep.view.as_of, start)


def table_of(prep: Prepared, as_of: date | None, start: Sequence[float] | None = None
             ) -> RatingTable:
    result = fit(prep.priors, weighted(prep, as_of), start)
    recs = records(prep.frames, as_of)
    players, levels = [], []
    for i, name in enumerate(prep.names):
        rating = scale.to_points(result.theta[i])
        sd = scale.sd_points(result.sd[i])
        if name.startswith("computer:"):
            lv = name.split(":", 1)[1]
            levels.append(PlayerRating(lv, True, rating, sd, recs.get(name, Record())))
        else:
            players.append(PlayerRating(name, False, rating, sd, recs.get(name, Record()),
                                        nearest_level(rating, prep.anchors)))
    players.sort(key=lambda p: (-p.rating, p.name))
    view = prep.view if as_of == prep.view.as_of else View(
        prep.view.where, prep.view.family, as_of, prep.view.half_life_days)
    return RatingTable(view, tuple(players), tuple(levels),
                       len(weighted(prep, as_of)), prep.skipped, prep.anchors,
                       prep.prior_sd, result, {n: i for i, n in enumerate(prep.names)})
