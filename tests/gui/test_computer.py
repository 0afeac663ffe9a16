"""Playing the computer: its turns off the UI thread, its aim, its decisions in words, undo,
saving, the dialog's seats. The fake straight-line simulator plays every shot; the
computer's decisions come from the real policy (they are quick), its shots from a stub."""

from __future__ import annotations

import random
import threading
import time
from concurrent.futures import Executor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox

from coach_app.cueing.model import Phase
from coach_app.game import computer
from coach_app.game.computer import Choice, PooledPolicy, choose_turn
from coach_app.game.computer_texts import explanation_lines
from coach_app.game.match import GameSetup, Match
from coach_app.game.screen import GameScreen
from coach_app.game.seats import Seat
from coach_app.game.setup_dialog import NewGameDialog
from coach_app.qtkit.tasks import Lane
from simulation.ai.levels import LEVELS
from simulation.ai.policy import Turn
from simulation.physics.params import PhysicsParams
from simulation.rules.game import new_game
from simulation.stroke import Stroke
from simulation.table import TableSpec

BOB_COMPUTER = (Seat(), Seat("beginner"))
POT_4 = {"code": "plays_pot", "cue_ball": "cue", "ball": "4", "pocket": "BL", "kind": "object",
         "margin_deg": 0.3, "chance": 0.42}


class StubPolicy:
    """Real decisions; every shot the same gentle stroke along +x (the fake simulator's cue
    ball then touches nothing: a foul, so a decision follows). Counts the threads it ran on."""

    def __init__(self, delay: float = 0.0) -> None:
        self.delay, self.calls, self.threads = delay, 0, set()

    def __call__(self, state, lv, rng, table, params, workers=1) -> Choice:
        self.calls += 1
        self.threads.add(threading.get_ident())
        time.sleep(self.delay)
        if state.pending is not None:
            return choose_turn(state, lv, rng, table, params)
        cue = "cue"
        stroke = Stroke(cue, 0.0, 2.0)
        place = (-0.9, 0.3) if state.ball_in_hand else None
        return Choice(Turn("pot", stroke=stroke, place=place, explanation=(POT_4,)),
                      Stroke(cue, 0.3, 2.0))


@pytest.fixture
def stub(monkeypatch):
    policy = StubPolicy()
    monkeypatch.setattr(computer, "choose_turn", policy)
    return policy


def _fast(screen) -> None:
    screen.computer.aim_ms = 30


def _human_shot(qtbot, screen) -> None:
    screen.model.set_aim(90.0)
    assert screen.shoot()
    qtbot.waitUntil(lambda: screen.model.phase is Phase.PLAYING, timeout=3000)
    screen.playback.skip_to_end()


def _humans_turn(screen) -> bool:
    return screen.model.phase is Phase.AIMING and computer.computer_seat(screen.model.match) is None


def test_computer_answers_a_foul_and_takes_its_turn(qtbot, window, stub):
    screen = window.start_game(GameSetup("free", ("Ann", "Bob"), seats=BOB_COMPUTER))
    _fast(screen)
    assert _humans_turn(screen)
    _human_shot(qtbot, screen)  # Ann's break touches nothing: Bob, the computer, decides
    qtbot.waitUntil(lambda: screen.model.phase is Phase.PLAYING, timeout=5000)
    # The computer has taken a penalty ball and chosen how to go on, then shot.
    state = screen.model.match.state
    assert len(state.shelves["Bob"]) == 1
    ball = state.shelves["Bob"][0]
    text = screen.panel.message.text()
    assert f"Computer takes ball {ball} onto the shelf." in text
    assert "Computer accepts the table" in text
    assert "Computer plays ball 4 into the far left corner pocket." in text
    assert screen.playback.speed() == 2.0  # the computer's shots play at x2
    assert stub.threads and threading.main_thread().ident not in stub.threads
    screen.playback.skip_to_end()
    qtbot.waitUntil(lambda: _humans_turn(screen), timeout=5000)
    # Its shot fouled: the referee rules as for a person, and Ann now decides.
    assert "Foul" in screen.panel.message.text()
    assert screen.model.match.state.pending is not None
    assert screen.model.match.state.pending.by == "Ann"
    assert screen.decisions.isVisible()
    assert screen.playback.speed() == 1.0  # back to the player's own speed


