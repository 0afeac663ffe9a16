"""``bench history --writers N``: several processes record into one history at full speed,
and every shot is counted afterwards.

Each writer is a separate process that does what the app does: a :class:`Recorder` records
free-table shots (each its own transaction), and, with ``--worker``, a second thread writes
aim-bias judgements into the same history meanwhile, as the app's analysis worker does. A
writer prints the ids of the shots it recorded; the parent counts them in the database. A
shot is lost when the Recorder accepted it and the history does not hold it once the writer
has finished (its backlog flushed). The measurement is the point: it must read 0.

Run a writer by hand: ``python -m coach_app.cli.writers_bench URL NAME SHOTS [--worker]``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import func, select

from simulation.errors import InputError

#: How long a writer keeps flushing its backlog at the end before giving up (s).
DRAIN_S = 60.0


@dataclass(frozen=True)
class WriterOutcome:
    name: str
    recorded: int  # shots the Recorder took
    stored: int  # of those, in the history afterwards
    waited: int  # writes that went through the backlog (saved late, not lost)
    seconds: float


def _one_shot() -> tuple[dict[str, tuple[float, float]], object, object]:
    from simulation.physics.engine import simulate
    from simulation.stroke import Stroke

    layout = {"cue": (-0.9, 0.05), "5": (0.9, 0.35)}
    stroke = Stroke("cue", 12.0, 2.5)
    return layout, stroke, simulate(layout, stroke)


def writer_main(url: str, name: str, shots: int, worker: bool) -> None:
    """One writer process (see the module docstring); prints one JSON line at the end."""
    from coach_app.recording.recorder import PlayedShot, Recorder
    from coach_app.store import History, open_store
    from coach_app.store import aim_errors as aim

    start = time.perf_counter()
    store = open_store(url)
    history = History(store)
    waited = 0

    def count(_shots: int, writes: int) -> None:
        nonlocal waited
        waited = max(waited, writes)

    rec = Recorder(history, default_name=name, on_backlog=count)
    layout, stroke, result = _one_shot()
    ids: list[str] = []
    stop = threading.Event()

    def judge() -> None:  # the app's aim-bias worker, writing into the same history
        while not stop.is_set():
            done = list(ids[-5:])
            try:
                aim.save(store, {aim.key_of(i, "5", ""): None for i in done})
            except Exception as exc:  # counted as lost shots only if shots go missing
                print(f"worker: {exc}", file=sys.stderr)
            time.sleep(0.002)

    thread = threading.Thread(target=judge, daemon=True)
    if worker:
        thread.start()
    for _ in range(shots):
        shot = PlayedShot(layout, stroke, result, legal=True, shooter=name)  # type: ignore[arg-type]
        recorded = rec.free_shot(shot)
        if recorded is not None and recorded.shot.id is not None:
            ids.append(recorded.shot.id)
    rec.end_sessions()
    deadline = time.monotonic() + DRAIN_S
    while rec.backlog and time.monotonic() < deadline:
        time.sleep(0.05)
        rec.flush()
    stop.set()
    if worker:
        thread.join()
    store.close()
    print(json.dumps({"name": name, "ids": ids, "waited": waited, "left": len(rec.backlog),
                      "seconds": time.perf_counter() - start}))


def run_writers(url: str, writers: int = 4, shots: int = 500,
                worker: bool = True) -> list[WriterOutcome]:
    """Start ``writers`` processes at once on ``url`` and count what each one stored."""
    from coach_app.store import models as m
    from coach_app.store import open_store

    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        p for p in (str(root), os.environ.get("PYTHONPATH", "")) if p))
    cmd = [sys.executable, "-m", "coach_app.cli.writers_bench", url]
    procs = [subprocess.Popen([*cmd, f"Writer {i + 1}", str(shots),
                               *(["--worker"] if worker else [])],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              env=env) for i in range(writers)]
    reports = []
    failed = ""
    for p in procs:
        out, err = p.communicate()
        if p.returncode != 0:
            lines = err.strip().splitlines()
            failed = failed or f"a writer failed (exit {p.returncode}): " \
                               f"{lines[-1] if lines else 'no message'}"
        else:
            reports.append(json.loads(out.strip().splitlines()[-1]))
    if failed:  # a server that went away mid-run: one line, no password (cli.main)
        from coach_app.store.location import mask_url

        raise InputError("--writers", mask_url(failed)[:300])
    outcomes = []
    with open_store(url) as store, store.sessions() as s:
        for r in reports:
            ids = r["ids"]
            stored = 0
            for i in range(0, len(ids), 500):
                stored += s.scalar(select(func.count()).select_from(m.Shot)
                                   .where(m.Shot.id.in_(ids[i:i + 500]))) or 0
            outcomes.append(WriterOutcome(r["name"], len(ids), stored, r["waited"],
                                          r["seconds"]))
    return outcomes


def report(url: str | None, writers: int, shots: int, worker: bool) -> str:
    """The bench's printout: per writer and in all, on a temporary SQLite file unless a
    database is given."""
    from sqlalchemy.engine import make_url

    from coach_app.store.location import resolve_url, shown_url

    with tempfile.TemporaryDirectory() as tmp:
        target = resolve_url(url) if url else f"sqlite:///{Path(tmp) / 'writers.sqlite3'}"
        # Opened here first: a refused database (a wrong password, a bad address) is one
        # line before any writer starts, not a writer's traceback.
        from coach_app.store import open_store

        open_store(target).close()
        shown = shown_url(make_url(target))
        start = time.perf_counter()
        outcomes = run_writers(target, writers, shots, worker)
        wall = time.perf_counter() - start
    recorded = sum(o.recorded for o in outcomes)
    stored = sum(o.stored for o in outcomes)
    lines = [f"history writers: {writers} processes x {shots} shots on {shown}"
             + (", each with an aim-bias worker thread writing too" if worker else ""),
             f"{'writer':<10} {'recorded':>9} {'stored':>7} {'lost':>5} {'via backlog':>12} "
             f"{'seconds':>8}"]
    lines += [f"{o.name:<10} {o.recorded:>9} {o.stored:>7} {o.recorded - o.stored:>5} "
              f"{o.waited:>12} {o.seconds:>8.1f}" for o in outcomes]
    lines.append(f"{'all':<10} {recorded:>9} {stored:>7} {recorded - stored:>5} "
                 f"{sum(o.waited for o in outcomes):>12} {wall:>8.1f}")
    lines.append(f"shots lost: {recorded - stored} of {recorded} "
                 f"({recorded / wall:.0f} shots/s in all)")
    return "\n".join(lines)


if __name__ == "__main__":
    writer_main(sys.argv[1], sys.argv[2], int(sys.argv[3]), "--worker" in sys.argv[4:])
