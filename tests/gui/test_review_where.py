"""Review on a mixed history: a session played at a real table is labelled with its table,
and its attempts show what was entered (made or missed, points, potted, the comment) with a
line saying there is no replay; a screen session still walks its shots."""

from __future__ import annotations

import pytest

from coach_app.review.screen import ReviewScreen
from coach_app.store.records import SessionInfo

from .test_progress_where import mixed_history


@pytest.fixture
def history(tmp_path):
    h = mixed_history(tmp_path / "h.sqlite3")
    yield h
    h.store.close()


def _review(qtbot, history) -> ReviewScreen:
    review = ReviewScreen(history, lambda: history.player("Ivan").id)
    qtbot.addWidget(review)
    review.resize(1024, 640)
    review.show()
    qtbot.waitUntil(lambda: review.sessions_list.count() > 0, timeout=5000)
    return review


def _rows(review: ReviewScreen) -> list[tuple[SessionInfo, str]]:
    return [(s, review.sessions_list.item(i).text())
            for i, s in enumerate(reversed(review.sessions))]


def test_a_real_table_session_is_labelled_and_shows_its_entries(qtbot, history) -> None:
    review = _review(qtbot, history)
    rows = _rows(review)
    real = [(s, text) for s, text in rows if s.where.real]
    assert len(real) == 3  # the three logged sets, none hidden for having no shot
    assert all("Real table: Стол 3" in text for _, text in real)
    assert all("Real table" not in text for s, text in rows if not s.where.real)
    # The newest real set: pos.stun, 3 made and 3 missed ("тонко").
    newest = real[0][0]
    review.select_session(newest.id)
    page = review.real_page
    assert review.stack.currentWidget() is page
    assert page.title.text() == "Real table: Стол 3"
    assert page.no_replay.text().startswith("No replay for a real-table attempt")
    lines = page.lines()
    assert len(lines) == 6
    assert lines[0].startswith("Attempt 1 (") and ": made · points: 1 · potted: 1" in lines[0]
    assert lines[5].endswith(": missed · points: 0 · potted: 0 · «тонко»")
    assert "6 attempts entered" in review.status.text()
    # A screen session walks its shots as before.
    screen = next(s for s, _ in rows if s.shots > 2)
    review.select_session(screen.id)
    assert review.stack.currentIndex() == 0 and review.shots_list.count() == screen.shots


def test_the_real_table_label_in_russian(qtbot, history, translations) -> None:
    assert translations.set_language("ru")
    review = _review(qtbot, history)
    real = [text for s, text in _rows(review) if s.where.real]
    assert real and all("Настоящий стол: Стол 3" in text for text in real)
    review.select_session(next(s for s, _ in _rows(review) if s.where.real).id)
    assert review.real_page.no_replay.text().startswith("Повтора")


def test_compare_offers_no_real_table_attempt(qtbot, history) -> None:
    review = _review(qtbot, history)
    pid = history.player("Ivan").id
    offered = review._finished_attempts(pid, "pot.cut-30")
    real = {a.id for a in history.attempts(pid, "pot.cut-30", where="real")}
    assert len(real) == 10 and offered and not real & {a.id for a in offered}
