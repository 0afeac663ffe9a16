"""The frame protocol: a frame's score sheet read as a referee's protocol — visits, shots,
pots, points per side, fouls with their clauses, runs, the totals of every player and side,
and the frame score.

A frame's state keeps its score sheet (``GameState.sheet``: one entry per shot, incident and
decision, each with the points it gave every side, adding up to ``scores``). The same sheet
is what the history keeps of a finished frame, so one function reads it for every use: the
real-match scorer, the end-of-frame summary of a game on the screen, the history's Review
and the printed score sheet.

Definitions (the federation's words, docs/rules.md "The frame protocol"):

* A **visit** («игровой подход») is a side's run of shots at the table: it opens with a shot
  of a side whose visit is not open and ends when the turn leaves the side — a shot that
  passes the turn (7.2), any foul of that side (27: the opponent decides next), a re-rack,
  or the end of the frame. In the pair format a visit is the team's; its players take turns
  within it (pair format 3.1). A ball replayed (22.2, 26.1) stays in the visit; an incident
  between shots is a row of its own (a foul of the side at the table ends its visit; a foul
  of the other side, I-42, does not).
* A visit's **run** («серия») is the points its side scored with its own legal shots in it.
* **Points per side**: every entry's points, so a foul's points to the opponent (Classic 5.6,
  Pyramid T 5) stand with the shot that gave them, and a penalty ball (a decision, Free 6)
  is a row of its own between the visits.

Which way the turn went is read from the entry's ``turn`` (the referee writes the verdict's
turn on every shot and incident entry); a sheet written before that word was kept is read
by the next shot's side: the visit goes on when the same side shoots next.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from simulation.rules.codes import FOULS, Foul, seen_foul
from simulation.rules.vocab import Discipline, HouseFoul, SeenFoul, Turn

#: Sheet events that are a shot played (a replayed shot is written "replay").
SHOT_EVENTS = ("shot",)
#: Decisions that put a ball on a shelf (and score it): Free 6, Combined 5.2 and twins.
BALL_DECISIONS = ("penalty_ball", "replace_cue")


class VisitEnd(StrEnum):
    """Why a visit ended."""

    PASSED = "passed"  # a legal shot that passed the turn (7.2)
    FOUL = "foul"  # a foul of the side at the table (27, 7.4)
    RERACK = "rerack"  # the balls racked again (13.2.3/13.2.4, 26.2)
    FRAME_OVER = "frame_over"  # the frame ended in the visit
    OPEN = "open"  # the frame is still being played and the side is at the table


@dataclass(frozen=True)
class Row:
    """One sheet entry as the protocol reads it. ``event`` is the sheet's word (``shot``,
    ``incident``, ``penalty_ball``, ``penalty_ball_declined``, ``replace_cue``,
    ``replace_cue_declined``, ``rerack``, ``replay``, ``restored``, ``lag``, ``decider``,
    ``tie``, ``handicap``); ``n`` the shot's number; ``fouls`` with the discipline's clauses;
    ``clause`` the clause of an incident row (22.1, 22.2, 26.1, 26.2); ``ball`` the ball a
    decision took, a restored or re-spotted ball."""

    index: int
    event: str
    side: str | None
    player: str | None = None
    n: int | None = None
    points: Mapping[str, int] = field(default_factory=dict)
    balls: tuple[str, ...] = ()
    fouls: tuple[Foul, ...] = ()
    clause: str | None = None
    ball: str | None = None
    choice: str | None = None
    turn: Turn | None = None

    @property
    def played(self) -> bool:
        return self.event in SHOT_EVENTS

    @property
    def own_points(self) -> int:
        """The points this row gave its own side (a classic foul's −5 included)."""
        return int(self.points.get(self.side, 0)) if self.side is not None else 0

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "event": self.event, "side": self.side,
                "player": self.player, "n": self.n, "points": dict(self.points),
                "balls": list(self.balls), "fouls": [f.to_json() for f in self.fouls],
                "clause": self.clause, "ball": self.ball, "choice": self.choice,
                "turn": None if self.turn is None else str(self.turn)}


