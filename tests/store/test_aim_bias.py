"""The aim-bias chart: recorded pot attempts read back with their intended ball and pocket,
judged against the solver once each (coach_app.store.aim_judge) and kept, then read,
summarised and drawn with no solver run, and in the report.

A few attempts made with the real simulator: the same cut of the 5 into the back-left
corner (cut to the left) played a known amount off the solver's ideal direction, and its
mirror image into the back-right corner (cut to the right)."""

from __future__ import annotations

import logging

import pytest
from matplotlib.figure import Figure
from sqlalchemy import delete, select, update

from coach_app.charts.aim import AimBias, aim_bias, aim_chart, headline_text
from coach_app.charts.dashboard import CHARTS, PARTS, progress_data
from coach_app.charts.style import ChartText
from coach_app.report.pdf import build_report
from coach_app.store import History, NewShot, PlayedShot, aim_errors, open_store
from coach_app.store import models as m
from coach_app.store.aim_judge import Judge, JudgePass, judge
from coach_app.store.chart_cache import ChartCache
from coach_app.store.opening import writes
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


N = len(LEFT_OVER) + len(RIGHT_OVER)


def _forget(store) -> None:
    """No judgement kept: every attempt pending, as in a history of an earlier version."""
    with store.transaction() as s:
        s.execute(delete(m.AimError))


def _no_solver(monkeypatch) -> None:
    def refuse(*_a):
        raise AssertionError("the solver ran")

    monkeypatch.setattr("simulation.analysis.bias.signed_error", refuse)


def _judged(store) -> None:
    """Every pending attempt judged, as the app's background judge leaves the history."""
    assert not Judge(store).run().more


def test_errors_summary_and_headline(db, monkeypatch):
    with open_store(db) as store:
        _forget(store)
        pid = History(store).player("Ivan").id
        pending = aim_bias(store, ChartFilter(pid))
        assert (pending.total, pending.pending, pending.errors) == (N, N, ())
        _judged(store)
    # The chart only reads (a restart, or another machine of the club): no solver run.
    _no_solver(monkeypatch)
    with open_store(db) as store:
        data = aim_bias(store, ChartFilter(pid))
        assert Judge(store).run() == JudgePass(0, False)
    assert data.complete and data.total == N and data.skipped == 0
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


def test_judgements_of_another_physics_are_judged_again(db):
    with open_store(db) as store:
        pid = History(store).player("Ivan").id
        _judged(store)
        with store.transaction() as s:
            s.execute(update(m.AimError).values(solver="physics-0.9"))
        assert aim_bias(store, ChartFilter(pid)).pending == N
        assert Judge(store).run().judged == N
        with store.sessions() as s:
            assert set(s.scalars(select(m.AimError.solver))) == {aim_errors.SOLVER}
            assert len(list(s.scalars(select(m.AimError.shot_id)))) == N  # replaced, not added
        assert aim_bias(store, ChartFilter(pid)).complete


def test_the_judge_works_newest_first_within_its_budget(db):
    with open_store(db) as store:
        _forget(store)
        h = History(store)
        f = ChartFilter(h.player("Ivan").id)
        newest = recent_pot_attempts(store, f, 1)[0].shot.id
        judged = Judge(store)
        assert judged.run(budget_s=0.0) == JudgePass(1, True)  # a spent budget still judges one
        with store.sessions() as s:
            assert list(s.scalars(select(m.AimError.shot_id))) == [newest]
        assert aim_bias(store, f).pending == N - 1
        assert judged.run(stop=lambda: True).judged == 0
        assert judged.run() == JudgePass(N - 1, False)


