"""Applying a pending decision (``game decide``).

The decisions the rules give a player:

* ``penalty_ball`` — Free 6, Combined 7.1, Dynamic 7.1, Classic 8 6.1: the opponent of the
  offender takes a ball of their choice onto their shelf, or declines (the notes to those
  clauses: a penalty ball not taken before the next shot stays and the score is unchanged).
* ``replace_cue`` — Combined 5.2, Dynamic 5.2: for a legally pocketed cue ball the player
  takes an object ball of their choice (or declines, by the same note).
* ``shoot_or_pass`` — General rules 7.4: shoot, or pass the shot to the offender.
* ``break_options`` — General rules 13.2.1-13.2.4 after an illegal break.
* ``lag`` — General rules 8.4 (and Classic 71 5.7, the 70:70 decider): record who won the lag
  and whether they shoot or pass.
* ``choose_player`` — pair format 3.2: which member of a team comes to the table first.

A decision is ``{"kind": ..., ...}`` (``kind`` may be omitted, it must match when given).
Anything not allowed raises :class:`InputError` naming the field; the state is untouched.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from simulation.balls import CUE
from simulation.errors import InputError
from simulation.events import rnd_vec
from simulation.rules.base import Referee
from simulation.rules.rack import rerack
from simulation.rules.state import GameState, Pending
from simulation.rules.turns import give_turn, normalize
from simulation.rules.vocab import BreakOption, Choice, Context, Hand, House, PendingKind, Phase
from simulation.table import TableSpec

_FIELDS = {
    PendingKind.PENALTY_BALL: {"ball"},
    PendingKind.REPLACE_CUE: {"ball"},
    PendingKind.SHOOT_OR_PASS: {"choice"},
    PendingKind.BREAK_OPTIONS: {"choice"},
    PendingKind.LAG: {"winner", "choice"},
    PendingKind.CHOOSE_PLAYER: {"player"},
}


def decide(referee: Referee, state: GameState, decision: Any,
           table: TableSpec | None = None) -> GameState:
    table = table or TableSpec()
    if not isinstance(decision, Mapping):
        raise InputError("decision", "must be an object")
    if state.phase is Phase.OVER:
        raise InputError("state.phase", "the game is over")
    pending = state.pending
    if pending is None:
        raise InputError("decision", "no decision is pending; play a shot instead")
    kind = decision.get("kind", pending.kind)
    if kind != pending.kind:
        raise InputError("decision.kind", f"the pending decision is '{pending.kind}', "
                         f"not {kind!r}")
    unknown = sorted(set(decision) - _FIELDS[pending.kind] - {"kind", "by"})
    if unknown:
        raise InputError(f"decision.{unknown[0]}", "unknown field")
    by = decision.get("by")
    if by is not None and by != pending.by:
        raise InputError("decision.by", f"this decision belongs to {pending.by}, not {by}")
    handler = _HANDLERS[pending.kind]
    new = handler(referee, replace(state, pending=None), pending, decision, table)
    if new.pending is None and new.phase is not Phase.OVER:
        rest = pending.after
        by_next = pending.by or new.to_move
        if rest and by_next is not None:
            new = referee.start_chain(new, rest, by_next, pending.context, pending.offender)
    return normalize(referee.after_decisions(new, table))


def _choice(decision: Mapping[str, Any], pending: Pending, field: str = "choice") -> str:
    value = decision.get(field)
    if value not in pending.options:
        raise InputError(f"decision.{field}", f"must be one of {list(pending.options)}, "
                         f"not {value!r}")
    return str(value)


def _take(kind: str) -> Any:
    def handler(referee: Referee, state: GameState, pending: Pending,
                decision: Mapping[str, Any], table: TableSpec) -> GameState:
        if "ball" not in decision:
            raise InputError("decision.ball", "is required (a ball id, or null to decline)")
        ball = decision["ball"]
        assert pending.by is not None
        if ball is None:
            return state.log({"event": f"{kind}_declined", "side": pending.by, "points": {}})
        if ball not in state.balls:
            raise InputError("decision.ball", f"ball {ball!r} is not on the table")
        if ball not in pending.options:
            raise InputError("decision.ball", f"ball {ball!r} may not be taken; choose one of "
                             f"{list(pending.options)}")
        return referee.take_ball(state, pending.by, ball, kind)
    return handler


def _shoot_or_pass(referee: Referee, state: GameState, pending: Pending,
                   decision: Mapping[str, Any], table: TableSpec) -> GameState:
    choice = _choice(decision, pending)
    assert pending.by is not None
    side = pending.by if choice == Choice.SHOOT or pending.offender is None else pending.offender
    return give_turn(state, side)


def _break_options(referee: Referee, state: GameState, pending: Pending,
                   decision: Mapping[str, Any], table: TableSpec) -> GameState:
    """General rules 13.2: accept and play, accept and pass, or re-rack (an incomplete pyramid
    per 9.3 after the penalty ball) and break, or make the offender break."""
    choice = _choice(decision, pending)
    assert pending.by is not None
    chooser, offender = pending.by, pending.offender or pending.by
    side = chooser if choice in (BreakOption.ACCEPT_PLAY, BreakOption.RERACK_BREAK) else offender
    if choice.startswith("accept"):
        return give_turn(replace(state, phase=Phase.PLAY), side)
    objects = sorted((b for b in state.balls if b != CUE), key=int)
    layout = {b: rnd_vec(p) for b, p in rerack(objects, table).items()} if objects else {}
    layout = Referee.cue_to_house(layout, table)
    awaiting = tuple(b for b in state.awaiting if b != CUE)
    state = replace(state, balls=layout, awaiting=awaiting, phase=Phase.BREAK,
                    ball_in_hand=Hand.HOUSE, house=House.FRONT)
    state = give_turn(state, side)
    return replace(state, breaker=state.shooter or state.breaker).log(
        {"event": "rerack", "side": side, "points": {}})


def _lag(referee: Referee, state: GameState, pending: Pending,
         decision: Mapping[str, Any], table: TableSpec) -> GameState:
    """General rules 8.4: the lag winner breaks or passes the break."""
    winner = decision.get("winner")
    if winner not in state.sides:
        raise InputError("decision.winner", f"must be one of {list(state.sides)}")
    choice = _choice(decision, pending)
    side = winner if choice == Choice.SHOOT else state.opponent(winner)
    state = give_turn(state, side)
    if pending.context is Context.START:
        state = replace(state, breaker=state.shooter or state.breaker)
    return state.log({"event": "lag", "side": winner, "choice": choice, "points": {}})


def _choose_player(referee: Referee, state: GameState, pending: Pending,
                   decision: Mapping[str, Any], table: TableSpec) -> GameState:
    """Pair format 3.2: the member who first comes to the table sets the team's order."""
    player = _choice(decision, pending, "player")
    assert state.teams is not None and pending.by is not None
    nxt = dict(state.team_next)
    nxt[pending.by] = state.teams[pending.by].index(player)
    return give_turn(replace(state, team_next=nxt), pending.by)


_HANDLERS = {
    PendingKind.PENALTY_BALL: _take(PendingKind.PENALTY_BALL),
    PendingKind.REPLACE_CUE: _take(PendingKind.REPLACE_CUE),
    PendingKind.SHOOT_OR_PASS: _shoot_or_pass,
    PendingKind.BREAK_OPTIONS: _break_options,
    PendingKind.LAG: _lag,
    PendingKind.CHOOSE_PLAYER: _choose_player,
}
