"""States of the play screens the screen tour visits, each set up by one function a test or
the tour can call on a :class:`~coach_app.shell.main_window.MainWindow`.

Each function puts the window in its state and returns the screen showing it (or None
when the state could not be reached), so the tour (tests/gui/tour_play.py) and the tests
that check one state (tests/gui/test_play_states.py) build them the same way, and a later
walk over every discipline × prompt can reuse them:

- :func:`free_table_placed` — the free table with balls placed by hand, one selected, the
  set-up box and its ball palette in view;
- :func:`free_table_cloth_menu` — the same with the cloth's menu open;
- :func:`pyramid_t_mid_frame` — Pyramid T mid-frame: one player in stage 1 with two
  colours, the other in stage 2, balls gone from the table, the values legend;
- :func:`illegal_break_choice` — after an illegal opening break, the four choices of
  General rules 13.2 (any discipline; a penalty ball first is taken);
- :func:`free_pyramid_after_svoyak` — Free pyramid with the coloured ball on a shelf after a
  свояк: no cue ball on the table, the player told to pick the ball to strike.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtWidgets import QWidget

from tests.gui.tour import spin

#: The seated players' names: the user's own data, shown as typed in either language.
PLAYERS = ("Anna", "Boris")


def free_table_placed(w: Any) -> QWidget:
    """Ball 1 dragged up the table, 7 and 12 taken off, 3 and 9 moved, ball 1 selected."""
    w.show_page("play")
    t = w.free_table
    t.new_rack()
    m = t.model
    m.remove_ball("7")
    m.remove_ball("12")
    m.move_ball("3", (0.45, -0.38))
    m.move_ball("9", (-0.2, 0.52))
    m.move_ball("1", (0.62, 0.18))
    m.select("1")
    spin(50)
    return t


def free_table_cloth_menu(w: Any) -> QWidget:
    """The free table with the cloth's menu open on an empty spot."""
    t = free_table_placed(w)
    menu = t.open_context_menu((0.0, -0.3))
    spin(80)
    return menu


def close_cloth_menu(w: Any) -> None:
    menu = w.free_table.context_menu
    if menu is not None:
        menu.close()
        spin(20)


def pyramid_t_mid_frame(w: Any) -> QWidget:
    """Anna in stage 1 with blue and yellow collected (clause 4.4: back on the spots),
    Boris in stage 2 collecting his second set (4.5: his balls off the table, on his
    shelf), Anna to play with a call to make."""
    from coach_app.game.match import GameSetup

    screen = w.start_game(GameSetup("pyramid-t", PLAYERS, "ball-pocket"))
    match = screen.model.match
    s = match.state
    gone = ("6", "13", "7", "2", "1", "8")  # Boris's first five and one of his second set
    balls = {b: p for b, p in s.balls.items() if b not in gone}
    balls["cue"] = (-0.9, 0.2)
    anna, boris = PLAYERS
    extra = {**s.extra, "sets": {anna: ["blue", "yellow"], boris: ["red"]},
             "done": {anna: 0, boris: 1}, "spot_next": 2}
    state = replace(s, phase="play", balls=balls, ball_in_hand=None, house=None,
                    scores={anna: 7, boris: 32}, shelves={anna: (), boris: gone},
                    to_move=anna, shooter=anna, extra=extra, shot_no=9)
    screen.model.show(replace(match, state=state))
    spin(50)
    return screen


def illegal_break_choice(w: Any, discipline: str = "combined") -> QWidget | None:
    """An opening break that only kissed the apex ball (General rules 13.1 not met: no
    pot, not two balls to a cushion), judged by the referee, then the choices of 13.2. A
    penalty ball owed first (the shelf games) is taken, the first offered."""
    import math

    from coach_app.game.match import CALL_DISCIPLINES, GameSetup
    from simulation.events import BallBall, ShotResult, Strike
    from simulation.rules import game

    call = "ball-pocket" if discipline in CALL_DISCIPLINES else None
    screen = w.start_game(GameSetup(discipline, PLAYERS, call))
    m = screen.model
    match = m.match
    spec = m.spec
    apex = match.state.balls["4"]
    place = (spec.house_line_x - 0.25, 0.0)
    before = {**match.state.balls, "cue": place}
    touch = (apex[0] - 2 * spec.ball_radius, apex[1])
    after = {**before, "cue": touch}
    t = math.dist(place, touch) / 2.0
    result = ShotResult(balls=after, pocketed=(), off_table=(),
                        events=(Strike(0.0, "cue"), BallBall(t, "cue", "4", {"cue": touch,
                                                                            "4": apex})),
                        duration=t + 0.1, initial=before, cue_ball="cue")
    _verdict, state = game.judge(match.state, result, call=None, place=place, table=spec)
    m.show(match.with_state(state))
    pending = m.match.state.pending
    if pending is not None and pending.kind == "penalty_ball":
        screen.decide({"kind": "penalty_ball", "ball": pending.options[0]})
    pending = m.match.state.pending
    if pending is None or pending.kind != "break_options":
        return None
    spin(50)
    return screen


