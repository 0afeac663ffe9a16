"""The real-match scorer in the app: opened from the Game menu's dialog (people only),
keyboard-first entry (digits, pocket letters, Enter), decisions answered by the ball
buttons and the decision panel, undo from the window's Edit menu, the frame's protocol
and its end, the match in the history as played at a real table, the score sheet PDF,
and the screen in Russian (the model's own tests are tests/scorer/)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from coach_app.game.match import GameSetup
from coach_app.game.setup_dialog import NewGameDialog
from coach_app.scorer.model import Mode
from coach_app.shell.history_open import open_history
from coach_app.store import History, open_store
from tests.rules.test_record_frames import PROTOCOLS
from tests.scorer.presses import play


def _keys(qtbot, screen, text: str) -> None:
    for ch in text:
        qtbot.keyClicks(screen, ch)


def test_a_break_and_a_shot_by_keys(qtbot, window):
    screen = window.start_scorer(GameSetup("free", ("Ann", "Bob")))
    assert window.current_page() == "scorer"
    assert screen.entry.heading.text().startswith("Opening break: Ann")
    # 13.1.2: the first ball 4, three object balls at a cushion, nothing pocketed.
    _keys(qtbot, screen, "4+++")
    assert "Break: 3 object balls at a cushion" in screen.draft.text()
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    assert screen.model.state.to_move == "Bob" and screen.model.state.phase == "play"
    assert "Legal shot." in screen.verdict.text()
    assert "The turn passes to Bob." in screen.verdict.text()
    # Bob: first ball 12 (1 then 2), pockets 12 in the far right corner (P, 12, E).
    _keys(qtbot, screen, "12p12e")
    assert screen.model.draft.first == "12"
    assert screen.model.draft.pocketed == (("12", "BR"),)
    assert "ball 12 — far right corner pocket" in screen.draft.text()
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    assert screen.model.state.scores == {"Ann": 0, "Bob": 1}
    assert screen.summary.table.cells()[-1][:4] == ["2", "Bob", "1", "12"]
    # Undo from the window's Edit menu takes the entry back; redo puts it back.
    window.undo_action.trigger()
    assert screen.model.state.scores == {"Ann": 0, "Bob": 0}
    window.redo_action.trigger()
    assert screen.model.state.scores == {"Ann": 0, "Bob": 1}


def test_a_foul_then_the_penalty_ball_and_shoot_or_pass(qtbot, window):
    """Free 6 and General rules 7.4: the decisions owed are answered on the screen."""
    screen = window.start_scorer(GameSetup("free", ("Ann", "Bob")))
    _keys(qtbot, screen, "4+++")
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    # Bob touches no ball (6.2): «No ball» by its key.
    _keys(qtbot, screen, "n")
    assert screen.model.draft.no_contact
    qtbot.mouseClick(screen.record_button, Qt.MouseButton.LeftButton)
    assert "Foul: the cue ball touched no object ball (cl. 6.2)" in screen.verdict.text()
    pending = screen.model.state.pending
    assert pending.kind == "penalty_ball" and pending.by == "Ann"
    assert "Ann takes a penalty ball" in screen.entry.decisions.prompt.text()
    enabled = {b for b, w in screen.entry.balls.buttons.items() if w.isEnabled()}
    assert enabled == set(pending.options)
    qtbot.mouseClick(screen.entry.balls.buttons["15"], Qt.MouseButton.LeftButton)
    assert screen.model.state.shelves["Ann"] == ("15",)
    assert screen.model.state.pending.kind == "shoot_or_pass"
    qtbot.mouseClick(screen.entry.decisions.buttons["pass"], Qt.MouseButton.LeftButton)
    assert screen.model.state.to_move == "Bob" and screen.model.state.pending is None
    # A refused entry: a pocketed ball without its pocket; the field is named.
    _keys(qtbot, screen, "5p5")
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    assert screen.refusal.isVisible()
    assert "the pocketed balls: press the pocket" in screen.refusal.text()
    qtbot.keyClick(screen, Qt.Key.Key_Escape)
    assert screen.model.draft.pocketed == () and not screen.refusal.isVisible()


def test_a_whole_frame_ends_with_its_summary_and_goes_to_the_history(qtbot, make_window,
                                                                     tmp_path):
    db = tmp_path / "h.sqlite3"
    window = make_window(open_history(str(db)))
    window.hub.set_player(window.hub.recorder.history.ensure_player("P1").id)
    screen = window.start_scorer(GameSetup("classic-71", ("P1", "P2"), frames=3))
    _args, entries, scores, winner = PROTOCOLS["classic-71"]
    play(screen.model, entries)
    screen.refresh()
    assert "P2 wins the frame." in screen.summary.text()
    assert screen.next_frame.isVisible()
    pdf = tmp_path / "sheet.pdf"
    assert screen.export_sheet(pdf) >= 1 and pdf.read_bytes().startswith(b"%PDF")
    qtbot.mouseClick(screen.next_frame, Qt.MouseButton.LeftButton)
    assert screen.model.match.frame_no == 1 and screen.model.state.breaker == "P2"
    window.hub.recorder.flush()
    with open_store(db) as store:
        h = History(store)
        (session,) = h.sessions(h.player("P1").id)
        assert session.kind == "game" and h.shots(session.id) == ()
        assert session.where.real  # revision 0006: the session says where it was played
        (frame,) = h.frame_sheets(session.id)
        assert frame.options["where"] == "real" and frame.frame.winner == winner
        assert dict(frame.scores) == scores


def test_the_dialog_scores_people_only(qtbot, settings_store):
    d = NewGameDialog(None, None, settings_store, real_table=True)
    qtbot.addWidget(d)
    assert d.windowTitle() == "Score a match at a real table"
    assert not any(c.isVisibleTo(d) for c in d.seats)
    d.seats[1].setCurrentIndex(1)  # a computer seat left from a game: ignored here
    assert d.setup().seats == ()
    assert d.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_pyramid_t_asks_the_call_first_and_in_russian(qtbot, window):
    window.language_actions["ru"].trigger()
    try:
        screen = window.start_scorer(GameSetup("pyramid-t", ("Аня", "Боря")))
        _keys(qtbot, screen, "4+++")
        qtbot.keyClick(screen, Qt.Key.Key_Return)
        assert screen.model.mode is Mode.CALL  # 000 clause 4: played on call
        assert screen.entry.modes[Mode.CALL].text() == "Заказ (K)"
        assert screen.record_button.text() == "Записать (Ввод)"
        assert "Протокол партии 1" in screen.summary.text()
    finally:
        window.language_actions["en"].trigger()


def test_review_shows_a_real_table_matchs_protocols(qtbot, make_window, tmp_path):
    """A match scored at a real table has no shots to walk: Review opens its frame
    protocols at once, marked as played at a real table; the pair's sides are named."""
    db = tmp_path / "h.sqlite3"
    window = make_window(open_history(str(db)), "en", (1024, 640))
    window.hub.set_player(window.hub.recorder.history.ensure_player("A1").id)
    screen = window.start_scorer(GameSetup("free", ("A1", "A2", "B1", "B2"), pair=True))
    play(screen.model, PROTOCOLS["free-pair"][1])
    window.hub.recorder.flush()
    window.show_page("review")
    review = window.review
    qtbot.waitUntil(lambda: review.stack.currentWidget() is review.protocols, timeout=5000)
    page = review.protocols
    assert page.title.text() == "Frame protocols: Free pyramid · played at a real table"
    (summary,) = page.summaries()
    text = summary.text()
    assert "A1 & A2 – B1 & B2  8 : 3" in text and "A1 & A2 wins the frame." in text
    assert summary.table.cells()[0][1] == "A1 & A2 (A1, A2)"
    qtbot.mouseClick(page.close_button, Qt.MouseButton.LeftButton)
    assert review.stack.currentWidget() is not page
    assert review.protocols_button.isEnabled()
    assert review.sessions_list.item(0).text().endswith("games: 1")  # no shots to count


