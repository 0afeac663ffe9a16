"""The computer's turn reports how far it has got and stops when told; the pooled path the
app and ``bench ai`` share chooses exactly what one process chooses."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from simulation.ai.bench import bench_positions
from simulation.ai.levels import level
from simulation.ai.policy import choose
from simulation.ai.pooled import choose_turn, kept_pool, on_pool
from simulation.ai.progress import Cancelled, Tracker
from simulation.analysis.workers import Stopped, map_then
from simulation.physics.params import PhysicsParams
from simulation.table import TableSpec

TABLE, PARAMS = TableSpec(), PhysicsParams()
#: The master with its grid for one target and a short own-error test: every stage.
TRIM = replace(level("master"), solver_calls=3, variants=9, pot_samples=4, sampled_pots=2)


@pytest.fixture(scope="module")
def positions():
    return bench_positions(1, TABLE) + bench_positions(1, TABLE, ("classic-71",))


@pytest.fixture(scope="module")
def pool():
    p = kept_pool(2)
    yield p
    p.shutdown(cancel_futures=True)


def test_progress_rises_to_the_end_and_changes_nothing(positions, pool):
    for k, state in enumerate(positions):
        seen: list[float] = []

        def report(fraction: float, seen: list[float] = seen) -> bool:
            seen.append(fraction)
            return True

        told = choose(state, TRIM, random.Random(k), table=TABLE, params=PARAMS,
                      workers=pool, progress=report)
        alone = choose(state, TRIM, random.Random(k), table=TABLE, params=PARAMS)
        assert told.to_json() == alone.to_json()
        assert len(seen) >= 5 and seen == sorted(seen) and seen[-1] == 1.0
        assert 0.0 < seen[0] < 0.5


@pytest.mark.parametrize("after", [1, 4, 12])
def test_a_turn_told_to_stop_raises_and_the_pool_plays_on(positions, pool, after):
    state = positions[0]
    calls = []

    def report(fraction: float) -> bool:
        calls.append(fraction)
        return len(calls) < after

    with pytest.raises(Cancelled):
        choose(state, TRIM, random.Random(0), table=TABLE, params=PARAMS, workers=pool,
               progress=report)
    assert after <= len(calls) <= after + 1  # it stops at once (one more look)
    again = on_pool(choose_turn, pool, state, TRIM, random.Random(0), TABLE, PARAMS)
    assert again.turn.to_json() == choose_turn(state, TRIM, random.Random(0), TABLE,
                                               PARAMS).turn.to_json()


def _square(x: int) -> int:
    return x * x


def _chunks(i: int, r: int) -> tuple[object, list[int]] | None:
    return None if i % 3 == 2 else (_square, list(range(r, r + i + 1)))


def test_map_then_gives_the_same_results_on_a_pool_and_in_one_process(pool):
    items = list(range(7))
    alone = map_then(_square, items, _chunks, 1)
    pooled = map_then(_square, items, _chunks, pool)
    assert alone == pooled
    assert alone[0] == [x * x for x in items]
    assert alone[1][1] == [1, 4] and alone[1][2] == []


def test_map_then_reports_and_stops(pool):
    seen: list[float] = []
    map_then(_square, list(range(5)), _chunks, pool,
             lambda done, total: seen.append(done / total) or True)
    assert seen == sorted(seen) and seen[-1] == pytest.approx(1.0)
    with pytest.raises(Stopped):
        map_then(_square, list(range(5)), _chunks, pool, lambda done, total: done < 1)


def test_the_tracker_only_rises():
    seen: list[float] = []
    track = Tracker(lambda f: seen.append(f) or True, [("a", 1.0), ("b", 3.0)])
    a = track.stage("a")
    a(1, 2)
    a(2, 2)
    a(1, 2)  # a second round of the same stage does not move the bar back
    track.stage("b")(1, 3)
    track.done()
    assert seen == [0.125, 0.25, 0.25, 0.5, 1.0]
