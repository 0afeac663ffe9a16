"""The facts the referee rules on, however they were learned.

A shot reaches the referee in one of two ways: the physics' event log of a simulated shot
(:func:`simulation.rules.facts.facts_from_result`), or what a referee at a real table saw and
the scorer entered (:mod:`simulation.rules.outcome`). Both become one :class:`ShotFacts`, and
:meth:`simulation.rules.base.Referee.rule` judges only that value: one code path, one set of
clauses, whichever way the shot came in.

The facts are outcome-level, as a referee sees them: which ball was struck, the first object
ball it touched (6.1), the balls pocketed and where, the balls off the table, whether clause
20 was met and by which branch, the break's balls at a cushion and across the centre line
(13.1), a shot from the house gone wrong (combined 6.6), the fouls only a referee's eye can
see (16-19, 5, 15.2, the placing clauses), a hanging ball that dropped by itself (22.1,
22.2) and outside interference (26).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from simulation.events import Pocketed
from simulation.table import Vec


@dataclass(frozen=True)
class ShotFacts:
    """One shot (or, with ``played`` False, an incident between shots) as the referee knows it.

    ``pre`` is the layout the shot started from (the ball in hand placed) and ``final`` the
    balls at rest after it, with any spontaneously dropped ball back where it stood (22.1).
    ``completed`` is the branch of clause 20 that completed the shot ("20.2.1"…; "20" when a
    referee said so without naming a branch), None when nothing did. ``break_cushion_balls``
    and ``break_crossed`` are 13.1's counts after the contact. ``house_foul`` is a combined-6.6
    code (a shot from the house only). ``clean`` says the called ball went in touching nothing
    but that pocket's jaws (the strict call). ``smeared``: the first ball struck was hanging in
    a pocket's mouth (Pyramid T 4.7). ``seen`` are the fouls named by a referee (or, for 17, a
    second ``strike`` in an event log). ``dropped`` are balls that fell by themselves and are
    put back (22.1); ``replay`` the clause that sends the shot to be played again ("22.2",
    "26.1"); ``rerack`` is 26.2 (``exchange``: the object ball that takes an out-of-play
    coloured ball's place on its shelf). ``offender`` is the side that fouled in an incident
    when it is not the side to move. ``measured`` is True when positions are real (the
    physics), False when they are the program's nominal places (a real table).
    """

    cue_ball: str
    pre: Mapping[str, Vec]
    final: Mapping[str, Vec]
    played: bool = True
    contact: str | None = None
    pocketed: tuple[Pocketed, ...] = ()
    off_table: tuple[str, ...] = ()
    completed: str | None = None
    break_cushion_balls: int = 0
    break_crossed: bool = False
    house_foul: str | None = None
    clean: bool = False
    smeared: bool = False
    seen: tuple[str, ...] = ()
    dropped: tuple[Pocketed, ...] = ()
    replay: str | None = None
    rerack: bool = False
    exchange: str | None = None
    offender: str | None = None
    measured: bool = True

    @property
    def pocketed_ids(self) -> tuple[str, ...]:
        return tuple(p.ball for p in self.pocketed)


def break_branch(contact: bool, cushion_balls: int, crossed: bool,
                 any_legal_pot: bool) -> str | None:
    """General rules 13.1: the branch of a legal break met, or None (a penalty)."""
    if not contact:
        return None
    if any_legal_pot:
        return "13.1.1"
    if cushion_balls >= 3:
        return "13.1.2"
    if cushion_balls >= 2 and crossed:
        return "13.1.3"
    return None
