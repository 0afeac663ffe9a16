"""What the contact callbacks saw during one step, for the engine to drain after it.

Its own module because both the world (ball–ball callbacks) and the cushion contacts
write into it: neither has to import the other for it.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class ContactLog:
    """What the callbacks saw during one step; the engine drains it after the step.

    ``pairs`` are the contacts the solver worked on this step, ``previous`` those of the
    step before: a contact present in both is a continuing one, not a new event.
    ``resting`` are contacts that already existed when the shot began (balls laid touching,
    or frozen to a cushion, within the layout tolerance): such a contact becomes an event
    only when the solver actually pushes on it, so a ball struck away from the ball or
    cushion it touches logs nothing (General rules 6.4).
    """

    ball_ball: list[tuple[int, int]] = field(default_factory=list)
    cushion: list[tuple[int, int, tuple[float, float]]] = field(default_factory=list)
    touched: set[int] = field(default_factory=set)
    spin: dict[int, list[float]] = field(default_factory=dict)
    #: Each ball–ball contact's slip (vt, vz) and friction as the solver began on it.
    slip: dict[tuple[int, int], tuple[float, float, float]] = field(default_factory=dict)
    pairs: set[tuple[int, int]] = field(default_factory=set)
    previous: set[tuple[int, int]] = field(default_factory=set)
    resting: set[tuple[int, int]] = field(default_factory=set)

    def clear(self, first: bool = False) -> None:
        if not (first or self.touched or self.pairs or self.previous):
            # A step without contacts, after one without: every callback that fills a list
            # or dict also adds to ``pairs`` or ``touched``, so all are empty already, and
            # what ``resting`` keeps of an empty ``pairs`` is nothing.
            self.resting.clear()
            return
        self.ball_ball.clear()
        self.cushion.clear()
        self.touched.clear()
        self.spin.clear()
        self.slip.clear()
        if not first:
            self.resting.intersection_update(self.pairs)  # a resting contact that let go
        self.previous, self.pairs = self.pairs, self.previous
        self.pairs.clear()

    def add_spin(self, i: int, dwx: float, dwy: float) -> None:
        s = self.spin.setdefault(i, [0.0, 0.0])
        s[0] += dwx
        s[1] += dwy
