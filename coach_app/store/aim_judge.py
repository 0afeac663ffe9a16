"""Judging the aim of recorded pot attempts, once each, off the screen's way.

A pot attempt's aim error is its stroke against the shot solver's ideal direction for the
same speed and tip (:func:`simulation.analysis.bias.signed_error`): a solver run of about a
sixth of a second, far too slow to make while a chart waits (150 of them made the aim-bias
chart take a minute on a loaded machine). So each one is made once and kept
(:mod:`coach_app.store.aim_errors`): the app's :class:`Judge` works through the pending
attempts on its analysis lane, newest first, a fraction of a second per pass, soon after
each shot is recorded and, for older rows (a history from an earlier version, an import,
a new physics), until none is left; the chart and the report then only read. Headless:
the ``report --judge`` command uses it the same way.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass

from coach_app.store import aim_errors
from coach_app.store.opening import Store, writes
from coach_app.store.pot_attempts import PotAttempt, pot_attempts

log = logging.getLogger(__name__)

#: Pending attempts read per query: a pass judges a few, the rest wait in the queue.
BATCH = 16


@dataclass(frozen=True)
class JudgePass:
    """What one pass did: ``judged`` attempts kept; ``more``: some are still pending."""

    judged: int
    more: bool


def judge(a: PotAttempt) -> aim_errors.Error | None:
    """The attempt's signed aim error, or None when it cannot be judged: no ball or pocket
    to compare with, or no direct pot at that speed and tip."""
    from simulation.analysis import bias
    from simulation.physics.params import PhysicsParams

    shot, ball = a.shot, a.object_ball
    if ball is None or ball not in shot.layout or shot.stroke.cue_ball not in shot.layout:
        return None
    pocket = a.pocket or bias.infer_pocket(shot.result, ball, a.table)
    if pocket is None or pocket not in {p.id for p in a.table.pockets()}:
        return None
    return bias.signed_error(bias.Attempt(dict(shot.layout), shot.stroke, ball, pocket),
                             a.table, PhysicsParams())


class Judge:
    """Works through the pending pot attempts of one history, a budget at a time.

    Used from one thread at a time (the app's analysis lane runs its passes in order). The
    queue of pending ids is read again whenever the history was written to since (a new
    shot goes first), or when it runs dry."""

    def __init__(self, store: Store,
                 judge_one: Callable[[PotAttempt], aim_errors.Error | None] | None = None
                 ) -> None:
        self.store = store
        self._judge = judge_one if judge_one is not None else judge
        self._queue: list[str] = []
        self._attempts: dict[str, PotAttempt] = {}  # the queue's attempts, read at once
        self._read_at: int | None = None  # the history's write count when the queue was read

    def run(self, budget_s: float | None = None,
            stop: Callable[[], bool] = lambda: False) -> JudgePass:
        """Judge pending attempts, newest first, until ``budget_s`` is spent (None: all of
        them) or ``stop()``; what the pass judged is kept in one write at its end (and at
        every BATCH, with no budget), so the next pass, or another process, never judges it
        again."""
        start = time.perf_counter()
        judged: dict[aim_errors.Key, aim_errors.Error | None] = {}
        done = 0
        more = True
        while not stop():
            if budget_s is not None and done and time.perf_counter() - start >= budget_s:
                break
            if not self._queue or self._read_at != writes(self.store):
                self._keep(judged)
                self._read_at = writes(self.store)
                self._queue = aim_errors.pending(self.store, BATCH)
                self._attempts = {}
                if not self._queue:
                    more = False
                    break
            shot_id = self._queue.pop(0)
            a = self._attempt(shot_id)
            if a is None:  # taken back meanwhile
                continue
            try:
                error = self._judge(a)
            except Exception:  # one odd imported shot must not stall every later one
                log.warning("The aim of shot %s could not be judged", shot_id, exc_info=True)
                error = None
            judged[aim_errors.key_of(shot_id, a.object_ball, a.pocket)] = error
            done += 1
        self._keep(judged)
        return JudgePass(done, more)

    def _attempt(self, shot_id: str) -> PotAttempt | None:
        """The queued attempt, read with the rest of the queue in one query."""
        if shot_id not in self._attempts:
            wanted = [shot_id, *self._queue]
            self._attempts = {a.shot.id: a for a in pot_attempts(self.store, wanted)}
        return self._attempts.pop(shot_id, None)

    def _keep(self, judged: dict[aim_errors.Key, aim_errors.Error | None]) -> None:
        aim_errors.save(self.store, judged)
        judged.clear()
