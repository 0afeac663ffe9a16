"""``pyramid-coach bench gui`` runs and prints its numbers (it never asserts timings)."""

from __future__ import annotations

import os
import subprocess
import sys


def test_bench_gui_smoke():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-m", "coach_app.cli", "bench", "gui", "--seconds", "0.2",
         "--cold-runs", "1"], env=env, capture_output=True, text=True, timeout=120,
        check=False)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "cold start to an interactive window: median" in out
    assert "the history open after it: median" in out and "history attached at" in out
    assert "fps painted [60]" in out and "% of one core [<= 30%]" in out


def test_headless_bench_does_not_import_qt():
    code = ("import sys; from coach_app import cli; cli._build_parser(); "
            "print(any(m.startswith('PySide6') for m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, check=True)
    assert done.stdout.strip() == "False"


def test_cold_start_runs_with_the_bytecode_cache(monkeypatch):
    """An installed copy starts from compiled bytecode: a shell that turned the cache off
    must not make the bench time ~220 modules being compiled."""
    from coach_app.cli.bench_gui import _cold_env

    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    assert "PYTHONDONTWRITEBYTECODE" not in _cold_env()
