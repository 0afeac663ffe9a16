"""Another version of the engine, exported from git and run in a worker process beside this one.

``pyramid-coach bench physics --vs REF`` times the previous engine against this one shot by
shot in the same run, and ``tools/make_replay_reference.py --ref REF`` records the replay
references from the version they must pin. Both need the previous engine exactly as it was,
so it is taken from git (``git archive`` of the ``simulation`` package at REF, unpacked into a
temporary folder) rather than from a copy kept in this tree that could drift from it or be
edited by mistake. A worker is a fresh interpreter with that folder first on its path; it
reads one shot per line (JSON) on stdin and answers with its timings and a digest of its
result, so both engines run the same shots, alternately, on the same machine moments apart.
"""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path
from typing import Any

#: The root of this checkout (``simulation/physics/versions.py`` is two levels below it).
ROOT = Path(__file__).resolve().parents[2]
#: Modules of this tree that describe the shots rather than the engine: copied into an older
#: export that lacks them, so the worker can build and record the same shot set.
SHOT_MODULES = ("shot_set.py", "random_shots.py")

#: The worker: builds each shot from its JSON (``PinnedShot.to_json``) with the engine on its
#: own path, runs it ``repeat`` times and answers with the wall time of each run, the
#: result's SHA-256 and the simulated duration. Only ``simulate``, ``Stroke``, ``TableSpec``
#: and ``PhysicsParams`` are used, which every version of the engine has.
WORKER = r"""
import hashlib, json, sys, time
from simulation.physics.engine import simulate
from simulation.physics.params import PhysicsParams
from simulation.stroke import Stroke
from simulation.table import TableSpec
print(json.dumps({"ready": True}), flush=True)
for line in sys.stdin:
    job = json.loads(line)
    shot = job["shot"]
    table, params = TableSpec(**shot["table"]), PhysicsParams(**shot["params"])
    layout = {b: tuple(p) for b, p in shot["layout"].items()}
    stroke = Stroke(*shot["stroke"])
    walls = []
    for _ in range(job["repeat"]):
        t0 = time.perf_counter()
        result = simulate(layout, stroke, table=table, params=params, trace_hz=shot["trace_hz"])
        walls.append(time.perf_counter() - t0)
    digest = hashlib.sha256(json.dumps(result.to_json()).encode()).hexdigest()
    print(json.dumps({"walls": walls, "digest": digest, "duration": result.duration}),
          flush=True)
"""


class VersionError(Exception):
    """The other version cannot be had (no git, an unknown ref, a worker that failed)."""


def resolve(ref: str) -> str:
    """The full commit hash of ``ref`` in this checkout."""
    if ref.startswith("-"):
        raise VersionError(f"not a git ref: {ref!r}")
    try:
        return _git("rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}").decode().strip()
    except VersionError as exc:
        if "not a git checkout" in str(exc) and (ROOT / ".git").exists():
            raise VersionError(f"no commit named {ref!r} in this checkout") from exc
        raise


def export(ref: str, dest: Path) -> str:
    """Unpack the ``simulation`` package as it is at ``ref`` into ``dest``; return the commit.

    Shot modules the export lacks are copied from this tree (they only build shots)."""
    sha = resolve(ref)
    archive = _git("archive", "--format=tar", sha, "simulation")
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        if hasattr(tarfile, "data_filter"):  # Python 3.11.4 and later
            tar.extractall(dest, filter="data")
        else:  # pragma: no cover - our own repository's archive, plain files only
            tar.extractall(dest)
    for name in SHOT_MODULES:
        target = dest / "simulation" / "physics" / name
        if not target.exists():
            shutil.copyfile(ROOT / "simulation" / "physics" / name, target)
    return sha


def _git(*args: str) -> bytes:
    try:
        done = subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, check=False)
    except OSError as exc:
        raise VersionError(f"git is not available ({exc.strerror})") from exc
    if done.returncode != 0:
        message = done.stderr.decode(errors="replace").strip().splitlines()
        raise VersionError(f"git {args[0]} {args[-1]}: "
                           f"{message[-1] if message else 'not a git checkout'}")
    return done.stdout


def environment(tree: Path) -> dict[str, str]:
    """The environment of an interpreter that imports ``simulation`` from ``tree``."""
    env = dict(os.environ)
    env["PYTHONPATH"] = str(tree)
    env.pop("PYTHONSTARTUP", None)
    return env


class Worker:
    """A fresh interpreter running the engine found in ``tree`` (see ``WORKER``)."""

    def __init__(self, tree: Path) -> None:
        self.tree = tree
        self.proc = subprocess.Popen([sys.executable, "-c", WORKER], cwd=tree,
                                     env=environment(tree), stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self._read()  # the imports are done before the first timing

    def run(self, shot: dict[str, Any], repeat: int) -> dict[str, Any]:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps({"shot": shot, "repeat": repeat}) + "\n")
        self.proc.stdin.flush()
        return self._read()

    def _read(self) -> dict[str, Any]:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            err = self.proc.stderr.read() if self.proc.stderr is not None else ""
            last = err.strip().splitlines()[-1] if err.strip() else "no output"
            raise VersionError(f"the engine in {self.tree} failed: {last}")
        answer: dict[str, Any] = json.loads(line)
        return answer

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:  # pragma: no cover - a worker stuck in a shot
            self.proc.kill()
            self.proc.wait()
        for stream in (self.proc.stdout, self.proc.stderr):
            if stream is not None:
                stream.close()

    def __enter__(self) -> Worker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
