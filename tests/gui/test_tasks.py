"""The one background-work service (coach_app/qtkit/tasks.py): lanes in order off the UI
thread, answers on it, progress and cancel, stale answers dropped, the exception object
(not a string) handed to one place that logs its traceback — and no other worker threads
anywhere in the app."""

from __future__ import annotations

import logging
import re
import threading
from pathlib import Path

import pytest

from coach_app.qtkit.tasks import Lane, OneJob, Tasks, failure_text

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def tasks(qapp):
    t = Tasks()
    yield t
    t.shutdown()


def test_work_runs_on_its_lane_in_order_and_answers_on_the_ui_thread(qtbot, tasks):
    ran: list[tuple[int, str]] = []
    answered: list[tuple[int, bool]] = []
    for i in range(5):
        def work(_t, i=i):
            ran.append((i, threading.current_thread().name))
            return i

        tasks.run(Lane.PHYSICS, work, success=lambda v: answered.append(
            (v, threading.current_thread() is threading.main_thread())))
    qtbot.waitUntil(lambda: len(answered) == 5, timeout=5000)
    assert [i for i, _ in ran] == [0, 1, 2, 3, 4]
    assert all(name.startswith("lane-physics") for _, name in ran)
    assert answered == [(i, True) for i in range(5)]
    assert not tasks.busy()


def test_a_slow_lane_does_not_hold_up_another(qtbot, tasks):
    gate = threading.Event()
    tasks.run(Lane.ANALYSIS, lambda _t: gate.wait(5))
    done: list[str] = []
    tasks.run(Lane.COMPUTER, lambda _t: "chosen", success=done.append)
    qtbot.waitUntil(lambda: done == ["chosen"], timeout=3000)
    assert tasks.busy(Lane.ANALYSIS) and not tasks.busy(Lane.COMPUTER)
    gate.set()


def test_the_exception_itself_reaches_the_handler_and_its_traceback_the_log(qtbot, tasks,
                                                                          caplog):
    def broken(_ticket):
        raise ValueError("the cloth model refused")

    caught: list[BaseException] = []
    with caplog.at_level(logging.ERROR, logger="coach_app.qtkit.tasks"):
        tasks.run(Lane.PHYSICS, broken, failure=caught.append, what="a shot")
        qtbot.waitUntil(lambda: bool(caught), timeout=3000)
    assert isinstance(caught[0], ValueError) and caught[0].__traceback__ is not None
    assert failure_text(caught[0]) == "ValueError: the cloth model refused"
    record = next(r for r in caplog.records if "a shot" in r.getMessage())
    assert record.exc_info is not None and record.exc_info[1] is caught[0]
    assert "in broken" in caplog.text  # the traceback, not just the message


def test_a_failure_without_a_handler_is_shown_by_the_service(qtbot, tasks):
    with qtbot.waitSignal(tasks.failed, timeout=3000) as signal:
        tasks.run(Lane.STORE, lambda _t: 1 / 0, what="the charts")
    what, error = signal.args
    assert what == "the charts" and isinstance(error, ZeroDivisionError)


def test_progress_arrives_and_a_cancel_still_delivers_what_was_done(qtbot, tasks):
    started = threading.Event()

    def work(ticket):
        done = 0
        for done in range(1, 10_000):
            started.set()
            if not ticket.progress(done, 10_000):
                break
            threading.Event().wait(0.001)
        return done

    seen: list[tuple[int, int]] = []
    answer: list[int] = []
    op = tasks.run(Lane.ANALYSIS, work, success=answer.append,
                   progress=lambda d, t: seen.append((d, t)))
    assert started.wait(5)
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)
    op.cancel()
    qtbot.waitUntil(lambda: bool(answer), timeout=5000)
    assert op.cancelled() and 0 < answer[0] < 9_999
    assert all(t == 10_000 for _, t in seen)


def test_a_newer_operation_with_the_same_key_drops_the_older(qtbot, tasks):
    gate = threading.Event()
    ran: list[str] = []
    answers: list[str] = []
    tasks.run(Lane.PHYSICS, lambda _t: gate.wait(5) and ran.append("blocker"))

    def job(name):
        def work(_t):
            ran.append(name)
            return name
        return work

    tasks.run(Lane.PHYSICS, job("first"), success=answers.append, key="aim")
    last = tasks.run(Lane.PHYSICS, job("second"), success=answers.append, key="aim")
    gate.set()
    qtbot.waitUntil(last.answered, timeout=3000)
    assert answers == ["second"]
    assert "first" not in ran  # queued when it was replaced: it never ran


def test_a_dropped_operation_answers_nothing(qtbot, tasks):
    gate = threading.Event()
    answers: list[object] = []
    op = tasks.run(Lane.STORE, lambda _t: gate.wait(5), success=answers.append,
                   failure=answers.append)
    op.drop()
    gate.set()
    assert op.wait(5)
    qtbot.wait(50)
    assert answers == [] and op.dropped() and not op.answered()


def test_run_on_main_from_a_worker_thread(qtbot, tasks):
    where: list[bool] = []
    tasks.run(Lane.STORE, lambda _t: tasks.run_on_main(
        lambda: where.append(threading.current_thread() is threading.main_thread())))
    qtbot.waitUntil(lambda: bool(where), timeout=3000)
    assert where == [True]


def test_one_job_at_a_time_and_shutdown_waits(qtbot, tasks):
    gate = threading.Event()
    job = OneJob(tasks, Lane.ANALYSIS, "a search")
    answers: list[object] = []
    job.start(lambda _t: gate.wait(5) and "old", answers.append, answers.append)
    assert job.running() and not job.idle()
    job.start(lambda _t: "new", answers.append, answers.append)
    gate.set()
    qtbot.waitUntil(lambda: bool(answers), timeout=3000)
    assert answers == ["new"] and not job.running()
    job.start(lambda _t: gate.wait(5), answers.append, answers.append)
    job.shutdown()
    assert job.idle()
    tasks.shutdown()
    tasks.shutdown()  # twice is harmless
    late = tasks.run(Lane.PHYSICS, lambda _t: answers.append("late"))
    assert late.dropped() and late.finished()


WORKERS = re.compile(r"\b(QRunnable|QThreadPool|QThread|threading\.Thread|ThreadPoolExecutor)\b")
#: A headless benchmark that emulates a second writer thread inside one writer process:
#: the concurrency is what it measures, and it may not load Qt.
NOT_THE_APP = {"coach_app/cli/writers_bench.py"}


def test_one_module_defines_background_workers():
    found = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "coach_app").rglob("*.py")
                   if WORKERS.search(p.read_text(encoding="utf-8")))
    assert set(found) - NOT_THE_APP == {"coach_app/qtkit/tasks.py"}
