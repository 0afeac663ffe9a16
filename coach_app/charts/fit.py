"""Texts made to fit the room a chart has for them, without measuring them.

matplotlib knows a text's size only once it has laid it out (the costly part of drawing
it), so the charts estimate it from the font's character widths instead: close enough
(within a few per cent for DejaVu Sans, matplotlib's font, in Latin and Cyrillic) to
break a title onto a second line, or make an axis label a little smaller, when the window
is small or a translation long.
"""

from __future__ import annotations

from collections.abc import Sequence

#: Characters of DejaVu Sans, matplotlib's font, about 0.95 and 0.33 em wide (the rest of
#: the Latin and Cyrillic letters and the digits: about 0.64).
_WIDE = frozenset("%…MWmwжшщюфыЖШЩЮФЫ")
_NARROW = frozenset(".,:;!|iljtfr ()")


def text_width(texts: Sequence[str], size: float) -> float:
    """About how wide (points) the widest of ``texts`` is at font ``size``: enough to
    place an axis label clear of its tick labels without measuring them."""
    def ems(text: str) -> float:
        return sum(0.95 if c in _WIDE else 0.33 if c in _NARROW else 0.64 for c in text)

    return max((ems(t) for t in texts), default=0.0) * size


def wrap(text: str, width: float, size: float) -> str:
    """``text`` broken at spaces into lines of at most ``width`` points (estimated, at font
    ``size``); a single word wider than that stays whole."""
    lines: list[str] = []
    for word in text.split(" "):
        if lines and text_width([f"{lines[-1]} {word}"], size) <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return "\n".join(lines)


def fit(text: str, room: float, size: float, lines: int = 1, smallest: float = 7.0,
        bold: bool = False) -> tuple[str, float]:
    """``text`` broken onto at most ``lines`` lines, and the font size (``size``, or
    smaller down to ``smallest``) at which every line fits in ``room`` points. At the
    smallest size it may still take more lines, or more room."""
    scale = 1.1 if bold else 1.0  # bold glyphs are about a tenth wider
    while True:
        wrapped = wrap(text, room / scale, size) if lines > 1 else text
        parts = wrapped.split("\n")
        if ((len(parts) <= lines and scale * text_width(parts, size) <= room)
                or size <= smallest):
            return wrapped, size
        size = max(smallest, 0.92 * size)
