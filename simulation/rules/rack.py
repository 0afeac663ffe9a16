"""The incomplete pyramid of General rules 9.3 (re-racking after an illegal break, 13.2).

9.3: an incomplete pyramid keeps every requirement of the full one (9.1: a touching triangle,
apex on the back spot, base parallel to the back cushion). It is filled from the apex toward
the base; the base (the last, unfilled row) is filled from its middle outward, symmetric
about the long axis; for full symmetry the apex ball is moved into the base row if needed.

Symmetry from the middle works when the number of balls in the base row has the parity of
the row's length (an odd row has a middle place, an even row does not). When it does not, the
apex ball joins the base row, which restores the parity; the apex is then left empty, as the
text allows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from simulation.balls import CUE
from simulation.events import rnd_vec
from simulation.racks import default_cue_position, rack_slots
from simulation.rules.tablegeo import overlaps_any, touches_any
from simulation.table import TableSpec, Vec


def incomplete_rack_slots(n: int, table: TableSpec) -> list[Vec]:
    """The places of ``n`` balls (1 ≤ n ≤ 15) in a pyramid per General rules 9.3."""
    if not 1 <= n <= 15:
        raise ValueError("a pyramid holds 1 to 15 balls")
    rows = rack_slots(table)
    full = 0
    total = 0
    while full < 5 and total + full + 1 <= n:
        total += full + 1
        full += 1
    chosen: list[Vec] = [p for row in rows[:full] for p in row]
    base_count = n - total
    if base_count == 0:
        return chosen
    base_row = rows[full]
    length = len(base_row)
    if base_count % 2 != length % 2:
        chosen = chosen[1:]  # 9.3: the apex ball goes into the base row for symmetry
        base_count += 1
    return chosen + _middle_out(base_row, base_count)


def _middle_out(row: Sequence[Vec], count: int) -> list[Vec]:
    """``count`` places of ``row`` taken from the middle outward, symmetrically."""
    n = len(row)
    order: list[int] = []
    if n % 2:
        mid = n // 2
        order.append(mid)
        for k in range(1, mid + 1):
            order += [mid - k, mid + k]
    else:
        for k in range(n // 2):
            order += [n // 2 - 1 - k, n // 2 + k]
    return [row[i] for i in order[:count]]


def rerack(balls: Sequence[str], table: TableSpec) -> dict[str, Vec]:
    """Put ``balls`` in an incomplete pyramid, in the order given (apex first)."""
    slots = incomplete_rack_slots(len(balls), table)
    return dict(zip(balls, slots, strict=True))


def cue_to_house(layout: Mapping[str, Vec], table: TableSpec) -> dict[str, Vec]:
    """Put the coloured ball on its waiting place in the house (9.2) for a (re-)break: behind
    the front spot, or further toward the front cushion when a ball is there."""
    out = dict(layout)
    others = {b: p for b, p in out.items() if b != CUE}
    x = default_cue_position(table)[0]
    while overlaps_any((x, 0.0), others, table) or touches_any((x, 0.0), others, table):
        x -= 2 * table.ball_radius
    out[CUE] = rnd_vec((x, 0.0))
    return out
