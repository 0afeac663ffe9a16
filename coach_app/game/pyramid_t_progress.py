"""Where a Pyramid T frame stands, as the scoreboard shows it, with no widgets: each
player's stage and the colours of the set of five they are collecting, and what the balls
still on the table are worth.

Read from the referee's state (:mod:`simulation.rules.pyramid_t` keeps the sets in
``state.extra``), never computed again here:

* 4.1/4.4/4.5: a player collects one ball of each of the five colours; the first set of
  five is stage 1 (its balls come back to the T spots), every later set stage 2;
* 4.1.2: blue 3, yellow 4, black 5, green 6, red 7;
* 4.5: with five or fewer object balls on the table every ball is common to both players;
* 4: the frame is decided by the points against what is left on the table.
"""

from __future__ import annotations

from dataclasses import dataclass

from simulation.balls import CUE, PYRAMID_T_COLOURS, PYRAMID_T_ORDER, PYRAMID_T_VALUES, Colour
from simulation.rules.pyramid_t import COMMON_AT
from simulation.rules.state import GameState


@dataclass(frozen=True)
class SideProgress:
    """``collected``: the colours of the set under way, in the order 4.1 lists them;
    ``sets_done``: complete sets of five; ``stage`` 1 until the first set is done."""

    collected: tuple[Colour, ...]
    sets_done: int

    @property
    def stage(self) -> int:
        return 1 if self.sets_done == 0 else 2

    @property
    def needed(self) -> tuple[Colour, ...]:
        return tuple(c for c in PYRAMID_T_ORDER if c not in self.collected)


@dataclass(frozen=True)
class ColourLeft:
    colour: Colour
    value: int
    balls: int


@dataclass(frozen=True)
class TableValue:
    """The object balls still on the table by colour, their total, and whether they are
    common game balls of both players (4.5)."""

    colours: tuple[ColourLeft, ...]
    total: int
    common: bool


def side_progress(state: GameState, side: str) -> SideProgress:
    extra = state.extra
    have = {Colour(c) for c in extra.get("sets", {}).get(side, ())}
    return SideProgress(tuple(c for c in PYRAMID_T_ORDER if c in have),
                        int(extra.get("done", {}).get(side, 0)))


def table_value(state: GameState) -> TableValue:
    objects = [b for b in state.balls if b != CUE and b in PYRAMID_T_COLOURS]
    colours = tuple(ColourLeft(c, PYRAMID_T_VALUES[c],
                               sum(1 for b in objects if PYRAMID_T_COLOURS[b] is c))
                    for c in PYRAMID_T_ORDER)
    return TableValue(colours, sum(c.value * c.balls for c in colours),
                      len(objects) <= COMMON_AT)
