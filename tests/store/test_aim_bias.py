"""The aim-bias chart: recorded pot attempts read back with their intended ball and pocket,
judged against the solver (cached per shot), summarised, drawn, and in the report.

A few attempts made with the real simulator: the same cut of the 5 into the back-left
corner (cut to the left) played a known amount off the solver's ideal direction, and its
mirror image into the back-right corner (cut to the right)."""

from __future__ import annotations

import pytest
from matplotlib.figure import Figure
from sqlalchemy import delete, select, update

from coach_app.charts import aim
from coach_app.charts.aim import AimBias, aim_bias, aim_chart, headline_text
from coach_app.charts.dashboard import CHARTS, PARTS, progress_data
from coach_app.charts.style import ChartText
from coach_app.report.pdf import build_report
from coach_app.store import History, NewShot, PlayedShot, aim_errors, open_store
from coach_app.store import models as m
from coach_app.store.chart_cache import ChartCache
from coach_app.store.pot_attempts import recent_pot_attempts
from coach_app.store.records import Period
from coach_app.store.stats import ChartFilter
from simulation.analysis.outcome import Shot, Target
from simulation.analysis.solver import window
from simulation.physics.engine import simulate
from simulation.physics.params import PhysicsParams
from simulation.rules.verdict import Call
from simulation.stroke import Stroke
from simulation.table import TableSpec

LEFT = {"cue": (-0.9, -0.2), "5": (0.6, 0.35), "9": (1.2, -0.5)}
RIGHT = {b: (x, -y) for b, (x, y) in LEFT.items()}
#: Degrees off the ideal, as overcuts: the left cuts overcut by 0.5 on average, the right
#: ones undercut a little.
LEFT_OVER = (0.3, 0.4, 0.5, 0.5, 0.6, 0.7)
RIGHT_OVER = (-0.2, -0.2)


def _ideal(layout: dict, pocket: str) -> float:
    w = window(Shot(layout, "cue", Target("5", pocket), 2.5, 0.0, 0.2), TableSpec(),
               PhysicsParams())
    assert w is not None
    return w.direction_deg


def _texts(fig: Figure) -> str:
    return " ".join(t.get_text() for t in fig.findobj(lambda a: hasattr(a, "get_text")))


@pytest.fixture(scope="module")
def db(tmp_path_factory) -> str:
    path = tmp_path_factory.mktemp("aim") / "h.sqlite3"
    left, right = _ideal(LEFT, "BL"), _ideal(RIGHT, "BR")
    with open_store(path) as store:
        h = History(store)
        ivan = h.ensure_player("Ivan")
        h.ensure_player("Olga")
        s = h.start_session(ivan.id)
        for k, over in enumerate(LEFT_OVER):
            # A left cut: turning right (negative) cuts thinner.
            stroke = Stroke("cue", left - over, 2.5, 0.0, 0.2)
            call = Call("5", "BL") if k != 2 and k != 3 else None
            verdict = {"legal": True, "goal": {"ball": "5", "pockets": ["BL"]}} if k == 2 \
                else None
            h.record_shot(NewShot(s.id, PlayedShot(
                LEFT, stroke, simulate(LEFT, stroke), call=call, verdict=verdict),
                player_id=ivan.id))
        for over in RIGHT_OVER:
            stroke = Stroke("cue", right + over, 2.5, 0.0, 0.2)
            h.record_shot(NewShot(s.id, PlayedShot(
                RIGHT, stroke, simulate(RIGHT, stroke)), player_id=ivan.id))
    return f"sqlite:///{path}"


def test_attempts_are_read_with_the_intended_ball_and_pocket(db):
    with open_store(db) as store:
        pid = History(store).player("Ivan").id
        attempts = recent_pot_attempts(store, ChartFilter(pid))
        assert len(recent_pot_attempts(store, ChartFilter(pid), limit=3)) == 3
        assert recent_pot_attempts(store, ChartFilter(History(store).player("Olga").id)) == ()
    assert len(attempts) == len(LEFT_OVER) + len(RIGHT_OVER)
    assert [a.object_ball for a in attempts] == ["5"] * len(attempts)
    # Called (a classic game), the drill goal, nothing recorded (inferred later).
    assert [a.pocket for a in attempts] == ["BL", "BL", "BL", None, "BL", "BL", None, None]
    assert attempts[0].shot.taken_at <= attempts[-1].shot.taken_at


def _forget(store) -> None:
    """A cold start: no judgement kept in the history or in memory."""
    with store.transaction() as s:
        s.execute(delete(m.AimError))


def _no_solver(monkeypatch) -> None:
    def refuse(_a):
        raise AssertionError("the solver ran")

    monkeypatch.setattr(aim, "_error", refuse)


