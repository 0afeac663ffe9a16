"""Whose turn it is: sides, the pair format's order within a team, and pending decisions.

General rules 7.1/7.2: a legal shot that pockets a ball keeps the turn, one that does not
passes it. With three or four players (club classic rules) the turn goes round the table.

Pair format (Free and Combined pyramid, pair format 3.1-3.3): the players of a team shoot in
turn — after every shot a team takes, its next shot is taken by the other member, whether the
shot scored (the partner continues the visit) or not (the partner opens the team's next
visit). The breaker sets the order of the breaking team; the other team's order is set by
whichever member first comes to the table, which is a decision ("choose_player") the team
makes the first time the turn reaches it. After a pass (7.4.2) the offending team's next
player shoots, which is the "second player" of 3.3 because the pointer moved on after the
foul.
"""

from __future__ import annotations

from dataclasses import replace

from simulation.rules.state import GameState, Pending
from simulation.rules.vocab import Context, PendingKind, Phase


def shooter_of(state: GameState, side: str) -> str | None:
    """The player who shoots next for ``side`` (None: a team has not chosen yet)."""
    if not state.teams:
        return side
    idx = state.team_next.get(side)
    return None if idx is None else state.teams[side][idx]


def after_shot(state: GameState, shooter: str) -> GameState:
    """Pair format 3.1: once a team member has shot, the partner shoots the team's next one."""
    if not state.teams:
        return state
    side = state.side_of(shooter)
    members = state.teams[side]
    nxt = dict(state.team_next)
    nxt[side] = (members.index(shooter) + 1) % len(members)
    return replace(state, team_next=nxt)


def give_turn(state: GameState, side: str) -> GameState:
    """``side`` is to move, with its next shooter (see :func:`normalize`)."""
    return replace(state, to_move=side, shooter=shooter_of(state, side))


def normalize(state: GameState) -> GameState:
    """Make the turn fields consistent after any change.

    A finished game has nobody to move and nothing pending. A team with no order yet owes
    "choose_player" before anything else happens at the table. While a decision is pending,
    the side that owes it is the side to move and ``shooter`` is that side's player.
    """
    if state.phase is Phase.OVER:
        return replace(state, to_move=None, shooter=None, pending=None, ball_in_hand=None,
                       house=None)
    side = state.to_move
    if state.pending is None and side is not None:
        shooter = shooter_of(state, side)
        state = replace(state, shooter=shooter)
        if shooter is None and state.teams:
            state = replace(state, pending=Pending(
                PendingKind.CHOOSE_PLAYER, side, state.teams[side], context=Context.ORDER))
    if state.pending is not None and state.pending.by is not None:
        # The side that decides is to move, and ``shooter`` names its player (its next
        # shooter; None while a team has not set its order) — never the offender's.
        state = replace(state, to_move=state.pending.by,
                        shooter=shooter_of(state, state.pending.by))
    return state
