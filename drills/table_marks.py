"""A drill's balls as a player sets them up on a real table: the card's measurements.

The drill cards (coach_app/report/cards.py) and the app's "set up at the table" screen
print, for every ball, two tape-measure figures and the same place in diamonds, so a coach
at a club can lay a drill out without the program. The centimetres come from
:mod:`simulation.table_marks` (the nearer end cushion and the nearer long cushion, from the
cushion's nose, rounded to the half centimetre a tape shows: at most 2.5 mm per axis, 3.5 mm
in all); the diamonds here are counted the one way a player counts sights along a rail,
from the front (house) cushion along the table and from the right cushion across it, so
the two figures of a card never disagree about which end they start from.

Diamonds: 1 along = L/8 (three sights between a corner and the middle pocket), 1 across =
W/4, one decimal, which is as close as a player reads a sight by eye.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from simulation.table import TableSpec
from simulation.table_marks import (
    LENGTH_DIVISIONS,
    WIDTH_DIVISIONS,
    LongCushion,
    Place,
    ShortCushion,
    place_of,
)
from simulation.table_marks import position_of as _place_position

Vec = tuple[float, float]


@dataclass(frozen=True)
class BallMark:
    """Where one ball goes, as the card prints it."""

    ball: str              # "cue", "1".."15"
    end_cushion: str       # "front" | "back": the nearer end cushion
    end_cm: float          # nose of that cushion to the ball's centre, rounded to 0.5 cm
    side_cushion: str      # "left" | "right": the nearer long cushion
    side_cm: float         # rounded to 0.5 cm
    along_diamonds: float  # from the front cushion, 1 diamond = L/8, 0..8, one decimal
    across_diamonds: float  # from the right cushion, 1 diamond = W/4, 0..4, one decimal


def _order(ball: str) -> tuple[int, int, str]:
    """The cue ball first, then the object balls by number (any other id last, by name)."""
    if ball == "cue":
        return (0, 0, ball)
    if ball.isdigit():
        return (1, int(ball), ball)
    return (2, 0, ball)


def ball_mark(ball: str, pos: Vec, table: TableSpec) -> BallMark:
    """The mark of one ball at ``pos`` (raises InputError when it is off the cloth)."""
    place = place_of(pos, table)
    x, y = pos
    along = (x + table.half_length) / (table.length / LENGTH_DIVISIONS)
    across = (y + table.half_width) / (table.width / WIDTH_DIVISIONS)
    return BallMark(
        ball=ball,
        end_cushion=place.short.value,
        end_cm=place.from_short_cm,
        side_cushion=place.long.value,
        side_cm=place.from_long_cm,
        along_diamonds=round(along, 1),
        across_diamonds=round(across, 1),
    )


def ball_marks(layout: Mapping[str, Vec], table: TableSpec) -> tuple[BallMark, ...]:
    """Every ball of ``layout``, the cue ball first, then by number."""
    return tuple(ball_mark(b, layout[b], table) for b in sorted(layout, key=_order))


def position_of(mark: BallMark, table: TableSpec) -> Vec:
    """Where a ball set up from ``mark``'s centimetres stands (the diamonds are for a quick
    look; the tape's figures are the ones that put the ball back within 3.5 mm)."""
    place = Place(short=ShortCushion(mark.end_cushion), from_short_cm=mark.end_cm,
                  long=LongCushion(mark.side_cushion), from_long_cm=mark.side_cm,
                  from_short_diamonds=0.0, from_long_diamonds=0.0)
    return _place_position(place, table)
