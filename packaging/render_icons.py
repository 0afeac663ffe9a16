"""Render the program's icon (resources/icons/pyramid-coach.svg) to the PNG sizes that
desktops ask for, next to it: ``python packaging/render_icons.py``.

The SVG is the source; the PNGs are committed so that neither the app nor a bundle build
needs an SVG renderer for them (Windows' .ico and macOS' .icns are made from them at build
time by packaging/icons.py). Qt's SVG renderer draws them, offscreen.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
SOURCE = ICONS / "pyramid-coach.svg"
#: The freedesktop hicolor sizes, which also cover Windows (16-256) and macOS (16-512).
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def png_path(size: int) -> Path:
    return ICONS / f"pyramid-coach-{size}.png"


def render(sizes: tuple[int, ...] = SIZES) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        raise SystemExit(f"render_icons: {SOURCE} is not a valid SVG")
    written: list[Path] = []
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        path = png_path(size)
        if not image.save(str(path), "PNG"):
            raise SystemExit(f"render_icons: could not write {path}")
        written.append(path)
    del app
    return written


if __name__ == "__main__":
    for p in render():
        print(p.relative_to(ICONS.parents[1]))
