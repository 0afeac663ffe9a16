"""A set at a real table as a model that emits: the plan, the entries, the running score.

The page (coach_app/practice/table_page.py) only shows it and forwards keys. An entry is
scored by the drill's own rules (drills/real_entry.py); the skill test's entries earn
their item's points, so its score and rating are the screen's (drills/skilltest.py
``score_made``). Each entry is recorded at once, and an undo takes the last one back from
the history too (coach_app/recording/real_sets.py).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from PySide6.QtCore import QObject, Signal

from coach_app.practice.table_plan import Slot, TablePlan
from coach_app.recording.real_sets import RealSetRecording
from coach_app.recording.recorder import Recorder
from drills import skilltest
from drills.real_entry import RealAttempt, score_entry
from drills.setup import attempt_layout
from simulation.table import TableSpec, Vec


@dataclass(frozen=True)
class Entry:
    slot: Slot
    result: RealAttempt
    attempt_id: str | None = None


@dataclass(frozen=True)
class Tally:
    """The running score: attempts entered of the plan, made, points (and for the skill
    test the score out of the battery's total with its rating)."""

    entered: int
    planned: int
    made: int
    points: int
    test: skilltest.Score | None = None


class TableSetModel(QObject):
    """``changed`` after every entry, undo and new plan."""

    changed = Signal()

    def __init__(self, recorder: Recorder | None = None,
                 title_of: Callable[[str], str] = str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.recorder = recorder
        self.title_of = title_of
        self.plan: TablePlan | None = None
        self.table: str | None = None  # the real table's name
        self.entries: list[Entry] = []
        self._recording: RealSetRecording | None = None
        self._sets: dict[str, str | None] = {}

    # ----------------------------------------------------------------- plan
    def start(self, plan: TablePlan, table_name: str | None = None,
              played_at: datetime | None = None) -> None:
        """A new set (the previous one, if any, stays recorded as it was entered)."""
        self.close()
        self.plan = plan
        self.table = (table_name or "").strip()[:100] or None
        self.entries = []
        self._recording = RealSetRecording(self.recorder, self.table, played_at)
        self._sets = {}
        self.changed.emit()

    def resize(self, attempts: int) -> None:
        """A drill's set made longer or shorter, never below the attempts entered."""
        from coach_app.practice.table_plan import drill_plan

        if self.plan is None or self.plan.kind != "drill":
            return
        n = max(attempts, len(self.entries))
        if n != len(self.plan.slots):
            self.plan = drill_plan(self.plan.slots[0].drill, n)
            self.changed.emit()

    def close(self) -> None:
        if self._recording is not None:
            self._recording.close()
        self._recording = None

    @property
    def recording(self) -> bool:
        return self._recording is not None and self._recording.enabled

    @property
    def slot(self) -> Slot | None:
        """The attempt to enter next (None when the set is over)."""
        if self.plan is None or len(self.entries) >= len(self.plan.slots):
            return None
        return self.plan.slots[len(self.entries)]

    @property
    def over(self) -> bool:
        return self.plan is not None and self.slot is None

    def layout(self, spec: TableSpec | None = None) -> dict[str, Vec]:
        """The balls of the attempt to enter (the last one's once the set is over)."""
        slot = self.slot or (self.entries[-1].slot if self.entries else None)
        return attempt_layout(slot.drill, slot.number, spec) if slot is not None else {}

    # --------------------------------------------------------------- entries
    def enter(self, entry: Mapping[str, Any]) -> Entry:
        """Score and record ``entry`` for the current slot (InputError for a bad one)."""
        slot = self.slot
        if slot is None:
            raise ValueError("the set is over")
        result = score_entry(slot.drill, entry)
        if slot.points_each is not None:
            result = replace(result, points=slot.points_each if result.success else 0)
        aid = None
        if self._recording is not None:
            aid = self._recording.attempt(self._drill_set(slot), self._number(slot),
                                          result.success, result.reason, result.points,
                                          result.detail)
        done = Entry(slot, result, aid)
        self.entries.append(done)
        self.changed.emit()
        return done

    def undo(self) -> Entry | None:
        """Take the last entry back (from the history too)."""
        if not self.entries:
            return None
        last = self.entries.pop()
        if self._recording is not None:
            self._recording.take_back(last.attempt_id)
        self.changed.emit()
        return last

    def _number(self, slot: Slot) -> int:
        # The skill test is one drill set whose attempts run through the battery, as on the
        # screen (coach_app/services/skill_test.py); a drill's set numbers its own.
        if self.plan is not None and self.plan.test:
            return len(self.entries) + 1
        return slot.number

    def _drill_set(self, slot: Slot) -> str | None:
        assert self._recording is not None and self.plan is not None
        key = skilltest.TEST_ID if self.plan.test else slot.drill.id
        if key not in self._sets:
            if self.plan.test:
                title = f"skill test v{skilltest.VERSION}: real table"
                self._sets[key] = self._recording.drill_set(
                    skilltest.TEST_ID, title, skilltest.CATEGORY, "free")
            else:
                d = slot.drill
                self._sets[key] = self._recording.drill_set(d.id, self.title_of(d.id),
                                                            d.category, d.discipline)
        return self._sets[key]

    # ----------------------------------------------------------------- score
    def tally(self) -> Tally:
        planned = len(self.plan.slots) if self.plan is not None else 0
        made = sum(e.result.success for e in self.entries)
        points = sum(e.result.points for e in self.entries)
        test = None
        if self.plan is not None and self.plan.test:
            test = skilltest.score_made({(e.slot.drill.id, e.slot.number): e.result.success
                                         for e in self.entries})
        return Tally(len(self.entries), planned, made, points, test)

    def drill_tally(self, drill_id: str) -> tuple[int, int]:
        """(made, entered) for one drill of the plan."""
        mine = [e for e in self.entries if e.slot.drill.id == drill_id]
        return sum(e.result.success for e in mine), len(mine)
