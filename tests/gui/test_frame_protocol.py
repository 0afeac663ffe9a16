"""The frame protocol on the game screen: in the table's place at the end of every frame,
before «Next frame», with the match so far; on request during the frame; and the team
sheet from the first frame of a team match (the protocol is simulation/rules/protocol.py)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt

from coach_app.game.match import GameSetup, Match
from tests.rules.test_protocol import play
from tests.rules.test_record_frames import PROTOCOLS


def _finish(screen, name: str) -> None:
    """The screen's frame played to its end from a written real-frame protocol."""
    args, entries, _scores, _winner = PROTOCOLS[name]
    state, _ = play(args, entries)
    screen.model.show(screen.model.match.with_state(state))


def test_the_frame_summary_replaces_the_table_at_the_end_of_the_frame(qtbot, window):
    screen = window.start_game(GameSetup("free", ("P1", "P2"), frames=3))
    assert screen.centre.currentWidget() is screen.view
    assert screen.protocol_button.text() == "Frame protocol"
    _finish(screen, "free")
    assert screen.centre.currentWidget() is screen.summary
    assert screen.protocol_button.text() == "Back to the table"
    text = screen.summary.text()
    assert "Frame 1 protocol" in text and "P1 – P2  8 : 4" in text
    assert "P1 wins the frame." in text
    # Free 6: P1's 8 = 6 from own shots + 2 penalty balls; P2's 4 = 2 + 2.
    assert "P1: 8 points (own shots 6, penalty balls 2); visits 3, best run 3" in text
    cells = screen.summary.table.cells()
    assert [c[0] for c in cells if c[0]] == ["1", "2", "3", "4", "5"]
    assert cells[-1][-1] == "frame over"
    assert any("cl. 17" in c[6] for c in cells)  # the double hit, with its clause
    # Back to the table and to the protocol by the button.
    qtbot.mouseClick(screen.protocol_button, Qt.MouseButton.LeftButton)
    assert screen.centre.currentWidget() is screen.view
    qtbot.mouseClick(screen.protocol_button, Qt.MouseButton.LeftButton)
    assert screen.centre.currentWidget() is screen.summary
    # The next frame brings the table back and the match summary lists frame 1.
    qtbot.mouseClick(screen.next_frame, Qt.MouseButton.LeftButton)
    assert screen.centre.currentWidget() is screen.view
    assert screen.model.match.played[0].scores == (("P1", 8), ("P2", 4))
    _finish(screen, "free")
    text = screen.summary.text()
    assert "Frame 2 protocol" in text
    assert "Frame 1: P1 8 : P2 4 — P1" in text and "Frame 2: P1 8 : P2 4 — P1" in text
    assert "P1 wins the match." in text and "Frames won: P1 2, P2 0" in text


def test_the_protocol_during_the_frame_and_in_russian(qtbot, window):
    screen = window.start_game(GameSetup("classic-71", ("P1", "P2")))
    args, entries, _s, _w = PROTOCOLS["classic-71"]
    state, _ = play(args, entries[:3])
    screen.model.show(screen.model.match.with_state(state))
    assert screen.centre.currentWidget() is screen.view  # still in play
    screen.show_protocol(True)
    assert "The frame is in play." in screen.summary.text()
    assert screen.summary.table.cells()[-1][-1] == "at the table"
    window.language_actions["ru"].trigger()
    try:  # Qt posts the LanguageChange events
        qtbot.waitUntil(lambda: "Протокол партии 1" in screen.summary.text(), timeout=3000)
        assert "Партия продолжается." in screen.summary.text()
        assert screen.protocol_button.text() == "Вернуться к столу"
        assert screen.summary.table.horizontalHeaderItem(5).text() == "Серия"
    finally:
        window.language_actions["en"].trigger()


def test_saved_match_keeps_its_played_frames(tmp_path):
    m = Match.start(GameSetup("free", ("P1", "P2"), frames=3), seed=1)
    state, _ = play(*PROTOCOLS["free"][:2])
    m = m.with_state(state).next_frame()
    path = tmp_path / "g.json"
    m.save(path)
    back = Match.load(path)
    assert back.played == m.played and back.played[0].winner == "P1"


def test_team_sheet_from_the_first_frame(qtbot, window):
    names = ("Иванов", "Петров", "Сидоров", "Орлов", "Белов", "Волков")
    setup = GameSetup("dynamic", names, frames=3, team_format="triathlon-3+3",
                      team_names=("Spartak", "Dynamo"))
    screen = window.start_game(setup)
    sheet = screen.scoreboard.team.sheet.text()
    assert "1. board 1, Dynamic pyramid: Иванов / Орлов — 0:0, in play" in sheet
    s = screen.model.match.state
    over = replace(s, phase="over", winner="Иванов", to_move=None, shooter=None,
                   pending=None, scores={"Иванов": 8, "Орлов": 3})
    screen.model.show(screen.model.match.with_state(over))
    qtbot.mouseClick(screen.next_frame, Qt.MouseButton.LeftButton)
    sheet = screen.scoreboard.team.sheet.text()
    assert "1. board 1, Dynamic pyramid: Иванов / Орлов — 1:0, in play" in sheet
    assert "frame 1: Иванов 8 : Орлов 3 — Иванов" in sheet
