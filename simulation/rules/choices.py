"""What a scorer may enter next at a real table: the choices an :class:`Outcome` can hold.

A real-match scorer screen asks this before each entry so it offers only what the rules
allow: the balls that may be struck (Free 5.1: any), whether a call is needed and what it
may name, the balls that may be the first contact or be pocketed, whether the break needs
13.1's counts, the house fouls of a shot from the house, the fouls a referee may name (each
with its clause and reason, the words of :mod:`simulation.rules.codes`), the side that may
be penalised between shots, the balls that may have dropped by themselves. Every entry the
choices allow is one :func:`~simulation.rules.outcome.facts_from_outcome` accepts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

from simulation.balls import CUE
from simulation.rules.codes import seen_foul
from simulation.rules.fields import plain
from simulation.rules.game import referee_for
from simulation.rules.outcome import BETWEEN_SHOTS, FROM_HOUSE
from simulation.rules.state import GameState
from simulation.rules.vocab import (
    CallMode,
    Discipline,
    Hand,
    HouseFoul,
    Interference,
    Phase,
    SeenFoul,
)
from simulation.table import POCKET_IDS


def _ball_key(ball: str) -> int:
    return 0 if ball == CUE else int(ball)


@dataclass(frozen=True)
class RecordChoices:
    """The next entry's choices; ``shot`` is None while a decision is owed (answer it with
    ``game decide``) or once the frame is over."""

    side: str | None
    shooter: str | None
    pending: dict[str, Any] | None
    shot: dict[str, Any] | None
    between_shots: dict[str, Any] | None
    interference: tuple[Interference, ...]

    def to_json(self) -> dict[str, Any]:
        return cast("dict[str, Any]", plain({
            "side": self.side, "shooter": self.shooter, "pending": self.pending,
            "shot": self.shot, "between_shots": self.between_shots,
            "interference": list(self.interference)}))


def _foul_words(codes: Any, discipline: str) -> list[dict[str, str]]:
    return [seen_foul(code, discipline).to_json() for code in codes]


def record_choices(state: GameState) -> RecordChoices:
    """The choices of the next real-table entry in ``state``."""
    on_table = sorted(state.balls, key=_ball_key)
    if state.phase is Phase.OVER:
        return RecordChoices(None, None, None, None, None, ())
    pending = None if state.pending is None else state.pending.to_json()
    dropped = [b for b in on_table]
    if state.pending is not None:
        return RecordChoices(state.to_move, state.shooter, pending, None,
                             {"fouls": [], "offenders": [], "dropped": dropped}, ())
    referee = referee_for(state.discipline)
    is_break = state.phase is Phase.BREAK
    free_cue = referee.any_cue_ball and not is_break and state.ball_in_hand is None
    cue_balls = on_table if free_cue else [CUE]
    call = None
    if referee.call_required(state):
        balls = [b for b in on_table if b != CUE]
        if referee.cue_call:
            balls = [CUE, *balls]
        call = {"required": not is_break, "balls": balls, "pockets": list(POCKET_IDS)}
    stroke_fouls = [f for f in SeenFoul if f not in BETWEEN_SHOTS
                    and (f not in FROM_HOUSE or state.ball_in_hand is Hand.HOUSE)
                    and (f is not SeenFoul.WRONG_HOUSE or referee.temporary_house)]
    house_fouls = (list(HouseFoul) if state.ball_in_hand is Hand.HOUSE and referee.house_clause
                   else [])
    shot = {
        "cue_balls": cue_balls,
        "ball_in_hand": state.ball_in_hand, "house": state.house,
        "call": call,
        "first_contact": [b for b in on_table if b != CUE or free_cue],
        "pocketable": on_table if state.ball_in_hand is None or CUE in state.balls
        else [CUE, *on_table],
        "break": ({"cushion_balls": True, "crossed_centre": True}
                  if is_break and referee.uses_break_13 else None),
        "completed": not is_break,
        "house_fouls": house_fouls,
        "clean": state.options.call_mode is CallMode.STRICT,
        "smeared": state.discipline is Discipline.PYRAMID_T,
        "fouls": _foul_words(stroke_fouls, state.discipline),
    }
    between = [f for f in BETWEEN_SHOTS
               if f is not SeenFoul.PLACING_TOUCHED_BALL or state.ball_in_hand is not None]
    offenders = list(state.sides) if len(state.sides) == 2 else [state.to_move]
    return RecordChoices(state.to_move, state.shooter, pending, shot,
                         {"fouls": _foul_words(between, state.discipline),
                          "offenders": offenders, "dropped": dropped},
                         tuple(Interference))