@dataclass(frozen=True)
class Visit:
    """A side's visit: its number in the frame (1, 2, …), the side, the players who shot in
    it (in order), its shot rows (and replays), and why it ended."""

    number: int
    side: str
    players: tuple[str, ...]
    rows: tuple[Row, ...]
    end: VisitEnd

    @property
    def shots(self) -> int:
        return sum(1 for r in self.rows if r.played)

    @property
    def pots(self) -> tuple[str, ...]:
        """The balls that counted for the side in the visit, in order."""
        return tuple(b for r in self.rows for b in r.balls)

    @property
    def points(self) -> dict[str, int]:
        """Every side's points from the visit's rows (a foul's points to the opponent too)."""
        return _sum_points(self.rows)

    @property
    def run(self) -> int:
        """The points the side scored with its own legal shots in the visit."""
        return sum(max(r.own_points, 0) for r in self.rows if r.played and not r.fouls)

    def run_of(self, player: str) -> int:
        return sum(max(r.own_points, 0) for r in self.rows
                   if r.played and not r.fouls and r.player == player)

    @property
    def fouls(self) -> tuple[Foul, ...]:
        return tuple(f for r in self.rows for f in r.fouls)

    def to_json(self) -> dict[str, Any]:
        return {"number": self.number, "side": self.side, "players": list(self.players),
                "shots": self.shots, "pots": list(self.pots), "points": self.points,
                "run": self.run, "fouls": [f.to_json() for f in self.fouls],
                "end": str(self.end), "rows": [r.index for r in self.rows]}


@dataclass(frozen=True)
class PlayerLine:
    """A player's totals in the frame: visits played in, shots, balls that counted, points
    from their own shots (their fouls' −5 included in the classic games), fouls, best run."""

    player: str
    side: str
    visits: int = 0
    shots: int = 0
    pots: int = 0
    points: int = 0
    fouls: int = 0
    best_run: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "side": self.side, "visits": self.visits,
                "shots": self.shots, "pots": self.pots, "points": self.points,
                "fouls": self.fouls, "best_run": self.best_run}


@dataclass(frozen=True)
class SideLine:
    """Where a side's score came from: ``handicap`` + ``own`` (its own shots and incidents)
    + ``decisions`` (penalty balls and balls for a pocketed cue ball it took) +
    ``opponents`` (points the other sides' fouls gave it) = ``score``."""

    side: str
    score: int
    handicap: int = 0
    own: int = 0
    decisions: int = 0
    opponents: int = 0
    visits: int = 0
    best_run: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"side": self.side, "score": self.score, "handicap": self.handicap,
                "own": self.own, "decisions": self.decisions, "opponents": self.opponents,
                "visits": self.visits, "best_run": self.best_run}


#: One line of the protocol in order: a visit, or a row between visits (a decision, an
#: incident, the lag, the handicap).
Item = Visit | Row


@dataclass(frozen=True)
class FrameProtocol:
    """A frame's protocol (see the module docstring). ``items`` are the visits and the rows
    between them in order; ``scores`` are the sheet's sums (the frame score)."""

    discipline: Discipline
    sides: tuple[str, ...]
    rows: tuple[Row, ...]
    items: tuple[Item, ...]
    scores: Mapping[str, int]
    players: tuple[PlayerLine, ...]
    side_lines: tuple[SideLine, ...]
    winner: str | None = None
    draw: bool = False
    over: bool = False

    @property
    def visits(self) -> tuple[Visit, ...]:
        return tuple(i for i in self.items if isinstance(i, Visit))

    @property
    def shots(self) -> int:
        return sum(v.shots for v in self.visits)

    def side_line(self, side: str) -> SideLine:
        return next(s for s in self.side_lines if s.side == side)

    def to_json(self) -> dict[str, Any]:
        return {"discipline": str(self.discipline), "sides": list(self.sides),
                "scores": dict(self.scores), "winner": self.winner, "draw": self.draw,
                "over": self.over, "shots": self.shots,
                "visits": [v.to_json() for v in self.visits],
                "items": [{"visit": i.number} if isinstance(i, Visit) else {"row": i.index}
                          for i in self.items],
                "rows": [r.to_json() for r in self.rows],
                "players": [p.to_json() for p in self.players],
                "sides_detail": [s.to_json() for s in self.side_lines]}


