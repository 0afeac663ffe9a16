"""The chart aggregates count what a plain reading of the rows counts: the drill success
points (both counts packed into one subquery), the pot-rate grid (read one index range per
bin) and the points per visit (grouped per visit, then per frame), for a player, a period,
a drill, a category and a discipline, and for everyone."""

from __future__ import annotations

from bisect import bisect_right
from collections import defaultdict
from datetime import date

import pytest
from sqlalchemy import select

from coach_app.store import History, Period, open_store
from coach_app.store import models as m
from coach_app.store.query_scope import in_period
from coach_app.store.stats import (
    ANGLE_EDGES,
    DISTANCE_EDGES,
    ChartFilter,
    _shot_scope,
    drill_progress,
    game_stats,
    pot_grid,
)
from coach_app.store.synth import populate


@pytest.fixture(scope="module")
def db(tmp_path_factory) -> str:
    path = tmp_path_factory.mktemp("queries") / "h.sqlite3"
    with open_store(path) as store:
        populate(store, shots=1500, player="Ivan", seed=9, days=30)
    return f"sqlite:///{path}"


def _bin(value: float, edges: tuple[float, ...]) -> int:
    return min(bisect_right(edges, value) - 1, len(edges) - 2)


def _expected_grid(store, f: ChartFilter) -> tuple[list[list[int]], list[list[int]]]:
    att = [[0] * (len(ANGLE_EDGES) - 1) for _ in DISTANCE_EDGES[1:]]
    pot = [[0] * (len(ANGLE_EDGES) - 1) for _ in DISTANCE_EDGES[1:]]
    q = _shot_scope(select(m.Shot.cut_angle_deg, m.Shot.distance_m, m.Shot.potted)
                    .where(m.Shot.potted.is_not(None)), f)
    with store.sessions() as s:
        for angle, distance, potted in s.execute(q):
            d, a = _bin(distance, DISTANCE_EDGES), _bin(angle, ANGLE_EDGES)
            att[d][a] += 1
            pot[d][a] += bool(potted)
    return att, pot


def _filters(store) -> list[ChartFilter]:
    pid = History(store).player("Ivan").id
    first = History(store).sessions(pid)[0].started_at.astimezone().date()
    return [ChartFilter(pid), ChartFilter(None), ChartFilter(pid, discipline="classic-71"),
            ChartFilter(pid, drill_id="potting.cut30"), ChartFilter(pid, category="potting"),
            ChartFilter(pid, Period(first, date.fromordinal(first.toordinal() + 10)))]


def test_the_pot_grid_counts_every_pot_attempt_in_its_bin(db):
    with open_store(db) as store:
        for f in _filters(store):
            grid = pot_grid(store, f)
            att, pot = _expected_grid(store, f)
            assert [list(row) for row in grid.attempts] == att, f
            assert [list(row) for row in grid.potted] == pot, f
        assert pot_grid(store, ChartFilter(History(store).player("Ivan").id)).total > 300


def test_points_per_visit_count_each_visit_once(db):
    with open_store(db) as store:
        for f in _filters(store):
            q = _shot_scope(select(m.Game.discipline, m.Shot.frame_id, m.Shot.visit,
                                   m.Shot.points)
                            .select_from(m.Shot).join(m.Frame).join(m.Game)
                            .where(m.Shot.visit.is_not(None)),
                            ChartFilter(f.player_id, f.period))
            visits: dict[str, set[tuple[str, int]]] = defaultdict(set)
            points: dict[str, int] = defaultdict(int)
            with store.sessions() as s:
                for disc, frame, visit, pts in s.execute(q):
                    if f.discipline in (None, disc):
                        visits[disc].add((frame, visit))
                        points[disc] += pts
            got = {g.discipline: (g.visits, g.points) for g in game_stats(store, f)
                   if g.visits}
            assert got == {d: (len(v), points[d]) for d, v in visits.items()}, f
            assert got, f


def test_drill_points_count_each_sessions_attempts_at_each_drill(db):
    with open_store(db) as store:
        for f in _filters(store):
            q = (select(m.PracticeSession.started_at, m.PracticeSession.id, m.DrillSet.drill_id,
                        m.DrillSet.title, m.DrillSet.category, m.DrillSet.discipline,
                        m.Attempt.success)
                 .select_from(m.Attempt).join(m.DrillSet).join(m.PracticeSession))
            if f.player_id is not None:
                q = q.where(m.PracticeSession.player_id == f.player_id)
            q = in_period(q, m.PracticeSession.started_at, f.period)
            counts: dict[tuple, list[int]] = defaultdict(lambda: [0, 0])
            with store.sessions() as s:
                for when, sid, drill, title, category, discipline, success in s.execute(q):
                    if success is None or any(v is not None and v != got for v, got in (
                            (f.drill_id, drill), (f.category, category),
                            (f.discipline, discipline))):
                        continue
                    c = counts[(when, sid, drill, title, category)]
                    c[0] += 1
                    c[1] += bool(success)
            points = drill_progress(store, f)
            assert [(p.when, p.session_id, p.drill_id, p.title, p.category, p.attempts,
                     p.successes) for p in points] == \
                [(*key, n, k) for key, (n, k) in sorted(counts.items())], f
            assert [p.when for p in points] == sorted(p.when for p in points)
