"""Computer-vs-computer frames: every discipline to a winner with a consistent score sheet,
and a stronger level beating a weaker one over a seeded series.

The frames use :data:`helpers.FAST` (master's stroke error, the least search) so seven
frames take well under a minute on two cores; they run on worker processes side by side.
The series plays the real stroke-error presets of master and beginner with a trimmed search
(one solver call, no safeties) in Free pyramid; the full presets over more games are the
``slow`` test below, run with PYRAMID_SLOW=1 (several minutes: ~1.5 s per master turn).
"""

from __future__ import annotations

import os
import random

import pytest

from simulation.ai.levels import LEVELS
from simulation.ai.play import play_game
from simulation.analysis.workers import map_chunks
from tests.rules.invariants import check_state, sheet_totals

from .helpers import FAST, small

#: Longest frames first, so the two workers finish together.
DISCIPLINES = ["pyramid-t", "classic-71", "classic-8", "combined", "classic-51", "dynamic",
               "free"]
MAX_TURNS = 250


def _frame(discipline: str):
    return play_game(discipline, [FAST, FAST], random.Random(3), max_turns=MAX_TURNS)


def test_every_discipline_plays_to_a_winner_with_a_consistent_sheet():
    records = map_chunks(_frame, DISCIPLINES, 2)
    for discipline, rec in zip(DISCIPLINES, records, strict=True):
        state = rec.state
        print(f"{discipline}: winner {state.winner} {dict(state.scores)} "
              f"in {rec.shots} shots, {rec.decisions} decisions")
        assert rec.finished, f"{discipline}: no result in {MAX_TURNS} turns {state.scores}"
        assert state.winner in state.sides
        check_state(state)
        assert sheet_totals(state) == dict(state.scores)
        shots = [e for e in state.sheet if e.get("event") == "shot"]
        assert len(shots) == rec.shots
        if state.options.target:
            assert state.scores[state.winner] == max(state.scores.values())


def _series(levels, games: int, seed: int) -> dict[str, int]:
    wins = {lv.name: 0 for lv in levels}
    for i in range(games):
        rec = play_game("free", levels, random.Random(seed * 7919 + i), breaker=i % 2,
                        max_turns=400)
        assert rec.finished
        winner = rec.levels[rec.state.winner]
        wins[winner] += 1
        print(f"game {i + 1}: {winner} wins {dict(rec.state.scores)} in {rec.shots} shots")
    print(f"series: {wins}")
    return wins


def test_master_beats_beginner_in_free_pyramid():
    master = small(LEVELS["master"], solver_calls=1, variants=1, safety_tries=0)
    beginner = small(LEVELS["beginner"], solver_calls=1)
    # With the stroke-error presets calibrated to reference pot rates (a beginner
    # pots 40 % of 1 m straight balls) a trimmed master no longer sweeps short Free games;
    # it must still win the series (measured: 3-2 with seed 1, 4-1 with seed 2).
    wins = _series([master, beginner], games=5, seed=1)
    assert wins["master"] > wins["beginner"]


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("PYRAMID_SLOW"),
                    reason="full master and beginner presets over 4 frames: several minutes "
                           "(set PYRAMID_SLOW=1)")
def test_full_presets_master_beats_beginner_over_a_series():
    wins = _series([LEVELS["master"], LEVELS["beginner"]], games=4, seed=7)
    assert wins["master"] >= 4
