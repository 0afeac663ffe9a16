"""Colours and drawn proportions of the table picture.

Only the things the table specification does not fix live here (the wood of the rail,
the colour of the cloth, how a ball is shaded); every playing dimension comes from
:class:`simulation.table.TableSpec` so the picture is to scale.
"""

from __future__ import annotations

from dataclasses import dataclass

from simulation.balls import Colour

Rgb = tuple[int, int, int]


@dataclass(frozen=True)
class TableStyle:
    """How the table looks. ``rail_extra`` is the wood beyond the cushion blocks (metres)."""

    background: Rgb = (34, 38, 43)
    cloth: Rgb = (22, 110, 72)
    cloth_edge: Rgb = (16, 86, 56)
    cushion: Rgb = (18, 94, 61)
    cushion_nose: Rgb = (86, 170, 120)
    rail_wood: Rgb = (102, 58, 30)
    rail_wood_dark: Rgb = (70, 38, 18)
    pocket: Rgb = (10, 10, 10)
    marking: Rgb = (225, 235, 225)
    sight: Rgb = (236, 226, 200)
    ivory: Rgb = (243, 236, 214)
    ivory_shade: Rgb = (196, 184, 150)
    number: Rgb = (30, 30, 30)
    cue_ball: Rgb = (214, 64, 40)
    cue_ball_shade: Rgb = (140, 34, 20)
    #: The dots on Pyramid T's ivory cue ball.
    cue_mark: Rgb = (196, 30, 36)
    rail_extra: float = 0.075


#: Pyramid T's five colours as they are drawn (clause 2 names them; the shades are ours).
PYRAMID_T_RGB: dict[Colour, Rgb] = {
    Colour.BLUE: (36, 92, 196),
    Colour.YELLOW: (236, 190, 40),
    Colour.BLACK: (32, 32, 36),
    Colour.GREEN: (34, 150, 70),
    Colour.RED: (206, 40, 44),
}

#: Roles of overlay paths, each with its own colour (aim line, predicted cue-ball path...).
OVERLAY_RGB: dict[str, Rgb] = {
    "aim": (255, 255, 255),
    "cue_path": (255, 214, 90),
    "object_path": (140, 220, 255),
    "legal": (90, 230, 120),
    "illegal": (240, 70, 60),
    "highlight": (255, 214, 90),
}
