"""The computer's answers to the decisions the rules give it (``game decide``).

Every answer is picked from ``pending.options`` (or is a legal decline), so the referee's
``decide`` accepts it. The reasoning is the one a player uses at the table:

* penalty ball / replacement ball (Free 6, Combined 5.2/7.1, Dynamic 5.2/7.1, Classic 8 6.1):
  always take one — it is a point — and take the ball whose removal leaves the best next
  shot (the chooser plays next, or decides to);
* shoot or pass (General rules 7.4): shoot when the best shot on offer is likely enough for
  this level, otherwise hand the position back to the offender;
* after an illegal break (13.2): accept and play when there is a shot, else accept and pass;
* the lag (8.4, and the 70:70 decider) is a physical contest the program only records: the
  computer draws its result from the seeded generator and the winner breaks / shoots;
* pair format 3.2: the first listed member comes to the table first.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from simulation.ai.chances import estimate_chance
from simulation.ai.levels import Level
from simulation.ai.search import position_value
from simulation.rules.state import GameState
from simulation.rules.vocab import PendingKind, Phase
from simulation.table import TableSpec

#: Chance of potting the best shot on offer above which the computer shoots rather than
#: passes (7.4) or accepts and plays (13.2.1). A beginner always shoots.
SHOOT_AT = 0.3


@dataclass(frozen=True)
class Answer:
    """A decision for ``game decide`` and why, as codes the GUI translates."""

    decision: Mapping[str, Any]
    explanation: tuple[Mapping[str, Any], ...] = field(default_factory=tuple)


def _as_mover(state: GameState, side: str) -> GameState:
    return replace(state, pending=None, to_move=side,
                   shooter=side if not state.teams else state.shooter)


def _my_chance(state: GameState, side: str, level: Level, table: TableSpec) -> float:
    return estimate_chance(position_value(_as_mover(state, side), table), level.error)


def _take(state: GameState, level: Level, table: TableSpec) -> Answer:
    pending = state.pending
    assert pending is not None and pending.by is not None
    side = pending.by
    best: tuple[float, int, str] | None = None
    for k, ball in enumerate(pending.options):
        if ball not in state.balls:
            continue
        rest = {b: p for b, p in state.balls.items() if b != ball}
        probe = _as_mover(replace(state, balls=rest), side)
        value = position_value(probe, table)
        key = (value, -k, ball)
        if best is None or key > best:
            best = key
    if best is None:
        code = "declines_penalty_ball" if pending.kind is PendingKind.PENALTY_BALL else \
            "declines_replacement_ball"
        return Answer({"kind": pending.kind, "ball": None}, ({"code": code},))
    ball = best[2]
    code = ("takes_penalty_ball" if pending.kind is PendingKind.PENALTY_BALL
            else "takes_replacement_ball")
    return Answer({"kind": pending.kind, "ball": ball}, ({"code": code, "ball": ball},))


def answer(state: GameState, level: Level, rng: random.Random,
           table: TableSpec | None = None) -> Answer:
    """The computer's answer to ``state.pending`` (which must be set)."""
    table = table or TableSpec()
    pending = state.pending
    if pending is None:
        raise ValueError("no decision is pending")
    kind = pending.kind
    if kind.takes_ball:
        return _take(state, level, table)
    if kind is PendingKind.SHOOT_OR_PASS:
        side = pending.by or state.to_move or state.sides[0]
        chance = _my_chance(state, side, level, table)
        shoot = level.min_p == 0.0 or chance >= SHOOT_AT or pending.offender is None
        choice = "shoot" if shoot else "pass"
        code = {"code": "shoots", "chance": round(chance, 3)} if shoot else \
            {"code": "passes_shot", "to": pending.offender, "chance": round(chance, 3)}
        return Answer({"kind": kind, "choice": choice}, (code,))
    if kind is PendingKind.BREAK_OPTIONS:
        side = pending.by or state.to_move or state.sides[0]
        chance = _my_chance(replace(state, phase=Phase.PLAY), side, level, table)
        choice = "accept_play" if chance >= SHOOT_AT or level.min_p == 0.0 else "accept_pass"
        if choice not in pending.options:
            choice = pending.options[0]
        return Answer({"kind": kind, "choice": choice},
                      ({"code": "break_option", "choice": choice, "chance": round(chance, 3)},))
    if kind is PendingKind.LAG:
        winner = rng.choice(list(state.sides))
        choice = "shoot" if "shoot" in pending.options else pending.options[0]
        return Answer({"kind": kind, "winner": winner, "choice": choice},
                      ({"code": "lag", "winner": winner, "choice": choice},))
    if kind is PendingKind.CHOOSE_PLAYER:
        player = pending.options[0]
        return Answer({"kind": kind, "player": player},
                      ({"code": "chooses_player", "player": player},))
    raise ValueError(f"unknown decision {kind!r}")
