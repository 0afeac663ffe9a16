"""The bundle's executable (packaging/entry.py), run here unfrozen: a command goes to the
CLI as the installed ``pyramid-coach`` does; ``-c CODE`` and ``-m MODULE``, which the
benchmarks use to time a fresh process, run as the interpreter runs them, arguments and
exit code included; an unknown probe is refused."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENTRY = ROOT / "packaging" / "entry.py"


def _run(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if k != "PYRAMID_COACH_PROBE"}
    environ.update(PYTHONPATH=os.pathsep.join([str(ROOT), str(ROOT / "packaging")]), **env)
    return subprocess.run([sys.executable, str(ENTRY), *args], env=environ, cwd=ROOT,
                          capture_output=True, text=True, timeout=120, check=False)


def test_a_command_is_the_cli():
    done = _run("game", "new", "--discipline", "dynamic")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["discipline"] == "dynamic"


def test_bad_input_is_the_cli_s_exit_2():
    done = _run("game", "new", "--discipline", "snooker")
    assert done.returncode == 2 and done.stdout == ""


def test_dash_c_runs_code_with_its_arguments_and_exit_code():
    done = _run("-c", "import sys; print(sys.argv); sys.exit(3)", "a", "b")
    assert done.returncode == 3
    assert done.stdout.strip() == "['-c', 'a', 'b']"


def test_dash_m_runs_a_module():
    done = _run("-m", "coach_app.cli", "--version")
    assert done.returncode == 0 and done.stdout.startswith("pyramid-coach ")


def test_an_unknown_probe_is_refused():
    done = _run(PYRAMID_COACH_PROBE="nonsense")
    assert done.returncode == 2 and "unknown probe" in done.stderr
