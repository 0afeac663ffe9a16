"""Measuring a discipline's race unit from played frames (:mod:`simulation.rating.race`).

Two measurements, both from computer-vs-computer frames (``pyramid-coach bench rating``):

* **From the wins (the one the model uses).** For each pairing of levels, the share ``q``
  of the points the first level won is the unit chance's estimate (under the race model
  the units are independent draws, so the share of all those played is its maximum
  likelihood estimate, whenever the frames stopped), and its share of frames won is what
  the model must predict: ``I_q(n, n)`` with ``n = target / u`` units. The unit ``u`` is the
  maximum-likelihood fit over every pairing (binomial frame counts), with the standard
  deviation from the likelihood's curvature.
* **From the visits (a cross-check).** Points come in visits; if a unit were a visit, its
  size for the variance of the race would be ``E[X²] / E[X]`` over the points ``X`` of each
  scoring visit.

Points are counted as gains: a side's points, and the points its opponent lost to a foul
(the classic game's −5 is five more for the other side in the race between them).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from simulation.rating.race import race_chance


@dataclass(frozen=True)
class PairingTally:
    """A pairing's frames as the unit fit needs them: the first side's share of the
    points gained, its frames won and the frames finished (draws count half)."""

    share: float
    wins: float
    frames: int


def gains(points: Mapping[str, int], sides: Sequence[str]) -> dict[str, int]:
    """What one scoring event gained each of two sides (see the module docstring)."""
    out = dict.fromkeys(sides, 0)
    for side, pts in points.items():
        if side not in out:
            continue
        if pts > 0:
            out[side] += pts
        elif pts < 0:
            for other in sides:
                if other != side:
                    out[other] += -pts
    return out


#: Sheet events whose points were not won at the table (a фора given before the break).
NOT_PLAYED = ("handicap",)


def _scored(sheet: Sequence[Mapping[str, object]]) -> list[tuple[str, bool, Mapping[str, int]]]:
    """(side, is a shot, points) of every sheet event that scored or fouled."""
    out: list[tuple[str, bool, Mapping[str, int]]] = []
    for e in sheet:
        kind, points = e.get("event"), e.get("points")
        if kind in NOT_PLAYED or not isinstance(points, Mapping):
            continue
        out.append((str(e.get("side")), kind == "shot", points))
    return out


def frame_gains(sheet: Sequence[Mapping[str, object]], sides: Sequence[str]) -> dict[str, int]:
    """The points each side gained in a frame, from its score sheet."""
    total = dict.fromkeys(sides, 0)
    for _, _, points in _scored(sheet):
        for side, g in gains(points, sides).items():
            total[side] += g
    return total


def visits(sheet: Sequence[Mapping[str, object]], sides: Sequence[str]) -> list[int]:
    """The points gained in each scoring visit (consecutive shots of one side; a penalty
    ball or a foul's points for the other side count as a visit of that side's own)."""
    runs: list[int] = []
    current: str | None = None
    run = 0
    for side, is_shot, points in _scored(sheet):
        got = gains(points, sides)
        if is_shot and side != current:
            if run:
                runs.append(run)
            current, run = side, 0
        for other, pts in got.items():
            if not pts:
                continue
            if other == current:
                run += pts
            else:
                runs.append(pts)
    if run:
        runs.append(run)
    return runs


def visit_unit(runs: Sequence[int]) -> float | None:
    total = sum(runs)
    return sum(x * x for x in runs) / total if total else None


def _loglik(n: float, tallies: Sequence[PairingTally]) -> float:
    total = 0.0
    for t in tallies:
        p = min(max(race_chance(t.share, n, n), 1e-12), 1.0 - 1e-12)
        total += t.wins * math.log(p) + (t.frames - t.wins) * math.log(1.0 - p)
    return total


@dataclass(frozen=True)
class UnitFit:
    """The fitted unit in points, its standard deviation, and the units in a level race."""

    points: float
    sd: float
    units: float
    frames: int


def fit_unit(tallies: Sequence[PairingTally], target: int) -> UnitFit | None:
    """The maximum-likelihood unit over ``tallies`` (None without informative frames)."""
    useful = [t for t in tallies if t.frames and 0.0 < t.share < 1.0]
    if not useful:
        return None
    lo, hi = math.log(0.25), math.log(4.0 * target)  # n from a quarter unit to 4 × target
    # Golden-section search on ln n (the log-likelihood is smooth and, here, unimodal).
    g = (math.sqrt(5.0) - 1.0) / 2.0
    a, b = lo, hi
    c, d = b - g * (b - a), a + g * (b - a)
    fc, fd = _loglik(math.exp(c), useful), _loglik(math.exp(d), useful)
    for _ in range(120):
        if fc > fd:
            b, d, fd = d, c, fc
            c = b - g * (b - a)
            fc = _loglik(math.exp(c), useful)
        else:
            a, c, fc = c, d, fd
            d = a + g * (b - a)
            fd = _loglik(math.exp(d), useful)
    n = math.exp(0.5 * (a + b))
    h = max(1e-3, 1e-3 * n)
    curv = -(_loglik(n + h, useful) - 2 * _loglik(n, useful) + _loglik(n - h, useful)) / h ** 2
    sd_n = 1.0 / math.sqrt(curv) if curv > 0 else math.inf
    u = target / n
    return UnitFit(u, target / n ** 2 * sd_n, n, sum(t.frames for t in useful))
