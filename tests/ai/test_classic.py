"""The classic game — the break as a safety, the 13.1 break chosen by the break
analysis, safeties with margin, pots judged by the computer's own stroke error, and the
series figures ``game cvc`` prints.

Everything here is seeded and small (a few samples, trimmed searches); the assertions are
the issue's thresholds, not exact numbers, so a small change to the pocket jaws or the
cushions does not break them. The full-preset series are the ``slow`` tests at the end
(``PYRAMID_SLOW=1``), extra to the fast ones that check the same properties on less.
"""

from __future__ import annotations

import os
import random
from dataclasses import replace

import pytest

from simulation.ai.breaks import (
    BREAK_13,
    CLASSIC_BREAK,
    DEFAULT_BREAK,
    break_stroke,
    is_safety_break,
    rate,
)
from simulation.ai.levels import LEVELS
from simulation.ai.play import play_game, play_turn
from simulation.ai.policy import pick
from simulation.ai.search import Option
from simulation.ai.stats import ShotEntry, summarise
from simulation.analysis.breaks import sweep
from simulation.physics.params import PhysicsParams
from simulation.rules.game import new_game
from simulation.stroke import Stroke
from simulation.table import TableSpec

from .helpers import small

TABLE = TableSpec()
PARAMS = PhysicsParams()


def test_classic_break_is_a_safety_and_legal_under_club_error():
    """Classic 71 4 (clauses 11-12): nothing need be pocketed; the break should be legal and
    leave the opponent little (club-level stroke error: a margin beyond master's)."""
    state = new_game("classic-71", table=TABLE)
    assert is_safety_break("classic-71") and is_safety_break("classic-51")
    assert not is_safety_break("classic-8") and not is_safety_break("free")
    stroke, place = break_stroke(state, TABLE)
    assert place == CLASSIC_BREAK.place and TABLE.in_house(place)
    assert stroke.speed <= 4.0  # a safety, not a smash
    r = rate(state, stroke, place, LEVELS["club"].error, 6, 1, LEVELS["club"].error, TABLE, PARAMS)
    print(f"classic break: legal {r.legal}/{r.samples}, opponent chance "
          f"{r.opponent_chance:.3f}")
    assert r.legal_rate >= 5 / 6
    assert r.opponent_chance <= 0.25


def test_break_13_is_the_break_analysis_choice_and_pots():
    """General rules 13.1 disciplines: the break analysis's setting is legal, and it pockets
    balls, more than the old full hit on the apex ball does.

    Physics 2.2's corners refuse the balls a break sends along the cushions (docs/physics.md,
    Pockets), so a break pockets a ball about one time in seven (2.1: nearly one a break):
    24 samples may pot nothing, so the pots are counted over 96 breaks by the break
    analysis itself (seed 3: this setting 17 balls, the full hit 5). The stroke and the rack
    are the same in every 13.1 discipline, so one discipline's pots stand for all."""
    for discipline in ("free", "classic-8"):
        state = new_game(discipline, table=TABLE)
        stroke, place = break_stroke(state, TABLE)
        assert (place[0], place[1]) == (BREAK_13[discipline].x, BREAK_13[discipline].y)
        r = rate(state, stroke, place, LEVELS["master"].error, 24, 3, LEVELS["club"].error, TABLE,
                 PARAMS)
        print(f"{discipline} break: legal {r.legal}/{r.samples}, potted {r.potted}")
        assert r.legal_rate >= 5 / 6
    chosen, full = sweep([BREAK_13["free"], DEFAULT_BREAK], "free", LEVELS["master"].error,
                         samples=96, seed=3, workers=1, table=TABLE, params=PARAMS)
    print(f"balls pocketed in 96 breaks: chosen {chosen.pocketed}, full hit {full.pocketed}")
    assert chosen.legal_rate >= 5 / 6
    assert chosen.pocketed > full.pocketed


def _opt(p: float, *, opp: float = 0.0, points: int = 8, keeps: bool = True) -> Option:
    return Option(Stroke("cue", 0.0, 2.0), None, None, None, 0.1, points, keeps, False, 0.0,
                  True, mc_p=p, miss_opp=opp)


def test_a_pot_the_estimate_rejects_is_played_only_when_every_alternative_is_worse():
    master = LEVELS["master"]
    thin_pot = _opt(0.75 * master.min_p, opp=0.5)
    safe = _opt(0.98, opp=0.05, points=0, keeps=False)
    assert pick([thin_pot], [safe], master, 8.0)[0] == "safety"
    # A safety that fouls one time in two is worse than the thin pot: the pot is played.
    reckless = _opt(0.5, opp=0.6, points=0, keeps=False)
    assert pick([thin_pot], [reckless], master, 8.0)[0] == "pot"
    # A pot over the threshold is never given up for a safety.
    assert pick([_opt(0.6, opp=0.9)], [safe], master, 8.0)[0] == "pot"
    assert pick([], [], master, 8.0) == ("plain", None)


