"""The skill test played on the Practice table, as a value: where the player is in the
battery and what each attempt earned so far.

The battery, its points and its rating are drills/skilltest.py's; this is only the walk
through it in order (item after item, each item's attempts numbered 1…n as ``drills test
score`` numbers them), so the score sheet on screen and the stored test are computed by
the same ``score_attempts`` the command uses. No Qt: the rules of the walk are tested as
arithmetic (tests/models/test_skilltest_run.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from drills.judge import AttemptState
from drills.skilltest import AREAS, BATTERY, TOTAL, Item, Score, score_attempts

Key = tuple[str, int]


@dataclass(frozen=True)
class SheetRow:
    """One item on the score sheet: its points so far, and whether it is played out."""

    item: Item
    points: int
    played: int
    current: bool

    @property
    def done(self) -> bool:
        return self.played >= self.item.attempts


@dataclass(frozen=True)
class SkillTestRun:
    """``index``: the item being played (``len(BATTERY)`` once the test is over);
    ``judged``: every finished attempt so far, keyed by (drill id, attempt number)."""

    index: int = 0
    judged: tuple[tuple[Key, AttemptState], ...] = ()

    @property
    def finished(self) -> bool:
        return self.index >= len(BATTERY)

    @property
    def item(self) -> Item:
        return BATTERY[min(self.index, len(BATTERY) - 1)]

    def states(self) -> Mapping[Key, AttemptState]:
        return dict(self.judged)

    def played(self, item: Item) -> int:
        return sum(1 for (drill, _n), _s in self.judged if drill == item.drill)

    @property
    def attempt(self) -> int:
        """The attempt of the current item being played, 1…attempts."""
        return min(self.played(self.item) + 1, self.item.attempts)

    @property
    def item_over(self) -> bool:
        """Every attempt of the current item is judged: the next item may start."""
        return not self.finished and self.played(self.item) >= self.item.attempts

    def add(self, state: AttemptState) -> SkillTestRun:
        """The current item's next attempt was judged; ignored once its attempts are used
        (a test has no retries)."""
        if self.finished or self.item_over:
            return self
        key = (self.item.drill, self.played(self.item) + 1)
        return replace(self, judged=(*self.judged, (key, state)))

    def advance(self) -> SkillTestRun:
        """On to the next item (an item left unplayed scores nothing)."""
        return replace(self, index=min(self.index + 1, len(BATTERY)))

    def score(self) -> Score:
        return score_attempts(self.states())

    def sheet(self) -> list[SheetRow]:
        points = self.score().points
        return [SheetRow(item, p, self.played(item), k == self.index)
                for k, (item, p) in enumerate(zip(BATTERY, points, strict=True))]

    def areas(self) -> list[tuple[str, int, int, int]]:
        """(area, points so far, points played for, the area's total) in battery order:
        the running tally the screen shows while the test goes on."""
        out = {a: [0, 0, 0] for a in AREAS}
        for row in self.sheet():
            tally = out[row.item.area]
            tally[0] += row.points
            tally[1] += row.played * row.item.points
            tally[2] += row.item.total
        return [(a, t[0], t[1], t[2]) for a, t in out.items() if t[2]]

    @property
    def total(self) -> int:
        return TOTAL