def test_aim_is_shown_and_the_table_takes_no_input(qtbot, window, stub):
    screen = window.start_game(GameSetup("free", ("Ann", "Bob"), seats=(Seat("beginner"),
                                                                         Seat())))
    screen.computer.aim_ms = 400
    qtbot.waitUntil(lambda: screen.computer.active() and not screen.computer.thinking,
                    timeout=5000)
    overlay = screen.view.overlay()
    assert overlay.aim is not None and overlay.pockets == frozenset({"BL"})
    assert "4" in overlay.highlights
    assert screen.model.layout["cue"] == (-0.9, 0.3)  # placed in the house as it chose
    assert "is aiming" in screen.panel.hint.text()
    assert not screen.panel.shoot.isEnabled()
    assert not screen.shoot()
    aim = screen.model.aim_deg
    x, y = screen.view.transform().to_px((0.5, 0.5))
    qtbot.mouseClick(screen.view, Qt.MouseButton.LeftButton, pos=QPoint(round(x), round(y)))
    assert screen.model.aim_deg == aim
    qtbot.waitUntil(lambda: screen.model.phase is Phase.PLAYING, timeout=3000)
    # The stroke played is the chosen one with the level's error, not the aim shown.
    assert screen.model.flight.stroke.direction_deg == pytest.approx(0.3)


def test_thinking_indicator_for_a_slow_choice(qtbot, window, monkeypatch):
    slow = StubPolicy(delay=0.4)
    monkeypatch.setattr(computer, "choose_turn", slow)
    screen = window.start_game(GameSetup("free", ("Ann", "Bob"), seats=(Seat("master"),
                                                                         Seat())))
    screen.computer.thinking_after_ms = 50
    qtbot.waitUntil(lambda: screen.indicator.isVisible(), timeout=3000)
    assert screen.indicator.label.text() == "Computer is thinking…"
    assert "choosing its play" in screen.panel.hint.text()
    qtbot.waitUntil(lambda: not screen.computer.thinking, timeout=3000)
    assert not screen.indicator.isVisible()


class ReportingPolicy(StubPolicy):
    """A policy that says how far it has got, as the simulation tools do: two of five, then
    it waits to be let go."""

    def __init__(self) -> None:
        super().__init__()
        self.gate = threading.Event()

    def __call__(self, state, lv, rng, table, params, progress=None) -> Choice:
        assert progress is not None and progress(2, 5)
        self.gate.wait(5)
        return super().__call__(state, lv, rng, table, params)


def test_the_thinking_indicator_shows_how_far_the_computer_has_got(qtbot, window,
                                                                    monkeypatch):
    policy = ReportingPolicy()
    monkeypatch.setattr(computer, "THINKING_AFTER_MS", 20)
    game = GameScreen(window.prefs, Match.start(GameSetup("free", ("Ann", "Bob"), seats=(
        Seat("master"), Seat()))), policy=policy, tasks=window.tasks)
    qtbot.addWidget(game)
    game.show()
    screen = game
    qtbot.waitUntil(lambda: "40 %" in screen.indicator.label.text(), timeout=3000)
    assert screen.indicator.label.text() == "Computer is thinking… 40 %"
    assert screen.indicator.bar.value() == 40 and screen.indicator.isVisible()
    policy.gate.set()
    qtbot.waitUntil(lambda: not screen.computer.thinking, timeout=3000)
    assert not screen.indicator.isVisible()
    window.language_actions["ru"].trigger()
    try:
        screen.indicator.show_progress(1, 4)
        assert screen.indicator.label.text() == "Компьютер думает… 25 %"
    finally:
        window.language_actions["en"].trigger()
        game.shutdown()


def test_undo_goes_back_to_the_humans_turn(qtbot, window, stub):
    screen = window.start_game(GameSetup("free", ("Ann", "Bob"), seats=BOB_COMPUTER))
    _fast(screen)
    _human_shot(qtbot, screen)
    qtbot.waitUntil(lambda: screen.model.phase is Phase.PLAYING, timeout=5000)
    screen.playback.skip_to_end()
    qtbot.waitUntil(lambda: _humans_turn(screen), timeout=5000)
    assert screen.undo_stack.index() >= 4  # Ann's shot, two decisions, the computer's shot
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: _humans_turn(screen), timeout=3000)
    assert screen.undo_stack.index() == 0
    assert screen.model.match.state.phase == "break"
    assert screen.model.match.state.shelves["Bob"] == ()
    # Back at the break, no verdict of the shots taken back stays up.
    assert "Foul" not in screen.panel.message.text()


