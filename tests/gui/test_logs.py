"""The log: a rotating file in the user's data folder, every uncaught exception in it with
its traceback and a short notice to the user saying where it is, the lifecycle of a run
(history opened, writes kept and saved, background failures), and never a password."""

from __future__ import annotations

import logging
import sys
import threading
from pathlib import Path

import pytest

from coach_app.files import folders, logs
from coach_app.files.logs import install_excepthooks, mask_secrets, start_logging, stop_logging


@pytest.fixture
def log_file(tmp_path):
    path = start_logging(tmp_path / "logs")
    yield path
    stop_logging(path)


def _text(path: Path) -> str:
    for handler in logging.getLogger().handlers:
        handler.flush()
    return path.read_text(encoding="utf-8")


def test_the_log_lives_in_the_data_folder_beside_the_history_and_the_drills(monkeypatch,
                                                                           tmp_path):
    from coach_app.practice.userpacks import default_drills_dir
    from coach_app.shell.history_open import journal_folder
    from coach_app.store import default_path

    monkeypatch.setattr("platformdirs.user_data_path",
                        lambda name, appauthor=None: tmp_path / "data" if name ==
                        folders.APP_NAME else None)
    assert logs.log_folder() == tmp_path / "data" / "logs"
    assert default_path().parent == journal_folder() == tmp_path / "data"
    assert default_drills_dir() == tmp_path / "data" / "drills"


def test_passwords_never_reach_the_log(log_file):
    assert mask_secrets("postgresql+psycopg://coach:s3cr3t@club.example/pyramid") == \
        "postgresql+psycopg://coach:***@club.example/pyramid"
    assert mask_secrets("host=db user=coach password=s3cr3t dbname=p") == \
        "host=db user=coach password=*** dbname=p"
    assert mask_secrets("sqlite:////home/ann/history.sqlite3") == \
        "sqlite:////home/ann/history.sqlite3"
    log = logging.getLogger("coach_app.test")
    url = "postgresql://coach:s3cr3t@club.example/pyramid?sslmode=require&password=an0ther"
    log.warning("Opening %s", url)
    try:
        raise ConnectionError(f"could not connect to {url}")
    except ConnectionError:
        log.exception("Refused")
    text = _text(log_file)
    assert "s3cr3t" not in text and "an0ther" not in text
    assert "coach:***@club.example" in text and "ConnectionError" in text


def test_the_file_rotates(tmp_path, monkeypatch):
    monkeypatch.setattr(logs, "MAX_BYTES", 20_000)
    path = start_logging(tmp_path / "small")
    try:
        for i in range(2000):
            logging.getLogger("coach_app.test").info("line %d of a long run", i)
        files = sorted(p.name for p in path.parent.iterdir())
        assert files == ["pyramid-coach.log", "pyramid-coach.log.1", "pyramid-coach.log.2",
                         "pyramid-coach.log.3"]
        assert all(p.stat().st_size <= 20_000 for p in path.parent.iterdir())
    finally:
        stop_logging(path)


def test_uncaught_exceptions_are_logged_with_their_traceback_and_notified(log_file):
    notified: list[BaseException] = []
    restore = install_excepthooks(notified.append)
    try:
        def deep() -> None:
            raise RuntimeError("the referee lost count")

        try:
            deep()
        except RuntimeError:
            sys.excepthook(*sys.exc_info())

        def worker() -> None:
            raise LookupError("no such ball")

        thread = threading.Thread(target=worker, name="a-worker")
        thread.start()
        thread.join()
    finally:
        restore()
    assert [type(e) for e in notified] == [RuntimeError, LookupError]
    text = _text(log_file)
    assert "Unhandled exception on the UI thread" in text and "in deep" in text
    assert "Unhandled exception in thread a-worker" in text and "in worker" in text


def test_the_notice_says_what_and_where_the_log_is_in_russian(qtbot, qapp, translations,
                                                              tmp_path):
    from coach_app.shell.crash import CrashNotice

    translations.set_language("ru")
    try:
        notice = CrashNotice(tmp_path / "logs" / "pyramid-coach.log")
        thread = threading.Thread(target=lambda: notice.notify(KeyError("4")))
        thread.start()  # from another thread: queued to the UI thread
        thread.join()
        qtbot.waitUntil(lambda: notice.box is not None and notice.box.isVisible(),
                        timeout=3000)
        box = notice.box
        assert box is not None
        assert box.text().startswith("Что-то пошло не так: KeyError")
        assert str(tmp_path / "logs" / "pyramid-coach.log") in box.informativeText()
        notice.notify(ValueError("again"))
        qtbot.waitUntil(lambda: "ValueError" in box.text(), timeout=3000)
        assert notice.box is box  # one box, the latest error
        box.close()
    finally:
        translations.set_language("en")


def test_the_lifecycle_is_logged(qtbot, make_window, log_file, tmp_path):
    from coach_app.qtkit.tasks import Lane
    from coach_app.shell.history_open import Opened, open_history
    from coach_app.store import History, open_store
    from tests.gui.test_unsaved_shots import _played

    path = tmp_path / "h.sqlite3"
    opened = open_history(str(path), tmp_path / "journal")
    assert opened.history is not None
    opened.history.store.close()
    read_only = History(open_store(f"sqlite:///file:{path}?mode=ro&uri=true", upgrade=False))
    window = make_window(Opened(read_only, None, tmp_path / "journal"))
    hub = window.hub
    hub.recorder.free_shot(_played(None))
    hub.recorder.history = History(open_store(path))  # the history takes writes again
    # The Recorder tries again on its back-off (the window's retry timer ticks it).
    qtbot.waitUntil(lambda: "all in the history now" in _text(log_file), timeout=8000)
    window.tasks.run(Lane.STORE, lambda _t: 1 / 0, what="a broken read")
    qtbot.waitUntil(lambda: "a broken read" in _text(log_file), timeout=3000)
    text = _text(log_file)
    assert f"History opened: sqlite:///{path}" in text
    assert "A history write failed (read_only)" in text
    assert "Writes kept for later" in text
    assert "The writes kept for later are all in the history now" in text
    assert "ZeroDivisionError" in text
    assert "Something went wrong in the background" in window.statusBar().currentMessage()


def test_the_app_starts_its_log_and_hooks_in_the_data_folder(qapp, monkeypatch, tmp_path):
    from coach_app.shell.app import start_diagnostics

    monkeypatch.setattr("platformdirs.user_data_path",
                        lambda name, appauthor=None: tmp_path / "data")
    before = sys.excepthook
    notice, restore = start_diagnostics(qapp)
    path = tmp_path / "data" / "logs" / "pyramid-coach.log"
    try:
        assert notice.log_path == path and sys.excepthook is not before
        assert "Pyramid Coach starts" in _text(path)
    finally:
        restore()
        stop_logging(path)
    assert sys.excepthook is before
