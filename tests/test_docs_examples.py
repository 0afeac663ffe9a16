"""Every ``sh`` example in docs/headless.md runs and keeps its promise.

A block tagged ```sh runs in the repository folder; ```sh exit=N expects that exit code.
Successful examples must print one JSON object (or, for bench, text); failures must print
nothing on stdout and one line on stderr.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BLOCK = re.compile(r"```sh(?: exit=(\d+))?\n(.*?)```", re.S)


def _examples() -> list[tuple[str, int]]:
    text = (ROOT / "docs" / "headless.md").read_text(encoding="utf-8")
    return [(cmd.strip(), int(code or 0)) for code, cmd in BLOCK.findall(text)]


@pytest.mark.skipif(shutil.which("pyramid-coach") is None, reason="the project is not installed")
@pytest.mark.parametrize(("command", "code"), _examples())
def test_headless_doc_example_runs(command: str, code: int) -> None:
    p = subprocess.run(command, shell=True, cwd=ROOT, capture_output=True, text=True,
                       timeout=300)
    assert p.returncode == code, p.stderr
    if code == 0:
        if " bench " not in command:
            json.loads(p.stdout)
    else:
        assert p.stdout == ""
        assert len(p.stderr.strip().splitlines()) == 1


def test_docs_have_examples() -> None:
    assert len(_examples()) >= 4
