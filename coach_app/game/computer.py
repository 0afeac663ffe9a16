"""The computer's turns on the game screen: think off the UI thread, show the aim, shoot.

When the side to act (a shot or any pending decision) sits at a computer seat, the policy
of simulation/ai chooses on a worker thread (a master takes about a second; the window
must stay responsive), with "Computer is thinking…" shown if that takes longer than
half a second. A decision goes through the screen's ``decide`` like a click; a shot shows
the aim the computer meant (aim line, ghost ball, the target ball and pocket) for a moment,
then the stroke it actually played (the level's stroke error applied) takes the screen's
ordinary path: simulated off the UI thread, played back at the computer's speed, judged by
the referee. Everything it does is explained in the verdict panel in words.

Each turn draws from ``random.Random(match.turn_seed())``: the game's stored seed and the
position, so undoing and replaying a turn, or resuming a saved game, plays the same.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QWidget

from coach_app.cueing.aim import ghost_aim
from coach_app.game.computer_texts import computer_name
from coach_app.game.match import Match
from coach_app.game.model import Explained, GameModel, VerdictLine
from coach_app.game.phase import Phase
from coach_app.game.seats import Seat, level_name
from coach_app.qtkit.widgets import alive
from coach_app.table.overlay import EMPTY_OVERLAY, Overlay
from simulation.ai.levels import Level, level
from simulation.ai.pooled import POOL_WORKERS, Choice, choose_turn, kept_pool, on_pool
from simulation.ai.progress import Cancelled, Report
from simulation.analysis.workers import start
from simulation.balls import CUE
from simulation.physics.params import PhysicsParams
from simulation.rules.state import GameState
from simulation.rules.verdict import Call
from simulation.stroke import Stroke
from simulation.table import TableSpec, Vec

if TYPE_CHECKING:
    from simulation.ai.policy import Turn


class GameTable(Protocol):
    """What the computer needs of the screen it plays on (the game screen is one): the
    match and phase to read, the table to show its aim on, and the moves a person makes.
    A protocol, so this module does not import the screen that creates it."""

    match: Match
    phase: Phase
    model: GameModel
    message: str
    spec: TableSpec
    params: PhysicsParams
    prefs: Any
    layout_now: dict[str, Vec]
    hand_spot: Vec | None
    cue_ball: str
    aim_deg: float | None
    call_ball: str | None
    call_pocket: str | None
    panel: Any
    view: Any
    playback: Any
    predictor: Any
    decisions: Any
    undo_stack: Any
    match_changed: Any

    def refresh(self) -> None: ...

    def decide(self, decision: dict[str, Any]) -> bool: ...

    def play(self, stroke: Stroke, call: Call | None, place: Vec | None,
             lead: list[VerdictLine] | None = None) -> bool: ...

#: Show "thinking" only when the choice takes longer than this (ms): a quick choice
#: would only make the indicator flicker.
THINKING_AFTER_MS = 500
#: How long the computer's aim stays on the table before it shoots (ms).
AIM_SHOW_MS = 800


#: (state, level, generator, table, params, progress=…) -> Choice; tests put a quick stub
#: here.
Policy = Callable[..., Choice]


@dataclass(frozen=True)
class PooledPolicy:
    """:func:`choose_turn` on a pool of worker processes kept for the whole screen: both
    cores of a two-core machine (:mod:`simulation.ai.pooled`, the path ``bench ai`` times).
    In one process the master's worst bench position took 2.2 s (issue 16 asks under 2 s);
    on two it takes 1.3. ``progress(fraction)`` is told how far the turn has got and may
    stop it (:mod:`simulation.ai.progress`)."""

    pool: Executor

    def __call__(self, state: GameState, lv: Level, rng: random.Random, table: TableSpec,
                 params: PhysicsParams, progress: Report | None = None) -> Choice:
        return on_pool(choose_turn, self.pool, state, lv, rng, table, params, progress)


def acting(state: GameState) -> str | None:
    """Who acts now: the side owing a decision, else the player at the table."""
    if state.phase == "over":
        return None
    if state.pending is not None:
        return state.pending.by
    return state.shooter or state.to_move


def computer_seat(match: Match) -> Seat | None:
    """The computer seat that acts now, or None when a person does. The lag (which nobody
    in particular owes) is drawn by the computer when it plays at all."""
    state, setup = match.state, match.setup
    if state.phase == "over":
        return None
    if state.pending is not None and state.pending.by is None:
        return next((s for s in setup.seats[:len(setup.names)] if s.computer), None)
    seat = setup.seat(acting(state))
    return seat if seat.computer else None


class _Signals(QObject):
    done = Signal(int, object)
    failed = Signal(int, str)
    progress = Signal(int, float)


class _Think(QRunnable):
    def __init__(self, token: int, policy: Policy, state: GameState, lv: Level,
                 rng: random.Random, spec: TableSpec, params: PhysicsParams,
                 signals: _Signals, current: Callable[[], int]) -> None:
        super().__init__()
        self._args = (state, lv, rng, spec, params)
        self._token, self._policy, self._signals = token, policy, signals
        self._current = current

    def _report(self, fraction: float) -> bool:
        """The policy's progress (on this thread): shown on the screen's bar; False once
        the turn is stale (undone, the screen closed), which stops the search."""
        self._signals.progress.emit(self._token, fraction)
        return self._current() == self._token

    def run(self) -> None:
        try:
            choice = self._policy(*self._args, progress=self._report)
        except Cancelled:
            return  # nobody waits for this turn any more
        except Exception as exc:  # report to the UI instead of losing the thread
            self._signals.failed.emit(self._token, f"{type(exc).__name__}: {exc}")
        else:
            self._signals.done.emit(self._token, choice)


class ThinkingIndicator(QWidget):
    """"Computer is thinking…" with a busy bar, shown only for a slow choice."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("computerThinking")
        self.label = QLabel()
        self.bar = QProgressBar()
        self.bar.setTextVisible(False)
        self.bar.setMaximumHeight(10)
        self.restart()
        box = QHBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.label)
        box.addWidget(self.bar, 1)
        self.hide()

    def restart(self) -> None:
        """A busy bar until the policy reports how far it has got."""
        self.bar.setRange(0, 0)

    def set_fraction(self, fraction: float) -> None:
        self.bar.setRange(0, 100)
        self.bar.setValue(round(100 * max(0.0, min(1.0, fraction))))


