"""Re-aim a recorded solution that a change of physics broke.

A new pocket or cushion model moves every shot's window by a few hundredths of a degree to a
degree: the recorded stroke (spin, cue-ball placement) is still the right shot, only its
direction now misses. The full search (drills/search.py) would find the drill again from
nothing, which for a five-ball sequence costs tens of thousands of simulations; this keeps
each shot's spin and placement and scans the direction around the recorded one (at the
recorded pace, then at the search's other paces), shot by shot, taking the middle of the
window in which the shot now does its part (the last shot: the drill succeeds; an earlier
one: the attempt goes on). A later shot is scanned from where the re-aimed earlier ones
left the balls. Deterministic. None when some shot has no window within ``span_deg``; the
caller then searches afresh.
"""

from __future__ import annotations

from dataclasses import replace

from drills.judge import AttemptState, play, start
from drills.model import Drill, ShotInput, Solution
from drills.search import SPEEDS
from simulation.errors import InputError
from simulation.physics.params import PhysicsParams
from simulation.table import TableSpec

#: How far either side of the recorded direction a window is looked for, the scan's step
#: and how far a found window is followed either way to find its middle (degrees). The
#: step is a quarter of the search's 0.02: physics 2.2's corner leaves a ball from the
#: house into the far corner (house.2) a window 0.005 degrees wide, which 0.02 steps over.
SPAN_DEG = 1.5
STEP_DEG = 0.005
WINDOW_DEG = 1.0


def repair(drill: Drill, solution: Solution, *, table: TableSpec | None = None,
           params: PhysicsParams | None = None, span_deg: float = SPAN_DEG) -> Solution | None:
    """``solution`` with each shot's direction moved to the middle of the window that now
    works, or None (see the module's docstring). Returns ``solution`` itself when it still
    succeeds."""
    table = table or TableSpec()
    params = params or PhysicsParams()
    state = start(drill, solution.attempt, table)
    shots: list[ShotInput] = []
    for k, shot in enumerate(solution.shots):
        last = k == len(solution.shots) - 1

        def does_its_part(direction: float, state: AttemptState = state,
                          shot: ShotInput = shot, last: bool = last) -> AttemptState | None:
            tried = replace(shot, stroke=replace(shot.stroke,
                                                 direction_deg=round(direction % 360.0, 4)))
            try:
                after = play(state, tried, table=table, params=params)
            except InputError:
                return None
            good = after.success if (last or after.finished) else not after.finished
            return after if good else None

        base = shot.stroke.direction_deg
        steps = int(span_deg / STEP_DEG)
        hit = None
        # The recorded pace first, then the search's paces (drills/search.py): a pocket that
        # refuses the old pace at every direction may take the ball faster or slower.
        for pace in (shot.stroke.speed, *(v for v in SPEEDS if v != shot.stroke.speed)):
            shot = replace(shot, stroke=replace(shot.stroke, speed=pace))
            hit = next((base + s * j * STEP_DEG for j in range(steps + 1) for s in (1, -1)
                        if (j or s == 1) and does_its_part(base + s * j * STEP_DEG, shot=shot)),
                       None)
            if hit is not None:
                break
        if hit is None:
            return None
        lo = hi = hit
        while hi - hit < WINDOW_DEG and does_its_part(hi + STEP_DEG, shot=shot):
            hi += STEP_DEG
        while hit - lo < WINDOW_DEG and does_its_part(lo - STEP_DEG, shot=shot):
            lo -= STEP_DEG
        middle = round(((lo + hi) / 2) % 360.0, 4)
        after = does_its_part(middle, shot=shot)
        if after is None:  # a window with a hole in the middle: keep the first direction
            middle = round(hit % 360.0, 4)
            after = does_its_part(middle, shot=shot)
            assert after is not None
        shots.append(replace(shot, stroke=replace(shot.stroke, direction_deg=middle)))
        state = after
        if state.finished:
            break
    if not state.success:
        return None
    fixed = Solution(solution.attempt, tuple(shots))
    return solution if fixed == solution else fixed
