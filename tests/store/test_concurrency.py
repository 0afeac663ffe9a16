"""Several processes, one history: writers that meet lose nothing, and opening a
brand-new history from several processes at once creates it exactly once. On SQLite and,
where a server runs, on PostgreSQL."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from coach_app.cli.writers_bench import run_writers
from coach_app.store import History, open_store
from coach_app.store.opening import known_revisions

ROOT = Path(__file__).resolve().parents[2]
CRASH_WRITER = Path(__file__).with_name("crash_writer.py")
ENV = dict(os.environ, PYTHONPATH=str(ROOT))


def test_four_writers_and_their_worker_threads_lose_no_shot(db_url):
    outcomes = run_writers(db_url, writers=4, shots=60, worker=True)
    for o in outcomes:
        print(f"{o.name}: recorded {o.recorded}, stored {o.stored}, via backlog {o.waited}")
    assert [o.recorded for o in outcomes] == [60] * 4
    assert [o.stored for o in outcomes] == [60] * 4


def test_four_processes_open_a_new_history_at_once(db_url):
    code = ("import sys\nfrom coach_app.store import History, open_store\n"
            "with open_store(sys.argv[1]) as s:\n"
            "    print(s.revision)\n"
            "    History(s).ensure_player('Same name')\n")
    procs = [subprocess.Popen([sys.executable, "-c", code, db_url], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env=ENV) for _ in range(4)]
    results = [(*p.communicate(timeout=120), p.returncode) for p in procs]
    _, head = known_revisions()
    for out, err, rc in results:
        assert rc == 0, err
        assert out.strip() == head
    with open_store(db_url) as store:
        assert [p.name for p in History(store).players()] == ["Same name"]


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_a_writer_killed_while_another_writes_costs_the_other_nothing(db_url):
    """The crash test with company: two writers, one killed mid-write; the survivor's
    shots all arrive, and the victim loses at most the shot in flight."""
    rng = random.Random(7)
    open_store(db_url).close()  # made once, so both writers start recording at once
    procs = [subprocess.Popen([sys.executable, str(CRASH_WRITER), db_url],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              env=ENV) for _ in range(2)]
    sessions, committed = [], [[], []]
    for p in procs:
        assert p.stdout is not None
        sessions.append(p.stdout.readline().strip())
        assert sessions[-1], p.stderr.read() if p.stderr else ""
    for _ in range(rng.randint(10, 30)):
        for i, p in enumerate(procs):
            committed[i].append(p.stdout.readline().strip())  # type: ignore[union-attr]
    time.sleep(rng.uniform(0.0, 0.03))
    os.kill(procs[0].pid, signal.SIGKILL)
    for _ in range(20):  # the survivor goes on writing after the other died
        committed[1].append(procs[1].stdout.readline().strip())  # type: ignore[union-attr]
    os.kill(procs[1].pid, signal.SIGKILL)
    for i, p in enumerate(procs):
        p.wait(timeout=10)
        committed[i] += [line.strip() for line in p.stdout if line.strip()]  # type: ignore[union-attr]
        p.stdout.close()  # type: ignore[union-attr]
        p.stderr.close()  # type: ignore[union-attr]
    with open_store(db_url) as store:
        h = History(store)
        for sid, ids in zip(sessions, committed, strict=True):
            stored = [s.id for s in h.shots(sid)]
            assert stored[:len(ids)] == ids
            assert len(stored) - len(ids) in (0, 1)
