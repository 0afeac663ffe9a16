"""The screen tour (tests/gui/tour.py): every screen and dialog reachable from the main
window, in English and Russian, at 1024×640 and 1920×1080, on a realistic history (a few
sessions and a long one, coach_app.store.synth) and on a first start (no history yet).

Fails on clipped text, a window that grows past the size asked for, English left on a
Russian screen, and internal codes shown to a user. Screenshots go to ``PYRAMID_TOUR_DIR``
(default: the test's temporary folder); tools/tour_screenshots.py keeps them for
docs/screenshots.

Covered: the start screen, Review (first session, the long session on a drill attempt,
Compare attempts), Progress with each of its six charts (and the charts' own texts), the
practice browser, the free table, the Players dialog, Keyboard shortcuts, the New game
dialog, and the analysis dialogs (pot probability, break analysis, placement map); on a
first start: the start screen, Review, Progress, the practice browser, the free table and
the dialogs. With tests/gui/tour_play.py, in both cases: a drill on the table
and its side panel after "Show me" (in the panel's scroll area: text inside the scroll
viewport counts as shown), the drill editor, the game screen mid-frame with a foul's
verdict and the penalty-ball choice, the same after an undo, and a finished frame's summary;
with tests/gui/tour_states.py, the free table with balls placed by hand, its ball palette
and the cloth's menu, a Pyramid T game mid-frame with collected colours and the table's
values, the choices after an illegal break (Combined and Pyramid T), Free pyramid after a
свояк, and in Practice the skill test (found in the list, its battery, under way, its
result) and the weak-spot set (with its evidence, and with none to offer). Besides clipped
labels and buttons it fails on a panel that scrolls sideways and on chart text past the
figure's edge. Also the frame's protocol, and the real-match scorer's dialog and its states
(a break, an entry, a refusal, the penalty ball, the break options, an incident between
shots, a frame's end).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from coach_app.shell.history_open import open_history
from coach_app.shell.main_window import MainWindow
from coach_app.store import History, open_store
from coach_app.store.synth import populate
from tests.gui import tour
from tests.gui.conftest import straight_line_simulator

PLAYER, COACH = "Ivan", "Olga"


def make_history(path: Path) -> Path:
    """A few sessions over a week and one long session, a coach with a note and a mark."""
    with open_store(path) as store:
        populate(store, shots=240, player=PLAYER, seed=3, days=6)
        populate(store, shots=200, player=PLAYER, seed=4, days=1)
        h = History(store)
        coach = h.ensure_player(COACH, "coach")
        ivan = h.player(PLAYER)
        session = h.sessions(ivan.id)[-1]
        shot = h.shots(session.id)[0]
        h.annotate(coach.id, "Keep the cue level.", session_id=session.id, shot_id=shot.id)
        h.mark(shot.id, coach.id, "key")
    return path


@pytest.fixture(scope="module")
def history_db(tmp_path_factory):
    return make_history(tmp_path_factory.mktemp("tour") / "history.sqlite3")


def _user_names(db: Path) -> set[str]:
    """The user's own data shown as typed: player names and the stored drill titles."""
    from sqlalchemy import select

    from coach_app.store import models as m

    with open_store(db) as store, store.sessions() as s:
        names = set(s.scalars(select(m.Player.name)))
        titles = {t for t in s.scalars(select(m.DrillSet.title)) if t}
        notes = set(s.scalars(select(m.Annotation.text)))
    return names | titles | notes


def _tour(qtbot, settings_store, translations, drills_dir, db: Path | None,
          size: tuple[int, int], folder: Path, scratch: Path) -> list[tour.Problem]:
    problems: list[tour.Problem] = []
    english: dict[str, set[str]] = {}
    allowed = _user_names(db) if db is not None else set()
    for language in tour.LANGUAGES:
        translations.set_language(language)
        opened = open_history(str(db if db is not None else scratch / "empty.sqlite3"))
        w = MainWindow(settings_store, translations, straight_line_simulator,
                       drills_dir=drills_dir, history=opened)
        qtbot.addWidget(w)
        if db is not None:
            history = opened.history
            assert history is not None
            w.hub.set_player(history.player(PLAYER).id)
        w.resize(*size)
        w.show()
        qtbot.waitExposed(w)

        def visit(name: str, widget, language=language, w=w) -> None:
            top = widget if widget.isWindow() else widget.window()
            shot = tour.check(top, name, language, size, english.get(name), allowed)
            if language == "en":
                english[name] = shot.texts
            problems.extend(shot.problems)
            if name.startswith("progress-") and db is not None:
                figure = w.progress.figure()
                problems.extend(tour.check_figure(figure, name, language, allowed).problems)
            tour.save(top, folder, f"{name}-{size[0]}x{size[1]}-{language}")

        try:
            tour.walk(w, visit, history=db is not None)
        finally:
            w.close()
    return problems


def _folder(tmp_path: Path, kind: str) -> Path:
    root = os.environ.get("PYRAMID_TOUR_DIR")
    return (Path(root) if root else tmp_path) / kind


@pytest.mark.parametrize("size", tour.SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_screen_tour_with_a_history(qtbot, settings_store, translations, drills_dir,
                                    history_db, tmp_path, size):
    problems = _tour(qtbot, settings_store, translations, drills_dir, history_db, size,
                     _folder(tmp_path, "history"), tmp_path)
    assert not problems, "\n".join(map(str, dict.fromkeys(problems)))


@pytest.mark.parametrize("size", tour.SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_screen_tour_on_first_start(qtbot, settings_store, translations, drills_dir,
                                    tmp_path, size):
    problems = _tour(qtbot, settings_store, translations, drills_dir, None, size,
                     _folder(tmp_path, "first-start"), tmp_path)
    assert not problems, "\n".join(map(str, dict.fromkeys(problems)))


def test_checks_catch_what_they_are_for(qtbot):
    """The checks themselves: a clipped label, an untranslated string, a pocket code."""
    from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

    root = QWidget()
    qtbot.addWidget(root)
    box = QVBoxLayout(root)
    clipped = QLabel("Начальный удар: дальний угол справа")
    clipped.setFixedWidth(40)
    english = QLabel("Compare attempts")
    code = QLabel("1→BL")
    for label in (clipped, english, code):
        box.addWidget(label)
    root.show()
    qtbot.waitExposed(root)
    shot = tour.check(root, "test", "ru", None, {"Compare attempts"})
    kinds = {(p.kind, p.text.split(" (")[0]) for p in shot.problems}
    assert ("clipped", "Начальный удар: дальний угол справа") in kinds
    assert ("English on a Russian screen", "Compare attempts") in kinds
    assert any(p.kind.startswith("pocket code") for p in shot.problems)
    assert tour.code_problem("Упражнение: success") is None  # a Latin word: caught in ru
    assert tour.english_in_russian("Упражнение: success", set(), ())
    assert tour.code_problem("not_pocketed")
    assert not tour.english_in_russian("Pyramid Coach", set(), tour.ALLOWED)
    assert tour.english_in_russian("0–0,5 m", set(), ())  # a Latin unit on a Russian chart
    assert not tour.english_in_russian("0–0,5 м", set(), ())
