"""Reading the frames of the history back for the ratings (``simulation/rating``).

Every finished frame becomes a :class:`~simulation.rating.values.FrameResult`: its sides as
the score sheet names them (a pair "A1 & A2" is its two players), the winner (none for a
draw), the game's discipline, when it ended, where it was played, and which sides were the
computer and at what level (the game's seats, saved with its setup). A computer seat's
name belongs to nobody in the history, so it is rated as its level; a game with no person
at the table is not in the history at all (the Recorder does not record it).

``where`` is a session's or a game's (``"real"`` or ``{"kind": "real", ...}``); a history
that says nothing of it was played on the screen. Frames that cannot be rated are counted
by reason: not finished, a winner who is no side, a board of a triathlon team match (the
history keeps the match's first discipline, not each board's).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select

from coach_app.store import models as m
from coach_app.store.opening import Store
from simulation.ai.levels import LEVEL_NAMES
from simulation.rating.values import FrameResult, Side, where_of
from simulation.rules.state import DISCIPLINES

#: A pair's display name joins its two players with this (coach_app.game.match).
PAIR_JOIN = " & "
#: Team formats whose boards are all Free pyramid (the others name their boards).
FREE_TEAM_FORMATS = ("free-3+3", "free-2+2")


@dataclass(frozen=True)
class FramesRead:
    frames: tuple[FrameResult, ...]
    skipped: Mapping[str, int] = field(default_factory=dict)


def _seats(options: Mapping[str, Any]) -> dict[str, str]:
    """Name → computer level, from the game's setup (``names`` and ``seats`` in order)."""
    names = options.get("names") or []
    seats = options.get("seats") or []
    return {str(n): str(s) for n, s in zip(names, seats, strict=False)
            if str(s) in LEVEL_NAMES}


def _side(name: str, computers: Mapping[str, str], options: Mapping[str, Any]) -> Side:
    members = [p.strip() for p in name.split(PAIR_JOIN)] if PAIR_JOIN in name else [name]
    players = tuple(p for p in members if p not in computers)
    levels = tuple(computers[p] for p in members if p in computers)
    handicap = options.get("handicap") or {}
    race = options.get("race") or {}
    points = handicap.get(name, 0) if isinstance(handicap, Mapping) else 0
    balls = race.get(name) if isinstance(race, Mapping) else None
    return Side(name, players, levels, int(points) if isinstance(points, int) else 0,
                int(balls) if isinstance(balls, int) else None)


def _frame(frame: m.Frame, game: m.Game, session: m.PracticeSession
           ) -> tuple[FrameResult | None, str | None]:
    options = game.options if isinstance(game.options, Mapping) else {}
    if frame.finished_at is None:
        return None, "unfinished"
    fmt = options.get("team_format")
    discipline = "free" if fmt in FREE_TEAM_FORMATS else game.discipline
    if fmt and fmt not in FREE_TEAM_FORMATS:
        return None, "team_board_discipline_unknown"
    if discipline not in DISCIPLINES:
        return None, "unknown_discipline"
    names: Sequence[Any] = list(frame.scores) if isinstance(frame.scores, Mapping) \
        and frame.scores else list(game.sides or [])
    if len(names) < 2:
        return None, "no_sides"
    computers = _seats(options)
    sides = tuple(_side(str(n), computers, options) for n in names)
    if any(not s.members for s in sides):
        return None, "no_sides"
    if frame.winner is None:
        winner = None
    elif frame.winner in names:
        winner = list(names).index(frame.winner)
    else:
        return None, "winner_not_a_side"
    where = where_of(getattr(session, "where", None) or options.get("where"))
    return FrameResult(frame.id, discipline, frame.finished_at, sides, winner, where,
                       game.id), None


def read_frames(store: Store) -> FramesRead:
    """Every finished frame of the history, oldest first, and the rest counted by reason."""
    q = (select(m.Frame, m.Game, m.PracticeSession)
         .join(m.Game, m.Frame.game_id == m.Game.id)
         .join(m.PracticeSession, m.Game.session_id == m.PracticeSession.id)
         .order_by(m.Frame.finished_at, m.Frame.started_at, m.Frame.id))
    frames: list[FrameResult] = []
    skipped: dict[str, int] = {}
    with store.sessions() as s:
        for frame, game, session in s.execute(q):
            result, reason = _frame(frame, game, session)
            if result is not None:
                frames.append(result)
            elif reason is not None:
                skipped[reason] = skipped.get(reason, 0) + 1
    return FramesRead(tuple(frames), skipped)
