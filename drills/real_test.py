"""The skill test taken at a real table: each entry scored by its item's drill, the test
scored by the same rules as on the screen (drills/skilltest.py ``score_made``).

The entries come in the battery's order, attempt by attempt (``BATTERY[0]``'s attempts
first); an attempt left out at the end scores nothing, as an attempt not played does on
the screen. An attempt made earns its item's points; the rating is the share of the
battery's total, whatever the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from drills.library import Library
from drills.real_entry import RealAttempt, score_entry
from drills.skilltest import BATTERY, Item, Score, score_made
from simulation.errors import InputError

#: How many attempts the battery has, in order.
ATTEMPTS = sum(i.attempts for i in BATTERY)


@dataclass(frozen=True)
class RealTest:
    """A test entered at a real table: its score and each attempt as the history keeps it."""

    score: Score
    attempts: tuple[RealAttempt, ...]


def slots() -> tuple[tuple[Item, int], ...]:
    """Every attempt of the battery in order: (item, attempt number within the item)."""
    return tuple((item, n) for item in BATTERY for n in range(1, item.attempts + 1))


def score_real_test(library: Library, entries: Sequence[Any],
                    where: str = "attempts") -> RealTest:
    """Score ``entries`` (JSON objects as drills/real_entry.py reads them) as the skill test;
    more entries than the battery has attempts is an error naming the field."""
    if len(entries) > ATTEMPTS:
        raise InputError(where, f"the skill test has {ATTEMPTS} attempts, not {len(entries)}")
    made: dict[tuple[str, int], bool] = {}
    scored = []
    for k, ((item, n), entry) in enumerate(zip(slots(), entries, strict=False)):
        real = score_entry(library.get(item.drill), entry, f"{where}[{k}]")
        real = replace(real, points=item.points if real.success else 0)
        scored.append(real)
        made[(item.drill, n)] = real.success
    return RealTest(score_made(made), tuple(scored))