def test_the_scorers_keys_are_in_the_shortcuts_dialog(qtbot, window):
    """Help > Keyboard shortcuts lists the scorer's keys from the table the keys are read
    from (coach_app/scorer/keys.py)."""
    dialog = window.shortcuts_dialog()
    qtbot.addWidget(dialog)
    rows = [r for r in dialog.rows() if r[0] == "Real table"]
    assert ("Real table", "Pocketed", "P") in rows
    assert ("Real table", "Far left", "Q") in rows
    assert ("Real table", "Record the entry", "Enter") in rows


def test_re_spotting_is_said_in_words(qtbot, window):
    """25.2 (an unrequested ball, classic 5.4, on the back spot), Pyramid T 4.4 (the spots
    in rotation) and 22.1 (a hanging ball back where it stood): the scorer reads where to
    put each ball."""
    screen = window.start_scorer(GameSetup("classic-71", ("P1", "P2")))
    play(screen.model, PROTOCOLS["classic-71"][1][:1])
    assert "Put ball 2 on the back spot." in screen.verdict.text()
    screen = window.start_scorer(GameSetup("pyramid-t", ("P1", "P2")))
    play(screen.model, PROTOCOLS["pyramid-t"][1][:2])
    assert "Put ball 5 on the centre spot." in screen.verdict.text()
    screen = window.start_scorer(GameSetup("free", ("P1", "P2")))
    play(screen.model, PROTOCOLS["free"][1][:6])
    assert "Put ball 3 back where it stood." in screen.verdict.text()
