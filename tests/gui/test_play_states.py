"""The play screens in states the tour did not visit before, in English and Russian at
1024×640 and 1920×1080 (tests/gui/tour_states.py sets each up): the choices after an
illegal break, Pyramid T mid-frame, Free pyramid after a свояк, a finished frame, the
computer's seat and its explanation, and the new-game dialog. Each test failed before the
change it names."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from coach_app.cueing.model import Phase
from coach_app.game.match import GameSetup
from coach_app.game.seats import Seat
from coach_app.qtkit import widgets
from tests.gui import tour, tour_states

SIZES = tour.SIZES
LANGS = ("en", "ru")


@pytest.fixture
def blank_window(make_window):
    def make(lang: str, size: tuple[int, int]):
        return make_window(None, lang, size)

    return make


def _button_problems(screen) -> list[str]:
    out = []
    wrapping = getattr(widgets, "WrapButton", ())  # a plain QPushButton before
    for key, button in screen.decisions.buttons.items():
        label = button.label if isinstance(button, wrapping) else button
        text = button.label_text() if isinstance(button, wrapping) else button.text()
        why = tour.clipped(label)
        if why or label.width() > button.width():
            out.append(f"{key}: {text!r} ({why or 'wider than its button'})")
    return out


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("discipline", ["combined", "pyramid-t"])
def test_the_four_choices_after_an_illegal_break_fit(qtbot, blank_window, lang, size,
                                                     discipline):
    """«инять позицию и би», «естановка, разбиваю»: two buttons a row in a 280 px panel."""
    w = blank_window(lang, size)
    screen = tour_states.illegal_break_choice(w, discipline)
    assert screen is not None
    assert set(screen.decisions.buttons) == {"accept_play", "accept_pass", "rerack_break",
                                             "rerack_offender"}
    assert _button_problems(screen) == []
    shot = tour.check(w, "illegal-break", lang, size)
    assert [p for p in shot.problems if p.kind == "clipped"] == []
    qtbot.mouseClick(screen.decisions.buttons["rerack_offender"], Qt.MouseButton.LeftButton)
    assert screen.model.match.state.phase == "break"


@pytest.mark.parametrize("lang", LANGS)
def test_pyramid_t_scoreboard_shows_stages_colours_and_what_is_left(qtbot, blank_window,
                                                                     lang):
    """Before: «Полка: пусто» beside 15 points, and nothing of the colours or the stage."""
    w = blank_window(lang, (1024, 640))
    screen = tour_states.pyramid_t_mid_frame(w)
    board = screen.scoreboard
    anna, boris = tour_states.PLAYERS
    from simulation.balls import Colour

    assert board.chips[anna].isVisible() and board.chips[boris].isVisible()
    assert board.chips[anna].collected == {Colour.BLUE, Colour.YELLOW}
    assert board.chips[boris].collected == {Colour.RED}
    shelves = {side: row[2].text() for side, row in board.rows.items()}
    if lang == "en":
        assert shelves == {anna: "Stage 1: 2 of 5 colours",
                           boris: "Stage 2, set 2: 1 of 5 colours"}
    else:
        assert shelves == {anna: "Этап 1: цветов 2 из 5",
                           boris: "Этап 2, набор 2: цветов 1 из 5"}
    legend = board.legend
    assert legend.isVisible()
    # Left: blue 3 and 4, yellow 5 and 10, black 9 and 11, green 14 and 15, red 12.
    counts = {c: legend.counts[c].text() for c in Colour}
    assert counts == {Colour.BLUE: "3\u00a0×\u00a02", Colour.YELLOW: "4\u00a0×\u00a02",
                      Colour.BLACK: "5\u00a0×\u00a02", Colour.GREEN: "6\u00a0×\u00a02",
                      Colour.RED: "7\u00a0×\u00a01"}
    assert ("= 43 points" if lang == "en" else "= 43 очка") in legend.total.text()
    shot = tour.check(w, "pyramid-t", lang, (1024, 640))
    assert shot.problems == [] if lang == "en" else \
        [p for p in shot.problems if p.kind != "English on a Russian screen"] == []


@pytest.mark.parametrize("lang", LANGS)
def test_free_pyramid_after_a_svoyak_names_the_cue_ball_and_says_what_to_strike(
        qtbot, blank_window, lang):
    """Before: «Полка: 1, 14, cue» and «Бьём: биток» with no cue ball on the table."""
    w = blank_window(lang, (1024, 640))
    screen = tour_states.free_pyramid_after_svoyak(w)
    anna = tour_states.PLAYERS[0]
    shelf = screen.scoreboard.rows[anna][2].text()
    assert "cue" not in shelf.replace("cue ball", "")
    assert shelf == ("Shelf: 1, 14, cue ball" if lang == "en" else "Полка: 1, 14, биток")
    aim = screen.panel.aim_label.text()
    hint = screen.panel.hint.text()
    if lang == "en":
        assert aim == "Striking: no ball chosen yet"
        assert "right-click the ball you will strike" in hint
    else:
        assert aim == "Бьём: шар ещё не выбран"
        assert "щёлкните правой кнопкой по шару" in hint
    assert not screen.panel.shoot.isEnabled()
    ball = screen.model.layout["5"]
    x, y = screen.view.transform().to_px(ball)
    from PySide6.QtCore import QPoint

    qtbot.mouseClick(screen.view, Qt.MouseButton.RightButton, pos=QPoint(round(x), round(y)))
    assert screen.model.cue_ball == "5"
    assert screen.panel.aim_label.text() == ("Striking ball 5" if lang == "en"
                                             else "Бьём: шар 5")


def test_no_aim_line_once_the_frame_is_over(qtbot, blank_window):
    """Before: the aim line and ghost ball stayed on the table after «Партия окончена»."""
    from dataclasses import replace

    w = blank_window("en", (1024, 640))
    screen = w.start_game(GameSetup("free", tour_states.PLAYERS))
    screen.model.set_aim(10.0)
    assert screen.view.overlay().aim is not None
    s = screen.model.match.state
    over = replace(s, phase="over", winner=tour_states.PLAYERS[0], to_move=None,
                   shooter=None, pending=None)
    screen.model.show(screen.model.match.with_state(over))
    overlay = screen.view.overlay()
    assert overlay.aim is None and overlay.ghost is None and not overlay.paths
    assert not screen.model.wants_stroke()
    screen.model.rotate(5.0)  # the arrows do nothing either
    assert screen.view.overlay().aim is None


@pytest.mark.parametrize("lang", LANGS)
def test_the_computer_seat_is_named_as_the_panel_names_it(qtbot, blank_window, lang):
    """Before: «Ход переходит к: Игрок 2» while the panel said «Компьютер (мастер)»."""
    from coach_app.game.setup_dialog import NewGameDialog

    w = blank_window(lang, (1024, 640))
    dialog = NewGameDialog(w)
    qtbot.addWidget(dialog)
    seat = dialog.seats[1]
    seat.setCurrentIndex(seat.findData(Seat("master").to_json()))
    expected = "Computer (master)" if lang == "en" else "Компьютер (мастер)"
    assert dialog.names[1].text() == expected
    seat.setCurrentIndex(seat.findData(Seat("club").to_json()))
    assert dialog.names[1].text() == ("Computer (club player)" if lang == "en"
                                      else "Компьютер (клубный игрок)")
    dialog.names[1].setText("Boris")  # a name the user typed stays
    seat.setCurrentIndex(seat.findData(Seat("expert").to_json()))
    assert dialog.names[1].text() == "Boris"
    seat.setCurrentIndex(seat.findData(Seat().to_json()))
    assert dialog.names[1].text() == "Boris"
    dialog.names[1].setText("")
    dialog._auto[1] = ""
    seat.setCurrentIndex(seat.findData(Seat("master").to_json()))
    assert dialog.names[1].text() == expected
    assert dialog.setup().names == (dialog.names[0].text(), expected)


@pytest.mark.parametrize("discipline,players", [("free", 2), ("classic-71", 4)])
def test_new_game_names_have_room_in_english(qtbot, blank_window, discipline, players):
    """Before: with the handicap and the seat beside it a name field was 28 px wide."""
    from PySide6.QtWidgets import QDialog

    from coach_app.game.setup_dialog import NewGameDialog

    w = blank_window("en", (1024, 640))
    dialog = NewGameDialog(w)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.discipline.setCurrentIndex(dialog.discipline.findData(discipline))
    dialog.players.setValue(players)
    dialog.seats[1].setCurrentIndex(dialog.seats[1].findData(Seat("master").to_json()))
    tour.spin(50)
    for edit in dialog.names[:players]:
        need = edit.fontMetrics().horizontalAdvance(edit.text()) + 8
        assert edit.width() >= need, (edit.text(), edit.width(), need)
    assert dialog.width() <= 1024
    assert isinstance(dialog, QDialog)


def test_the_computers_explanation_says_its_stroke_in_a_players_words(qtbot, blank_window):
    from coach_app.game.values import Explained
    from simulation.stroke import Stroke

    w = blank_window("en", (1024, 640))
    screen = w.start_game(GameSetup("free", ("Anna", "Computer (master)"),
                                    seats=(Seat(), Seat("master"))))
    layout = {"cue": (0.0, 0.0), "5": (0.5, 0.0)}
    stroke = Stroke("cue", 0.0, 3.0, 0.0, 0.3)
    screen.model.add_verdict([Explained(({"code": "plays_pot", "ball": "5", "pocket": "BR",
                                          "chance": 0.8},), None, {}, stroke, layout)])
    lines = screen.verdict_text()
    assert "Computer plays ball 5 into the far right corner pocket. Chance of the pot: 80%." \
        in lines
    assert any(line.startswith("Computer plays it as: full ball on ball 5 · tip at 12 "
                               "o'clock") for line in lines), lines
    assert not any("°," in line or "m/s" in line for line in lines)
    assert screen.model.phase is Phase.AIMING


@pytest.mark.parametrize("lang", LANGS)
def test_the_panels_top_hint_is_whole_at_1024(qtbot, blank_window, lang):
    """The hint heading the side panel is whole and in view at 1024×640 in every play state
    (its top line was cut; kept here for each state the play screens add)."""
    w = blank_window(lang, (1024, 640))
    for state in (tour_states.free_table_placed, tour_states.pyramid_t_mid_frame,
                  tour_states.free_pyramid_after_svoyak):
        screen = state(w)
        hint = screen.panel.hint
        assert hint.isVisible() and hint.text()
        assert tour.clipped(hint) is None, (state.__name__, hint.text())
        viewport = screen.panel_scroll.viewport()
        top = hint.mapTo(viewport, hint.rect().topLeft()).y()
        assert top >= 0 and top + hint.height() <= viewport.height(), state.__name__
