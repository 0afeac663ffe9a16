#!/usr/bin/env python3
"""Record the replay references: what every pinned shot must reproduce bit for bit.

    python tools/make_replay_reference.py                # with the engine of this tree
    python tools/make_replay_reference.py --ref main     # with the engine as it is at main

Writes tests/physics/data/replay_reference.json: for each shot of
``simulation.physics.shot_set.pinned_shots()`` its result, its number of steps, a SHA-256 of
every step's full-precision state and its final unrounded state (``shot_set.record``).
tests/physics/test_replay_reference.py replays the set and compares. Record the references
with the engine they must pin (the version before a change meant to keep results, or the
new version after a deliberate change of the model, with PHYSICS_VERSION bumped), never
with an engine whose output is in question.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from simulation.physics import versions  # noqa: E402

OUT = ROOT / "tests" / "physics" / "data" / "replay_reference.json"

#: Run inside the engine's own tree: records the set and prints it as JSON.
RECORD = """
import json
from simulation.physics.params import PHYSICS_VERSION
from simulation.physics.shot_set import pinned_shots, record
print(json.dumps({"physics_version": PHYSICS_VERSION,
                  "shots": [record(s) for s in pinned_shots()]}))
"""


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ref", help="git ref whose engine records the references (default: "
                                  "this tree)")
    ap.add_argument("--out", type=Path, default=OUT, help=f"output file (default {OUT})")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="pyramid-ref-") as tmp:
        if args.ref:
            tree = Path(tmp)
            made_by = versions.export(args.ref, tree)
        else:
            tree = ROOT
            made_by = "working tree at " + versions.resolve("HEAD")
        out = subprocess.run([sys.executable, "-c", RECORD], cwd=tree, check=True,
                             env=versions.environment(tree), capture_output=True,
                             text=True).stdout
    data = json.loads(out)
    data = {"made_by": made_by, **data}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    # One shot a line: a diff of the file names the shots that changed.
    lines = [json.dumps(s) for s in data.pop("shots")]
    head = json.dumps(data)[:-1]
    args.out.write_text(head + ', "shots": [\n' + ",\n".join(lines) + "\n]}\n")
    print(f"{len(lines)} shots recorded by {made_by} into {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
