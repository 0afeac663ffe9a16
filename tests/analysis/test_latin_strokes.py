"""Latin-hypercube strokes (simulation/analysis/probability.py): the same distribution as
independent draws, every slice of each error used once, and a far smaller spread of an
estimated pot rate (docs/drills.md, "Levels that hold")."""

from __future__ import annotations

import statistics
from statistics import NormalDist

from simulation.analysis.probability import PRESETS, latin_strokes, sample_strokes
from simulation.physics.params import PhysicsParams
from simulation.stroke import Stroke

IDEAL = Stroke("cue", 30.0, 2.0, 0.1, -0.2)
ERR = PRESETS["club"]
PARAMS = PhysicsParams()


def test_each_error_uses_every_slice_once() -> None:
    n = 200
    strokes = latin_strokes(IDEAL, ERR, n, 5, PARAMS)
    normal = NormalDist()
    cols = [[(s.direction_deg - IDEAL.direction_deg) / ERR.angle_deg for s in strokes],
            [(s.speed / IDEAL.speed - 1) / ERR.speed_rel for s in strokes]]
    for col in cols:
        slices = sorted(int(normal.cdf(z) * n) for z in col)
        assert slices == list(range(n))
    # The same seed gives the same strokes; another seed others.
    assert strokes == latin_strokes(IDEAL, ERR, n, 5, PARAMS)
    assert strokes != latin_strokes(IDEAL, ERR, n, 6, PARAMS)


def test_the_same_distribution_as_independent_draws() -> None:
    lat = latin_strokes(IDEAL, ERR, 4000, 1, PARAMS)
    iid = sample_strokes(IDEAL, ERR, 4000, 1, PARAMS)
    for get, sd in ((lambda s: s.direction_deg, ERR.angle_deg),
                    (lambda s: s.height, ERR.tip)):
        a, b = [get(s) for s in lat], [get(s) for s in iid]
        assert abs(statistics.fmean(a) - statistics.fmean(b)) < 4 * sd / 4000 ** 0.5
        assert abs(statistics.stdev(a) / sd - 1) < 0.01
        assert abs(statistics.stdev(b) / sd - 1) < 0.05


def test_a_window_rate_spreads_far_less_across_seeds() -> None:
    """A pot that drops while the direction error is within ±0.95 of the club player's
    direction spread (p ≈ 0.66, whatever the preset's measured spread): 100 strokes, 30
    seeds. Independent draws spread as the binomial (≈ 0.047);
    the Latin hypercube's by under a fifth (only the two slices the window edges cut can
    differ from seed to seed: at most √(2·¼)/100 ≈ 0.007)."""
    window = 0.95 * ERR.angle_deg

    def rate(strokes: list[Stroke]) -> float:
        return sum(abs(s.direction_deg - IDEAL.direction_deg) <= window
                   for s in strokes) / 100

    iid = [rate(sample_strokes(IDEAL, ERR, 100, k, PARAMS)) for k in range(30)]
    lat = [rate(latin_strokes(IDEAL, ERR, 100, k, PARAMS)) for k in range(30)]
    assert 0.03 < statistics.pstdev(iid) < 0.07
    assert statistics.pstdev(lat) < min(0.0072, 0.2 * statistics.pstdev(iid))
    assert abs(statistics.fmean(lat) - (2 * NormalDist().cdf(window / ERR.angle_deg) - 1)) < 0.01
