"""The discipline's referee, asked about one drill shot.

A drill is not a frame, but its fouls are the game's: a shot from the house that first
touches a house ball, a shot that is not correctly completed (clause 20), a cue ball pocketed
in the classic game, a Pyramid T shot that first strikes a ball of a colour already taken.
So each shot is put to the real referee (:mod:`simulation.rules.game`) in a game state built
for the moment: the drill's balls on the table, the rest parked on the opponent's shelf, the
cue ball in hand when the drill lets the player place it. Only the verdict's legality and
fouls are used; the drill keeps its own layout (nothing is re-spotted between drill shots).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from simulation.balls import ALL_BALLS, CUE
from simulation.events import ShotResult
from simulation.rules.facts import break_facts
from simulation.rules.game import new_game, referee_for
from simulation.rules.state import GameState
from simulation.rules.verdict import Call
from simulation.rules.vocab import Discipline, Hand, House, Phase
from simulation.table import POCKET_IDS, TableSpec, Vec

#: What the drill's cue placement means to the referee's ``ball_in_hand``.
HAND = {"house": Hand.HOUSE, "anywhere": Hand.TABLE, "fixed": None}


@dataclass(frozen=True)
class Ruling:
    """The referee's answer in the drill's terms: legal or not, foul codes with clauses,
    the clause that completed the shot (20.x or 13.1.x), and the break's measurements."""

    legal: bool
    fouls: tuple[tuple[str, str], ...]
    completed: str | None
    cushion_balls: int = 0
    crossed_balls: int = 0


def game_state(discipline: str, balls: Mapping[str, Vec], hand: str | None, phase: str,
               colours_taken: Sequence[str], table: TableSpec) -> GameState:
    """A state in which the first player is to shoot from ``balls``."""
    base = new_game(discipline, table=table)
    on = {b: p for b, p in balls.items() if not (hand and b == CUE)}
    awaiting = (CUE,) if hand and CUE not in on else ()
    absent = tuple(b for b in ALL_BALLS if b not in on and b not in awaiting)
    me, other = base.sides[0], base.sides[1]
    shelves: dict[str, tuple[str, ...]] = {s: () for s in base.sides}
    shelves[other] = absent
    extra = dict(base.extra)
    if discipline == Discipline.PYRAMID_T:
        extra["sets"] = {me: list(colours_taken), other: []}
    return replace(base, balls=on, shelves=shelves, awaiting=awaiting, phase=Phase(phase),
                   ball_in_hand=Hand(hand) if hand else None,
                   house=House.FRONT if hand == Hand.HOUSE else None,
                   extra=extra,
                   to_move=me, shooter=me)


def check_place(state: GameState, place: Vec | None, table: TableSpec) -> None:
    """Refuse a placement the rules refuse (house line, touching a ball...) before any
    simulation, with the referee's own message."""
    if state.ball_in_hand is not None and place is not None:
        referee_for(state.discipline).check_placement(state, place, table)


def call_for(state: GameState, result: ShotResult, ball: str | None,
             pockets: Sequence[str]) -> Call | None:
    """The call a player would have made (Classic 5.2, Pyramid T with a call): the goal's
    ball, in the pocket the goal names or the one it went into."""
    referee = referee_for(state.discipline)
    if not referee.call_required(state):
        return None
    objects = [b for b in result.initial if b != result.cue_ball]
    target = ball if ball in objects else (objects[0] if objects else None)
    if target is None:
        return None
    fell = next((p.pocket for p in result.pocketed if p.ball == target), None)
    pocket = fell if fell and (not pockets or fell in pockets) else (
        pockets[0] if pockets else POCKET_IDS[0])
    return Call(target, pocket)


def rule(state: GameState, result: ShotResult, call: Call | None, place: Vec | None,
         table: TableSpec, clause13: bool = True) -> Ruling:
    verdict, _ = referee_for(state.discipline).judge(state, result, call=call, place=place,
                                                     table=table)
    fouls = tuple((foul.code, foul.clause) for foul in verdict.fouls)
    if state.phase is not Phase.BREAK or not clause13:
        # The classic safety break (clause13 False) is the referee's break: 11-12 only.
        return Ruling(verdict.legal, fouls, verdict.completed)
    facts = break_facts(result)
    pots = [b for b in result.pocketed_ids() if b != result.cue_ball]
    branch = facts.branch(any_legal_pot=verdict.legal and bool(pots))
    legal = verdict.legal and branch is not None
    if branch is None and not any(code == "illegal_break" for code, _ in fouls):
        # The classic game holds its break to clauses 11-12 only; a break drill asks for
        # clause 13 in every discipline.
        fouls = (*fouls, ("illegal_break", "13.1"))
    return Ruling(legal, fouls, branch, len(facts.cushion_balls), len(facts.crossed_balls))