def free_pyramid_after_svoyak(w: Any) -> QWidget:
    """Free pyramid: Anna pocketed 1 and 14, then the coloured ball off ball 5 (a свояк,
    Free 5.4: it scores and goes to her shelf); she plays on with no coloured ball on the
    table and has to pick the ball to strike (Free 2, 5.1)."""
    from coach_app.game.match import GameSetup

    screen = w.start_game(GameSetup("free", PLAYERS))
    match = screen.model.match
    s = match.state
    anna, boris = PLAYERS
    balls = {b: p for b, p in s.balls.items() if b not in ("1", "14", "cue")}
    state = replace(s, phase="play", balls=balls, ball_in_hand=None, house=None,
                    scores={anna: 3, boris: 0}, shelves={anna: ("1", "14", "cue"), boris: ()},
                    to_move=anna, shooter=anna, shot_no=4)
    screen.model.show(replace(match, state=state))
    spin(50)
    return screen


def practice_search(w: Any, word: str) -> QWidget:
    """The drill list searched for ``word`` («тест», "weak"…): the skill test or the
    weak-spot set found and chosen, its description in the preview."""
    w.show_page("practice")
    practice = w.practice
    practice.show_browser()
    practice.browser.search.setText(word)
    spin(50)
    return practice.browser


def clear_search(w: Any) -> None:
    w.practice.browser.search.setText("")


def skill_test_battery(w: Any) -> QWidget:
    """The skill test's page before the first shot: the items in order, the bands."""
    w.show_page("practice")
    w.practice.programmes.show_test()
    spin(50)
    return w.practice.programmes.test_page


def skill_test_running(w: Any) -> QWidget:
    """The test under way: item 2, its first attempt judged (the tour's simulator misses),
    the score sheet beside the table."""
    from coach_app.cueing.model import Phase
    from tests.gui.tour import wait_for

    programmes = w.practice.programmes
    programmes.start_test()
    session = w.practice.session
    first = programmes.run.item.attempts if programmes.run is not None else 0
    for _ in range(first + 1):
        session.model.set_aim(90.0)
        if not session.shoot():
            break
        wait_for(lambda: session.model.phase is not Phase.SIMULATING, 3000)
        session.playback.skip_to_end()
        wait_for(lambda: session.model.phase in (Phase.JUDGED, Phase.SET_OVER), 3000)
        if session.model.phase is Phase.SET_OVER:
            programmes.next_item()
        elif session.model.phase is Phase.JUDGED:
            session.model.next_attempt()
    spin(50)
    return session


def skill_test_result(w: Any) -> QWidget:
    """The result page of a test scored as a club player scores it: the score, the band
    marked among the bands, the sheet item by item."""
    from drills.skilltest import BATTERY, Score

    programmes = w.practice.programmes
    programmes.abandon()
    points = tuple(item.total if k % 3 else item.points * (item.attempts // 2)
                   for k, item in enumerate(BATTERY))
    programmes.test_page.show_result(Score(points), True, w.practice._title_of)
    w.practice._show(programmes.test_page)
    spin(50)
    return programmes.test_page


#: A weak cell as the analysis reports it (coach_app/services/weak_spots.py).
WEAK_CELL = {"cut_deg": [30.0, 45.0], "distance_m": [1.0, 1.5], "count": 41, "potted": 9,
             "pot_rate": 0.22, "expected_rate": 0.57, "score": 4.6, "z": 4.6,
             "bias_deg": 0.58, "code": "overcut"}
SECOND_CELL = {"cut_deg": [45.0, 60.0], "distance_m": [0.5, 1.0], "count": 33, "potted": 12,
               "pot_rate": 0.36, "expected_rate": 0.66, "score": 3.7, "z": 3.7,
               "bias_deg": -0.31, "code": "undercut"}


def weak_spot_set(w: Any) -> QWidget:
    """The weak-spot set offered: two cells' evidence in words and the set to start."""
    w.show_page("practice")
    page = w.practice.programmes.weak_page
    found = {"attempts": 440, "tested": 18, "cells": [WEAK_CELL, SECOND_CELL],
             "pack": {"drills": [{"id": f"weak.x.{k}"} for k in range(8)]}}
    player = w.hub.recorder.player()
    name = w.hub.person_name(player.name) if player is not None else ""
    title = "Слабые места: %1" if w.translations.language == "ru" else "Weak spots: %1"
    page.show_found(found, title.replace("%1", name))
    w.practice._show(page)
    spin(50)
    return page


def no_weak_spot(w: Any) -> QWidget:
    """No cell to single out: the page says so and offers nothing."""
    page = w.practice.programmes.weak_page
    page.show_found({"attempts": 440, "tested": 18, "cells": [], "closest": SECOND_CELL,
                     "pack": None}, "")
    spin(50)
    return page
