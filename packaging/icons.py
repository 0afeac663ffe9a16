"""Windows' .ico and macOS' .icns from the committed PNGs (resources/icons/), each size
taken from its own rendering rather than scaled from one: ``python packaging/icons.py
ico|icns OUT``. Run by packaging/build.py in the build environment, which has Pillow."""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
#: Sizes each format holds (Windows shows up to 256 px; macOS' .icns goes to 512 px).
SIZES = {"ico": (16, 24, 32, 48, 64, 128, 256), "icns": (16, 32, 64, 128, 256, 512)}


def write_icon(kind: str, out: Path) -> Path:
    sizes = SIZES[kind]
    images = [Image.open(ICONS / f"pyramid-coach-{s}.png").convert("RGBA") for s in sizes]
    largest = images[-1]
    if kind == "ico":
        largest.save(out, format="ICO", sizes=[(s, s) for s in sizes], append_images=images[:-1])
    else:
        largest.save(out, format="ICNS", append_images=images[:-1])
    return out


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in SIZES:
        sys.exit("usage: python packaging/icons.py ico|icns OUT")
    print(write_icon(sys.argv[1], Path(sys.argv[2])))
