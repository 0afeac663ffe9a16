"""The ``where`` scope of the chart filter: a mixed history (screen sessions as the
synthetic history records them, real-table sets logged whole) counts real, screen or both,
and "all" is always screen + real; the readers and the chart cache keep the scopes apart."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from coach_app.charts.dashboard import progress_data
from coach_app.store import History, open_store
from coach_app.store.aim_errors import in_scope
from coach_app.store.chart_cache import ChartCache
from coach_app.store.pot_attempts import recent_pot_attempts
from coach_app.store.real_table import RealSet, log_real_set
from coach_app.store.records import Where
from coach_app.store.stats import ChartFilter, breaks, drill_progress, game_stats, pot_grid
from coach_app.store.synth import populate

WHEN = datetime(2026, 11, 20, 18, 0, tzinfo=UTC)
#: The real sets: (drill, category, made, missed).
REAL = (("pot.cut-30", "potting", 7, 3), ("pot.cut-30", "potting", 4, 1),
        ("pos.stun", "position", 2, 4))


@pytest.fixture(scope="module")
def db(tmp_path_factory) -> str:
    path = tmp_path_factory.mktemp("where") / "h.sqlite3"
    with open_store(path) as store:
        populate(store, shots=600, player="Ivan", seed=4, days=20)
        for n, (drill, category, made, missed) in enumerate(REAL):
            log_real_set(store, RealSet(
                "Ivan", drill, drill, category, "", WHEN + timedelta(days=n),
                Where("real", "Стол 3"),
                [(True, "success", 1, {})] * made + [(False, "missed", 0, {"potted": 0})]
                * missed))
    return f"sqlite:///{path}"


def _counts(points) -> tuple[int, int]:
    return sum(p.attempts for p in points), sum(p.successes for p in points)


def test_drill_success_counts_real_screen_and_both(db: str) -> None:
    with open_store(db) as store:
        pid = History(store).player("Ivan").id
        real = _counts(drill_progress(store, ChartFilter(pid, where="real")))
        screen = _counts(drill_progress(store, ChartFilter(pid, where="screen")))
        both = _counts(drill_progress(store, ChartFilter(pid)))
        cut = _counts(drill_progress(store, ChartFilter(pid, drill_id="pot.cut-30",
                                                        where="real")))
    assert real == (21, 13)  # 10 + 5 + 6 attempts, 7 + 4 + 2 made
    assert cut == (15, 11)
    assert screen[0] > 100
    assert both == (screen[0] + real[0], screen[1] + real[1])


def test_the_shot_charts_count_no_real_attempt(db: str) -> None:
    with open_store(db) as store:
        pid = History(store).player("Ivan").id
        f_all, f_screen, f_real = (ChartFilter(pid, where=w) for w in ("all", "screen", "real"))
        assert pot_grid(store, f_real).total == 0
        assert pot_grid(store, f_all) == pot_grid(store, f_screen)
        assert pot_grid(store, f_screen).total > 100
        assert breaks(store, f_real).total == 0
        assert breaks(store, f_all).total == breaks(store, f_screen).total > 0
        assert game_stats(store, f_real) == ()
        assert game_stats(store, f_all) == game_stats(store, f_screen) != ()
        assert recent_pot_attempts(store, f_real) == ()
        assert len(recent_pot_attempts(store, f_screen, 50)) == 50
        assert in_scope(store, f_real).total == 0
        assert in_scope(store, f_all).total == in_scope(store, f_screen).total > 0


def test_the_readers_take_where_too(db: str) -> None:
    with open_store(db) as store:
        h = History(store)
        pid = h.player("Ivan").id
        every, screen, real = (h.sessions(pid, where=w) for w in ("all", "screen", "real"))
        assert len(real) == 3 and all(s.where == Where("real", "Стол 3") for s in real)
        assert len(every) == len(screen) + 3 and not any(s.where.real for s in screen)
        assert sum(s.attempts for s in real) == 21 and sum(s.shots for s in real) == 0
        att = {w: h.attempts(pid, "pot.cut-30", where=w) for w in ("all", "screen", "real")}
        assert len(att["real"]) == 15
        assert len(att["all"]) == len(att["screen"]) + 15


def test_the_chart_cache_keeps_each_where_apart(db: str) -> None:
    cache = ChartCache()
    with open_store(db) as store:
        pid = History(store).player("Ivan").id
        real = progress_data(store, ChartFilter(pid, where="real"), ("drills",), cache)
        screen = progress_data(store, ChartFilter(pid, where="screen"), ("drills",), cache)
        again = progress_data(store, ChartFilter(pid, where="real"), ("drills",), cache)
    assert _counts(real.drills) == (21, 13) and _counts(screen.drills)[0] > 100
    assert again.drills == real.drills and (cache.misses, cache.hits) == (2, 1)


def test_a_where_scope_not_known_is_refused() -> None:
    with pytest.raises(ValueError, match="where must be one of all, screen, real"):
        ChartFilter(where="both")
