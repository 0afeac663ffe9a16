"""The status bar says whom shots are recorded for (#8)."""

from __future__ import annotations

from coach_app.game.match import GameSetup
from coach_app.game.seats import Seat
from coach_app.shell.history_open import open_history


def test_a_game_names_the_seated_people_it_records_for(qtbot, make_window, tmp_path):
    """#8: during a game whose shots go to the seated players it said «Запись для: Гость»."""
    window = make_window(open_history(str(tmp_path / "h.db")))
    label = window.hub.player_label
    assert label.text() == "Recording for: Guest"
    window.start_game(GameSetup("free", ("Ann", "Bob")))
    assert label.text() == "Recording for: Ann, Bob"
    window.show_page("start")
    assert label.text() == "Recording for: Guest"
    window.start_game(GameSetup("free", ("Ann", "Computer"),
                                seats=(Seat(), Seat("beginner"))))
    assert label.text() == "Recording for: Ann"


def test_the_guest_follows_the_language(qtbot, make_window, tmp_path):
    """#7: after switching language the guest stayed «Гость»."""
    window = make_window(open_history(str(tmp_path / "h.db")), lang="ru")
    label = window.hub.player_label
    assert label.text() == "Запись для: Гость"
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: label.text() == "Recording for: Guest", timeout=1000)
