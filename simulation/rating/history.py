"""Ratings over time and head-to-head records: the values Progress and the PDF will draw.

:func:`rating_series` gives, for each player asked for, one point per day they played:
the rating the whole history up to the end of that day gives them, with its uncertainty
(each day is a fit of its own, started from the day before, so a point is what the player
would have seen that evening). :func:`head_to_head` counts the frames two players played
against each other, per discipline and where.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from simulation.rating.anchors import Anchors
from simulation.rating.league import View, prepare, table_of
from simulation.rating.values import FrameResult


@dataclass(frozen=True)
class RatingPoint:
    """A player's rating at the end of ``day``, with its uncertainty and frames so far."""

    day: date
    rating: float
    sd: float
    frames: int

    def to_json(self) -> dict[str, Any]:
        return {"date": self.day.isoformat(), "rating": round(self.rating, 1),
                "sd": round(self.sd, 1), "frames": self.frames}


def rating_series(frames: Iterable[FrameResult], names: Sequence[str],
                  anchors: Anchors | None = None, view: View | None = None
                  ) -> dict[str, tuple[RatingPoint, ...]]:
    """One point per day each of ``names`` played (people by name, levels as
    ``computer:LEVEL``), plus the view's last day if later, oldest first."""
    prep = prepare(frames, anchors or Anchors(), view or View())
    index = {n: i for i, n in enumerate(prep.names)}
    wanted = [n for n in names if n in index]
    days = sorted({f.day for f in prep.frames
                   if any(m in wanted for s in f.sides for m in s.members)})
    end = prep.view.as_of or (prep.frames[-1].day if prep.frames else None)
    if days and end is not None and end > days[-1]:
        days.append(end)
    out: dict[str, list[RatingPoint]] = {n: [] for n in names}
    start: list[float] | None = None
    counts = {n: 0 for n in wanted}
    played_by_day: dict[date, dict[str, int]] = {}
    for f in prep.frames:
        day_counts = played_by_day.setdefault(f.day, {})
        for s in f.sides:
            for m in s.members:
                if m in counts:
                    day_counts[m] = day_counts.get(m, 0) + 1
    for day in days:
        table = table_of(prep, day, start)
        start = list(table.strengths)
        for n, c in played_by_day.get(day, {}).items():
            counts[n] += c
        for n in wanted:
            if counts[n] == 0:
                continue
            rating, sd = table.rating_of(n)
            out[n].append(RatingPoint(day, rating, sd, counts[n]))
    return {n: tuple(points) for n, points in out.items()}


@dataclass(frozen=True)
class Tally:
    frames: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0

    def add(self, outcome: int) -> Tally:
        """``outcome`` 1 a win, -1 a loss, 0 a draw (for the first player)."""
        return Tally(self.frames + 1, self.wins + (outcome > 0), self.losses + (outcome < 0),
                     self.draws + (outcome == 0))

    def to_json(self) -> dict[str, int]:
        return {"frames": self.frames, "wins": self.wins, "losses": self.losses,
                "draws": self.draws}


@dataclass(frozen=True)
class HeadToHead:
    """``a``'s record against ``b``: in all, per discipline, per where; the games (matches)
    they met in, and the first and last day."""

    a: str
    b: str
    total: Tally = Tally()
    by_discipline: dict[str, Tally] = field(default_factory=dict)
    by_where: dict[str, Tally] = field(default_factory=dict)
    games: int = 0
    first: date | None = None
    last: date | None = None

    def to_json(self) -> dict[str, Any]:
        return {"player": self.a, "opponent": self.b, **self.total.to_json(),
                "games": self.games,
                "by_discipline": {k: t.to_json() for k, t in sorted(self.by_discipline.items())},
                "by_where": {k: t.to_json() for k, t in sorted(self.by_where.items())},
                "first": self.first.isoformat() if self.first else None,
                "last": self.last.isoformat() if self.last else None}


def _outcome(frame: FrameResult, a: str, b: str) -> int | None:
    """1, -1 or 0 when ``a`` and ``b`` played on different sides of ``frame``, else None.
    In a frame of three or four, only the winner beat the others; two losers drew nothing
    between them (None)."""
    ka = next((k for k, s in enumerate(frame.sides) if a in s.members), None)
    kb = next((k for k, s in enumerate(frame.sides) if b in s.members), None)
    if ka is None or kb is None or ka == kb:
        return None
    if frame.winner is None:
        return 0
    if frame.winner == ka:
        return 1
    if frame.winner == kb:
        return -1
    return None


def head_to_head(frames: Iterable[FrameResult], a: str, b: str) -> HeadToHead:
    total = Tally()
    by_d: dict[str, Tally] = {}
    by_w: dict[str, Tally] = {}
    games: set[str] = set()
    first = last = None
    for f in sorted(frames, key=lambda f: (f.played_at, f.id)):
        o = _outcome(f, a, b)
        if o is None:
            continue
        total = total.add(o)
        by_d[f.discipline] = by_d.get(f.discipline, Tally()).add(o)
        by_w[str(f.where)] = by_w.get(str(f.where), Tally()).add(o)
        games.add(f.game_id or f.id)
        first = first or f.day
        last = f.day
    return HeadToHead(a, b, total, by_d, by_w, len(games), first, last)


def opponents(frames: Iterable[FrameResult], a: str) -> tuple[HeadToHead, ...]:
    """``a``'s record against everyone they met, most frames first."""
    frames = list(frames)
    met = sorted({m for f in frames for s in f.sides if a not in s.members
                  for m in s.members if any(a in t.members for t in f.sides)})
    found = [head_to_head(frames, a, b) for b in met]
    return tuple(sorted((h for h in found if h.total.frames),
                        key=lambda h: (-h.total.frames, h.b)))
