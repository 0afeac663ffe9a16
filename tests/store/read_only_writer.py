"""A program that records into a history file that is read-only when it starts, then made
writable again while it runs (tests/store/test_retry.py starts it).

Run as root (CI), it first loads everything it needs, then becomes ``nobody`` so that the
file's permissions apply to it (they do not to root). Prints one JSON line: the shots kept
while the file was read-only, the seconds of its clock until they were all saved, and how
many the history then holds.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from sqlalchemy import func, select

import coach_app.store.repository  # noqa: F401 - loaded before the privileges are dropped
from coach_app.recording.journal import Backlog
from coach_app.recording.recorder import PlayedShot, Recorder
from coach_app.store import History, open_store
from coach_app.store import models as m
from simulation.physics.engine import simulate
from simulation.stroke import Stroke

NOBODY = 65534


def main(folder: Path) -> None:
    path = folder / "h.sqlite3"
    open_store(path).close()
    layout = {"cue": (-0.9, -0.2), "5": (0.6, 0.35)}
    stroke = Stroke("cue", 19.96, 2.5, 0.0, 0.2)
    result = simulate(layout, stroke)
    warm = History(open_store(path))  # every lazy import of a write, made as ourselves
    Recorder(warm, default_name="Warm").free_shot(PlayedShot(layout, stroke, result))
    warm.store.close()
    if os.geteuid() == 0:
        for p in folder.iterdir():
            os.chown(p, NOBODY, NOBODY)
        os.chown(folder, NOBODY, NOBODY)
        os.setgid(NOBODY)
        os.setuid(NOBODY)
    os.chmod(path, 0o444)  # read-only when the program opens it
    now = [0.0]
    history = History(open_store(path))
    rec = Recorder(history, default_name="Ann", clock=lambda: now[0],
                   backlog=Backlog(folder / "journal", history.store.url))
    for _ in range(20):
        rec.free_shot(PlayedShot(layout, stroke, result, legal=True, shooter="Ann"))
        now[0] += 1.0
    kept = rec.unsaved_shots
    os.chmod(path, 0o644)  # writable again while the program runs
    start = now[0]
    while rec.unsaved_shots and now[0] - start < 45:
        now[0] += 1.0
        rec.tick()
    with history.store.sessions() as s:
        stored = s.scalar(select(func.count()).select_from(m.Shot).where(
            m.Shot.shooter == "Ann"))
    print(json.dumps({"kept": kept, "seconds": now[0] - start, "left": rec.unsaved_shots,
                      "stored": stored}))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
