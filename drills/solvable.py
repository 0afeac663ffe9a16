"""Scattered layouts that can always be done: find the draws with no solution.

A scattered drill draws its balls afresh for every attempt (drills/setup.py). A draw can
leave no shot the search finds (a ball tight behind another, a colour frozen in a jaw), and
such an attempt has no "Show me" and no difficulty. ``unsolvable_draws`` searches attempt
1 … ``attempts`` in turn; a draw without a solution is added to the drill's ``layout.skip``
and the attempt takes the next draw (``colours.scatter-1`` draws 3 and 4).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from drills.model import Drill, Solution
from drills.search import find_solution
from drills.setup import draw_number

#: Draws tried past the set before giving up (a zone where nothing can be done).
MAX_EXTRA = 20


def unsolvable_draws(drill: Drill, *, max_sims: int = 6000,
                     solve: Callable[[Drill, int], Solution | None] | None = None
                     ) -> tuple[tuple[int, ...], dict[int, Solution]]:
    """(the draws to skip, a solution per attempt) for a drill with scattered balls; a drill
    without scatter gives ((), {})."""
    if not drill.layout.scatter:
        return (), {}

    def default(d: Drill, n: int) -> Solution | None:
        return find_solution(d, n, max_sims=max_sims)

    run = solve or default
    skip: list[int] = list(drill.layout.skip)
    solutions: dict[int, Solution] = {}
    n = 1
    while n <= drill.attempts:
        current = replace(drill, layout=replace(drill.layout, skip=tuple(skip)))
        sol = run(current, n)
        if sol is not None:
            solutions[n] = sol
            n += 1
            continue
        skip.append(draw_number(n, tuple(skip)))
        if len(skip) > MAX_EXTRA + len(drill.layout.skip):
            raise ValueError(f"{drill.id}: {len(skip)} draws without a solution; the zone "
                             "is too hard to lay out")
    return tuple(sorted(skip)), solutions
