"""The computer turns a geometric estimate into a chance by a measured curve per preset
(docs/ai.md): a fresh small measurement agrees with the stored fit, the curve rises with the
estimate and with the level, and a custom error model borrows the nearest preset's."""

from __future__ import annotations

from simulation.ai.chance_fit import curve, fit, measure
from simulation.ai.chances import FITS, estimate_chance
from simulation.analysis.probability import PRESETS, StrokeError


def test_a_fresh_measurement_agrees_with_the_stored_master_fit():
    rows = measure(PRESETS["master"], 40, 24, seed=7)
    measured = sum(k for _, k, _ in rows) / sum(n for _, _, n in rows)
    predicted = sum(estimate_chance(e, PRESETS["master"]) for e, _, _ in rows) / len(rows)
    print(f"master, 40 shots: measured {measured:.3f}, stored fit {predicted:.3f}")
    assert abs(measured - predicted) < 0.1


def test_the_fit_recovers_a_known_curve():
    rows = []
    for k in range(1, 200):
        e = 0.0005 * k
        rows.append((e, round(40 * curve(8.0, 2.0, 0.2, e)), 40))
    a, b, floor = fit(rows)
    assert abs(a - 8.0) < 0.6 and abs(b - 2.0) < 0.15 and abs(floor - 0.2) < 0.03


def test_chances_rise_with_the_estimate_and_the_level():
    for name in FITS:
        values = [estimate_chance(e, PRESETS[name]) for e in (0.002, 0.01, 0.03, 0.1)]
        assert values == sorted(values)
        assert estimate_chance(0.0, PRESETS[name]) == 0.0
    order = ["beginner", "amateur", "club", "expert", "master"]
    at = [estimate_chance(0.02, PRESETS[n]) for n in order]
    assert at == sorted(at)


def test_an_error_model_of_its_own_takes_the_nearest_preset():
    own = StrokeError("coach", 0.0255, 0.04, 0.04)
    assert estimate_chance(0.02, own) == estimate_chance(0.02, PRESETS["expert"])
