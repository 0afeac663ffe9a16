"""What the rules in force let the side to move do on its next shot.

One small value per turn, read from the state and the discipline's referee, so the policy
never hard-codes a discipline in its search: which balls may be struck (Free pyramid: any
ball, not on the break), which object balls may be the first contact and the pot (Pyramid T
4.6: own game balls; from the house: only balls outside it, Combined 6.6 and twins), whether
pocketing the cue ball off an object ball (свояк) is legal and scores, whether a call is
needed, and where the ball in hand may go.
"""

from __future__ import annotations

from dataclasses import dataclass

from simulation.analysis.outcome import Kind
from simulation.balls import CUE
from simulation.rules.game import referee_for
from simulation.rules.pyramid_t import PyramidTReferee
from simulation.rules.state import GameState
from simulation.rules.tablegeo import house_zone
from simulation.rules.vocab import CallMode, Discipline, Hand, Phase
from simulation.table import TableSpec, Vec

#: Disciplines where a legally pocketed cue ball scores (Free 5.5 like any ball, Combined and
#: Dynamic 5.1/5.2 with a replacement ball, Pyramid T 4.1.2 the value of the ball played off).
CUE_POT_SCORES = (Discipline.FREE, Discipline.COMBINED, Discipline.DYNAMIC, Discipline.PYRAMID_T)


@dataclass(frozen=True)
class TurnRules:
    """The shot-level rules for the side to move (see the module docstring)."""

    discipline: str
    side: str
    cue_balls: tuple[str, ...]
    targets: tuple[str, ...]
    kinds: tuple[Kind, ...]
    call: bool
    hand: str | None
    house: str | None
    #: Doubles and combinations count: not under the club rules' strict call, which asks
    #: for the called ball to be struck first and to touch nothing on its way in.
    indirect: bool = True

    def target_ok(self, cue_ball: str, ball: str) -> bool:
        return ball != cue_ball and ball in self.targets


def in_zone(pos: Vec, hand: str | None, house: str | None, table: TableSpec) -> bool:
    """True when ``pos`` is inside the house the ball in hand must be played from."""
    if hand != "house":
        return False
    return house_zone(house or "front", table).contains(pos)


def turn_rules(state: GameState, table: TableSpec) -> TurnRules:
    """The rules for ``state.to_move``'s next shot (a shot must be due: no decision pending)."""
    referee = referee_for(state.discipline)
    side = state.to_move or state.sides[0]
    on_table = tuple(state.balls)
    if referee.any_cue_ball and state.phase is not Phase.BREAK and state.ball_in_hand is None:
        cue_balls: tuple[str, ...] = on_table
    else:
        cue_balls = (CUE,)
    objects = [b for b in on_table if b != CUE]
    if state.discipline == Discipline.PYRAMID_T and state.phase is not Phase.BREAK:
        own = PyramidTReferee.own_balls(state, side, objects)
        objects = [b for b in objects if b in own]
    if state.ball_in_hand is Hand.HOUSE:
        objects = [b for b in objects
                   if not in_zone(state.balls[b], "house", state.house, table)]
    # Free pyramid: an object ball may be the cue ball, so "cue" is a target there too.
    targets = tuple(on_table if len(cue_balls) > 1 else objects)
    call = referee.call_required(state) and state.phase is not Phase.BREAK
    kinds = [Kind.OBJECT]
    # A свояк scores where the text allows it; with a call only where the cue ball may be
    # called (Pyramid T 4.1.2), never from hand in Dynamic (6.5).
    if (state.discipline in CUE_POT_SCORES and (not call or referee.cue_call)
            and not (state.discipline == Discipline.DYNAMIC and state.ball_in_hand is Hand.TABLE)):
        kinds.append(Kind.CUE)
    strict = call and state.options.call_mode is CallMode.STRICT
    return TurnRules(state.discipline, side, cue_balls, targets, tuple(kinds), call,
                     state.ball_in_hand, state.house, not strict)
