"""The icon: the PNG sizes the desktops ask for, each rendered from the SVG (so the two do not
drift apart), square, with the cloth green at the centre-top and transparent corners."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "resources" / "icons"


def _render_module():
    spec = importlib.util.spec_from_file_location("render_icons", ROOT / "packaging" /
                                                  "render_icons.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


render_icons = _render_module()


@pytest.mark.parametrize("size", render_icons.SIZES)
def test_each_size_is_there_and_square(size):
    image = QImage(str(render_icons.png_path(size)))
    assert (image.width(), image.height()) == (size, size)
    assert image.hasAlphaChannel()
    assert image.pixelColor(0, 0).alpha() == 0  # rounded corner
    green = image.pixelColor(size // 2, max(1, size // 8))  # cloth above the apex ball
    assert green.green() > green.red() + 40 and green.green() > green.blue() + 40, green.name()


def test_the_pngs_are_the_svg_rendered(qapp, tmp_path, monkeypatch):
    monkeypatch.setattr(render_icons, "ICONS", tmp_path)
    fresh = render_icons.render((48, 128))
    for path in fresh:
        size = int(path.stem.rsplit("-", 1)[1])
        new, old = QImage(str(path)), QImage(str(ICONS / path.name))
        diff = sum(abs(new.pixelColor(x, y).red() - old.pixelColor(x, y).red())
                   for x in range(0, size, 3) for y in range(0, size, 3))
        assert diff / ((size // 3 + 1) ** 2) < 3.0, f"{path.name} differs from the SVG"
