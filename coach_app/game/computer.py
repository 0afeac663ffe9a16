"""The computer's turns on the game screen: think off the UI thread, show the aim, shoot.

When the side to act (a shot or any pending decision) sits at a computer seat, the policy
of simulation/ai chooses on the computer lane of the background-work service (a master
takes about a second; the window must stay responsive), with "Computer is thinking…"
(and how far it has got, when the policy reports it) shown if that takes longer than half
a second. The computer drives the screen's model, never its widgets: a decision is made
on the model like a click; a shot's aim (aim line, ghost ball, the target ball and pocket)
is put on the model and shown for a moment, then the stroke it actually plays (the level's
stroke error applied) takes the model's ordinary path: simulated, played back at the
computer's speed, judged by the referee. Everything it does is explained in the verdict
panel in words. All it asks of the screen is to show that it is thinking.

Each turn draws from ``random.Random(match.turn_seed())``: the game's stored seed and the
position, so undoing and replaying a turn, or resuming a saved game, plays the same.
"""

from __future__ import annotations

import inspect
import os
import random
from collections.abc import Callable
from concurrent.futures import Executor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QWidget

from coach_app.cueing.evented import Aspects
from coach_app.cueing.model import Phase
from coach_app.game.model import GameModel
from coach_app.game.prompts import computer_who
from coach_app.game.values import GameAspect, acting, computer_seat
from coach_app.qtkit.tasks import Lane, Operation, Tasks, Ticket, failure_text
from simulation.ai.levels import Level, level
from simulation.analysis.workers import Workers, worker_pool
from simulation.physics.params import PhysicsParams
from simulation.rules.state import GameState
from simulation.stroke import Stroke
from simulation.table import TableSpec

if TYPE_CHECKING:
    from simulation.ai.policy import Turn

__all__ = ["POOL_WORKERS", "Choice", "ComputerPlayer", "ComputerTable", "Policy",
           "PooledPolicy", "ThinkingIndicator", "acting", "choose_turn", "computer_seat",
           "takes_progress"]


class ComputerTable(Protocol):
    """What the computer needs of the screen it plays on (the game screen is one): the
    model it drives, and showing that it is thinking (``total`` 0: how far is unknown).
    A protocol, so this module does not import the screen that creates it."""

    model: GameModel

    def show_thinking(self, shown: bool, done: int = 0, total: int = 0) -> None: ...


#: Show "thinking" only when the choice takes longer than this (ms): a quick choice
#: would only make the indicator flicker.
THINKING_AFTER_MS = 500
#: How long the computer's aim stays on the table before it shoots (ms).
AIM_SHOW_MS = 800


@dataclass(frozen=True)
class Choice:
    """The computer's move: ``turn`` as chosen (decision, or the shot it means), and for a
    shot ``played``, the stroke it actually strikes (its level's error applied)."""

    turn: Turn
    played: Stroke | None = None


#: (state, level, generator, table, params) -> Choice; tests put a quick stub here.
Policy = Callable[[GameState, Level, random.Random, TableSpec, PhysicsParams], Choice]


def choose_turn(state: GameState, lv: Level, rng: random.Random, table: TableSpec,
                params: PhysicsParams, workers: Workers = 1) -> Choice:
    """The real policy, in this process or on ``workers`` (the screen's pool: spawning
    processes from a Qt application for every batch of the search — forking one is
    unsafe — would cost more than the batch)."""
    from simulation.ai.play import perturb
    from simulation.ai.policy import choose

    turn = choose(state, lv, rng, table=table, params=params, workers=workers)
    played = None if turn.stroke is None else perturb(turn.stroke, lv, rng, params)
    return Choice(turn, played)


@dataclass(frozen=True)
class PooledPolicy:
    """:func:`choose_turn` on a pool of worker processes kept for the whole screen: both
    cores of a two-core machine. In one process the master's worst bench position took
    2.2 s (the target is under 2 s); on two it takes 1.3."""

    pool: Executor

    def __call__(self, state: GameState, lv: Level, rng: random.Random, table: TableSpec,
                 params: PhysicsParams) -> Choice:
        seed = rng.getstate()
        try:
            return choose_turn(state, lv, rng, table, params, workers=self.pool)
        except BrokenProcessPool:
            # A worker died (killed, out of memory): the turn is still the player's to
            # watch, so it is chosen here in this process, from the same draw — the same
            # choice, only slower.
            rng.setstate(seed)
            return choose_turn(state, lv, rng, table, params)


#: Worker processes of the computer's pool: the machine's cores, at most two (more only
#: split the same few batches finer).
POOL_WORKERS = max(1, min(2, os.cpu_count() or 1))


def takes_progress(policy: Policy) -> bool:
    """Whether ``policy`` accepts ``progress=`` (the simulation tools' ``(done, total) ->
    bool`` callback): the screen then shows how far the turn has got."""
    try:
        params = inspect.signature(policy).parameters.values()
    except (TypeError, ValueError):
        return False
    return any(p.name == "progress" or p.kind is p.VAR_KEYWORD for p in params)