def test_computer_against_computer_plays_on_its_own(qtbot, window, stub):
    setup = GameSetup("combined", ("Bot 1", "Bot 2"),
                      seats=(Seat("beginner"), Seat("master")))
    screen = window.start_game(setup)
    _fast(screen)
    screen.playback.set_speed(4.0)
    qtbot.waitUntil(lambda: screen.undo_stack.index() >= 5, timeout=15000)
    # With two computers the explanations name the player.
    assert "Bot" in screen.panel.message.text()
    assert "Computer " not in screen.panel.message.text()


def test_saved_game_keeps_the_seats_and_the_seed(tmp_path):
    setup = GameSetup("dynamic", ("Ann", "Bob"), seats=BOB_COMPUTER)
    match = Match.start(setup, seed=1234)
    path = tmp_path / "g.pyramid.json"
    match.save(path)
    loaded = Match.load(path)
    assert loaded == match
    assert loaded.setup.seat("Bob") == Seat("beginner")
    assert loaded.setup.seat("Ann") == Seat()
    assert loaded.turn_seed() == match.turn_seed()
    # A game saved before seats existed is a game between people.
    data = match.to_json()
    del data["setup"]["seats"], data["seed"]
    old = Match.from_json(data)
    assert old.setup.seats == () and old.setup.seat("Bob") == Seat()


def test_pairs_seat_is_the_computer_only_if_it_plays_both():
    setup = GameSetup("free", ("A1", "A2", "B1", "B2"), pair=True,
                      seats=(Seat("club"), Seat("club"), Seat("club"), Seat()))
    assert setup.seat("A").computer and not setup.seat("B").computer
    assert setup.seat("B1") == Seat("club")


def test_dialog_seats_are_chosen_and_remembered(qtbot, settings_store):
    dialog = NewGameDialog(store=settings_store, computer_speed=4.0)
    qtbot.addWidget(dialog)
    assert not dialog.computer_speed.isEnabled()  # nobody is the computer yet
    assert dialog.seats[0].currentText() == "Human"
    dialog.seats[1].setCurrentIndex(dialog.seats[1].findData("expert"))
    assert dialog.seats[1].currentText() == "Computer: expert"
    assert dialog.computer_speed.isEnabled() and dialog.chosen_computer_speed() == 4.0
    assert dialog.setup().seats == (Seat(), Seat("expert"))
    dialog.seats[0].setCurrentIndex(dialog.seats[0].findData("master"))  # watch mode
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled()
    dialog.accept()
    again = NewGameDialog(store=settings_store)
    qtbot.addWidget(again)
    assert again.setup().seats == (Seat("master"), Seat("expert"))


def test_new_game_from_the_menu_remembers_the_computer_speed(qtbot, window, monkeypatch,
                                                             stub):
    def fake_exec(dialog) -> int:
        dialog.seats[1].setCurrentIndex(dialog.seats[1].findData("club"))
        dialog.computer_speed.setCurrentIndex(dialog.computer_speed.findData(4.0))
        dialog.accept()
        return 1

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    window.new_game()
    assert window.prefs.computer_speed == 4.0
    assert window.store.load().computer_speed == 4.0
    assert window.game.model.match.setup.seat("Player 2") == Seat("club")


def test_explanations_in_russian(qapp, translations):
    translations.set_language("ru")
    try:
        lines = explanation_lines([{"code": "takes_penalty_ball", "ball": "15"},
                                   {"code": "passes_shot", "to": "Ann", "chance": 0.1}],
                                  "Компьютер", {"Ann": "Аня"})
        assert lines == ["Компьютер забирает шар 15 на полку.",
                         "Компьютер передаёт удар: играет Аня."]
    finally:
        translations.set_language("en")


