"""What a drill's goal marks on the table, as a value: zones, target pockets, target balls,
the order of a sequence. Built here with no widgets, so the practice model aims at a
drill's target and the browser, the practice table and the editor draw a goal the same way
(:mod:`coach_app.practice.goal_view` paints it).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from drills.goals import matches
from drills.model import Drill, Zone

Vec = tuple[float, float]


@dataclass(frozen=True)
class GoalMarks:
    """What the table marks: zones, target pockets (with an order number when a sequence
    names one per ball), target balls ringed, and order numbers beside balls."""

    zones: tuple[Zone, ...] = ()
    pockets: frozenset[str] = frozenset()
    pocket_labels: tuple[tuple[str, str], ...] = ()
    targets: frozenset[str] = frozenset()
    labels: tuple[tuple[str, str], ...] = ()


NO_MARKS = GoalMarks()


def goal_marks(drill: Drill, balls: Mapping[str, Vec], done: int = 0) -> GoalMarks:
    """The marks for ``drill`` with ``balls`` on the table, ``done`` shots of a sequence
    already made (their numbers are gone; the next item's balls are ringed)."""
    g = drill.goal
    zones = (g.zone,) if g.zone is not None else ()
    targets: set[str] = set()
    labels: list[tuple[str, str]] = []
    pocket_labels: tuple[tuple[str, str], ...] = ()
    if g.kind == "sequence":
        for i, item in enumerate(g.order):
            if i < done:
                continue
            hits = [b for b in balls if b != "cue" and matches(item, b)]
            labels += [(b, str(i + 1)) for b in hits]
            if i == done:
                targets |= set(hits)
        if len(g.pockets) == len(g.order) > 1:
            pocket_labels = tuple((p, str(i + 1)) for i, p in enumerate(g.pockets))
    elif g.ball is not None and g.ball in balls:
        targets.add(g.ball)
    return GoalMarks(zones, frozenset(g.pockets), pocket_labels, frozenset(targets),
                     tuple(labels))
