"""The app on a club's server: a refusal says «нет прав …» / "you may not …", naming what,
never that the history is damaged; an import that would merge two players of one name
asks first.

Was: a login without grants was told the history "is damaged (permission denied…)", and
Import history… added a file's shots to any player of the same name without asking (a file
with a new "Ivan" added 7 forged shots to the student Ivan).
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox

from coach_app.shell.history_open import open_history, refusal_text
from coach_app.store import History, NewShot, open_store
from coach_app.store.errors import DeniedError
from coach_app.store.exchange import export_json


@pytest.mark.parametrize(("lang", "read", "write"), [
    ("ru", "Нет прав читать эту историю (логин ivan).",
     "нет прав записывать чужие удары (логин ivan)"),
    ("en", "You may not read this history (login ivan).",
     "you may not write another player's shots (login ivan)"),
])
def test_a_refused_login_is_told_what_it_may_not_do(qtbot, translations, lang, read, write):
    from coach_app.qtkit.denied_words import denied_phrase

    translations.set_language(lang)
    headline, advice = refusal_text(DeniedError("you may not read this history", "read",
                                                "alembic_version", "ivan"))
    assert headline == read
    assert "club grant" in advice
    assert denied_phrase(DeniedError("…", "write", "shots", "ivan")) == write
    for text in (headline, advice):
        assert "damaged" not in text and "повреж" not in text


def _forged_file(tmp_path, shots: int = 7):
    """A history whose own "Ivan" (another id than the club's) played ``shots`` shots."""
    from tests.gui.test_unsaved_shots import _played

    with open_store(tmp_path / "forger.sqlite3") as store:
        h = History(store)
        fake = h.ensure_player("Ivan")
        session = h.start_session(fake.id)
        for _ in range(shots):
            h.record_shot(NewShot(session.id, _played(None), player_id=fake.id))
        data = export_json(store)
    path = tmp_path / "forged.json"
    path.write_text(json.dumps(data))
    return path


def _shots(history: History, name: str) -> int:
    return sum(s.shots for s in history.sessions(history.player(name).id))


@pytest.mark.parametrize("answer", ["no", "yes"])
def test_import_asks_before_merging_two_players_of_one_name(qtbot, make_window, tmp_path,
                                                            answer):
    club = tmp_path / "club.sqlite3"
    with open_store(club) as store:
        History(store).ensure_player("Ivan")
    forged = _forged_file(tmp_path)
    window = make_window(open_history(str(club)))
    hub = window.hub
    assert not hub.import_file(str(forged))
    box = hub.box
    assert box is not None and box.objectName() == "importSameName"
    assert "Ivan" in box.text()
    history = hub.recorder.history
    assert _shots(history, "Ivan") == 0  # nothing before the answer
    people = {p.id for p in history.players()}
    button = QMessageBox.StandardButton.Yes if answer == "yes" else QMessageBox.StandardButton.No
    box.button(button).click()
    qtbot.waitUntil(lambda: not box.isVisible())
    assert _shots(history, "Ivan") == (7 if answer == "yes" else 0)
    assert {p.id for p in history.players()} == people  # no second Ivan either way


def test_a_write_refused_by_the_server_is_kept_and_said_as_such():
    from coach_app.recording.values import failure_reason

    assert failure_reason(DeniedError("you may not write another player's shots", "write",
                                      "shots", "ivan")) == "denied"


def test_the_players_dialog_says_what_a_club_login_may_not_do(qtbot, translations, tmp_path,
                                                              monkeypatch):
    """On a club's server only the administrator adds players or gives the coach role; the
    dialog says so in words instead of raising out of the click."""
    from coach_app.shell.players_dialog import PlayersDialog

    translations.set_language("ru")
    with open_store(tmp_path / "h.sqlite3") as store:
        history = History(store)
        ivan = history.ensure_player("Ivan")

        def refuse(*_args, **_kw):
            raise DeniedError("you may not change the players of this history", "change",
                              "players", "ivan")

        monkeypatch.setattr(history, "set_role", refuse)
        monkeypatch.setattr(history, "ensure_player", refuse)
        dialog = PlayersDialog(history, ivan.id, None)
        qtbot.addWidget(dialog)
        dialog.coach.setChecked(True)
        assert dialog.message.text() == "Нет прав изменять игроков в этой истории (логин ivan)."
        dialog.name.setText("Mallory")
        assert dialog.add_player() is None
        assert dialog.message.text().startswith("Нет прав изменять игроков")


def test_review_says_a_refused_note_in_words(qtbot, make_window, tmp_path, monkeypatch):
    """A student's login writing a note as the coach is refused by the club's server: the
    Review page says «нет прав …» in a box instead of raising out of the click."""
    from coach_app.store.synth import populate

    db = tmp_path / "h.sqlite3"
    with open_store(db) as store:
        populate(store, shots=20, player="Ivan", seed=2, days=1)
        History(store).ensure_player("Anna", "coach")
    w = make_window(open_history(str(db)), "ru", (1024, 640))
    with open_store(db) as store:
        w.hub.set_player(History(store).player("Ivan").id)
    w.show_page("review")
    review = w.review
    qtbot.waitUntil(lambda: review.sessions_list.count() > 0 and review.shot() is not None,
                    timeout=5000)
    assert review.header.coach_id() is not None

    def refuse(*_args, **_kw):
        raise DeniedError("you may not write another player's notes", "write",
                          "annotations", "ivan")

    monkeypatch.setattr(review.history, "annotate", refuse)
    review.add_note("Меньше наката")
    assert review.refusal is not None
    assert review.refusal.text() == "Нет прав записывать чужие заметки (логин ivan)."
