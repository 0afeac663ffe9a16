"""The progress page's "Where" filter on a mixed history (screen sessions and sets logged at
a real table): every chart's heading says which part it shows, the charts drawn from shots
say in words that real-table attempts have none, and the drill charts count real attempts."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from coach_app.progress.screen import ProgressScreen
from coach_app.store import History, open_store
from coach_app.store.real_table import RealSet, log_real_set
from coach_app.store.records import Where
from coach_app.store.synth import populate

#: The real sets: (drill, category, made, missed): 21 attempts, 12 made.
REAL = (("pot.cut-30", "potting", 7, 3), ("pot.cut-45", "potting", 2, 3),
        ("pos.stun", "position", 3, 3))


def mixed_history(path) -> History:
    """A screen history of 400 shots and three real-table sets of the last days."""
    store = open_store(path)
    populate(store, shots=400, player="Ivan", seed=3, days=12)
    now = datetime.now(UTC)
    for n, (drill, category, made, missed) in enumerate(REAL):
        log_real_set(store, RealSet(
            "Ivan", drill, drill, category, "", now - timedelta(days=4 - n),
            Where("real", "Стол 3"),
            [(True, "success", 1, {"potted": 1})] * made
            + [(False, "missed", 0, {"potted": 0, "comment": "тонко"})] * missed))
    return History(store)


@pytest.fixture
def history(tmp_path):
    h = mixed_history(tmp_path / "h.sqlite3")
    yield h
    h.store.close()


def _screen(qtbot, history) -> ProgressScreen:
    screen = ProgressScreen(history, lambda: history.player("Ivan").id)
    qtbot.addWidget(screen)
    screen.resize(1024, 640)
    with qtbot.waitSignal(screen.drawn, timeout=20000):
        screen.show()
    return screen


def _texts(screen: ProgressScreen) -> list[str]:
    fig = screen.canvas.figure
    return [t.get_text() for t in fig.texts] + [ax.get_title() for ax in fig.axes]


def _pick(qtbot, screen: ProgressScreen, where: str | None = None, row: int | None = None):
    with qtbot.waitSignal(screen.drawn, timeout=20000):
        if where is not None:
            screen.filters.where.setCurrentIndex(screen.filters.where.findData(where))
        if row is not None:
            screen.chart_list.setCurrentRow(row)


def test_each_where_labels_the_charts_and_counts_its_attempts(qtbot, history) -> None:
    screen = _screen(qtbot, history)
    assert [screen.filters.where.itemText(i) for i in range(3)] == \
        ["Both", "Screen", "Real table"]
    attempts = {}
    for where, label in (("all", "screen + real table"), ("screen", "screen"),
                         ("real", "real table")):
        if where != "all":
            _pick(qtbot, screen, where)
        assert screen.data is not None
        attempts[where] = sum(p.attempts for p in screen.data.drills)
        heading = _texts(screen)[0]
        assert heading.startswith("Drill success rate by drill") and \
            heading.endswith(f"· {label}"), heading
        assert screen.rating.where_choice() == where  # one where on the page
    assert attempts["real"] == 21
    assert attempts["all"] == attempts["screen"] + 21 and attempts["screen"] > 50


def test_a_chart_from_shots_says_real_attempts_have_none(qtbot, history) -> None:
    screen = _screen(qtbot, history)
    _pick(qtbot, screen, row=2)  # the pot rate
    texts = _texts(screen)
    assert texts[0].endswith("· screen + real table")
    assert any(t.startswith("Real-table attempts have no simulated stroke") for t in texts)
    _pick(qtbot, screen, "screen")
    assert not any("Real-table" in t for t in _texts(screen))
    _pick(qtbot, screen, "real")
    texts = _texts(screen)
    assert any("Real-table attempts have no simulated stroke" in t for t in texts)
    assert any(t.endswith("· real table") for t in texts)  # the empty chart's title
    assert screen.data is not None and screen.data.pots.total == 0


def test_the_where_filter_speaks_russian(qtbot, history, translations) -> None:
    assert translations.set_language("ru")
    screen = _screen(qtbot, history)
    assert screen.filters._labels[3].text() == "Где:"
    assert [screen.filters.where.itemText(i) for i in range(3)] == \
        ["Все", "Экран", "Настоящий стол"]
    assert _texts(screen)[0].endswith("· экран + настоящий стол")
