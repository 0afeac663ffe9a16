"""The core is headless: simulation/ and drills/ never import Qt, matplotlib or the database
(docs/architecture.md), and the headless commands never load Qt.

The static side (who may import whom) is import-linter's contracts in pyproject.toml, run by
``lint-imports`` in .ci/run. These are the dynamic checks it cannot make: import every core
module in a fresh interpreter, or run a headless command, and look at what got loaded (an
import inside a function or through importlib counts too).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FORBIDDEN = ("PySide6", "shiboken6", "matplotlib", "sqlalchemy", "alembic")
CORE = ("simulation", "drills")


def _core_files() -> list[Path]:
    return sorted(p for pkg in CORE for p in (ROOT / pkg).rglob("*.py"))


def test_importing_the_whole_core_loads_no_gui_or_database() -> None:
    modules = [".".join(p.relative_to(ROOT).with_suffix("").parts) for p in _core_files()]
    modules = [m.removesuffix(".__init__") for m in modules]
    code = ("import importlib, json, sys\n"
            f"for m in {modules!r}: importlib.import_module(m)\n"
            "print(json.dumps(sorted(k for k in sys.modules\n"
            f"                        if k.split('.')[0] in {FORBIDDEN!r})))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout
    assert json.loads(out) == []


@pytest.mark.parametrize("argv", [["params"], ["shot"]])
def test_headless_commands_do_not_load_qt(argv: list[str]) -> None:
    payload = json.dumps({"balls": {"cue": [0, 0]},
                          "shot": {"cue_ball": "cue", "direction_deg": 0, "speed": 0.5}})
    code = ("import sys, io\n"
            "from coach_app.cli import main\n"
            f"sys.stdin = io.StringIO({payload!r})\n"
            "out = io.StringIO(); real = sys.stdout; sys.stdout = out\n"
            f"rc = main({argv!r})\n"
            "sys.stdout = real\n"
            f"print(rc, sorted(k for k in sys.modules if k.split('.')[0] in {FORBIDDEN!r}))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout
    assert out.strip() == "0 []"


def test_the_window_opens_without_matplotlib(tmp_path: Path) -> None:
    """Matplotlib costs about a second of a cold start: the charts' pages load it when
    first shown, and nothing on the first screen imports it (the frame protocol's words
    once pulled it in through the charts' style module)."""
    code = ("import sys\n"
            "from PySide6.QtCore import QSettings\n"
            "from coach_app.qtkit.settings import SettingsStore\n"
            "from coach_app.shell.app import build_main_window, new_application\n"
            "app = new_application([])\n"
            f"store = SettingsStore(QSettings({str(tmp_path / 's.ini')!r}, "
            "QSettings.Format.IniFormat))\n"
            "translations, window = build_main_window(app, store)\n"
            "window.show(); app.processEvents()\n"
            "print(sorted(k for k in sys.modules if k.split('.')[0] == 'matplotlib'))")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True, env=env).stdout
    assert out.strip().splitlines()[-1] == "[]"
