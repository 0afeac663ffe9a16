"""The running score of a set of attempts at one drill, as a value.

Kept free of Qt so the rules of the summary (what "best" means, when a set is over, when
the progression's pass mark is reached) read in one place and are tested as arithmetic.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from drills.model import Drill


@dataclass(frozen=True)
class AttemptRecord:
    """One judged attempt: which layout it used (a retry reuses one), and its outcome."""

    layout_no: int
    success: bool
    reason: str
    points: int


@dataclass(frozen=True)
class SetScore:
    """``size`` attempts make a set (the drill's ``attempts``)."""

    size: int
    records: tuple[AttemptRecord, ...] = ()

    @classmethod
    def for_drill(cls, drill: Drill) -> SetScore:
        return cls(drill.attempts)

    def add(self, record: AttemptRecord) -> SetScore:
        if self.finished:
            return self
        return replace(self, records=(*self.records, record))

    @property
    def attempts(self) -> int:
        return len(self.records)

    @property
    def finished(self) -> bool:
        return self.attempts >= self.size

    @property
    def successes(self) -> int:
        return sum(r.success for r in self.records)

    @property
    def points(self) -> int:
        return sum(r.points for r in self.records)

    @property
    def best(self) -> int:
        """The most points one attempt of the set scored (0 before the first)."""
        return max((r.points for r in self.records), default=0)

    @property
    def best_run(self) -> int:
        """The longest run of successes in a row: what a player remembers of a set."""
        run = best = 0
        for r in self.records:
            run = run + 1 if r.success else 0
            best = max(best, run)
        return best

    def passed(self, drill: Drill) -> bool:
        """The set reached the progression's pass mark (so the next drill is offered)."""
        p = drill.progression
        return p is not None and self.successes >= p.pass_mark
