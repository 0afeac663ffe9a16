"""The game API: start a frame, referee a shot, apply a decision.

This is what the CLI (``pyramid-coach game``), the GUI and the tests call::

    state = new_game("classic-71")
    verdict, state = judge(state, result, call=Call("5", "BR"))
    state = decide(state, {"kind": "shoot_or_pass", "choice": "pass"})
    verdict, state = record(state, Outcome.from_json({"first_contact": "3", ...}))

Every function is pure and takes an optional :class:`TableSpec` (the same table must be used
for the whole frame; the state does not carry it).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from simulation.balls import CUE, OBJECT_BALLS, classic_value
from simulation.errors import InputError
from simulation.events import ShotResult, rnd_vec
from simulation.racks import default_cue_position, standard_rack
from simulation.rules import decisions
from simulation.rules.base import Referee
from simulation.rules.classic import ClassicReferee
from simulation.rules.outcome import Outcome
from simulation.rules.pyramid_t import PyramidTReferee
from simulation.rules.shelf import Classic8Referee, CombinedReferee, DynamicReferee, FreeReferee
from simulation.rules.state import GameState, Options, Pending
from simulation.rules.turns import normalize
from simulation.rules.verdict import Call, Verdict
from simulation.rules.vocab import (
    DISCIPLINES,
    PAIR_DISCIPLINES,
    CallMode,
    Choice,
    Context,
    Discipline,
    Format,
    Hand,
    House,
    HouseRule,
    PendingKind,
    Phase,
)
from simulation.table import TableSpec, Vec

REFEREES: dict[Discipline, Referee] = {
    Discipline.FREE: FreeReferee(),
    Discipline.COMBINED: CombinedReferee(),
    Discipline.DYNAMIC: DynamicReferee(),
    Discipline.CLASSIC_71: ClassicReferee(71, last_ball_bonus=10),
    Discipline.CLASSIC_51: ClassicReferee(51, last_ball_bonus=0),
    Discipline.CLASSIC_8: Classic8Referee(),
    Discipline.PYRAMID_T: PyramidTReferee(),
}
assert tuple(REFEREES) == DISCIPLINES

#: Club classic rules (002): handicaps "of 5, 10, 15, 20, 30 and even 35 points".
HANDICAP_RANGE = (5, 35)
#: The house option of playing Pyramid T without a call (000 clause 4 says it is called).
UNCALLED = HouseRule.UNCALLED
#: The games played to eight balls on the shelf, whose фора is a race: the weaker side needs
#: fewer balls ("8 against 7, 6, 5…"; Options.race). The classic games count it in points.
RACE_DISCIPLINES = (Discipline.FREE, Discipline.COMBINED, Discipline.DYNAMIC,
                    Discipline.CLASSIC_8)


def referee_for(discipline: str) -> Referee:
    try:
        return REFEREES[Discipline(discipline)]
    except ValueError:
        raise InputError("discipline", f"unknown discipline {discipline!r}; one of "
                         f"{[str(d) for d in DISCIPLINES]}") from None


def _options(discipline: str, n_players: int, call_mode: str | None,
             handicap: Mapping[str, int], fmt: str | None,
             race: Mapping[str, int] | None = None) -> Options:
    form = None if fmt is None else Format(fmt)
    if discipline in (Discipline.CLASSIC_71, Discipline.CLASSIC_51):
        values = {b: classic_value(b) for b in OBJECT_BALLS}
        target = 71 if discipline == Discipline.CLASSIC_71 else 51
        bonus = 10 if discipline == Discipline.CLASSIC_71 else 0
        if n_players >= 3:
            # Club rules (002): three players add 10 to ball 2 (150 in play, 51 wins); four
            # add 10 to ball 3 as well (160 in play, 41 wins).
            values["2"] += 10
            target = 51
        if n_players == 4:
            values["3"] += 10
            target = 41
        return Options(target, CallMode(call_mode or CallMode.BALL_POCKET), dict(handicap),
                       values, bonus, form)
    if discipline == Discipline.PYRAMID_T:
        # 000 clause 4: «ведется по заказу» — played on call; "uncalled" is a house rule.
        if call_mode == UNCALLED:
            return Options(0, None, dict(handicap), {}, 0, form, (UNCALLED,))
        return Options(0, CallMode(call_mode or CallMode.BALL_POCKET), dict(handicap), {}, 0,
                       form)
    return Options(8, None, dict(handicap), {}, 0, form, race=dict(race or {}))


def new_game(discipline: str, *, players: int = 2, names: Sequence[str] | None = None,
             call_mode: str | None = None, handicap: Mapping[str, int] | None = None,
             fmt: str | None = None, lag: bool = False, breaker: str | None = None,
             table: TableSpec | None = None,
             race: Mapping[str, int] | None = None) -> GameState:
    """A frame ready for the opening break: a full rack (9.1), the cue ball in the house
    (9.2), phase "break". ``lag=True`` starts with the lag decision (8.4) instead of letting
    the first player break. ``race`` maps a side to the balls it needs (a фора in the games
    to eight balls, :data:`RACE_DISCIPLINES`)."""
    table = table or TableSpec()
    referee = referee_for(discipline)
    handicap = dict(handicap or {})
    if fmt not in (None, Format.PAIR):
        raise InputError("format", f"unknown format {fmt!r}; the only one is 'pair'")
    if fmt == Format.PAIR:
        if discipline not in PAIR_DISCIPLINES:
            raise InputError("format", "the pair format exists for free and combined pyramid")
        players = 4
    if discipline == Discipline.CLASSIC_71:
        if players not in (2, 3, 4):
            raise InputError("players", "classic-71 is played by 2, 3 or 4 players (club rules)")
    elif players != (4 if fmt else 2):
        raise InputError("players", f"{discipline} is played by two players")
    if call_mode is not None:
        if call_mode == UNCALLED and discipline != Discipline.PYRAMID_T:
            raise InputError("call_mode", "'uncalled' is a house rule of pyramid-t only (the "
                             "classic games are always called, classic 5.2)")
        if call_mode not in (*CallMode, UNCALLED):
            raise InputError("call_mode", "must be 'ball-pocket', 'strict' or (pyramid-t "
                             "house rule) 'uncalled'")
        if discipline not in (Discipline.CLASSIC_71, Discipline.CLASSIC_51,
                              Discipline.PYRAMID_T):
            raise InputError("call_mode", f"{discipline} is played without a call")
    names = list(names) if names else (
        ["A1", "A2", "B1", "B2"] if fmt else [f"P{i + 1}" for i in range(players)])
    if len(names) != players or len(set(names)) != players or not all(names):
        raise InputError("names", f"must be {players} different non-empty names")
    teams = {"A": tuple(names[:2]), "B": tuple(names[2:])} if fmt else None
    sides = tuple(teams) if teams else tuple(names)
    for side, pts in handicap.items():
        if discipline not in (Discipline.CLASSIC_71, Discipline.CLASSIC_51):
            raise InputError("handicap", "handicaps belong to the classic game (club rules)")
        if side not in sides:
            raise InputError("handicap", f"unknown side {side!r}; one of {list(sides)}")
        lo, hi = HANDICAP_RANGE
        if not isinstance(pts, int) or not lo <= pts <= hi:
            raise InputError("handicap", f"must be {lo} to {hi} points, not {pts!r}")
    race = dict(race or {})
    for side, need in race.items():
        if discipline not in RACE_DISCIPLINES:
            raise InputError("race", "a race is the фора of the games to eight balls "
                             f"({', '.join(RACE_DISCIPLINES)}); the classic games give points")
        if side not in sides:
            raise InputError("race", f"unknown side {side!r}; one of {list(sides)}")
        if not isinstance(need, int) or isinstance(need, bool) or not 1 <= need <= 8:
            raise InputError("race", f"a side needs 1 to 8 balls, not {need!r}")
    breaker = breaker or names[0]
    if breaker not in names:
        raise InputError("breaker", f"unknown player {breaker!r}")
    options = _options(discipline, players, call_mode, handicap, fmt, race)
    balls: dict[str, Vec] = {b: rnd_vec(p) for b, p in standard_rack(table).items()}
    balls[CUE] = rnd_vec(default_cue_position(table))
    team_next: dict[str, int | None] = {}
    if teams:
        team_next = {t: None for t in teams}
        bside = next(t for t, m in teams.items() if breaker in m)
        team_next[bside] = teams[bside].index(breaker)
    to_move = breaker if not teams else next(t for t, m in teams.items() if breaker in m)
    state = GameState(
        discipline=Discipline(discipline), options=options, players=tuple(names), teams=teams,
        scores={s: handicap.get(s, 0) for s in sides}, to_move=to_move, shooter=breaker,
        balls=balls, shelves={s: () for s in sides}, awaiting=(), phase=Phase.BREAK,
        ball_in_hand=Hand.HOUSE, house=House.FRONT,
        pending=Pending(PendingKind.LAG, None, tuple(Choice), (), Context.START) if lag else None,
        winner=None, draw=False, breaker=breaker, team_next=team_next, shot_no=0,
        sheet=tuple({"event": "handicap", "side": s, "points": {s: p}}
                    for s, p in handicap.items()),
        extra=referee.initial_extra(sides) if hasattr(referee, "initial_extra") else {},
    )
    return normalize(state)


def judge(state: GameState, result: ShotResult, *, call: Call | None = None,
          place: Vec | None = None, table: TableSpec | None = None
          ) -> tuple[Verdict, GameState]:
    """Referee one shot (General rules and the discipline's own) and return the next state."""
    return referee_for(state.discipline).judge(state, result, call=call, place=place,
                                               table=table)


def record(state: GameState, outcome: Outcome, table: TableSpec | None = None
           ) -> tuple[Verdict, GameState]:
    """Referee a shot at a real table from what its referee saw (:mod:`simulation.rules.outcome`),
    through the same judgement as :func:`judge`."""
    return referee_for(state.discipline).record(state, outcome, table=table)


def decide(state: GameState, decision: Mapping[str, Any],
           table: TableSpec | None = None) -> GameState:
    """Apply the pending decision (see :mod:`simulation.rules.decisions`)."""
    return decisions.decide(referee_for(state.discipline), state, decision, table)


def shot_layout(state: GameState, cue_ball: str, place: Vec | None,
                table: TableSpec | None = None) -> dict[str, Vec]:
    """The layout to simulate for a shot (checks the shot may be taken, places the cue ball)."""
    return referee_for(state.discipline).shot_layout(state, cue_ball, place,
                                                     table or TableSpec())
