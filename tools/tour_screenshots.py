"""Regenerate docs/screenshots from the screen tour (tests/gui/test_screen_tour.py).

    python tools/tour_screenshots.py [--size 1024x640] [OUT_DIR]

Runs the tour on its made-up history (both languages; checks included: a failing tour
writes nothing) with ``PYRAMID_TOUR_DIR`` pointing at a temporary folder, then copies the
screens the README shows into OUT_DIR (default docs/screenshots) under stable names. Since
the tour walks the game and practice screens, the foul's verdict and the drill
browser come from it too; the classic game mid-frame and a drill's target picture still
come from tools/take_screenshots.py (a classic frame played to the middle, a target drill
set up), which the tour does not stage.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: README name: the tour's screen name.
PICTURES = {
    "start": "start",
    "review": "review-long-session",
    "review_empty": "review",
    "progress_drills": "progress-success_by_drill",
    "progress_potting": "progress-potting",
    "progress_breaks": "progress-breaks",
    "game_verdict": "game-verdict",
    "drill_browser": "practice-browser",
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--size", default="1024x640", choices=("1024x640", "1920x1080"))
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="pyramid-tour-") as tmp:
        env = dict(os.environ, PYRAMID_TOUR_DIR=tmp, QT_QPA_PLATFORM="offscreen")
        run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                              str(ROOT / "tests" / "gui" / "test_screen_tour.py"),
                              "-k", args.size], cwd=ROOT, env=env, check=False)
        if run.returncode != 0:
            print("the screen tour failed: no screenshots written", file=sys.stderr)
            return 1
        for name, screen in PICTURES.items():
            kind = "first-start" if name == "review_empty" else "history"
            for lang in ("ru", "en"):
                source = Path(tmp) / kind / f"{screen}-{args.size}-{lang}.png"
                shutil.copyfile(source, out / f"{name}_{lang}.png")
                print(out / f"{name}_{lang}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
