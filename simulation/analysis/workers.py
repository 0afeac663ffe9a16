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

import importlib
import multiprocessing
import os
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import (
    FIRST_COMPLETED,
    Executor,
    Future,
    ProcessPoolExecutor,
    wait,
)
from typing import Any, TypeVar

T = TypeVar("T")
R = TypeVar("R")
U = TypeVar("U")
S = TypeVar("S")

#: The share of an item of :func:`map_then` its first job stands for in the progress.
FIRST_SHARE = 1.0 / 3.0


class Stopped(Exception):
    """A caller's progress callback asked to stop (:func:`map_then`)."""

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


def worker_pool(workers: int, preload: Sequence[str] = (), spawn: bool | None = None
                ) -> ProcessPoolExecutor:
    """A pool of ``workers`` processes to pass as ``workers`` to many :func:`map_chunks`
    calls; its processes start with the first batch (or :func:`start`) and the caller
    shuts it down. Each imports the modules in ``preload`` as it starts, so the first job
    does not wait for the imports of a spawned process. ``spawn`` forces the start method
    (None: spawned inside a Qt process, else forked on Linux): a benchmark of the app's
    path spawns, as the app does."""
    if spawn is None:
        context = _context()
    else:
        context = multiprocessing.get_context("spawn" if spawn else "fork")
    return ProcessPoolExecutor(max_workers=workers, mp_context=context,
                               initializer=_preload, initargs=(tuple(preload),))


def _preload(modules: tuple[str, ...]) -> None:
    for name in modules:
        importlib.import_module(name)


def _ready() -> int:
    return os.getpid()


def start(pool: Executor, workers: int, wait_s: float | None = None) -> None:
    """Start the pool's ``workers`` processes now rather than with the first batch (a
    spawned process imports the simulator: about half a second); with ``wait_s``, wait
    that long at most until they answer."""
    futures = [pool.submit(_ready) for _ in range(workers)]
    if wait_s is not None:
        wait(futures, timeout=wait_s)


def cpu_seconds(pool: Executor | None = None) -> float:
    """CPU seconds used so far by this process, its finished children and the live
    processes of ``pool`` (read from /proc where there is one: a kept pool's workers have
    not finished, so the usage of children does not count them yet)."""
    try:
        import resource  # Unix only
    except ImportError:
        return time.process_time()
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    total = own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime
    tick = os.sysconf("SC_CLK_TCK")
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        try:
            with open(f"/proc/{process.pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        total += (int(fields[11]) + int(fields[12])) / tick
    return total


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


def map_then(fn: Callable[[T], R], items: Sequence[T],
             follow: Callable[[int, R], tuple[Callable[[U], S], Sequence[U]] | None],
             workers: Workers, progress: Callable[[float, float], bool] | None = None
             ) -> tuple[list[R], list[list[S]]]:
    """``fn`` on every item and, as soon as each result is back, the jobs
    ``follow(i, result)`` asks for (a function and its chunks), on the same workers: a
    two-step search (the computer's: a window, then the strokes aimed from it) keeps both
    workers busy instead of waiting for the slowest first step before any second one starts.

    Returns the first results in order and, for each item, its follow-up results in order:
    the same whatever the number of workers or the order in which jobs finish.
    ``progress(done, total)`` (an item counts 1: a third for its first job, the rest shared
    by its follow-ups) may return False to stop: jobs not yet started are cancelled and
    :class:`Stopped` is raised.
    """
    n = len(items)
    firsts: list[R | None] = [None] * n
    seconds: list[list[S]] = [[] for _ in range(n)]
    done = 0.0

    def tick(amount: float) -> None:
        nonlocal done
        done += amount
        if progress is not None and not progress(done, float(n)):
            raise Stopped

    pool: Executor | None = workers if isinstance(workers, Executor) else None
    if not isinstance(workers, Executor) and workers > 1 and n >= MIN_CHUNKS_FOR_WORKERS:
        with worker_pool(workers) as own:
            return map_then(fn, items, follow, own, progress)
    if pool is None:
        for i, item in enumerate(items):
            r = fn(item)
            firsts[i] = r
            job = follow(i, r)
            chunks = list(job[1]) if job is not None else []
            tick(FIRST_SHARE if chunks else 1.0)
            for c in chunks:
                assert job is not None
                seconds[i].append(job[0](c))
                tick((1.0 - FIRST_SHARE) / len(chunks))
        return [r for r in firsts], seconds  # type: ignore[misc]
    first_futures = {pool.submit(fn, item): i for i, item in enumerate(items)}
    pending: set[Future[Any]] = set(first_futures)
    later: dict[Future[Any], tuple[int, int, int]] = {}
    slots: list[list[Any]] = [[] for _ in range(n)]
    try:
        while pending:
            finished, pending = wait(pending, return_when=FIRST_COMPLETED)
            for f in sorted(finished, key=lambda f: first_futures.get(f, n)):
                if f in first_futures:
                    i = first_futures[f]
                    r = f.result()
                    firsts[i] = r
                    job = follow(i, r)
                    chunks = list(job[1]) if job is not None else []
                    slots[i] = [None] * len(chunks)
                    for k, c in enumerate(chunks):
                        assert job is not None
                        g = pool.submit(job[0], c)
                        later[g] = (i, k, len(chunks))
                        pending.add(g)
                    tick(FIRST_SHARE if chunks else 1.0)
                else:
                    i, k, m = later[f]
                    slots[i][k] = f.result()
                    tick((1.0 - FIRST_SHARE) / m)
    except BaseException:
        for f in pending:
            f.cancel()
        raise
    return [r for r in firsts], [list(s) for s in slots]  # type: ignore[misc]


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
