"""The race model of a фора (simulation/rating/race.py), the unit's measurement and the
suggestions (handicap.py) in the forms of the club rules (002: 5, 10, 15, 20, 30, 35)."""

from __future__ import annotations

import itertools
import math
import random

import pytest

from simulation.rating.anchors import Anchors, Unit
from simulation.rating.handicap import CLASSIC_POINTS, suggest
from simulation.rating.race import betainc, chance_with, fair_logit, race_chance, unit_share
from simulation.rating.units import PairingTally, fit_unit, frame_gains, visits


def binomial_race(q: float, a: int, b: int) -> float:
    """A reaches ``a`` successes before ``b`` failures: at least ``a`` successes in
    ``a + b − 1`` trials."""
    n = a + b - 1
    return sum(math.comb(n, k) * q ** k * (1 - q) ** (n - k) for k in range(a, n + 1))


@pytest.mark.parametrize(("q", "a", "b"), [(0.5, 8, 8), (0.6, 8, 5), (0.3, 3, 7),
                                           (0.9, 1, 1), (0.55, 71, 56)])
def test_the_incomplete_beta_is_the_binomial_race(q, a, b):
    assert betainc(a, b, q) == pytest.approx(binomial_race(q, a, b), abs=1e-12)


def test_incomplete_beta_identities():
    assert betainc(1, 1, 0.37) == pytest.approx(0.37)
    assert betainc(4.5, 4.5, 0.5) == pytest.approx(0.5)
    assert betainc(2.3, 5.1, 0.2) == pytest.approx(1 - betainc(5.1, 2.3, 0.8), abs=1e-13)


def test_unit_share_inverts_the_level_race():
    for p in (0.1, 0.5, 0.73, 0.95):
        q = unit_share(p, 4.0)
        assert race_chance(q, 4.0, 4.0) == pytest.approx(p, abs=1e-9)


def test_a_level_race_is_worth_nothing_and_a_bigger_fora_more():
    assert fair_logit(8, 2.0, 8, 8) == pytest.approx(0.0, abs=1e-9)
    worth = [fair_logit(8, 2.0, 8, k) for k in (7, 6, 5, 4)]
    assert all(x < y for x, y in itertools.pairwise(worth)) and worth[0] > 0
    # With the фора worth exactly the gap, the weaker side is even.
    d = fair_logit(71, 12.0, 71, 51)
    p = 1 / (1 + math.exp(-d))
    assert chance_with(p, 71, 12.0, 71, 51) == pytest.approx(0.5, abs=1e-6)


def test_the_unit_is_recovered_from_simulated_races():
    # Races of 4 units of 2 points (8 to win); each unit the first side's with chance q.
    rng = random.Random(5)
    tallies = []
    for q in (0.35, 0.45, 0.55, 0.65):
        wins = won_units = all_units = 0
        for _ in range(3000):
            a = b = 0
            while a < 4 and b < 4:
                if rng.random() < q:
                    a += 1
                else:
                    b += 1
            wins += a == 4
            won_units += a
            all_units += a + b
        tallies.append(PairingTally(won_units / all_units, wins, 3000))
    fitted = fit_unit(tallies, 8)
    assert fitted is not None and fitted.points == pytest.approx(2.0, abs=3 * fitted.sd)
    assert fitted.sd < 0.3


def test_gains_and_visits_from_a_sheet():
    sheet = [{"event": "handicap", "side": "P2", "points": {"P2": 15}},
             {"event": "shot", "side": "P1", "points": {"P1": 3}},
             {"event": "shot", "side": "P1", "points": {"P1": 2}},
             {"event": "shot", "side": "P1", "points": {"P1": -5, "P2": 5}},
             {"event": "shot", "side": "P2", "points": {"P2": 7}},
             {"event": "penalty_ball", "side": "P1", "points": {"P1": 1}}]
    assert frame_gains(sheet, ("P1", "P2")) == {"P1": 6, "P2": 17}
    assert visits(sheet, ("P1", "P2")) == [10, 5, 1, 7]


UNITS = Anchors(units={"free": Unit("free", 2.0, 0.2, 8, "free"),
                       "classic-71": Unit("classic-71", 12.0, 2.0, 71, "classic-71")})


def test_even_players_get_no_fora():
    for discipline in ("free", "classic-71", "pyramid-t"):
        s = suggest(0.5, discipline, ("A", "B"), UNITS)
        assert s.best.form == "none" and s.best.chances == (0.5, 0.5)


def test_classic_points_are_the_club_values():
    s = suggest(0.8, "classic-71", ("A", "B"), UNITS)
    assert s.best.form == "points" and s.best.receiver == 1
    assert s.best.amount in CLASSIC_POINTS and [o.amount for o in s.options] == [
        5, 10, 15, 20, 30, 35]
    assert s.best.needs == (71, 71 - s.best.amount)
    assert abs(s.best.chances[0] - 0.5) < abs(0.8 - 0.5)
    assert sum(s.best.chances) == pytest.approx(1.0)
    # The weaker first player receives it.
    assert suggest(0.2, "classic-71", ("A", "B"), UNITS).best.receiver == 0


def test_a_race_the_weaker_needs_fewer_balls_the_bigger_the_gap():
    needs = [suggest(p, "free", ("A", "B"), UNITS).best.needs[1] for p in (0.6, 0.75, 0.9)]
    assert needs[0] >= needs[1] >= needs[2] and needs[0] < 8
    s = suggest(0.9, "combined", ("A", "B"), UNITS)
    assert s.best.form == "race" and s.unit is not None and s.unit.source == "free"


def test_pyramid_t_and_no_measurement_give_chances_only():
    assert suggest(0.8, "pyramid-t", ("A", "B"), UNITS).reason == "no_form"
    s = suggest(0.8, "free", ("A", "B"), Anchors())
    assert s.reason == "no_unit" and s.best.form == "none" and s.best.chances[0] == 0.8