def test_errors_summary_and_headline(db, monkeypatch):
    monkeypatch.setattr(aim, "ERRORS", ChartCache(4096))
    with open_store(db) as store:
        _forget(store)
        pid = History(store).player("Ivan").id
        data = aim_bias(store, ChartFilter(pid))
    # A restart: memory empty, every judgement read back from the history.
    monkeypatch.setattr(aim, "ERRORS", ChartCache(4096))
    _no_solver(monkeypatch)
    with open_store(db) as store:
        again = aim_bias(store, ChartFilter(pid))
    assert again == data and data.complete and data.skipped == 0
    left = sorted(e.error_deg for e in data.errors if e.side == "left")
    right = [e.error_deg for e in data.errors if e.side == "right"]
    assert left == pytest.approx(sorted(LEFT_OVER), abs=1e-6)
    assert right == pytest.approx(RIGHT_OVER, abs=1e-6)
    h = data.headline()
    assert h is not None
    assert (h["code"], h["side"], h["cut_deg"], h["distance_m"]) == \
        ("overcut", "left", [0.0, 15.0], [1.5, 2.0])
    assert h["degrees"] == pytest.approx(0.5, abs=0.01)
    # The shots cut to the left only: the headline speaks of the bar the chart draws.
    assert h["count"] == len(LEFT_OVER)
    assert headline_text(h, ChartText()) == \
        "You overcut cuts of 0–15° to the left by 0.5° at 1.5–2 m (6 shots)"
    ru = ChartText(lambda _c, t: t.replace("You overcut", "Вы перерезаете"), "ru")
    assert "0,5°" in headline_text(h, ru) and "1,5–2 m" in headline_text(h, ru)


def test_judgements_of_another_physics_are_judged_again(db, monkeypatch):
    with open_store(db) as store:
        pid = History(store).player("Ivan").id
        aim_bias(store, ChartFilter(pid))
        with store.transaction() as s:
            s.execute(update(m.AimError).values(solver="physics-0.9"))
        monkeypatch.setattr(aim, "ERRORS", ChartCache(4096))
        runs = []
        real = aim._error
        monkeypatch.setattr(aim, "_error", lambda a: runs.append(a) or real(a))
        assert aim_bias(store, ChartFilter(pid)).complete
        assert len(runs) == len(LEFT_OVER) + len(RIGHT_OVER)
        with store.sessions() as s:
            assert set(s.scalars(select(m.AimError.solver))) == {aim_errors.SOLVER}


def test_a_time_budget_leaves_shots_pending_and_is_not_cached(db, monkeypatch):
    monkeypatch.setattr(aim, "ERRORS", ChartCache(4096))  # a cold cache
    with open_store(db) as store:
        _forget(store)
        f = ChartFilter(History(store).player("Ivan").id)
        cache = ChartCache()
        part = progress_data(store, f, {"aim"}, cache, aim_budget_s=0.0)
        assert part.aim.pending == len(LEFT_OVER) + len(RIGHT_OVER) - 1
        assert "Computing: 1 of 8 shots" in _texts(aim_chart(part.aim))
        full = progress_data(store, f, {"aim"}, cache)
        assert full.aim.complete and len(full.aim.errors) == 8
        hits = aim.ERRORS.hits
        assert progress_data(store, f, {"aim"}, cache).aim == full.aim
        assert aim.ERRORS.hits == hits  # the whole part came from the chart cache


def test_chart_draws_bars_and_the_headline_or_says_no_data(db):
    with open_store(db) as store:
        data = progress_data(store, ChartFilter(History(store).player("Ivan").id),
                             {PARTS["aim_bias"]})
    assert "aim_bias" in CHARTS
    fig = aim_chart(data.aim, ChartText(lambda _c, t: f"<{t}>"))
    texts = _texts(fig)
    assert "<Aim bias by cut angle and distance>" in texts
    assert "<Balls cut to the left>" in texts and "<Balls cut to the right>" in texts
    assert "by 0.5°" in texts and "No data" not in texts
    left, right = fig.axes[:2]
    assert max(p.get_height() for p in left.patches) == pytest.approx(0.5, abs=0.01)
    # Two shots cut to the right: too few for a bar (a mark at zero and a key entry).
    assert all(p.get_height() == 0 for p in right.patches)
    assert "<fewer than 5 shots>" in texts
    assert "No data" in _texts(aim_chart(AimBias()))
    assert "fewer than five shots" in headline_text(None, ChartText())


def test_report_has_an_aim_bias_page(db, tmp_path):
    with open_store(db) as store:
        ivan = History(store).player("Ivan")
        result = build_report(store, ivan, Period(), tmp_path / "ivan.pdf")
    assert "aim_bias" in result.pages
    assert result.path.read_bytes().startswith(b"%PDF")
