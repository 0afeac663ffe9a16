"""The screen tour's walk through the game and practice screens (tests/gui/tour.py walks
the rest): a game mid-frame with a foul's verdict, the same after an undo, the frame's
summary, a drill on the table before and after "Show me", the drill editor, and the
states of tests/gui/tour_states.py (the free table set up by hand with its ball palette
and the cloth's menu, Pyramid T mid-frame, the choices after an illegal break, Free
pyramid after a свояк), the skill test and the weak-spot set in Practice, and the
real-match scorer (its dialog, a break, a shot being entered, a refusal, the penalty ball,
shoot or pass, an incident between shots, a classic frame's end)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QWidget

from tests.gui.tour import Visit, spin, wait_for

#: The seated players' names: the user's own data, shown as typed in either language.
PLAYERS = ("Anna", "Boris")
#: A drill with a recorded solution of two shots: "Show me" fills the side panel most.
SHOW_ME_DRILL = "pos.two-ball-1"


def _play_shot(screen: QWidget, direction: float) -> bool:
    from coach_app.cueing.model import Phase

    shots = screen.undo_stack.count()
    screen.model.set_aim(direction)
    if not screen.shoot():
        return False
    wait_for(lambda: screen.model.phase is Phase.PLAYING, 3000)
    screen.playback.skip_to_end()
    return wait_for(lambda: screen.undo_stack.count() == shots + 1, 3000)


def game(w: QWidget, visit: Visit) -> None:
    """Mid-game after a foul (the verdict and the penalty-ball choice), after undoing it,
    and the summary of a finished frame."""
    from coach_app.game.match import GameSetup

    screen = w.start_game(GameSetup("free", PLAYERS))
    spin(50)
    visit("game", w)
    if _play_shot(screen, 90.0):  # the test simulator's cue ball touches nothing: a foul
        spin(50)
        visit("game-verdict", w)
        w.undo_action.trigger()
        spin(50)
        visit("game-after-undo", w)
    s = screen.model.match.state
    over = replace(s, phase="over", winner=PLAYERS[0], to_move=None, shooter=None,
                   pending=None)
    screen.model.show(screen.model.match.with_state(over))
    spin(50)
    visit("game-summary", w)


def practice(w: QWidget, visit: Visit) -> None:
    """A drill on the table, its side panel after "Show me", and the drill editor."""
    from coach_app.practice.session_view import Phase

    w.show_page("practice")
    practice = w.practice
    if not practice.open_drill(SHOW_ME_DRILL):
        return
    session = practice.session
    spin(50)
    visit("drill-on-table", w)
    if session.show_me():
        for _ in range(len(session.model.drill.solutions[0].shots)):
            wait_for(lambda: session.playback.is_active()
                     or session.model.phase is Phase.DEMO_DONE, 5000)
            session.playback.skip_to_end()
        wait_for(lambda: session.model.phase is Phase.DEMO_DONE, 5000)
        spin(50)
        visit("drill-show-me", w)
    practice.show_browser()
    practice.edit_drill("house.2")
    spin(50)
    visit("drill-editor", w)
    practice.show_browser()


def play_states(w: QWidget, visit: Visit) -> None:
    """Each state of tests/gui/tour_states.py, visited under its own name."""
    from tests.gui import tour_states as ts

    visit("free-table-placed", ts.free_table_placed(w))
    menu = ts.free_table_cloth_menu(w)
    visit("free-table-cloth-menu", menu)
    ts.close_cloth_menu(w)
    visit("pyramid-t-mid-frame", ts.pyramid_t_mid_frame(w))
    for discipline in ("combined", "pyramid-t"):
        screen = ts.illegal_break_choice(w, discipline)
        if screen is not None:
            visit(f"illegal-break-{discipline}", screen)
    visit("free-pyramid-after-svoyak", ts.free_pyramid_after_svoyak(w))
    programmes(w, visit)


def programmes(w: QWidget, visit: Visit) -> None:
    """The skill test and the weak-spot set (tests/gui/tour_states.py): found in the drill
    list, the battery, the test under way, its result, the set with its evidence."""
    from tests.gui import tour_states as ts

    ru = w.translations.language == "ru"
    visit("practice-search-test", ts.practice_search(w, "тест" if ru else "test"))
    visit("practice-search-weak", ts.practice_search(w, "слаб" if ru else "weak"))
    ts.clear_search(w)
    visit("skill-test-battery", ts.skill_test_battery(w))
    visit("skill-test-running", ts.skill_test_running(w))
    visit("skill-test-result", ts.skill_test_result(w))
    visit("weak-spot-set", ts.weak_spot_set(w))
    visit("weak-spot-none", ts.no_weak_spot(w))
    w.practice.show_browser()
def scorer(w: QWidget, visit: Visit) -> None:
    """The real-match scorer through its states, on written real frames."""
    from coach_app.game.match import GameSetup
    from coach_app.scorer.model import Mode
    from tests.rules.test_record_frames import PROTOCOLS
    from tests.scorer.presses import play

    screen = w.start_scorer(GameSetup("free", PLAYERS))
    spin(50)
    visit("scorer-break", w)
    m = screen.model
    m.set(cushion_balls=3)
    m.set_mode(Mode.FIRST)
    m.press_ball("4")
    m.set_mode(Mode.POCKETED)
    m.press_ball("7")
    spin(30)
    visit("scorer-entry", w)
    m.record()  # ball 7 has no pocket yet: refused, the field named
    spin(30)
    visit("scorer-refusal", w)
    m.clear()
    names = {"P1": PLAYERS[0], "P2": PLAYERS[1]}
    entries = [e if e.kind == "record" else replace(e, payload={
        k: names.get(v, v) if isinstance(v, str) else v for k, v in e.payload.items()})
        for e in PROTOCOLS["free"][1]]
    play(m, entries[:1])  # 13.1: an illegal break
    spin(30)
    visit("scorer-penalty-ball", w)
    play(m, entries[1:2])
    spin(30)
    visit("scorer-break-options", w)
    m.between_shots(True)
    spin(30)
    visit("scorer-between-shots", w)
    m.between_shots(False)
    classic = w.start_scorer(GameSetup("classic-71", ("P1", "P2"), frames=3))
    play(classic.model, PROTOCOLS["classic-71"][1])
    spin(50)
    visit("scorer-frame-over", w)
    w.show_page("start")
