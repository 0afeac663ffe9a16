"""The Linux bundle, built from a clean checkout and tested as a player would use it.

Opt-in, because the build takes 5 to 12 minutes on two cores (a fresh environment, then
PyInstaller): ``PYRAMID_COACH_BUNDLE_TEST=1 python -m pytest tests/release -m bundle``
(docs/install.md). The committed tree (``git archive HEAD``, so nothing uncommitted or
ignored can help) is built into a temporary folder with ``packaging/build.py``; the download
is unpacked; and packaging/smoke.py runs the bundle with no virtual environment on PATH and a
fresh home: ``--version``, ``shot``, ``game new``, the self-check (sound libraries, worker
processes), the window offscreen for 10 s with no traceback, a shot recorded into the fresh
data folder and read back, a PDF report. The build's report (size, what takes it, cold start
beside the installed package's) is printed, and the size is held to the budget.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from tests.release import pulse

ROOT = Path(__file__).resolve().parents[2]
ENABLE = "PYRAMID_COACH_BUNDLE_TEST"

pytestmark = [
    pytest.mark.bundle,
    pytest.mark.skipif(os.environ.get(ENABLE) != "1",
                       reason=f"builds the Linux bundle (5-12 min): set {ENABLE}=1"),
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle"),
]


def _load(name: str, folder: Path):
    spec = importlib.util.spec_from_file_location(name, folder / "packaging" / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def checkout(tmp_path_factory) -> Path:
    """HEAD's files, and nothing else, in a temporary folder."""
    dest = tmp_path_factory.mktemp("checkout")
    archive = dest / "head.tar"
    subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", "-o", str(archive),
                    "HEAD"], check=True)
    with tarfile.open(archive) as tar:
        tar.extractall(dest / "src", filter="data")
    return dest / "src"


@pytest.fixture(scope="module")
def built(checkout, tmp_path_factory):
    work = tmp_path_factory.mktemp("bundle-work")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    done = subprocess.run([sys.executable, str(checkout / "packaging" / "build.py"),
                           "--target", "linux", "--out", str(work / "out"),
                           "--work", str(work / "build"), "--cold-runs", "3"],
                          cwd=checkout, env=env, capture_output=True, text=True, check=False)
    sys.stdout.write(done.stdout[-4000:])
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    (artifact,) = (work / "out").glob("pyramid-coach-*-linux-*.tar.gz")
    return artifact, done.stdout


def test_the_bundle_builds_from_a_clean_checkout_and_fits_the_budget(built, checkout):
    artifact, log = built
    version = _load("smoke", checkout).project_version()
    assert artifact.name.startswith(f"pyramid-coach-{version}-linux-")
    assert "cold start to an interactive window" in log and "bundle / installed" in log
    assert "what takes the space:" in log


@pytest.fixture(scope="module")
def unpacked(built, checkout, tmp_path_factory) -> Path:
    """The download unpacked as a player unpacks it; the executable in it."""
    artifact, _ = built
    smoke = _load("smoke", checkout)
    return smoke.install_artifact(artifact, tmp_path_factory.mktemp("unpacked"))


def test_the_unpacked_bundle_works_as_the_installed_package_does(unpacked, checkout):
    smoke = _load("smoke", checkout)
    report = _load("report", checkout)
    size_mb = report.total_bytes(unpacked.parent) / report.MB
    print(f"unpacked: {size_mb:.1f} MB")
    assert size_mb <= report.SIZE_BUDGET_MB
    lines: list[str] = []
    smoke.smoke(unpacked, smoke.project_version(), say=lines.append)
    print("\n".join(lines))
    assert len(lines) == 5 and all(line.startswith("ok  ") for line in lines)


@pytest.mark.skipif(pulse.available() is not None, reason=str(pulse.available()))
def test_the_bundle_plays_its_sounds(unpacked, checkout, tmp_path):
    """Qt Multimedia inside the bundle (without the FFmpeg backend it leaves out) plays the
    table's pocket sound, and the sound reaches the audio device's monitor."""
    smoke = _load("smoke", checkout)
    sandbox = smoke.make_sandbox(tmp_path / "sandbox")
    with pulse.null_sink(tmp_path) as server, \
            pulse.recording(server, tmp_path / "bundle.raw") as recorded:
        env = dict(sandbox.env, PULSE_SERVER=server.pulse_server, PYRAMID_COACH_PROBE="play")
        done = subprocess.run([str(unpacked)], env=env, capture_output=True, text=True,
                              timeout=120, check=False)
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["played"], (report, done.stderr[-2000:])
    assert "Traceback" not in done.stderr
    assert pulse.peak(recorded) > 0.1
