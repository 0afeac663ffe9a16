"""Sounds play after the README's one-command install: Qt Multimedia is a runtime
dependency, and the table's QSoundEffect on the program's own WAV file comes out of a
(null) audio device, measured on the device's monitor. Skipped, saying why, where no
PulseAudio server can be started (.ci/run installs it)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.release import pulse

ROOT = Path(__file__).resolve().parents[2]
PLAY = ("import sys; sys.path.insert(0, sys.argv[1]); from bundle_probe import run_probe; "
        "sys.exit(run_probe('play', []))")

pytestmark = pytest.mark.skipif(pulse.available() is not None,
                                reason=str(pulse.available()))


def test_a_pocket_sound_reaches_the_audio_device(tmp_path):
    with pulse.null_sink(tmp_path) as server, \
            pulse.recording(server, tmp_path / "out.raw") as recorded:
        env = {k: v for k, v in server.env.items() if k != "XDG_RUNTIME_DIR"}
        env["QT_QPA_PLATFORM"] = "offscreen"
        done = subprocess.run([sys.executable, "-c", PLAY, str(ROOT / "packaging")], env=env,
                              capture_output=True, text=True, timeout=120, check=False)
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["sound"] == "ok" and report["played"], (report, done.stderr[-2000:])
    assert pulse.peak(recorded) > 0.1, "the sound was started but nothing reached the device"


def test_silence_is_measured_as_silence(tmp_path):
    """The measurement can fail: with nothing played the monitor records nothing loud."""
    with pulse.null_sink(tmp_path) as server, \
            pulse.recording(server, tmp_path / "quiet.raw") as recorded:
        pass
    assert pulse.peak(recorded) < 0.01
