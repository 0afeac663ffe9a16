"""A team match in the app: set up in the new-game dialog (format, team names, who plays which
board), the team score and sheet on the scoreboard, and the next individual match chosen by the
referee's matchplay (triathlon 3+3 2.1, 2.2, 2.5, 2.6; Free 2+2 2.6)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt

from coach_app.game.match import GameSetup, Match
from coach_app.game.setup_dialog import NewGameDialog

NAMES = ("Иванов", "Петров", "Сидоров", "Орлов", "Белов", "Волков")


def _end_frame(screen, winner: str) -> None:
    s = screen.model.match.state
    over = replace(s, phase="over", winner=winner, to_move=None, shooter=None, pending=None)
    screen.model.show(screen.model.match.with_state(over))


def test_setup_dialog_makes_a_triathlon_with_teams_and_boards(qtbot, translations,
                                                              settings_store):
    translations.set_language("en")
    d = NewGameDialog(None, None, settings_store)
    qtbot.addWidget(d)
    d.team_format.setCurrentIndex(d.team_format.findData("triathlon-3+3"))
    d.team_names[0].setText("Spartak")
    d.team_names[1].setText("Dynamo")
    for edit, name in zip(d.names, NAMES, strict=True):
        edit.setText(name)
    setup = d.setup()
    assert setup.team_format == "triathlon-3+3" and setup.names == NAMES
    assert setup.team_names == ("Spartak", "Dynamo") and d.problem() is None
    assert not d.form.isRowVisible(d.discipline) and d.form.isRowVisible(d._teams_row)
    assert d._name_labels[4].text() == "Dynamo, board 2 (Combined pyramid)"
    d.team_names[1].setText("Spartak")
    assert d.problem() == "The two teams need two different names."
    state = GameSetup.from_json(setup.to_json()).first_frame()
    assert state.discipline == "dynamic" and state.players == ("Иванов", "Орлов")


def test_team_score_and_sheet_and_the_next_board(qtbot, window):
    setup = GameSetup("dynamic", NAMES, frames=1, team_format="triathlon-3+3",
                      team_names=("Spartak", "Dynamo"))
    screen = window.start_game(setup)
    panel = screen.scoreboard.team
    assert panel.isVisible() and panel.score.text().endswith("Spartak 0 : 0 Dynamo")
    assert panel.where.text() == "Match 1, board 1: Dynamic pyramid"
    assert "Spartak" in screen.scoreboard.rows["Иванов"][0].text()
    _end_frame(screen, "Иванов")
    assert panel.score.text().endswith("Spartak 1 : 0 Dynamo")
    assert "1. board 1, Dynamic pyramid: Иванов / Орлов — 1:0, won by Spartak" in \
        panel.sheet.text()
    assert screen.next_frame.isVisible()
    qtbot.mouseClick(screen.next_frame, Qt.MouseButton.LeftButton)
    state = screen.model.match.state
    assert state.discipline == "combined" and state.players == ("Петров", "Белов")
    assert state.breaker == "Белов"  # I-33: the next individual match, team B breaks
    _end_frame(screen, "Петров")
    screen.model.show(screen.model.match.next_frame())
    _end_frame(screen, "Сидоров")  # 2.6: first to three team points
    assert screen.model.match.match_winner() == "A" and not screen.next_frame.isVisible()
    assert screen.hint() == "Spartak wins the match!"
    assert panel.where.text() == "The team match is over: Spartak wins."


def test_saved_team_match_loads_back(tmp_path):
    m = Match.start(GameSetup("free", NAMES[:4], team_format="free-2+2",
                              team_names=("Red", "Blue")), seed=3)
    path = tmp_path / "team.json"
    m.save(path)
    back = Match.load(path)
    assert back.setup == m.setup and back.state == m.state


def test_app_pair_frames_rotate_pairs_and_partners():
    """Pair format 2.2/2.3 in the app's match too: A1, B1, A2, B2."""
    setup = GameSetup("free", ("A1", "A2", "B1", "B2"), pair=True, frames=7)
    assert [setup.frame(n).breaker for n in range(5)] == ["A1", "B1", "A2", "B2", "A1"]
