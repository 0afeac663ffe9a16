"""What a shot leaves the opponent: the best pot chance on the table after it.

A safety, and the classic game's opening break (Classic 71/51, clause 4: the break follows
General rules 11-12 only, so it is judged by what it leaves), are scored by how little they
give away. The estimate is the computer opponent's own (simulation/ai/geometry.py): every
direct pot of a legal target from a legal cue ball is screened with plane geometry, its
margin (degrees of stroke direction) turned into a pot chance for the reference player's
direction error (``club``, calibrated in docs/drills.md). The best chance over the table is
what the opponent is left. No solver call: a few milliseconds per layout.
"""

from __future__ import annotations

from collections.abc import Mapping

from simulation.ai.geometry import best_estimate
from simulation.ai.search import pot_chance
from simulation.analysis.probability import PRESETS
from simulation.balls import CUE
from simulation.rules.vocab import Discipline
from simulation.table import TableSpec, Vec

#: Whose chance is estimated: the reference player of the level scale.
OPPONENT = "club"


def cue_balls_for(discipline: str, balls: Mapping[str, Vec]) -> list[str]:
    """Free pyramid lets any ball be the cue ball (Free 2); the others strike the cue."""
    if discipline == Discipline.FREE:
        return sorted(balls)
    return [CUE] if CUE in balls else []


def leave_chance(balls: Mapping[str, Vec], discipline: str, table: TableSpec | None = None,
                 level: str = OPPONENT) -> float:
    """The opponent's best pot chance (0-1) from ``balls``; 0 when no pot is on."""
    table = table or TableSpec()
    cues = cue_balls_for(discipline, balls)
    targets = [b for b in balls if b != CUE or discipline == Discipline.FREE]
    margin = best_estimate(balls, cues, targets, table)
    return round(pot_chance(margin, PRESETS[level].angle_deg), 4)
