"""The computer's turn as the app plays it: chosen on a pool of worker processes kept for
a whole game, then struck with the level's stroke error.

The game screen keeps one pool for as long as it is open (coach_app/game/computer.py),
``game cvc`` one for its series, and ``bench ai`` one for its run, so the bench times the
path a player waits for: the same :func:`choose_turn` on the same kind of pool
(:func:`kept_pool`; spawned processes in the app, which is a Qt process), through the same
:func:`on_pool`. Spawning processes for every batch of a turn would cost more than most
batches; a pool kept warm costs a hop per job.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import TYPE_CHECKING

from simulation.ai.levels import Level
from simulation.ai.progress import Report
from simulation.analysis.workers import Workers, worker_pool
from simulation.physics.params import PhysicsParams
from simulation.rules.state import GameState
from simulation.stroke import Stroke
from simulation.table import TableSpec

if TYPE_CHECKING:  # the search itself is imported with the first turn, not with the app
    from simulation.ai.policy import Turn

#: Worker processes of a kept pool: the machine's cores, at most two (more only split the
#: same few batches finer).
POOL_WORKERS = max(1, min(2, os.cpu_count() or 1))
#: What a worker imports as it starts, so the first turn's jobs do not wait for it.
PRELOAD = ("simulation.ai.search", "simulation.ai.margin", "simulation.ai.safety")


@dataclass(frozen=True)
class Choice:
    """The computer's move: ``turn`` as chosen (decision, or the shot it means), and for a
    shot ``played``, the stroke it actually strikes (its level's error applied)."""

    turn: Turn
    played: Stroke | None = None


def choose_turn(state: GameState, lv: Level, rng: random.Random, table: TableSpec,
                params: PhysicsParams, workers: Workers = 1,
                progress: Report | None = None) -> Choice:
    """Choose the turn (:func:`simulation.ai.policy.choose`) and, for a shot, draw the
    stroke actually played from the same generator: in this process or on ``workers``."""
    from simulation.ai.play import perturb
    from simulation.ai.policy import choose

    turn = choose(state, lv, rng, table=table, params=params, workers=workers,
                  progress=progress)
    played = None if turn.stroke is None else perturb(turn.stroke, lv, rng, params)
    return Choice(turn, played)


#: :func:`choose_turn`'s shape, which :func:`on_pool` calls (a test may hand in its own).
Chooser = Callable[..., Choice]


def on_pool(chooser: Chooser, pool: Executor, state: GameState, lv: Level,
            rng: random.Random, table: TableSpec, params: PhysicsParams,
            progress: Report | None = None) -> Choice:
    """``chooser`` on the kept ``pool``. A worker that died (killed, out of memory) must
    not cost the player the computer's turn: it is chosen again in this process, from the
    same draw — the same choice, only slower."""
    seed = rng.getstate()
    try:
        return chooser(state, lv, rng, table, params, workers=pool, progress=progress)
    except BrokenProcessPool:
        rng.setstate(seed)
        return chooser(state, lv, rng, table, params, progress=progress)


def kept_pool(workers: int = POOL_WORKERS, spawn: bool | None = None) -> ProcessPoolExecutor:
    """A pool of ``workers`` processes to keep for a game (or a series, or a benchmark):
    each imports the search as it starts. The caller shuts it down."""
    return worker_pool(workers, PRELOAD, spawn)
