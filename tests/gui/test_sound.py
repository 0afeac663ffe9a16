"""Contact sounds: loudness from the trace, played as playback passes them, never on a
skip; synthesised WAVs that are tiny."""

from __future__ import annotations

import wave

import pytest

from coach_app.table.playback import Playback
from coach_app.table.sound import KINDS, ShotSounds, sound_cues, sound_file
from simulation.events import BallBall, CushionHit, PocketDrop, ShotResult, Strike, Trace


def _result() -> ShotResult:
    """Cue ball at 2 m/s hits ball 4 at 0.5 s; ball 4 hits a cushion at 1.0 s slowly."""
    frames = []
    for i in range(0, 121):
        t = i / 60
        cue = (min(t, 0.5) * 2.0, 0.0)
        four = (1.1 + max(0.0, t - 0.5) * 0.2, 0.0)
        frames.append((round(t, 6), {"cue": cue, "4": four}))
    events = (Strike(0.0, "cue"), BallBall(0.5, "cue", "4", {}),
              CushionHit(1.0, "4", "back", (1.2, 0.0)), PocketDrop(1.5, "4", "BL"))
    return ShotResult(balls=dict(frames[-1][1]), pocketed=(), off_table=(), events=events,
                      duration=2.0, trace=Trace(60.0, tuple(frames)),
                      initial=dict(frames[0][1]))


def test_loudness_follows_contact_speed():
    cues = {c.kind: c for c in sound_cues(_result())}
    assert cues["cue"].volume == pytest.approx(2.0 / 8.0, abs=0.02)
    assert cues["ball"].volume == pytest.approx(2.0 / 4.0, abs=0.02)
    assert cues["cushion"].volume == pytest.approx(0.2 / 3.0, abs=0.01)
    assert [c.t for c in sound_cues(_result())] == [0.0, 0.5, 1.0, 1.5]


def test_sounds_follow_playback_and_skip_is_silent(qtbot):
    pb = Playback()
    sounds = ShotSounds(pb)
    sounds.enabled = True  # as if Qt Multimedia and a device were there
    pb.set_speed(4.0)
    with qtbot.waitSignal(pb.finished, timeout=3000):
        pb.load(_result())
    assert [c.kind for c in sounds.played] == ["cue", "ball", "cushion", "pocket"]
    pb.load(_result())
    pb.skip_to_end()
    assert [c.kind for c in sounds.played] == ["cue"]  # only what sounded before the skip


def test_disabled_sounds_play_nothing(qtbot):
    pb = Playback()
    sounds = ShotSounds(pb)
    sounds.set_enabled(False)
    pb.load(_result())
    pb.skip_to_end()
    assert sounds.played == []


def test_sound_files_are_tiny_wavs():
    for kind in KINDS:
        path = sound_file(kind)
        assert path.stat().st_size < 20_000
        with wave.open(str(path)) as w:
            assert (w.getnchannels(), w.getsampwidth()) == (1, 2)
            assert 0.03 < w.getnframes() / w.getframerate() < 0.5
