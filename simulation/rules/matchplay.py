"""Matches headless: frame after frame, and the team formats' individual matches.

``start_match`` makes the first frame of a match (a :class:`GameState` carrying a
:class:`MatchInfo`); ``carry_on`` is called after every shot or decision (``game shot``,
``judge``, ``decide``, ``auto``): when the frame has just ended it writes the frame on the match
sheet and, unless the match is over, returns the next frame ready for its break.

The rules applied:

* General rules 14.1: «В каждой последующей партии соперники начинают по очереди» — the break
  goes round the sides from frame to frame (with three or four club players, round the table).
  Pair format 2.2/2.3: the pairs break in turn and so do the two players of each pair (A1, B1,
  A2, B2, …).
* Team formats (federation rules, «Пирамида-троеборье» 3+3, Free 3+3, Free 2+2): board n of
  one team plays board n of the other (2.1) in the board's discipline (2.2); a won individual
  match is one team point (2.5); the team first to 3 points (2 in Free 2+2) wins (2.6); at 2-1
  the triathlon's second boards play Combined again and at 2-2 the third boards Free; in Free 3+3
  the first boards, then the second; in Free 2+2 at 1-1 the deciding match alternates boards
  frame by frame (2.7). In every individual match the break alternates between the teams from
  frame to frame (3.2).
* Without ``lag`` the first frame of a match is broken by the first side named (``breaker``);
  in the team formats, where the text has a lag for every individual match (3.1), team A's
  player breaks the first frame of the 1st, 3rd, … individual match and team B's of the 2nd,
  4th, … (our stand-in for the lag, docs/rules.md I-33).

A drawn frame (Pyramid T, club classic) counts for nobody; the match goes on.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from simulation.errors import InputError
from simulation.rules import game
from simulation.rules.match_state import TEAM_FORMATS, MatchInfo, Team
from simulation.rules.state import GameState
from simulation.rules.vocab import Choice, Discipline, HouseRule, Phase, TeamFormat
from simulation.table import TableSpec

#: Board disciplines of each team format (2.2); the triathlon's note allows another set of
#: three pyramid games including a classic one (``boards=``).
FORMAT_BOARDS: dict[TeamFormat, tuple[Discipline, ...]] = {
    TeamFormat.TRIATHLON_3_3: (Discipline.DYNAMIC, Discipline.COMBINED, Discipline.FREE),
    TeamFormat.FREE_3_3: (Discipline.FREE, Discipline.FREE, Discipline.FREE),
    TeamFormat.FREE_2_2: (Discipline.FREE, Discipline.FREE),
}
#: Team points that win (2.6).
TEAM_TARGET = {TeamFormat.TRIATHLON_3_3: 3, TeamFormat.FREE_3_3: 3, TeamFormat.FREE_2_2: 2}
MAX_FRAMES = 15


# --------------------------------------------------------------------------- start
def start_match(discipline: str | None, *, frames: int = 1, fmt: str | None = None,
                names: Sequence[str] | None = None, team_names: Sequence[str] | None = None,
                boards: Sequence[str] | None = None, lag: bool = False,
                breaker: str | None = None, table: TableSpec | None = None,
                **frame_options: Any) -> GameState:
    """The first frame of a match. ``frame_options`` go to :func:`game.new_game` (players,
    call_mode, handicap, race, and ``fmt="pair"`` for the pair format)."""
    if not isinstance(frames, int) or not 1 <= frames <= MAX_FRAMES:
        raise InputError("frames", f"must be 1 to {MAX_FRAMES} frames")
    if fmt not in TEAM_FORMATS:
        state = game.new_game(discipline or "", names=names, fmt=fmt, lag=lag, breaker=breaker,
                              table=table, **frame_options)
        side = None if lag else state.to_move
        info = MatchInfo(None, frames, lag, first_side=side,
                         frames_won=dict.fromkeys(state.sides, 0))
        return replace(state, match=info)
    if (frame_options.get("handicap") or frame_options.get("race")
            or frame_options.get("players") not in (None, 2)):
        raise InputError("format", f"{fmt} is played one against one on each board, without "
                         "handicaps")
    if breaker is not None:
        raise InputError("breaker", f"in {fmt} the break alternates between the teams "
                         "(3.2); use --lag for the lag of 3.1")
    form = TeamFormat(fmt)
    regular: tuple[str, ...] = FORMAT_BOARDS[form]
    if boards is not None:
        if fmt != TeamFormat.TRIATHLON_3_3:
            raise InputError("boards", f"{fmt} plays free pyramid on every board (2.2)")
        boards = tuple(boards)
        if len(boards) != 3 or len(set(boards)) != 3 or any(b not in game.REFEREES
                                                            for b in boards):
            raise InputError("boards", "must name three different disciplines (triathlon 2.2 "
                             "note)")
        regular = boards
    if discipline is not None and set(regular) != {discipline}:
        raise InputError("discipline", f"{fmt} sets the disciplines of its boards "
                         f"({', '.join(regular)}); leave --discipline out")
    n = len(regular)
    names = list(names) if names else [f"{t}{i + 1}" for t in "AB" for i in range(n)]
    if len(names) != 2 * n or len(set(names)) != 2 * n or not all(names):
        raise InputError("names", f"{fmt} needs {2 * n} different player names: team A's "
                         f"boards 1-{n}, then team B's")
    team_names = list(team_names) if team_names else ["A", "B"]
    if len(team_names) != 2 or len(set(team_names)) != 2 or not all(team_names):
        raise InputError("team_names", "must be two different team names")
    teams = {"A": Team(team_names[0], tuple(names[:n])),
             "B": Team(team_names[1], tuple(names[n:]))}
    info = MatchInfo(form, frames, lag, teams, tuple(regular),
                     team_points={"A": 0, "B": 0})
    return _individual(info, 1, "1", table, frame_options.get("call_mode"))


# ---------------------------------------------------------------------- carry on
def carry_on(state: GameState, table: TableSpec | None = None) -> GameState:
    """After a shot or a decision: a finished frame of a match goes on the match sheet and the
    next frame (or individual match) starts; anything else is returned unchanged."""
    info = state.match
    if info is None or info.over or state.phase is not Phase.OVER:
        return state
    first = info.first_side or _first_side(state, info)
    winner = None if state.draw else state.winner
    team = winner if winner is None or info.teams is None else info.team_of(winner)
    won = dict(info.frames_won)
    if team is not None:
        won[team] = won.get(team, 0) + 1
    entry = {"event": "frame", "match": info.number, "board": info.board,
             "discipline": state.discipline, "frame": info.frame,
             "breaker": scheduled_breaker(replace(info, first_side=first), state.players,
                                          state.teams),
             "players": list(state.players), "winner": winner, "team": team if info.teams
             else None, "draw": state.draw, "scores": dict(state.scores),
             "shots": state.shot_no, "sheet": [dict(e) for e in state.sheet]}
    info = replace(info, first_side=first, frames_won=won, sheet=(*info.sheet, entry))
    done = team is not None and won[team] >= info.frames_to_win
    if not done:
        info = replace(info, frame=info.frame + 1)
        return _next_frame(state, info, table)
    if info.teams is None:
        return replace(state, match=replace(info, winner=team, over=True))
    assert info.format is not None and team is not None
    points = dict(info.team_points or {})
    points[team] += 1
    record = {"event": "individual", "match": info.number, "board": info.board,
              "discipline": state.discipline, "winner": team, "frames_won": won,
              "team_points": dict(points)}
    fmt = info.format
    info = replace(info, team_points=points, sheet=(*info.sheet, record))
    if points[team] >= TEAM_TARGET[fmt]:
        return replace(state, match=replace(info, winner=team, over=True))
    board = next_board(fmt, len(info.boards), info.number, points)
    return _individual(info, info.number + 1, board, table,
                       state.options.call_mode if state.discipline.startswith("classic")
                       else None)


def next_board(fmt: str, n_boards: int, played: int, points: Mapping[str, int]) -> str:
    """The board of the next individual match (2.1, 2.6, 2.7)."""
    if played < n_boards:
        return str(played + 1)
    score = sorted(points.values())
    if fmt == TeamFormat.FREE_2_2:
        return "1/2"  # 2.7: 1-1, frames alternate between the first and second boards
    if fmt == TeamFormat.TRIATHLON_3_3:
        return "2" if score == [1, 2] else "3"  # 2.6: 2-1 → Combined again, 2-2 → Free
    return "1" if score == [1, 2] else "2"  # Free 3+3 2.6: 2-1 → first boards, 2-2 → second


# ---------------------------------------------------------------------- helpers
def _board_players(info: MatchInfo, board: str, frame: int) -> tuple[str, str, str]:
    """(discipline, team A's player, team B's player) of a frame on ``board``."""
    assert info.teams is not None
    n = (1 if frame % 2 == 1 else 2) if board == "1/2" else int(board)  # 2.7: 1, 2, 1, …
    return (info.boards[n - 1], info.teams["A"].players[n - 1],
            info.teams["B"].players[n - 1])


def _individual(info: MatchInfo, number: int, board: str, table: TableSpec | None,
                call_mode: str | None) -> GameState:
    """The first frame of individual match ``number`` on ``board``."""
    first = None if info.lag else ("A" if number % 2 == 1 else "B")
    info = replace(info, number=number, board=board, frame=1, first_side=first,
                   frames_won={"A": 0, "B": 0})
    return _frame(info, table, call_mode)


def scheduled_breaker(info: MatchInfo, players: Sequence[str],
                      teams: Mapping[str, tuple[str, ...]] | None) -> str:
    """Who breaks frame ``info.frame`` of the current match, once ``first_side`` is known:
    14.1 round the sides; pair 2.2/2.3 (A1, B1, A2, B2); team formats 3.2 (the teams in turn,
    each with its board's player of that frame)."""
    assert info.first_side is not None
    k = info.frame - 1
    if info.teams is not None:
        assert info.board is not None
        _, a, b = _board_players(info, info.board, info.frame)
        return a if (info.first_side == "A") == (k % 2 == 0) else b
    sides = tuple(teams) if teams else tuple(players)
    side = sides[(sides.index(info.first_side) + k) % len(sides)]
    if teams:
        return teams[side][(k // len(sides)) % len(teams[side])]
    return side


def _frame(info: MatchInfo, table: TableSpec | None, call_mode: str | None) -> GameState:
    """A team-format frame: its board's players, the break per 3.2 (or the lag of 3.1)."""
    assert info.board is not None
    discipline, a, b = _board_players(info, info.board, info.frame)
    lag = info.lag and info.frame == 1
    breaker = None if lag else scheduled_breaker(info, (a, b), None)
    state = game.new_game(discipline, names=[a, b], breaker=breaker, lag=lag, table=table,
                          call_mode=call_mode if discipline in (
                              Discipline.CLASSIC_71, Discipline.CLASSIC_51, Discipline.PYRAMID_T)
                          else None)
    return replace(state, match=info)


def _next_frame(state: GameState, info: MatchInfo, table: TableSpec | None) -> GameState:
    if info.teams is not None:
        return _frame(info, table, state.options.call_mode
                      if state.discipline.startswith("classic") else None)
    breaker = scheduled_breaker(info, state.players, state.teams)
    opts = state.options
    call_mode = opts.call_mode or (HouseRule.UNCALLED if HouseRule.UNCALLED in opts.house_rules
                                   else None)
    new = game.new_game(state.discipline, players=len(state.players), names=state.players,
                        call_mode=call_mode, handicap=dict(opts.handicap), fmt=opts.format,
                        breaker=breaker, table=table, race=dict(opts.race))
    return replace(new, match=info)


def _first_side(state: GameState, info: MatchInfo) -> str:
    """After a lag (8.4): the side that broke the match's first frame (the lag winner if they
    chose to shoot, else the other side); in team formats, that player's team."""
    lag = next((e for e in state.sheet if e.get("event") == "lag"), None)
    if lag is None:
        side = state.side_of(state.breaker)
    else:
        winner = str(lag["side"])
        side = winner if lag.get("choice") == Choice.SHOOT else state.opponent(winner)
    return info.team_of(side) if info.teams is not None else side
