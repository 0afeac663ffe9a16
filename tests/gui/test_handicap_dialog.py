"""The new-game dialog suggests the фора from the two players' ratings (the same advice
``pyramid-coach handicap`` prints, simulation/rating/handicap.py), says why when it cannot,
and applies it: points in Classic 71 (club rules 002: 5…35), a race in Free pyramid."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from coach_app.game.setup_dialog import NewGameDialog
from coach_app.qtkit.tasks import Tasks
from coach_app.services.handicap import advice_from_history
from coach_app.store import History, open_store
from simulation.rating.anchors import load_anchors
from simulation.rating.handicap import advise
from simulation.rating.league import View
from simulation.rating.values import frames_from_json

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def history(tmp_path):
    """Ann beat Oleg 9 frames of 10 in Free pyramid and in Classic 71."""
    store = open_store(tmp_path / "h.db")
    h = History(store)
    ann = h.ensure_player("Ann")
    s = h.start_session(ann.id, "game")
    for discipline in ("free", "classic-71"):
        g = h.start_game(s.id, discipline, ["Ann", "Oleg"],
                         options={"names": ["Ann", "Oleg"]})
        for k in range(10):
            f = h.start_frame(g.id, k + 1, "Ann")
            win = "Ann" if k else "Oleg"
            h.finish_frame(f.id, winner=win, scores={win: 8, ("Oleg" if k else "Ann"): 3})
    yield store
    store.close()


@pytest.fixture
def tasks(qtbot):
    t = Tasks()
    yield t
    t.shutdown()


def _dialog(qtbot, store, tasks, discipline: str) -> NewGameDialog:
    dialog = NewGameDialog(advisor=lambda d, names: advice_from_history(store, d, names),
                           tasks=tasks)
    qtbot.addWidget(dialog)
    dialog.discipline.setCurrentIndex(dialog.discipline.findData(discipline))
    dialog.names[0].setText("Ann")
    dialog.names[1].setText("Oleg")
    return dialog


def _ask(qtbot, dialog: NewGameDialog) -> str:
    row = dialog.handicap_row
    assert row is not None and dialog.form.isRowVisible(row)
    row.suggest.click()
    qtbot.waitUntil(lambda: row.suggest.isEnabled(), timeout=20000)
    return row.answer.text()


def test_classic_points_are_suggested_and_applied(qtbot, history, tasks):
    dialog = _dialog(qtbot, history, tasks, "classic-71")
    text = _ask(qtbot, dialog)
    want = advice_from_history(history, "classic-71", ("Ann", "Oleg")).suggestion
    assert want is not None and want.best.form == "points" and want.best.receiver == 1
    assert f"Oleg starts with {want.best.amount} points" in text and "Ratings: Ann" in text
    dialog.handicap_row.apply.click()
    assert dialog.setup().handicap == (("Oleg", want.best.amount),)
    assert dialog.problem() is None


def test_a_free_race_is_suggested_and_reaches_the_referee(qtbot, history, tasks):
    dialog = _dialog(qtbot, history, tasks, "free")
    assert dialog.races[0].isVisible() or not dialog.isVisible()
    text = _ask(qtbot, dialog)
    want = advice_from_history(history, "free", ("Ann", "Oleg")).suggestion
    assert want is not None and want.best.form == "race" and want.best.amount < 8
    assert f"Oleg needs {want.best.amount} balls" in text
    dialog.handicap_row.apply.click()
    setup = dialog.setup()
    assert setup.race == (("Oleg", want.best.amount),)
    state = setup.first_frame()
    assert state.options.needs("Oleg") == want.best.amount and state.options.needs("Ann") == 8
    # Kept with the game's setup (a saved game, the next new game's defaults).
    assert type(setup).from_json(setup.to_json()) == setup


def test_no_rating_no_suggestion_and_it_says_why(qtbot, history, tasks):
    dialog = _dialog(qtbot, history, tasks, "free")
    dialog.names[1].setText("Pyotr")
    text = _ask(qtbot, dialog)
    assert "No handicap to suggest: Pyotr has no finished frame" in text
    assert not dialog.handicap_row.apply.isVisible()
    assert dialog.setup().race == ()


def test_pyramid_t_and_team_matches_offer_none(qtbot, history, tasks):
    dialog = _dialog(qtbot, history, tasks, "pyramid-t")
    assert not dialog.form.isRowVisible(dialog.handicap_row)
    dialog.discipline.setCurrentIndex(dialog.discipline.findData("free"))
    assert dialog.form.isRowVisible(dialog.handicap_row)
    dialog.team_format.setCurrentIndex(1)
    assert not dialog.form.isRowVisible(dialog.handicap_row)


def test_an_answer_is_forgotten_when_the_players_change(qtbot, history, tasks):
    dialog = _dialog(qtbot, history, tasks, "classic-71")
    _ask(qtbot, dialog)
    assert dialog.handicap_row.apply.isVisibleTo(dialog)
    dialog.names[1].setText("Pyotr")
    dialog.names[1].textEdited.emit("Pyotr")
    assert dialog.handicap_row.answer.text() == ""
    assert not dialog.handicap_row.apply.isVisibleTo(dialog)


def test_without_a_history_the_row_is_not_there(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.handicap_row is None
    assert all(label.text() != "Handicap" for label in dialog.findChildren(QLabel))


def test_the_dialog_and_the_command_give_one_advice() -> None:
    # One number computed once: the app's advice is the core's advise() on the same frames.
    import json

    data = json.loads((ROOT / "docs" / "examples" / "club-frames.json").read_text("utf-8"))
    frames = frames_from_json(data, "frames")
    a = advise(frames, load_anchors(), View("all").checked(), ("Ольга", "Сергей"),
               "classic-71")
    assert a.suggestion is not None and a.suggestion.best.form == "points"
