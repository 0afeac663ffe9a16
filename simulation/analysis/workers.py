"""Spread independent simulations over worker processes (both cores of the machine).

Results never depend on the number of workers: callers draw every random number up front and
hand over whole chunks, and results come back in order. Inside a Qt process the workers are
spawned (forking a process that runs Qt threads is unsafe); elsewhere on Linux they are
forked, which skips re-importing the simulator. ``workers`` is a count (a pool is started
for the call and closed after it) or a pool the caller keeps (:func:`worker_pool`): the
computer's turn hands over half a dozen batches, and a spawned process importing the
simulator costs more than most of them.
"""

from __future__ import annotations

import multiprocessing
import sys
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")

#: Below this many chunks the work stays in this process: starting workers costs more.
MIN_CHUNKS_FOR_WORKERS = 2

#: A worker count, or a pool kept across calls.
Workers = int | Executor


def _context() -> multiprocessing.context.BaseContext:
    if sys.platform.startswith("linux") and "PySide6" not in sys.modules:
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context("spawn")


def split(items: Sequence[T], workers: int, per_worker: int = 4) -> list[list[T]]:
    """``items`` dealt round-robin into a few chunks per worker: enough that a slow chunk
    does not leave the other worker idle at the end, few enough that each is worth a hop."""
    n = max(1, min(len(items), workers * per_worker))
    return [list(items[k::n]) for k in range(n)]


def worker_pool(workers: int) -> ProcessPoolExecutor:
    """A pool of ``workers`` processes to pass as ``workers`` to many :func:`map_chunks`
    calls; its processes start with the first batch and the caller shuts it down."""
    return ProcessPoolExecutor(max_workers=workers, mp_context=_context())


def map_chunks(fn: Callable[[T], R], chunks: Sequence[T], workers: Workers,
               progress: Callable[[int, int], bool] | None = None) -> list[R]:
    """``[fn(c) for c in chunks]``, on up to ``workers`` processes (or on the pool given),
    in order.

    ``progress(done, total)`` is called as chunks finish (in order); when it returns False
    the chunks not yet started are cancelled and the results so far are returned.
    """
    total = len(chunks)
    if isinstance(workers, Executor):
        if total >= MIN_CHUNKS_FOR_WORKERS:
            return _gather(workers, fn, chunks, progress)
    elif workers > 1 and total >= MIN_CHUNKS_FOR_WORKERS:
        with worker_pool(workers) as pool:
            return _gather(pool, fn, chunks, progress)
    out: list[R] = []
    for c in chunks:
        out.append(fn(c))
        if progress is not None and not progress(len(out), total):
            break
    return out


def _gather(pool: Executor, fn: Callable[[T], R], chunks: Sequence[T],
            progress: Callable[[int, int], bool] | None) -> list[R]:
    out: list[R] = []
    futures = [pool.submit(fn, c) for c in chunks]
    for f in futures:
        out.append(f.result())
        if progress is not None and not progress(len(out), len(chunks)):
            for rest in futures:
                rest.cancel()
            break
    return out
