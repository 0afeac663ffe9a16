"""Property test: random well-formed event logs and decisions fed to every referee.

Checked after every step (tests/rules/invariants.py): no exception, balls conserved
(table + shelves + awaiting = all 16), the JSON round trip exact, scores explained by the
score sheet (and equal to the shelf in the shelf games; classic fouls exactly -5/+5 once,
27.2), always exactly one side to move or a finished game with a winner (or a club draw).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from simulation.rules.game import decide, judge, new_game

from .invariants import check_state, check_verdict
from .randomplay import random_decision, random_shot

VARIANTS = [
    ("free", {}), ("combined", {}), ("dynamic", {}), ("classic-8", {}),
    ("classic-71", {}), ("classic-51", {}), ("pyramid-t", {}),
    ("free", {"fmt": "pair"}), ("combined", {"fmt": "pair", "lag": True}),
    ("classic-71", {"players": 3}), ("classic-71", {"players": 4, "handicap": {"P4": 15}}),
    ("classic-71", {"call_mode": "strict", "lag": True}),
    ("pyramid-t", {"call_mode": "ball-pocket"}),
]


@pytest.mark.parametrize(("discipline", "kw"), VARIANTS,
                         ids=[f"27-20-25-{d}-{'-'.join(map(str, k)) or 'std'}"
                              for d, k in VARIANTS])
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_play_keeps_every_invariant(discipline, kw, data):
    state = new_game(discipline, **kw)
    check_state(state)
    for _ in range(data.draw(st.integers(1, 30), label="steps")):
        if state.phase == "over":
            break
        if state.pending is not None:
            state = decide(state, random_decision(data.draw, state))
            check_state(state)
            continue
        drawn = random_shot(data.draw, state)
        if drawn is None:
            break
        result, call, place = drawn
        before = state
        verdict, state = judge(before, result, call=call, place=place)
        check_verdict(before, verdict, state)
        check_state(state)
