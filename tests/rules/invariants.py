"""The invariants every state and verdict must keep, checked after every shot and decision."""

from __future__ import annotations

from simulation.balls import ALL_BALLS, CUE
from simulation.layout import check_layout
from simulation.rules.state import GameState, state_from_json
from simulation.rules.verdict import Verdict

from .helpers import T

SHELF_GAMES = ("free", "combined", "dynamic", "classic-8")


def sheet_totals(state: GameState) -> dict[str, int]:
    totals = dict.fromkeys(state.sides, 0)
    for entry in state.sheet:
        for side, pts in entry.get("points", {}).items():
            totals[side] += pts
    return totals


def check_state(state: GameState) -> None:
    # The JSON round trip is exact (the CLI passes states through JSON).
    assert state_from_json(state.to_json()) == state
    # Balls conserved: table + shelves + awaiting = all 16, each once.
    every = [*state.balls, *(b for s in state.shelves.values() for b in s), *state.awaiting]
    assert sorted(every) == sorted(ALL_BALLS)
    check_layout(state.balls, T, "state.balls")
    # Scores change only as the rules say: the score sheet explains every point, and in the
    # shelf games a score is the number of balls on the shelf.
    assert dict(state.scores) == sheet_totals(state)
    if state.discipline in SHELF_GAMES:
        assert all(state.scores[s] == len(state.shelves[s]) for s in state.sides)
    # Exactly one side to move, or the game is over with a winner (or a club draw).
    if state.phase == "over":
        assert state.to_move is None and state.pending is None
        assert (state.winner in state.sides) != state.draw
    else:
        assert state.winner is None and state.to_move in state.sides
        if state.pending is None:
            assert state.shooter is not None and state.side_of(state.shooter) == state.to_move
        else:
            assert state.pending.by in (*state.sides, None)
            assert state.pending.by is None or state.pending.by == state.to_move
            assert state.pending.options
    if CUE in state.awaiting and state.phase != "over":
        assert state.ball_in_hand in ("house", "table")
    if state.ball_in_hand == "house":
        assert state.house in ("front", "temporary")


def check_verdict(before: GameState, verdict: Verdict, after: GameState) -> None:
    assert verdict.legal == (not verdict.fouls)
    assert all(f.clause and f.reason for f in verdict.fouls)
    side = before.to_move
    if before.discipline in ("classic-71", "classic-51"):
        if verdict.legal:
            assert set(verdict.points) <= {side} and all(v >= 0 for v in verdict.points.values())
        else:  # Classic 5.6, once (27.2)
            assert sorted(verdict.points.values()) == [-5, 5]
            assert verdict.points[side] == -5
    elif before.discipline == "pyramid-t":
        assert all(v >= 0 for v in verdict.points.values())
        if not verdict.legal:
            assert next(iter(verdict.points.values())) >= 5 and side not in verdict.points
    else:
        assert all(v >= 0 for v in verdict.points.values())
        if not verdict.legal:
            assert verdict.points == {}
    for side_, pts in verdict.points.items():
        assert after.scores[side_] - before.scores[side_] == pts
    if verdict.turn == "continues":
        assert after.to_move == side
