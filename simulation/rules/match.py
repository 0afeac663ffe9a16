"""Match structures above the frame: best-of-N frames and the team formats.

* :class:`FrameMatch` — a match of frames won by the first to a majority of ``best_of``;
  General rules 14.1: the players break in turn from frame to frame. In the pair format (Free
  and Combined pair format 2.2/2.3) the teams break in turn and so do the two players of each
  team, so the breakers run A1, B1, A2, B2, A1, …
* :class:`TeamMatch` — the team formats: «Пирамида-троеборье» 3+3 (boards 1, 2, 3 play
  Dynamic, Combined, Free; first to three team points; at 2-1 or 1-2 the second boards play
  Combined again, at 2-2 the third boards play Free), Free 3+3 (all Free; at 2-1 or 1-2 the
  first boards play again, at 2-2 the second boards) and Free 2+2 (first to two; at 1-1 a
  third match whose frames alternate between the first and the second boards). Each
  individual match's breaks alternate between the teams' players (3.2 of each format).

Pure values: ``record`` returns a new match.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from simulation.rules.matchplay import FORMAT_BOARDS, TEAM_TARGET
from simulation.rules.vocab import Discipline, TeamFormat

#: Board and discipline of the regular individual matches, in order (the boards of
#: matchplay.FORMAT_BOARDS, numbered).
TEAM_FORMATS: dict[TeamFormat, tuple[tuple[int, str], ...]] = {
    fmt: tuple(enumerate(boards, start=1)) for fmt, boards in FORMAT_BOARDS.items()}


@dataclass(frozen=True)
class FrameMatch:
    """Best of ``best_of`` frames between two sides, breaks alternating (14.1)."""

    sides: tuple[str, str]
    best_of: int
    first_breaker: str
    breakers: tuple[str, ...] = ()
    wins: Mapping[str, int] = field(default_factory=dict)
    frames: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.best_of < 1 or self.best_of % 2 == 0:
            raise ValueError("best_of must be an odd number of frames")

    @property
    def rotation(self) -> tuple[str, ...]:
        """The order of breakers: the sides in turn, or the given players (pair format)."""
        if self.breakers:
            return self.breakers
        a, b = self.sides
        return (a, b) if self.first_breaker == a else (b, a)

    def breaker(self) -> str:
        """Who breaks the next frame (14.1; pair format 2.2/2.3)."""
        rot = self.rotation
        return rot[len(self.frames) % len(rot)]

    @property
    def winner(self) -> str | None:
        need = self.best_of // 2 + 1
        return next((s for s in self.sides if self.wins.get(s, 0) >= need), None)

    def record(self, winner: str) -> FrameMatch:
        if self.winner is not None:
            raise ValueError("the match is over")
        if winner not in self.sides:
            raise ValueError(f"unknown side {winner!r}")
        wins = {s: self.wins.get(s, 0) for s in self.sides}
        wins[winner] += 1
        return replace(self, wins=wins, frames=(*self.frames, winner))


def pair_breakers(teams: Mapping[str, tuple[str, str]], first_team: str) -> tuple[str, ...]:
    """Pair format 2.2/2.3: teams break in turn, and within a team the players in turn."""
    a = first_team
    b = next(t for t in teams if t != a)
    return (teams[a][0], teams[b][0], teams[a][1], teams[b][1])


@dataclass(frozen=True)
class TeamMatch:
    """A team match of individual matches (boards) in one of :data:`TEAM_FORMATS`."""

    format: str
    teams: tuple[str, str]
    results: tuple[tuple[int | str, str, str], ...] = ()  # (board, discipline, winner)

    def __post_init__(self) -> None:
        if self.format not in TEAM_FORMATS:
            raise ValueError(f"unknown team format {self.format!r}")

    @property
    def points(self) -> dict[str, int]:
        pts = dict.fromkeys(self.teams, 0)
        for _, _, w in self.results:
            pts[w] += 1
        return pts

    @property
    def winner(self) -> str | None:
        target = TEAM_TARGET[TeamFormat(self.format)]
        return next((t for t, p in self.points.items() if p >= target), None)

    def next_match(self) -> tuple[int | str, str] | None:
        """The board (or "1/2" for Free 2+2's alternating decider) and discipline next."""
        if self.winner is not None:
            return None
        regular = TEAM_FORMATS[TeamFormat(self.format)]
        n = len(self.results)
        if n < len(regular):
            return regular[n]
        scores = sorted(self.points.values())
        if self.format == TeamFormat.FREE_2_2:
            return ("1/2", Discipline.FREE)  # 1-1: frames alternate, first and second boards
        if self.format == TeamFormat.TRIATHLON_3_3:
            return ((2, Discipline.COMBINED) if scores == [1, 2] else (3, Discipline.FREE))
        return (1, Discipline.FREE) if scores == [1, 2] else (2, Discipline.FREE)

    def record(self, winner: str) -> TeamMatch:
        nxt = self.next_match()
        if nxt is None:
            raise ValueError("the team match is over")
        if winner not in self.teams:
            raise ValueError(f"unknown team {winner!r}")
        board, discipline = nxt
        return replace(self, results=(*self.results, (board, discipline, winner)))


def alternating_board(frame_index: int) -> int:
    """Free 2+2 2.7: in the deciding match, frame 1 is played by the first boards, frame 2
    by the second, frame 3 by the first again, and so on."""
    return 1 if frame_index % 2 == 0 else 2