def test_doubles_and_combinations_are_said_in_words(qapp, translations):
    """The computer's doubles and combinations name the ball, the pocket and the
    ball played off — never a cushion code."""
    double = {**POT_4, "bank": "right-back", "chance": 0.6}
    combo = {**POT_4, "off": "9", "chance": 0.5}
    translations.set_language("ru")
    try:
        lines = explanation_lines([double, combo], "Компьютер", {})
        assert lines[0].startswith("Компьютер играет дуплет: шар 4 от борта — ")
        assert lines[1].startswith("Компьютер играет комбинацию через шар 9: шар 4 — ")
        assert all("right-back" not in line and "BL" not in line for line in lines)
    finally:
        translations.set_language("en")
    lines = explanation_lines([double, combo], "Computer", {})
    assert lines[0].startswith("Computer plays a double: ball 4 off the cushion into the ")
    assert lines[1].startswith("Computer plays a combination: ball 4 off ball 9 into the ")


def test_shutdown_leaves_no_thread_or_timer(qtbot, window, monkeypatch):
    slow = StubPolicy(delay=0.3)
    monkeypatch.setattr(computer, "choose_turn", slow)
    screen = window.start_game(GameSetup("free", ("Ann", "Bob"), seats=(Seat("club"),
                                                                         Seat())))
    qtbot.waitUntil(lambda: screen.computer.thinking, timeout=3000)
    screen.shutdown()
    ctl = screen.computer
    assert not screen.tasks.busy(Lane.COMPUTER)
    assert not any(t.isActive() for t in ctl._timers)
    assert slow.calls == 1


def test_the_computers_explanation_follows_a_language_switch(qtbot, window, stub):
    """After switching language mid-game the panel kept the old language."""
    screen = window.start_game(GameSetup("free", ("Ann", "Bob"), seats=BOB_COMPUTER))
    _fast(screen)
    _human_shot(qtbot, screen)
    qtbot.waitUntil(lambda: screen.model.phase is Phase.PLAYING, timeout=5000)
    screen.playback.skip_to_end()
    qtbot.waitUntil(lambda: _humans_turn(screen), timeout=5000)
    english = screen.panel.message.text()
    assert "Computer" in english
    window.language_actions["ru"].trigger()
    try:
        russian = screen.panel.message.text()
        assert "Computer" not in russian and "Компьютер" in russian
    finally:
        window.language_actions["en"].trigger()


def _pot_position():
    """A Classic 71 position with a pot on and a small search: the real policy in a second."""
    lv = replace(LEVELS["expert"], solver_calls=2, variants=2, safety_tries=2)
    state = replace(new_game("classic-71", names=["A", "B"], breaker="A"), phase="play",
                    balls={"cue": (-0.9, 0.1), "4": (0.3, 0.25), "9": (0.9, -0.4),
                           "12": (1.2, 0.6)}, to_move="A", ball_in_hand=None)
    return state, lv, TableSpec(), PhysicsParams()


def test_the_real_policy_on_the_screens_processes_chooses_as_in_one(qtbot, window,
                                                                   monkeypatch):
    """The master's worst bench position took 2.2 s in one process, so the screen
    keeps a pool of worker processes (spawned: this is a Qt process) for the real policy.
    The choice must not depend on it, and the pool must go with the screen."""
    monkeypatch.setattr(computer, "POOL_WORKERS", 2)
    screen = window.start_game(GameSetup("free", ("Ann", "Bob"), seats=(Seat(), Seat())))
    policy = screen.computer._real_policy()
    assert isinstance(policy, PooledPolicy)
    state, lv, table, params = _pot_position()
    pooled = policy(state, lv, random.Random(5), table, params)
    alone = choose_turn(state, lv, random.Random(5), table, params)
    assert pooled.turn.to_json() == alone.turn.to_json() and pooled.turn.plan == "pot"
    assert pooled.played == alone.played
    screen.computer.shutdown()
    assert screen.computer._processes is None


class _BrokenPool(Executor):
    """A pool whose worker has died: every batch handed to it fails."""

    def submit(self, fn, /, *args, **kwargs):
        raise BrokenProcessPool("a worker process died")


def test_a_broken_pool_still_gives_the_same_choice():
    """A worker killed mid-game must not cost the player the computer's turn: the turn is
    chosen in this process from the same draw."""
    state, lv, table, params = _pot_position()
    pooled = PooledPolicy(_BrokenPool())(state, lv, random.Random(5), table, params)
    alone = choose_turn(state, lv, random.Random(5), table, params)
    assert pooled.turn.to_json() == alone.turn.to_json() and pooled.played == alone.played
