"""Table geometry the referee needs: frozen balls, sides of the centre line, house zones.

The rules speak of balls "standing frozen to a cushion" (General rules 20.2.2), of a ball's
centre "on the other side of the centre line or on it" (20.4.3) and of the house (11). A
ball's position is its centre (clause 10). Positions in a shot result are rounded to the
micrometre, so every test here allows that much, and "frozen" allows a tenth of a
millimetre: far below what a referee can see, above any rounding.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from simulation.geometry import dist, point_segment_distance
from simulation.layout import OVERLAP_TOLERANCE
from simulation.rules.vocab import House
from simulation.table import TableSpec, Vec

#: A ball within this distance of a cushion face, or of another ball, touches it.
TOUCH_TOLERANCE = 1.0e-4
#: Positions are rounded to 1 µm; a centre within this of x = 0 is on the centre line.
LINE_EPS = 1.0e-6


def frozen_cushions(pos: Vec, table: TableSpec) -> frozenset[str]:
    """Cushions a ball at ``pos`` touches (a jaw face belongs to its cushion).

    General rules 20.2.2/20.3.2: "a ball standing frozen to a cushion".
    """
    limit = table.ball_radius + TOUCH_TOLERANCE
    out = set()
    for cushion in table.cushions():
        if any(point_segment_distance(pos, a, b) <= limit for a, b in cushion.faces):
            out.add(cushion.id)
    return frozenset(out)


def hanging_in_mouth(pos: Vec, table: TableSpec, pocket: str | None = None) -> bool:
    """A ball hanging over a pocket (``pocket``, or any): Pyramid T 4.7's «замазанный»
    (smeared) ball and General rules 22's «зависший над лузой шар». Our reading: its centre
    within a ball's diameter of the pocket's mouth centre."""
    pockets = table.pockets() if pocket is None else (table.pocket(pocket),)
    return any(dist(pos, p.mouth_centre) <= 2 * table.ball_radius for p in pockets)


def across_centre_line(mover: Vec, other: Vec) -> bool:
    """General rules 20.4.3: the other ball's centre lies on the far side of the centre line
    from the mover, or on the line. A mover exactly on the line counts as across (it has
    reached the line, which is what the clause is after)."""
    if abs(other[0]) <= LINE_EPS or abs(mover[0]) <= LINE_EPS:
        return True
    return (mover[0] > 0) != (other[0] > 0)


@dataclass(frozen=True)
class HouseZone:
    """The area a cue ball in hand must be placed in.

    ``front`` is the house of General rules 2.2 / 11 (x < -L/4, the line itself outside);
    ``temporary`` is the temporary house of Combined 6.7 (x > +L/4, beyond the line through
    the back spot), used when every object ball is in the house.
    """

    kind: House
    line_x: float

    def contains(self, pos: Vec) -> bool:
        if self.kind is House.FRONT:
            return pos[0] < self.line_x
        return pos[0] > self.line_x


def house_zone(kind: str, table: TableSpec) -> HouseZone:
    if kind == House.FRONT:
        return HouseZone(House.FRONT, table.house_line_x)
    if kind == House.TEMPORARY:
        return HouseZone(House.TEMPORARY, table.temporary_house_line_x)
    raise ValueError(f"unknown house {kind!r}")


def all_objects_in_house(layout: Mapping[str, Vec], cue_ball: str, table: TableSpec) -> bool:
    """Combined 6.7: true when every object ball on the table is in the (front) house."""
    objects = [p for b, p in layout.items() if b != cue_ball]
    return bool(objects) and all(table.in_house(p) for p in objects)


def touches_any(pos: Vec, layout: Mapping[str, Vec], table: TableSpec,
                skip: str | None = None) -> str | None:
    """The first ball that a ball at ``pos`` would touch or overlap, or None."""
    limit = 2 * table.ball_radius + TOUCH_TOLERANCE
    for b, p in layout.items():
        if b != skip and dist(pos, p) <= limit:
            return b
    return None


def overlaps_any(pos: Vec, layout: Mapping[str, Vec], table: TableSpec,
                 skip: str | None = None) -> str | None:
    """The first ball that a ball at ``pos`` would overlap (touching allowed), or None."""
    limit = 2 * table.ball_radius - OVERLAP_TOLERANCE
    for b, p in layout.items():
        if b != skip and dist(pos, p) < limit:
            return b
    return None


