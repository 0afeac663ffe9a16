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
    from coach_app.shell.denied_words import denied_phrase

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
