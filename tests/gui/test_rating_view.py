"""The Progress page's Rating view and the PDF's rating page show what the core computes
(``simulation.rating.player.player_report``, printed by ``pyramid-coach rating
--player``), labelled real table / screen / both, with a sentence for an empty or a
one-day history."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from coach_app.charts.rating import rating_page
from coach_app.charts.style import identity
from coach_app.progress.screen import ProgressScreen
from coach_app.services.ratings import rating_report, shipped_anchors
from coach_app.store import History, open_store
from coach_app.store.games_read import read_frames
from simulation.rating.anchors import Anchors
from simulation.rating.league import View
from simulation.rating.player import player_report

DAY0 = datetime(2026, 11, 1, 18, 0, tzinfo=UTC)


def _match(h: History, pid: str, sides: list[str], winners: list[str], day: int,
           where: str | None = None) -> None:
    when = DAY0 + timedelta(days=day)
    s = h.start_session(pid, "game", started_at=when)
    options: dict = {"names": sides}
    if where:
        options["where"] = where
    g = h.start_game(s.id, "free", sides, options=options, started_at=when)
    for k, w in enumerate(winners):
        at = when + timedelta(minutes=10 * k)
        f = h.start_frame(g.id, k + 1, sides[0], started_at=at)
        h.finish_frame(f.id, winner=w, scores={n: 8 if n == w else 3 for n in sides},
                       finished_at=at + timedelta(minutes=9))


@pytest.fixture
def history(tmp_path):
    with open_store(tmp_path / "h.sqlite3") as store:
        h = History(store)
        ann = h.ensure_player("Ann")
        h.ensure_player("Oleg")
        h.ensure_player("Newcomer")
        _match(h, ann.id, ["Ann", "Oleg"], ["Ann", "Ann", "Oleg"], 0)
        _match(h, ann.id, ["Ann", "Oleg"], ["Ann", "Ann"], 3, where="real")
        _match(h, ann.id, ["Ann", "Ivan"], ["Ivan", "Ann", "Ann"], 7)
        yield h


def _screen(qtbot, history, who):
    screen = ProgressScreen(history, lambda: None)
    qtbot.addWidget(screen)
    screen.resize(1024, 640)
    screen.show()
    qtbot.waitUntil(lambda: screen.filters.player.count() > 0)
    pid = next(p.id for p in history.players() if p.name == who)
    screen.filters.player.setCurrentIndex(screen.filters.player.findData(pid))
    with qtbot.waitSignal(screen.rating.drawn, timeout=20000):
        screen.chart_list.setCurrentRow(screen.chart_list.count() - 1)
    return screen


def test_the_view_shows_the_cores_rating_for_each_where(qtbot, history):
    screen = _screen(qtbot, history, "Ann")
    assert screen.stack.currentWidget() is screen.rating
    frames = read_frames(history.store).frames
    for where, word in (("all", "both"), ("real", "real table"), ("screen", "screen")):
        view = screen.rating
        if view.where_choice() != where:
            with qtbot.waitSignal(view.drawn, timeout=20000):
                view.where.setCurrentIndex(view.where.findData(where))
        core = player_report(frames, "Ann", shipped_anchors(), View(where))
        shown = view.report
        assert shown is not None and shown.rating is not None and core.rating is not None
        assert shown.view.where == where
        assert shown.rating.rating == pytest.approx(core.rating.rating)
        assert [p.rating for p in shown.series] == pytest.approx(
            [p.rating for p in core.series])
        text = view.summary.text()
        assert f"({word})" in text and f"{round(core.rating.rating)} ± " in text
        assert f"frames: {core.rating.record.frames}" in text
        title = view.canvas.figure.axes[0].get_title()
        assert title == f"Rating over time ({word})"
    # Head to head in "screen": Oleg 2-1 on day 0, Ivan 2-1 on day 7.
    rows = {view.table.item(i, 0).text(): (view.table.item(i, 2).text(),
                                           view.table.item(i, 3).text())
            for i in range(view.table.rowCount())}
    assert rows == {"Oleg": ("2", "1"), "Ivan": ("2", "1")}
    screen.shutdown()


def test_real_table_only_counts_the_real_frames(qtbot, history):
    screen = _screen(qtbot, history, "Ann")
    view = screen.rating
    with qtbot.waitSignal(view.drawn, timeout=20000):
        view.where.setCurrentIndex(view.where.findData("real"))
    assert view.report.rating.record.frames == 2
    assert "frames: 2 (won 2, lost 0)" in view.summary.text()
    assert "One day of play so far" in view.summary.text()  # one day at a real table
    assert view.table.rowCount() == 1
    screen.shutdown()


def test_no_frame_says_so_instead_of_an_empty_chart(qtbot, history):
    screen = _screen(qtbot, history, "Newcomer")
    view = screen.rating
    assert view.report.rating is None
    assert view.summary.text().startswith("No rated frame (both) yet")
    ax = view.canvas.figure.axes[0]
    assert not ax.lines and "No rated frame" in ax.texts[0].get_text()
    assert view.table.rowCount() == 0
    assert "no frame against an opponent" in view._h2h_label.text()
    screen.shutdown()


def test_the_pdf_page_draws_the_same_report(history):
    report = rating_report(history.store, "Ann", "all")
    fig = rating_page(report, identity)
    chart = fig.axes[0]
    assert chart.get_title() == "Rating over time (both)"
    assert list(chart.lines[0].get_ydata()) == pytest.approx([p.rating for p in report.series])
    texts = [c.get_text().get_text() for c in fig.axes[1].tables[0].get_celld().values()]
    assert "Oleg" in texts and "4–1" in texts  # 2-1 on the screen, 2-0 at a real table
    empty = rating_page(rating_report(history.store, "Newcomer", "all"), identity)
    assert "No rated frame (both)" in empty.axes[0].texts[0].get_text()


def test_shipped_levels_are_beside_the_rating_when_known(history):
    anchors = Anchors()
    report = player_report(read_frames(history.store).frames, "Ann", anchors, View("all"))
    assert report.rating is not None and report.rating.like_level is None  # no levels known