def test_a_shot_recorded_meanwhile_goes_first_and_one_taken_back_is_skipped(db, real_shot):
    with open_store(db) as store:
        _forget(store)
        h = History(store)
        ivan = h.player("Ivan")
        judged = Judge(store)
        judged.run(budget_s=0.0)  # the queue is read: the other attempts wait in it
        layout, stroke, result = real_shot
        s = h.start_session(ivan.id)
        before = writes(store)
        new = h.record_shot(NewShot(s.id, PlayedShot(layout, stroke, result),
                                    player_id=ivan.id))
        gone = h.record_shot(NewShot(s.id, PlayedShot(layout, stroke, result),
                                     player_id=ivan.id))
        assert writes(store) > before
        h.retract_shot(gone.id)
        assert judged.run(budget_s=0.0).judged == 1
        with store.sessions() as q:
            ids = set(q.scalars(select(m.AimError.shot_id)))
        assert new.id in ids and gone.id not in ids
        judged.run()
        h.retract_shot(new.id)  # its judgement goes with it (History.retract_shot)
        assert aim_bias(store, ChartFilter(ivan.id)).complete


def test_an_attempt_the_solver_fails_on_is_kept_as_unjudgeable(db, caplog):
    def broken(_a):
        raise ValueError("an odd imported shot")

    with open_store(db) as store:
        _forget(store)
        with caplog.at_level(logging.WARNING, "coach_app.store.aim_judge"):
            assert Judge(store, broken).run() == JudgePass(N, False)
        assert "could not be judged" in caplog.text
        data = aim_bias(store, ChartFilter(History(store).player("Ivan").id))
        assert data.complete and data.skipped == N and not data.errors


def test_pending_attempts_are_said_and_not_cached(db):
    with open_store(db) as store:
        _forget(store)
        f = ChartFilter(History(store).player("Ivan").id)
        Judge(store).run(budget_s=0.0)
        cache = ChartCache()
        part = progress_data(store, f, {"aim"}, cache)
        assert part.aim.pending == N - 1
        assert "Computing: 1 of 8 shots" in _texts(aim_chart(part.aim))
        stamp_hits = cache.hits
        _judged(store)  # a derived write: the other charts' aggregates stay cached
        full = progress_data(store, f, {"aim"}, cache)
        assert full.aim.complete and len(full.aim.errors) == N
        assert progress_data(store, f, {"aim"}, cache).aim == full.aim
        assert cache.hits > stamp_hits  # the complete part came from the chart cache


def test_judging_is_the_solver_on_the_recorded_attempt(db):
    with open_store(db) as store:
        a = recent_pot_attempts(store, ChartFilter(History(store).player("Ivan").id), 1)[0]
    e = judge(a)
    assert e is not None and e.side == "right" and e.error_deg == pytest.approx(
        RIGHT_OVER[-1], abs=1e-6)


def _bars(ax) -> list[float]:
    """The heights of the bars an aim-bias panel draws (one collection of outlines)."""
    from matplotlib.collections import PolyCollection

    return [float(p.vertices[1][1]) for c in ax.collections if isinstance(c, PolyCollection)
            for p in c.get_paths()]


def test_chart_draws_bars_and_the_headline_or_says_no_data(db):
    with open_store(db) as store:
        _judged(store)
        data = progress_data(store, ChartFilter(History(store).player("Ivan").id),
                             {PARTS["aim_bias"]})
    assert "aim_bias" in CHARTS
    fig = aim_chart(data.aim, ChartText(lambda _c, t: f"<{t}>"))
    texts = _texts(fig)
    assert "<Aim bias by cut angle and distance>" in texts
    assert "<Balls cut to the left>" in texts and "<Balls cut to the right>" in texts
    assert "by 0.5°" in texts and "No data" not in texts
    left, right = fig.axes[:2]
    assert max(_bars(left)) == pytest.approx(0.5, abs=0.01)
    # Two shots cut to the right: too few for a bar (a mark at zero and a key entry).
    assert _bars(right) == []
    assert "<fewer than 5 shots>" in texts
    assert "No data" in _texts(aim_chart(AimBias()))
    assert "fewer than five shots" in headline_text(None, ChartText())


def test_report_has_an_aim_bias_page(db, tmp_path):
    with open_store(db) as store:
        ivan = History(store).player("Ivan")
        result = build_report(store, ivan, Period(), tmp_path / "ivan.pdf")
    assert "aim_bias" in result.pages
    assert result.path.read_bytes().startswith(b"%PDF")
