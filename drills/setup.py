"""Setting a drill up: the exact layout of attempt *n*.

Scattered balls come from a generator seeded by the drill's seed and the attempt number, so
attempt 3 of a drill is the same layout on every machine, every run: a retry is exact, a
coach and a student see the same table, and a stored solution replays.
"""

from __future__ import annotations

import random

from drills.model import Drill
from simulation.errors import InputError
from simulation.events import rnd_vec
from simulation.layout import ball_fits
from simulation.racks import standard_rack
from simulation.table import TableSpec, Vec

#: Random places tried per scattered ball before the zone counts as too full.
MAX_TRIES = 2000
#: Attempt numbers run from 1; the upper bound only keeps the input sane.
MAX_ATTEMPT = 1_000_000


def attempt_seed(seed: int, attempt: int) -> int:
    """One integer per (drill seed, attempt): integer seeds are portable across platforms."""
    return seed * 1_000_003 + attempt


def draw_number(attempt: int, skip: tuple[int, ...]) -> int:
    """The scatter draw attempt ``attempt`` uses: the ``attempt``-th draw not in ``skip``
    (draws whose layout has no solution, found by tools/find_drill_solutions.py)."""
    draw = attempt
    for k in sorted(skip):
        if k <= draw:
            draw += 1
    return draw


def attempt_layout(drill: Drill, attempt: int, table: TableSpec | None = None
                   ) -> dict[str, Vec]:
    """The balls on the table before the first shot of ``attempt`` (1-based)."""
    table = table or TableSpec()
    if not isinstance(attempt, int) or isinstance(attempt, bool) \
            or not 1 <= attempt <= MAX_ATTEMPT:
        raise InputError("attempt", f"must be an integer from 1 to {MAX_ATTEMPT}")
    lay = drill.layout
    balls: dict[str, Vec] = {}
    if lay.rack:
        balls.update({b: rnd_vec(p) for b, p in standard_rack(table).items()})
    balls.update(lay.balls)
    if not lay.scatter:
        return balls
    rng = random.Random(attempt_seed(drill.seed, draw_number(attempt, lay.skip)))
    clear = 2 * table.ball_radius + lay.min_gap
    for i, group in enumerate(lay.scatter):
        for ball in group.balls:
            for _ in range(MAX_TRIES):
                p = rnd_vec(group.zone.sample(rng))
                if table.on_surface(p) and ball_fits(p, table) and all(
                        (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 >= clear * clear
                        for q in balls.values()):
                    balls[ball] = p
                    break
            else:
                raise InputError(f"layout.scatter[{i}]", f"no room for ball {ball} in the zone "
                                 f"(attempt {attempt}); make the zone larger or hold fewer balls")
    return balls
