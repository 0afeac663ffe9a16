"""Where to put the cue ball when it is in hand.

Candidate places are of two sorts: the analysis module's house grid (mirrored for the
temporary house of Combined 6.7, spread over the whole surface for Dynamic 6.1), and places
straight behind each object ball's clear road to a pocket, a little off the line too, so
that a pot with a small cut (which leaves the cue ball somewhere useful) is on offer. Every
place is put through the referee's own placement check (house line, zone, not touching a
ball), so whatever the policy chooses the referee accepts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from simulation.ai.geometry import lanes
from simulation.analysis.placement import house_grid
from simulation.balls import CUE
from simulation.errors import InputError
from simulation.rules.game import referee_for
from simulation.rules.state import GameState
from simulation.rules.vocab import Hand, House
from simulation.table import TableSpec, Vec

#: Distances (m) behind the ghost ball and sideways offsets tried for a straight-ish pot.
BACK = (0.22, 0.45, 0.8)
SIDEWAYS = (0.0, 0.07, -0.07)


def legal(state: GameState, pos: Vec, table: TableSpec) -> bool:
    """The referee's placement check (General rules 11/12.3, Combined 6.1, Dynamic 6.1)."""
    try:
        referee_for(state.discipline).check_placement(state, pos, table)
    except InputError:
        return False
    return True


def zone_grid(state: GameState, table: TableSpec) -> list[Vec]:
    """A coarse grid over the zone the ball in hand may be placed in."""
    if state.ball_in_hand is Hand.TABLE:
        R = table.ball_radius
        xs = [(-table.half_length + R + 0.05) + k * (table.length - 2 * R - 0.1) / 10
              for k in range(11)]
        ys = [(-table.half_width + R + 0.05) + k * (table.width - 2 * R - 0.1) / 4
              for k in range(5)]
        return [(x, y) for x in xs for y in ys]
    grid = house_grid(table, 5, 7)
    if state.house is House.TEMPORARY:
        grid = [(-x, y) for x, y in grid]
    return grid


def hand_spots(state: GameState, targets: Sequence[str], table: TableSpec,
               limit: int = 48) -> list[Vec]:
    """Legal places for the ball in hand, the promising ones (behind a pot) first."""
    layout: Mapping[str, Vec] = {b: p for b, p in state.balls.items() if b != CUE}
    spots: list[Vec] = []
    for lane in lanes(layout, targets, table):
        ux, uy = lane.unit
        for back in BACK:
            for side in SIDEWAYS:
                spots.append((round(lane.ghost[0] - back * ux - side * uy, 6),
                              round(lane.ghost[1] - back * uy + side * ux, 6)))
    straight = [p for p in spots if legal(state, p, table)]
    grid = [(round(x, 6), round(y, 6)) for x, y in zone_grid(state, table)]
    out: list[Vec] = []
    seen: set[Vec] = set()
    for p in straight[:limit] + [g for g in grid if legal(state, g, table)]:
        if p not in seen:
            seen.add(p)
            out.append(p)
    return out


def fallback_spot(state: GameState, table: TableSpec) -> Vec | None:
    """Any legal place (the waiting place of 9.2 first), for a shot with nothing on."""
    first = state.balls.get(CUE)
    for p in ([first] if first else []) + zone_grid(state, table):
        if legal(state, p, table):
            return p
    return None
