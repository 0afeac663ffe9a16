"""What a set at a real table asks for, attempt by attempt: a drill's set, the skill test's
battery, or a list of drills (the weak-spot set). No widgets: the table page and its tests
read the same plan.

A slot is one attempt: its drill, its number within that drill's set (the layout of a
scattered drill differs per attempt, drills/setup.py ``attempt_layout``), and for the skill
test the points the item gives when made (drills/skilltest.py), so the test at the table is
scored by the screen's rule (drills/skilltest.py ``score_made``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from drills.library import Library
from drills.model import Drill

#: A set's size at the table, as the player chooses it; 10 by default, the boxes of a
#: printed drill card (a set on the screen is the drill's own size, often 5).
MIN_ATTEMPTS, MAX_ATTEMPTS, TABLE_ATTEMPTS = 1, 50, 10


@dataclass(frozen=True)
class Slot:
    drill: Drill
    number: int
    points_each: int | None = None  # the skill test's item points; None: the drill's scoring


@dataclass(frozen=True)
class TablePlan:
    """``kind``: "drill", "test" or "drills"; ``slots`` in the order they are played."""

    kind: str
    slots: tuple[Slot, ...]

    @property
    def test(self) -> bool:
        return self.kind == "test"

    @property
    def drills(self) -> tuple[Drill, ...]:
        seen: dict[str, Drill] = {}
        for s in self.slots:
            seen.setdefault(s.drill.id, s.drill)
        return tuple(seen.values())

    def first_of(self, index: int) -> bool:
        """Whether slot ``index`` starts a new drill (a new drill set at the screen too)."""
        return index == 0 or self.slots[index - 1].drill.id != self.slots[index].drill.id

    def attempts_of(self, drill_id: str) -> int:
        return sum(1 for s in self.slots if s.drill.id == drill_id)


def drill_plan(drill: Drill, attempts: int = TABLE_ATTEMPTS) -> TablePlan:
    n = max(MIN_ATTEMPTS, min(MAX_ATTEMPTS, attempts))
    return TablePlan("drill", tuple(Slot(drill, k) for k in range(1, n + 1)))


def drills_plan(drills: Sequence[Drill]) -> TablePlan:
    """Each drill's own set, one after another (the weak-spot set)."""
    return sets_plan([(d, d.attempts) for d in drills])


def sets_plan(sets: Sequence[tuple[Drill, int]]) -> TablePlan:
    """A set of the given attempts at each drill, in order (a coach's plan)."""
    return TablePlan("drills", tuple(Slot(d, k) for d, n in sets for k in range(1, n + 1)))


def skill_test_plan(library: Library) -> TablePlan:
    """The skill test's battery in order (drills/real_test.py ``slots``)."""
    from drills.real_test import slots

    return TablePlan("test", tuple(Slot(library.get(item.drill), n, item.points)
                                   for item, n in slots()))

