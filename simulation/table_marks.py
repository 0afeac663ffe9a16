"""Where a ball stands, said so a person can set it up on a real table.

A drill's layout is in the program's coordinates (metres from the centre spot). At a club
a player sets it up with a tape measure or by the sights on the rails, so each ball's
place is given as two measurements: from the nearest short cushion (front or back) and
from the nearest long cushion (left or right), in centimetres and in diamonds.

Measurements run from the cushion's nose line (the edge of the playing surface, where
the table's length and width are measured, General rules 2) to the point of the cloth under
the ball's centre, which is where a player puts the ball's mark down. Diamonds are the
sights set into the rails of a pyramid table: three between the pockets of each half of a
long rail and three along each short rail, dividing the length into 8 and the width into 4
equal parts (on the 12-foot table 44.4 cm and 44.4 cm), counted from the short cushion or
the long cushion the measurement starts at. Centimetres are rounded to the half
centimetre a tape shows, so a ball set up from the card is within 2.5 mm of its place on
each axis.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum

from simulation.errors import InputError
from simulation.table import TableSpec

Vec = tuple[float, float]

#: Sights along the table's length and across its width: the intervals between them.
LENGTH_DIVISIONS = 8
WIDTH_DIVISIONS = 4
#: A tape measure's resolution as a player reads it for a ball's mark: half a centimetre.
TAPE_STEP_CM = 0.5


class ShortCushion(StrEnum):
    FRONT = "front"
    BACK = "back"


class LongCushion(StrEnum):
    LEFT = "left"
    RIGHT = "right"


@dataclass(frozen=True)
class Place:
    """A ball's place measured from two cushions (see the module's docstring)."""

    short: ShortCushion
    from_short_cm: float
    long: LongCushion
    from_long_cm: float
    #: The same distances in diamonds (one decimal is what a player can read by eye).
    from_short_diamonds: float
    from_long_diamonds: float


def _tape(metres: float) -> float:
    return round(metres * 100.0 / TAPE_STEP_CM) * TAPE_STEP_CM


def place_of(pos: Vec, table: TableSpec) -> Place:
    """The measurements that set up a ball at ``pos``."""
    x, y = pos
    half_l, half_w = table.length / 2.0, table.width / 2.0
    if not (math.isfinite(x) and math.isfinite(y)) or abs(x) > half_l or abs(y) > half_w:
        raise InputError("position", f"({x:g}, {y:g}) is off the playing surface")
    short = ShortCushion.FRONT if x <= 0.0 else ShortCushion.BACK
    from_short = half_l + x if short is ShortCushion.FRONT else half_l - x
    long = LongCushion.LEFT if y >= 0.0 else LongCushion.RIGHT
    from_long = half_w - abs(y)
    return Place(
        short=short,
        from_short_cm=_tape(from_short),
        long=long,
        from_long_cm=_tape(from_long),
        from_short_diamonds=round(from_short / (table.length / LENGTH_DIVISIONS), 1),
        from_long_diamonds=round(from_long / (table.width / WIDTH_DIVISIONS), 1),
    )


def position_of(place: Place, table: TableSpec) -> Vec:
    """Where a ball set up from ``place``'s centimetres stands (the inverse of
    :func:`place_of`, to within the tape's half centimetre)."""
    half_l, half_w = table.length / 2.0, table.width / 2.0
    d_short, d_long = place.from_short_cm / 100.0, place.from_long_cm / 100.0
    x = -half_l + d_short if place.short is ShortCushion.FRONT else half_l - d_short
    y = half_w - d_long if place.long is LongCushion.LEFT else -half_w + d_long
    return (x, y)