def test_safe_safeties_are_preferred_to_thin_ones():
    master = LEVELS["master"]
    thin = _opt(0.75, opp=0.0, points=0, keeps=False)   # leaves nothing, fouls 1 in 4
    margin = _opt(1.0, opp=0.15, points=0, keeps=False)  # always legal, leaves a little
    plan, chosen = pick([], [thin, margin], master, 8.0)
    assert plan == "safety" and chosen is margin


def test_classic_turns_choose_by_own_error_and_safeties_carry_their_legal_chance():
    """After the classic safety break the table is closed: the master's first shots are
    sampled pots or sampled safeties, and a safety it plays is legal in at least 90% of its
    own perturbed strokes (three of 28 fouled after errors of 0.03-0.08°)."""
    master = replace(LEVELS["master"], solver_calls=3, variants=3, safety_tries=3)
    state = new_game("classic-71", table=TABLE)
    rng = random.Random(11)
    seen = set()
    for _ in range(6):
        if state.phase == "over" or state.pending is not None:
            break
        rec = play_turn(state, master, rng, table=TABLE, workers=1)
        seen.add(rec.turn.plan)
        for e in rec.turn.explanation:
            if e["code"] == "plays_safety":
                assert e["legal_chance"] >= 0.9, e
            if e["code"] == "plays_pot":
                assert 0.0 <= e["chance"] <= 1.0
        state = rec.state
    assert "break" in seen and seen & {"pot", "safety"}


def test_series_figures_count_visits_without_the_break():
    frame = [ShotEntry("P1", "m", "break", True, 0, False, None, 0.1),
             ShotEntry("P2", "m", "pot", True, 1, True, 0.9, 1.0),
             ShotEntry("P2", "m", "pot", True, 1, True, 0.8, 1.2),
             ShotEntry("P2", "m", "pot", True, 0, False, 0.3, 0.8),
             ShotEntry("P1", "m", "safety", False, 0, False, None, 2.0),
             ShotEntry("P2", "m", "pot", True, 1, True, 0.95, 0.5)]
    st = summarise([frame], {"m": 0.35})
    j = st["m"].to_json()
    assert (j["visits"], j["balls"], j["balls_per_visit"]) == (3, 3, 1.0)
    assert (j["fouls"], j["shots"], j["safety_fouls"]) == (1, 6, 1)
    assert (j["pot_attempts"], j["pots_made"], j["pots_below_own_threshold"]) == (4, 3, 1)
    assert j["longest_run"] == 2 and j["decision_worst_s"] == 2.0
    assert (j["visits_with_a_pot_attempt"], j["balls_per_visit_with_a_pot_attempt"]) == (2, 1.5)


def _series(discipline: str, levels, games: int, seed: int) -> dict[str, int]:
    wins = {lv.name: 0 for lv in levels}
    for i in range(games):
        rec = play_game(discipline, levels, random.Random(seed * 7919 + i), breaker=i % 2,
                        max_turns=300)
        assert rec.finished
        wins[rec.levels[rec.state.winner]] += 1
        print(f"game {i + 1}: {rec.levels[rec.state.winner]} wins {dict(rec.state.scores)}")
    print(f"series: {wins}")
    return wins


def test_a_stronger_level_wins_a_classic_series():
    """Trimmed searches, real stroke-error presets, Classic 51: the stronger level wins."""
    strong = small(LEVELS["expert"], solver_calls=2, variants=2, safety_tries=2,
                   pot_samples=8, sampled_pots=1, safety_samples=4)
    weak = small(LEVELS["amateur"], solver_calls=2, variants=1, safety_tries=1,
                 pot_samples=0, sampled_pots=0, safety_samples=0)
    wins = _series("classic-51", [strong, weak], games=4, seed=5)
    assert wins["expert"] >= 3


SLOW = pytest.mark.skipif(not os.environ.get("PYRAMID_SLOW"),
                          reason="full presets over a classic-71 series: ~10 minutes "
                                 "(set PYRAMID_SLOW=1)")


@pytest.mark.slow
@SLOW
def test_full_presets_master_beats_expert_and_expert_beats_club_in_classic_71():
    """Measured with `game cvc` (docs/ai.md): master 6-4 against expert over ten frames
    (605 points to 424), expert 5-1 against club over six. Their stroke errors are close,
    so the master's edge shows in points more surely than in frames."""
    points = {"master": 0, "expert": 0}
    for i in range(4):
        rec = play_game("classic-71", [LEVELS["master"], LEVELS["expert"]],
                        random.Random(2 * 7919 + i), breaker=i % 2, max_turns=300)
        for side, name in rec.levels.items():
            points[name] += rec.state.scores[side]
    print(f"master against expert, points over four frames: {points}")
    assert points["master"] > points["expert"]
    assert _series("classic-71", [LEVELS["expert"], LEVELS["club"]], 4, 2)["expert"] >= 3