class ThinkingIndicator(QWidget):
    """"Computer is thinking…" with a bar, shown only for a slow choice: busy while the
    policy says nothing of how far it is, then "… 40 %" and the bar filling."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("computerThinking")
        self.label = QLabel()
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)
        self.bar.setTextVisible(False)
        self.bar.setMaximumHeight(10)
        box = QHBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.label)
        box.addWidget(self.bar, 1)
        self.hide()

    def show_progress(self, done: int, total: int) -> None:
        text = QCoreApplication.translate("Computer", "Computer is thinking…")
        if total > 0:
            percent = round(100 * min(done, total) / total)
            self.bar.setRange(0, 100)
            self.bar.setValue(percent)
            text = QCoreApplication.translate("Computer", "Computer is thinking… %1 %") \
                .replace("%1", str(percent))
        else:
            self.bar.setRange(0, 0)
        self.label.setText(text)
        self.show()


class ComputerPlayer(QObject):
    """Plays the computer seats of the table's match; idle when a person is to act."""

    def __init__(self, table: ComputerTable, tasks: Tasks, policy: Policy | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table, self._model, self._tasks = table, table.model, tasks
        #: None: :func:`choose_turn` (looked up at each turn, so a test can patch it).
        self.policy = policy
        self.aim_ms, self.thinking_after_ms = AIM_SHOW_MS, THINKING_AFTER_MS
        #: The real policy's worker processes, started with its first turn (a screen
        #: whose policy is a test's stub never starts any).
        self._processes: Executor | None = None
        self._op: Operation[Choice] | None = None
        self._progress = (0, 0)
        self._shown = False
        self._timers: list[QTimer] = []
        self._kick = self._timer(0, self._maybe_start)
        self._slow = self._timer(THINKING_AFTER_MS, self._show_thinking)
        self._aim = self._timer(AIM_SHOW_MS, self._strike)
        self._model.changed.connect(self._on_model_changed)

    def _timer(self, ms: int, slot: Callable[[], None]) -> QTimer:
        t = QTimer(self)
        t.setSingleShot(True)
        t.setInterval(ms)
        t.timeout.connect(slot)
        self._timers.append(t)
        return t

    # ------------------------------------------------------------------ state
    def active(self) -> bool:
        """The computer is choosing or aiming (its shot, once struck, is the model's)."""
        return self._model.phase is Phase.COMPUTER

    @property
    def thinking(self) -> bool:
        """Its choice is being made on the computer lane."""
        op = self._op
        return op is not None and not op.answered() and not op.dropped()

    # --------------------------------------------------------------- the turn
    def _on_model_changed(self, aspects: Aspects) -> None:
        """A move was made, undone or a game loaded: whatever the computer was doing is
        stale; look again at who acts (after the event, so an undo run settles first)."""
        if GameAspect.MATCH in aspects:
            self._cancel()
            self._kick.start()

    def _cancel(self) -> None:
        op, self._op = self._op, None
        if op is not None:
            op.drop()
        for t in (self._slow, self._aim):
            t.stop()
        self._hide_thinking()

    def _maybe_start(self) -> None:
        m = self._model
        seat = m.begin_computer_turn()
        if seat is None or seat.level is None:
            return
        policy = self.policy or self._real_policy()
        args = (m.match.state, level(seat.level), random.Random(m.match.turn_seed()), m.spec,
                m.params)
        reports = takes_progress(policy)

        def work(ticket: Ticket) -> Choice:
            if reports:
                return policy(*args, progress=ticket.progress)  # type: ignore[call-arg]
            return policy(*args)

        self._progress = (0, 0)
        self._op = self._tasks.run(Lane.COMPUTER, work, success=self._on_chosen,
                                   failure=self._on_failed, progress=self._on_progress,
                                   key=self, what="the computer's turn")
        self._slow.setInterval(self.thinking_after_ms)
        self._slow.start()

    def _real_policy(self) -> Policy:
        if POOL_WORKERS <= 1:
            return choose_turn
        if self._processes is None:
            self._processes = worker_pool(POOL_WORKERS)
        return PooledPolicy(self._processes)

    def _show_thinking(self) -> None:
        if self.thinking:
            self._shown = True
            self._table.show_thinking(True, *self._progress)

    def _hide_thinking(self) -> None:
        if self._shown:
            self._shown = False
            self._table.show_thinking(False)

    def _on_progress(self, done: int, total: int) -> None:
        self._progress = (done, total)
        if self._shown:
            self._table.show_thinking(True, done, total)

    def _on_failed(self, error: BaseException) -> None:
        self._cancel()
        self._model.computer_failed(QCoreApplication.translate(
            "Computer", "The computer could not choose its play: %1").replace(
                "%1", failure_text(error)))

    def _on_chosen(self, choice: Choice) -> None:
        self._slow.stop()
        self._hide_thinking()
        m = self._model
        if not m.computer_thinking():
            return
        who = computer_who(m) if m.match.setup.computers() > 1 else None
        if not m.computer_chose(choice.turn, choice.played, who):
            if m.phase is Phase.COMPUTER:
                self._on_failed(RuntimeError("no stroke"))
            return
        if m.computer_shot is not None:
            self._aim.setInterval(self.aim_ms)
            self._aim.start()

    def _strike(self) -> None:
        self._model.computer_strikes()

    def shutdown(self, timeout_s: float = 10.0) -> None:
        """Stop the timers and wait for a choice in progress, so no thread outlives the
        screen (or a test)."""
        op = self._op
        self._cancel()
        self._kick.stop()
        if op is not None:
            op.wait(timeout_s)
        if self._processes is not None:
            self._processes.shutdown(wait=True, cancel_futures=True)
            self._processes = None