class ComputerPlayer(QObject):
    """Plays the computer seats of the screen's match; idle when a person is to act."""

    def __init__(self, screen: GameTable, policy: Policy | None = None) -> None:
        super().__init__(screen)  # type: ignore[call-overload]  # a QObject, as the screen is
        self._screen = screen
        #: None: :func:`choose_turn` (looked up at each turn, so a test can patch it).
        self.policy = policy
        self.aim_ms, self.thinking_after_ms = AIM_SHOW_MS, THINKING_AFTER_MS
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        #: The real policy's worker processes, started with its first turn (a screen
        #: whose policy is a test's stub never starts any).
        self._processes: Executor | None = None
        self._signals = _Signals(self)
        self._signals.done.connect(self._on_chosen)
        self._signals.failed.connect(self._on_failed)
        self._signals.progress.connect(self._on_progress)
        self._token = 0
        self.thinking = False
        self._shot: tuple[Stroke, Call | None, Vec | None] | None = None
        self._lines: list[VerdictLine] = []
        self._carry: list[VerdictLine] = []  # its decisions since its last shot, to keep showing
        self._timers: list[QTimer] = []
        self._kick = self._timer(0, self._maybe_start)
        self._slow = self._timer(THINKING_AFTER_MS, self._show_thinking)
        self._aim = self._timer(AIM_SHOW_MS, self._strike)
        self.indicator = ThinkingIndicator()
        screen.panel.layout().insertWidget(1, self.indicator)
        self._index = screen.undo_stack.index()
        self._skipping = False
        screen.match_changed.connect(self._on_match_changed)
        screen.undo_stack.indexChanged.connect(self._on_index)

    def _timer(self, ms: int, slot: Callable[[], None]) -> QTimer:
        t = QTimer(self)
        t.setSingleShot(True)
        t.setInterval(ms)
        t.timeout.connect(slot)
        self._timers.append(t)
        return t

    # ------------------------------------------------------------------ state
    def active(self) -> bool:
        """The computer is choosing or aiming (its shot, once struck, is the screen's)."""
        return self._screen.phase is Phase.COMPUTER

    def who(self) -> str:
        """"Computer" with one computer seat; the player's name when two computers play."""
        match = self._screen.match
        if match.setup.computers() <= 1:
            return computer_name()
        side = acting(match.state) or ""
        return match.side_names().get(side, side)

    def status(self) -> str:
        """The hint while the computer has the table."""
        seat = computer_seat(self._screen.match)
        lv = level_name(seat.level) if seat is not None and seat.level else ""
        if self.thinking:
            return QCoreApplication.translate("Computer", "%1 (%2) is choosing its play.") \
                .replace("%1", self.who()).replace("%2", lv)
        return QCoreApplication.translate(
            "Computer", "%1 (%2) is aiming: the line shows the shot it means to play.") \
            .replace("%1", self.who()).replace("%2", lv)

    # --------------------------------------------------------------- the turn
    def _on_match_changed(self) -> None:
        """A move was made, undone or a game loaded: whatever the computer was doing is
        stale; look again at who acts (after the event, so an undo run settles first)."""
        self._cancel()
        if computer_seat(self._screen.match) is None:
            self._carry = []  # a person's turn: back to their own playback speed
            self._screen.playback.set_speed(float(self._screen.panel.speed.currentData()))
        self._kick.start()

    def _cancel(self) -> None:
        self._token += 1
        for t in (self._slow, self._aim):
            t.stop()
        self._shot = None
        self.thinking = False
        self.indicator.hide()
        self.indicator.restart()

    def _maybe_start(self) -> None:
        s = self._screen
        if s.phase is not Phase.AIMING:
            return
        seat = computer_seat(s.match)
        if seat is None or seat.level is None:
            return
        self._token += 1
        s.phase = Phase.COMPUTER
        s.predictor.cancel()
        s.decisions.hide()  # its prompt is for a person; the computer answers it
        s.view.set_overlay(EMPTY_OVERLAY)
        self.thinking = True
        policy = self.policy or self._real_policy()
        self._pool.start(_Think(self._token, policy, s.match.state, level(seat.level),
                                random.Random(s.match.turn_seed()), s.spec, s.params,
                                self._signals, lambda: self._token))
        self._slow.setInterval(self.thinking_after_ms)
        self._slow.start()
        s.refresh()

    def _real_policy(self) -> Policy:
        if POOL_WORKERS <= 1:
            return choose_turn
        if self._processes is None:
            # Started now, not with the first batch: the computer's first turn is usually
            # the break or a decision, which search nothing, and by its first search the
            # spawned processes have imported the simulator (half a second quiet).
            self._processes = kept_pool(POOL_WORKERS)
            start(self._processes, POOL_WORKERS)
        return PooledPolicy(self._processes)

    def _show_thinking(self) -> None:
        if self.thinking:
            self.indicator.label.setText(QCoreApplication.translate(
                "Computer", "Computer is thinking…"))
            self.indicator.show()

    def _on_progress(self, token: int, fraction: float) -> None:
        if token == self._token and self.thinking:
            self.indicator.set_fraction(fraction)

    def _on_failed(self, token: int, message: str) -> None:
        if token != self._token:
            return
        self._cancel()
        s = self._screen
        s.phase = Phase.AIMING
        s.message = QCoreApplication.translate(
            "Computer", "The computer could not choose its play: %1").replace("%1", message)
        s.refresh()

    def _on_chosen(self, token: int, choice: Choice) -> None:
        s = self._screen
        if token != self._token or s.phase is not Phase.COMPUTER:
            return
        self._slow.stop()
        self.thinking = False
        self.indicator.hide()
        self.indicator.restart()
        turn = choice.turn
        lines: list[VerdictLine] = [Explained(
            turn.explanation, self.who() if s.match.setup.computers() > 1 else None,
            s.match.side_names())]
        if turn.decision is not None:
            self._carry += lines
            s.phase = Phase.AIMING
            s.model.verdict = [*s.model.verdict, *lines]
            s.decide(dict(turn.decision))
            return
        if turn.stroke is None or choice.played is None:
            self._on_failed(token, "no stroke")
            return
        self._lines, self._carry = [*self._carry, *lines], []
        self._show_aim(turn)
        s.model.verdict = list(self._lines)
        self._shot = (choice.played, turn.call, turn.place)
        self._aim.setInterval(self.aim_ms)
        self._aim.start()
        s.refresh()

    def _show_aim(self, turn: Turn) -> None:
        """Put the cue ball where the computer places it and draw the shot it means."""
        s, stroke = self._screen, turn.stroke
        assert stroke is not None
        if turn.place is not None:
            s.hand_spot = turn.place
            s.layout_now = {**{b: p for b, p in s.layout_now.items() if b != CUE},
                            CUE: turn.place}
            s.view.set_ball_layout(s.layout_now)
        s.cue_ball, s.aim_deg = stroke.cue_ball, stroke.direction_deg
        if turn.call is not None:
            s.call_ball, s.call_pocket = turn.call.ball, turn.call.pocket
        s.panel.power.set_speed(stroke.speed)
        s.panel.tip.set_offset(stroke.side, stroke.height)
        target = next((e for e in turn.explanation if e.get("code") == "plays_pot"), None)
        cue = s.layout_now[stroke.cue_ball]
        g = ghost_aim(cue, stroke.direction_deg, stroke.cue_ball, s.layout_now, s.spec)
        s.view.set_overlay(Overlay(
            aim=(cue, g.ghost), ghost=g.ghost if g.target else None,
            highlights=frozenset({str(target["ball"])} if target else ()),
            pockets=frozenset({str(target["pocket"])} if target else ())))

    def _strike(self) -> None:
        s, shot = self._screen, self._shot
        if shot is None or s.phase is not Phase.COMPUTER:
            return
        self._shot = None
        s.playback.set_speed(s.prefs.computer_speed)
        stroke, call, place = shot
        if not s.play(stroke, call, place, lead=self._lines):
            s.phase = Phase.AIMING
            s.refresh()

    # ------------------------------------------------------------------- undo
    def _on_index(self, index: int) -> None:
        """Undo takes the player back to their own last turn, not into the middle of the
        computer's (which would only replay, the same, at once); redo likewise runs on
        through the computer's moves. Watching two computers, every step is kept."""
        if not alive(self, self._screen, self._screen.undo_stack):
            return  # the screen is being destroyed
        previous, self._index = self._index, index
        match = self._screen.match
        if self._skipping or match.setup.computers() >= len(match.setup.names):
            return
        stack = self._screen.undo_stack
        self._skipping = True
        try:
            while computer_seat(self._screen.match) is not None:
                if index < previous and stack.canUndo():
                    stack.undo()
                elif index > previous and stack.canRedo():
                    stack.redo()
                else:
                    break
        finally:
            self._skipping = False
            self._index = stack.index()

    def shutdown(self, timeout_ms: int = 10000) -> None:
        """Stop the timers and wait for a choice in progress, so no thread outlives the
        screen (or a test)."""
        self._cancel()
        self._kick.stop()
        self._pool.waitForDone(timeout_ms)
        if self._processes is not None:
            self._processes.shutdown(wait=True, cancel_futures=True)
            self._processes = None
