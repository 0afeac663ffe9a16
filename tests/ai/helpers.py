"""Shared pieces of the computer-opponent tests: cheap levels and random game states.

The preset levels spend up to ~2 s a turn; the legality and whole-game tests use levels with
the same stroke-error models but a much smaller search, which changes how well the computer
plays, not which rules it must obey.
"""

from __future__ import annotations

from dataclasses import replace

from hypothesis import strategies as st

from simulation.ai.levels import LEVELS, Level
from simulation.rules.game import decide, judge, new_game
from simulation.rules.state import GameState
from tests.rules.randomplay import random_decision, random_shot

#: One solver call, one variant, a safety or two: every branch of the policy, cheaply.
PROBE = Level("probe", LEVELS["club"].error, 1, 1, 1, 0.3, 0.6)
#: Master's stroke, the least search: whole games in a few seconds.
FAST = Level("fast", LEVELS["master"].error, 1, 1, 0, 0.0, 0.0)

VARIANTS = [
    ("free", {}), ("combined", {}), ("dynamic", {}), ("classic-8", {}),
    ("classic-71", {}), ("classic-51", {}), ("pyramid-t", {}),
    ("free", {"fmt": "pair"}), ("combined", {"fmt": "pair", "lag": True}),
    ("classic-71", {"players": 3}), ("classic-71", {"call_mode": "strict", "lag": True}),
    ("pyramid-t", {"call_mode": "ball-pocket"}),
]


def small(level: Level, **kw: int) -> Level:
    return replace(level, **kw)


def random_state(draw, steps_max: int = 25, discipline: str | None = None
                 ) -> GameState:
    """A state reached by random well-formed shots and decisions (exact event logs, no
    physics) from a new frame of a random variant (of ``discipline`` if given)."""
    pool = [v for v in VARIANTS if discipline in (None, v[0])]
    discipline, kw = draw(st.sampled_from(pool), label="variant")
    state = new_game(discipline, **kw)
    for _ in range(draw(st.integers(0, steps_max), label="steps")):
        if state.phase == "over":
            break
        if state.pending is not None:
            state = decide(state, random_decision(draw, state))
            continue
        drawn = random_shot(draw, state)
        if drawn is None:
            break
        result, call, place = drawn
        _, after = judge(state, result, call=call, place=place)
        if after.phase == "over":
            break
        state = after
    return state