# --------------------------------------------------------------------------- clauses
def foul_clause(code: str, discipline: str) -> str:
    """The clause a foul code breaks in ``discipline``, as the verdict gives it (the sheet
    keeps only the code): the seen fouls' and house fouls' clauses differ by discipline, as
    does the classic games' cue-ball foul."""
    from simulation.rules.game import referee_for

    d = Discipline(discipline)
    if code in set(SeenFoul):
        return seen_foul(code, d).clause
    if code in set(HouseFoul):
        return referee_for(d).house_clause or FOULS[code][0]
    if code == "cue_ball_potted" and d.is_classic_points:
        return f"{d} 5.5"
    return FOULS[code][0] if code in FOULS else ""


def _fouls(codes: Iterable[Any], discipline: str) -> tuple[Foul, ...]:
    out = []
    for code in codes:
        c = str(code)
        out.append(Foul(c, foul_clause(c, discipline)) if c in FOULS else Foul(c, ""))
    return tuple(out)


# --------------------------------------------------------------------------- reading
def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _str(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def read_row(index: int, entry: Mapping[str, Any], discipline: str) -> Row:
    """One sheet entry as a :class:`Row` (an entry of an older sheet reads as well: what
    it lacks is left empty)."""
    raw = entry.get("points")
    raw_points: Mapping[Any, Any] = raw if isinstance(raw, Mapping) else {}
    points = {str(k): int(v) for k, v in raw_points.items() if _int(v) is not None}
    raw_balls, raw_fouls = entry.get("balls"), entry.get("fouls")
    balls: list[Any] = raw_balls if isinstance(raw_balls, list) else []
    fouls: list[Any] = raw_fouls if isinstance(raw_fouls, list) else []
    turn = entry.get("turn")
    return Row(index=index, event=str(entry.get("event", "")), side=_str(entry.get("side")),
               player=_str(entry.get("player")), n=_int(entry.get("n")), points=points,
               balls=tuple(str(b) for b in balls), fouls=_fouls(fouls, discipline),
               clause=_str(entry.get("clause")), ball=_str(entry.get("ball")),
               choice=_str(entry.get("choice")),
               turn=Turn(turn) if turn in set(Turn) else None)


def _sum_points(rows: Iterable[Row]) -> dict[str, int]:
    out: dict[str, int] = {}
    for r in rows:
        for s, p in r.points.items():
            out[s] = out.get(s, 0) + p
    return out


def _goes_on(row: Row, following: Sequence[Row]) -> bool:
    """Whether the side keeps the table after its legal shot ``row``: the referee's turn,
    or (a sheet without it) whether the same side plays the next shot."""
    if row.turn is not None:
        return row.turn in (Turn.CONTINUES, Turn.DECISION)
    nxt = next((r for r in following if r.played or r.event == "incident"
                or r.event == "rerack"), None)
    return nxt is not None and nxt.played and nxt.side == row.side


def frame_protocol(discipline: str, sides: Sequence[str], sheet: Sequence[Mapping[str, Any]],
                   *, winner: str | None = None, draw: bool = False,
                   over: bool = False) -> FrameProtocol:
    """The protocol of a frame from its score sheet (``GameState.sheet`` or a stored
    frame's ``sheet``), the frame's ``sides`` in order, and how it ended."""
    rows = tuple(read_row(i, e, discipline) for i, e in enumerate(sheet))
    items: list[Item] = []
    open_rows: list[Row] = []
    open_side: str | None = None
    number = 0

    def close(end: VisitEnd) -> None:
        nonlocal open_side, number
        if open_side is None:
            return
        number += 1
        players = tuple(dict.fromkeys(r.player for r in open_rows if r.player))
        items.append(Visit(number, open_side, players, tuple(open_rows), end))
        open_rows.clear()
        open_side = None

    for i, row in enumerate(rows):
        if row.played:
            if open_side is not None and open_side != row.side:
                close(VisitEnd.PASSED)
            open_side = row.side
            open_rows.append(row)
            last = over and not any(r.played for r in rows[i + 1:])
            if row.turn is Turn.OVER or (row.turn is None and last):
                close(VisitEnd.FRAME_OVER)
            elif row.fouls:
                close(VisitEnd.FOUL)
            elif not _goes_on(row, rows[i + 1:]):
                close(VisitEnd.PASSED)
            continue
        if row.event == "replay" and open_side is not None and row.side == open_side:
            open_rows.append(row)
            continue
        if row.event == "incident" and row.fouls and row.side == open_side:
            close(VisitEnd.FOUL)
        elif row.event == "rerack":
            close(VisitEnd.RERACK)
        items.append(row)
    close(VisitEnd.FRAME_OVER if over else VisitEnd.OPEN)
    scores = {s: 0 for s in sides}
    for s, p in _sum_points(rows).items():
        scores[s] = scores.get(s, 0) + p
    visits = [i for i in items if isinstance(i, Visit)]
    return FrameProtocol(Discipline(discipline), tuple(sides), rows, tuple(items), scores,
                         _player_lines(visits, rows, sides),
                         _side_lines(visits, rows, sides, scores), winner, draw, over)


def _player_lines(visits: Sequence[Visit], rows: Sequence[Row], sides: Sequence[str]
                  ) -> tuple[PlayerLine, ...]:
    lines: dict[str, PlayerLine] = {}
    for v in visits:
        for player in v.players:
            line = lines.get(player, PlayerLine(player, v.side))
            mine = [r for r in v.rows if r.played and r.player == player]
            lines[player] = replace(
                line, visits=line.visits + 1, shots=line.shots + len(mine),
                pots=line.pots + sum(len(r.balls) for r in mine),
                points=line.points + sum(r.own_points for r in mine),
                best_run=max(line.best_run, v.run_of(player)))
    for r in rows:  # fouls: in a shot or between shots
        if r.fouls and r.player is not None and r.side is not None:
            line = lines.get(r.player, PlayerLine(r.player, r.side))
            lines[r.player] = replace(line, fouls=line.fouls + 1)
    order = {s: i for i, s in enumerate(sides)}
    return tuple(sorted(lines.values(), key=lambda p: order.get(p.side, len(order))))


def _side_lines(visits: Sequence[Visit], rows: Sequence[Row], sides: Sequence[str],
                scores: Mapping[str, int]) -> tuple[SideLine, ...]:
    out = []
    for side in sides:
        handicap = own = decisions = opponents = 0
        for r in rows:
            pts = int(r.points.get(side, 0))
            if not pts:
                continue
            if r.event == "handicap":
                handicap += pts
            elif r.event in BALL_DECISIONS:
                decisions += pts
            elif r.side == side:
                own += pts
            else:
                opponents += pts
        mine = [v for v in visits if v.side == side]
        out.append(SideLine(side, int(scores.get(side, 0)), handicap, own, decisions,
                            opponents, len(mine), max((v.run for v in mine), default=0)))
    return tuple(out)


def sheet_sides(sides: Sequence[str], sheet: Sequence[Mapping[str, Any]]
                ) -> tuple[tuple[str, ...], dict[str, str]]:
    """The sides as a stored sheet names them, and the name to show for each. A history
    keeps a game's sides by their display names (a pair as "A1 & A2") while its sheet
    keeps the state's sides ("A", "B"); the team keys are then matched to the names in
    order."""
    named = [str(e["side"]) for e in sheet if isinstance(e.get("side"), str)]
    named += [str(k) for e in sheet if isinstance(e.get("points"), Mapping)
              for k in e["points"]]
    found = tuple(dict.fromkeys(named))
    if set(found) <= set(sides):
        return tuple(sides), {s: s for s in sides}
    keys = tuple(sorted(found))
    if len(keys) == len(sides):
        return keys, dict(zip(keys, sides, strict=True))
    return keys, {k: k for k in keys}


def state_protocol(state: Any) -> FrameProtocol:
    """The protocol of a frame's :class:`~simulation.rules.state.GameState` as it stands."""
    return frame_protocol(state.discipline, state.sides, state.sheet, winner=state.winner,
                          draw=state.draw, over=state.over)


__all__ = ["FrameProtocol", "Item", "PlayerLine", "Row", "SideLine", "Visit", "VisitEnd",
           "foul_clause", "frame_protocol", "read_row", "sheet_sides", "state_protocol"]
