"""How far the computer's turn has got: one rising fraction for a progress bar, and a way
to stop a turn nobody waits for any more.

A turn is a few stages run one after another (the pots' windows and strokes, the position
grid, the spin test, the pots played through the level's own error, the safeties). Each
stage gets a share of the bar from the work it is expected to cost at this level (in
short simulations, a full-table one counting :data:`FULL_TABLE`), so a master's bar moves
about as evenly as its clock. The caller's ``report(fraction)`` is called as jobs finish;
when it returns False the turn stops with :class:`Cancelled` (the game screen: the move
was undone or the screen closed while the computer thought). Reporting never changes
what is chosen: the same turn comes out with or without it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from simulation.ai.levels import Level

#: (fraction of the turn done, 0-1) -> go on?
Report = Callable[[float], bool]

#: Cost of a full-table refereed stroke against a short (near-layout, stopped once the pot
#: is decided) simulation; profiled over the bench positions, a full-table variant costs
#: two and a half short ones.
FULL_TABLE = 2.5
#: Short simulations of one solver window and of one re-aim (the computer's coarse window,
#: bench positions: 20-30; a re-aim 2-3).
WINDOW_SIMS = 25.0
AIM_SIMS = 2.4
#: Simulations of a side-spin test (four, stopped at the first that misses).
SPIN_SIMS = 4.0


class Cancelled(Exception):
    """The caller's progress report asked to stop the turn."""


def stage_costs(level: Level, first_variants: int, second_targets: int,
                spin_tested: int, sampled_safeties: int) -> list[tuple[str, float]]:
    """The stages of a shot turn at ``level`` and their expected cost (short simulations).
    "safeties" comes last: it runs only when no pot is good enough, and the bar jumps to
    the end when it does not."""
    variant = FULL_TABLE + AIM_SIMS
    out = [("pots", level.solver_calls * (WINDOW_SIMS + first_variants * variant))]
    if level.variants > first_variants:
        out.append(("position", second_targets * (level.variants - first_variants) * variant))
    if level.spin_check:
        out.append(("spin", spin_tested * SPIN_SIMS))
    if level.pot_samples > 0:
        out.append(("own_error", level.sampled_pots * (level.pot_samples + 2 * FULL_TABLE)))
    if level.safety_tries > 0:
        out.append(("safeties", FULL_TABLE * (3 * level.safety_tries
                                              + sampled_safeties * level.safety_samples)))
    return out


class Tracker:
    """The stages of one turn mapped onto one fraction that only rises (a stage run again —
    a second round of targets — does not move it back). One per turn, never shared."""

    def __init__(self, report: Report | None, stages: Sequence[tuple[str, float]]) -> None:
        self._report = report
        total = sum(cost for _, cost in stages) or 1.0
        self._start: dict[str, float] = {}
        self._share: dict[str, float] = {}
        at = 0.0
        for name, cost in stages:
            self._start[name], self._share[name] = at, cost / total
            at += cost / total
        self.fraction = 0.0

    def _tell(self, fraction: float) -> None:
        if fraction > self.fraction:
            self.fraction = min(1.0, fraction)
        if self._report is not None and not self._report(self.fraction):
            raise Cancelled

    def stage(self, name: str) -> Callable[[float, float], bool]:
        """A ``progress(done, total)`` for the jobs of stage ``name``
        (:func:`simulation.analysis.workers.map_chunks` and ``map_then``): False once the
        caller asked to stop."""
        start, share = self._start.get(name, self.fraction), self._share.get(name, 0.0)

        def progress(done: float, total: float) -> bool:
            try:
                self._tell(start + share * (done / total if total else 1.0))
            except Cancelled:
                return False
            return True

        return progress

    def check(self, name: str | None = None) -> None:
        """Raise :class:`Cancelled` if the caller asked to stop; with ``name``, the stage
        is done (its share of the bar is filled)."""
        if name is not None and name in self._start:
            self._tell(self._start[name] + self._share[name])
        else:
            self._tell(self.fraction)

    def done(self) -> None:
        """The turn is chosen: the bar is full."""
        self._tell(1.0)

