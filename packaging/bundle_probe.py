"""Checks run inside a built bundle (``PYRAMID_COACH_PROBE=NAME bundle/pyramid-coach``).

They answer what the headless commands cannot show from the outside: that the frozen
program finds Qt Multimedia and its system libraries, its translations, drills and tables,
spawns worker processes that compute what this process computes, and plays a sound. Each
prints one JSON object.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import Any

#: Cue-ball speeds (m/s) of the straight shots the worker check simulates.
WORKER_SPEEDS = (0.8, 1.6, 2.4, 3.2)


def simulate_speeds(speeds: Sequence[float]) -> list[list[float]]:
    """Where the cue ball stops after a straight shot into ball 1 at each speed (run in a
    worker process, and again here, to compare)."""
    from simulation.physics.engine import simulate
    from simulation.stroke import Stroke

    out: list[list[float]] = []
    for speed in speeds:
        result = simulate({"cue": (-1.2, 0.0), "1": (0.6, 0.05)}, Stroke("cue", 0.0, speed))
        out.append([float(v) for v in result.balls["cue"]])
    return out


def _check() -> dict[str, object]:
    from coach_app.shell.app import new_application

    app = new_application([])
    from PySide6 import __version__ as qt_version
    from PySide6.QtCore import QLibraryInfo

    from coach_app.qtkit.i18n import catalogue_bytes
    from coach_app.store.location import default_path
    from coach_app.table.sound import KINDS, sound_file, sound_support
    from coach_app.version import program_version
    from drills.library import builtin_packs
    from simulation.analysis.workers import map_chunks
    from simulation.table import builtin_tables

    chunks = [[s] for s in WORKER_SPEEDS]
    in_workers = map_chunks(simulate_speeds, chunks, 2)
    here = [simulate_speeds(c) for c in chunks]
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    report = {
        "version": program_version(),
        "frozen": bool(getattr(sys, "frozen", False)),
        "qt": qt_version,
        "platform": app.platformName(),
        "sound": sound_support() or "ok",
        "sound_files": all(sound_file(k).is_file() for k in KINDS),
        "catalogues": {lang: len(catalogue_bytes(lang)) for lang in ("ru", "en")},
        "qtbase_ru": any(p.endswith("qtbase_ru.qm") for p in _listdir(qt_dir)),
        "drills": sum(len(pack.drills) for pack in builtin_packs()),
        "tables": sorted(builtin_tables()),
        "history_file": str(default_path()),
        "workers_match": in_workers == here,
        "qt_modules": sorted(m.split(".")[1] for m in sys.modules
                             if m.startswith("PySide6.Qt") and m.count(".") == 1),
    }
    return report


def _play(kind: str = "pocket", timeout_s: float = 10.0) -> dict[str, object]:
    """Play one of the program's sounds as the table does (a QSoundEffect on the WAV file)
    and report what Qt said: loaded, started, finished. Needs an audio output."""
    app = new_application_for_probe()
    from PySide6.QtCore import QElapsedTimer, QUrl
    from PySide6.QtMultimedia import QSoundEffect

    from coach_app.table.sound import sound_file, sound_support

    effect = QSoundEffect()
    seen: list[str] = []
    effect.statusChanged.connect(lambda: seen.append(effect.status().name))
    effect.playingChanged.connect(
        lambda: seen.append("playing" if effect.isPlaying() else "stopped"))
    effect.setSource(QUrl.fromLocalFile(str(sound_file(kind))))
    clock = QElapsedTimer()
    clock.start()
    started = False
    while clock.elapsed() < timeout_s * 1000:
        app.processEvents()
        status = effect.status()
        if status == QSoundEffect.Status.Error:
            break
        if status == QSoundEffect.Status.Ready and not started:
            effect.play()
            started = True
        if started and "playing" in seen and seen[-1] == "stopped":
            break
    return {"sound": sound_support() or "ok", "events": seen,
            "played": "playing" in seen and seen[-1:] == ["stopped"],
            "seconds": round(clock.elapsed() / 1000, 3)}


def new_application_for_probe() -> Any:
    from coach_app.shell.app import new_application

    return new_application([])


def _listdir(folder: str) -> list[str]:
    from pathlib import Path

    path = Path(folder)
    return [p.name for p in path.iterdir()] if path.is_dir() else []


def run_probe(name: str, args: Sequence[str]) -> int:
    """``check`` prints the bundle's self-check; ``play [KIND]`` plays one sound (exit 1 if it
    did not play)."""
    if name == "check" and not args:
        print(json.dumps(_check()))
        return 0
    if name == "play" and len(args) <= 1:
        report = _play(*args)
        print(json.dumps(report))
        return 0 if report["played"] else 1
    sys.stderr.write(f"bundle probe: unknown probe {name!r} (check, play [KIND])\n")
    return 2
