"""What a shot's event log says, in the terms of the General rules.

Each function reads the events of a :class:`~simulation.events.ShotResult` and answers one
question a referee asks: was there contact (clause 6)? which branch of clause 20 completed the
shot? did the opening break meet clause 13.1? did a shot from the house break the house
clauses (Combined 6.6 and its twins)? Nothing here knows about disciplines or scores.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from simulation.events import BallBall, CenterLine, CushionHit, PocketDrop, ShotResult
from simulation.rules.tablegeo import HouseZone, across_centre_line, frozen_cushions
from simulation.table import TableSpec, Vec


@dataclass(frozen=True)
class Contact:
    """General rules 6.1: the first object ball the cue ball touched, and when."""

    ball: str
    index: int
    cue_pos: Vec
    ball_pos: Vec


def first_contact(result: ShotResult) -> Contact | None:
    """General rules 6.1/6.3: the cue ball's first touch of an object ball, direct or off
    cushions. None means no contact (6.2)."""
    cue = result.cue_ball
    for i, e in enumerate(result.events):
        if isinstance(e, BallBall) and cue in (e.a, e.b):
            other = e.b if e.a == cue else e.a
            return Contact(other, i, e.pos[cue], e.pos[other])
    return None


# ------------------------------------------------------------------ clause 20
@dataclass
class _Credentials:
    """What a ball has done since the first contact: cushions it came off, whether it
    crossed the centre line, and the credentials of the balls that drove it."""

    cushions: set[str] = field(default_factory=set)
    crossed: bool = False
    driven_by: list[tuple[frozenset[str], bool]] = field(default_factory=list)

    def snapshot(self) -> tuple[frozenset[str], bool]:
        return (frozenset(self.cushions), self.crossed)

    def has_any(self) -> bool:
        return bool(self.cushions) or self.crossed


def completed_shot(result: ShotResult, table: TableSpec) -> str | None:
    """General rules 20: the first branch (e.g. "20.2.1") that completes the shot, or None.

    After the cue ball's first contact with an object ball, some ball X (cue or object):
    20.1 is pocketed; 20.2 comes off a cushion C and then touches another cushion (20.2.1),
    touches a ball frozen to another cushion (20.2.2), drives a ball to another cushion
    (20.2.3) or drives a ball into a ball frozen to another cushion (20.2.4); 20.3 crosses the
    centre line and then does the same with "any cushion" (20.3.1-4); 20.4 comes off a cushion
    and then crosses the centre line (20.4.1), drives a ball across it (20.4.2), touches a ball
    whose centre is across the line or on it (20.4.3) or drives a ball into such a ball
    (20.4.4). "Another" cushion means one X has not yet come off; the six cushions are those of
    DESIGN.md, a jaw belonging to its cushion. Driving is one level deep: the driven ball is
    the one X touched (a longer chain is usually covered by the driven ball's own credentials).
    Everything counted happens after the first contact; what happened before it does not.
    """
    contact = first_contact(result)
    if contact is None:
        return None
    creds: dict[str, _Credentials] = {}

    def cred(ball: str) -> _Credentials:
        return creds.setdefault(ball, _Credentials())

    for e in result.events[contact.index + 1:]:
        if isinstance(e, PocketDrop):
            return "20.1"
        if isinstance(e, CushionHit):
            x = cred(e.ball)
            if x.cushions and e.cushion not in x.cushions:
                return "20.2.1"
            if x.crossed:
                return "20.3.1"
            for cushions, crossed in x.driven_by:
                if cushions and e.cushion not in cushions:
                    return "20.2.3"
                if crossed:
                    return "20.3.3"
            x.cushions.add(e.cushion)
        elif isinstance(e, CenterLine):
            x = cred(e.ball)
            if x.cushions:
                return "20.4.1"
            if any(cushions for cushions, _ in x.driven_by):
                return "20.4.2"
            x.crossed = True
        elif isinstance(e, BallBall):
            found = _ball_ball_branch(e, creds, table)
            if found:
                return found
    # A ball pocketed at the very moment of the first contact cannot happen; a pocket
    # event before the contact would be a ball that moved without being struck.
    return None


def _ball_ball_branch(e: BallBall, creds: dict[str, _Credentials],
                      table: TableSpec) -> str | None:
    pairs = ((e.a, e.b), (e.b, e.a))
    for x_id, y_id in pairs:
        x = creds.setdefault(x_id, _Credentials())
        px, py = e.pos[x_id], e.pos[y_id]
        frozen_y = frozen_cushions(py, table)
        across = across_centre_line(px, py)
        if x.cushions:
            if frozen_y - x.cushions:
                return "20.2.2"
            if across:
                return "20.4.3"
        if x.crossed and frozen_y:
            return "20.3.2"
        for cushions, crossed in x.driven_by:
            if cushions and frozen_y - cushions:
                return "20.2.4"
            if cushions and across:
                return "20.4.4"
            if crossed and frozen_y:
                return "20.3.4"
    # Record the drives after checking, with the credentials each mover had at the touch.
    snaps = {b: creds.setdefault(b, _Credentials()).snapshot() for b in (e.a, e.b)}
    for x_id, y_id in pairs:
        if creds[x_id].has_any():
            creds[y_id].driven_by.append(snaps[x_id])
    return None


# ------------------------------------------------------------------ clause 13
@dataclass(frozen=True)
class BreakFacts:
    """General rules 13.1: after contact, object balls that reached a cushion and that
    crossed the centre line."""

    contact: bool
    cushion_balls: frozenset[str]
    crossed_balls: frozenset[str]

    def branch(self, any_legal_pot: bool) -> str | None:
        """The branch of 13.1 met, or None (13.1: penalty)."""
        if not self.contact:
            return None
        if any_legal_pot:
            return "13.1.1"
        if len(self.cushion_balls) >= 3:
            return "13.1.2"
        if len(self.cushion_balls) >= 2 and self.crossed_balls:
            return "13.1.3"
        return None


def break_facts(result: ShotResult) -> BreakFacts:
    contact = first_contact(result)
    if contact is None:
        return BreakFacts(False, frozenset(), frozenset())
    cue = result.cue_ball
    cushions: set[str] = set()
    crossed: set[str] = set()
    for e in result.events[contact.index + 1:]:
        if isinstance(e, CushionHit) and e.ball != cue:
            cushions.add(e.ball)
        elif isinstance(e, CenterLine) and e.ball != cue:
            crossed.add(e.ball)
    return BreakFacts(True, frozenset(cushions), frozenset(crossed))


# ----------------------------------------------------------- shot from the house
def house_violation(result: ShotResult, zone: HouseZone) -> str | None:
    """Combined 6.6 (and Classic 6.6, Classic-8 7.6): a shot from the house is a foul when the
    cue ball, before leaving the house, touched a ball in the house ("house_ball_in_house"),
    or touched no ball outside the house ("house_no_ball_outside").

    A ball's place is its centre at the moment of contact (clause 10). The cue ball has left
    the house once any of its events (cushion, centre line, contact) shows its centre outside
    the house: a ball runs straight between events, so it cannot leave and come back unseen.
    """
    cue = result.cue_ball
    left = False
    touched_outside = False
    for e in result.events:
        if isinstance(e, (CushionHit, CenterLine)) and e.ball == cue:
            if not zone.contains(e.pos):
                left = True
        elif isinstance(e, BallBall) and cue in (e.a, e.b):
            other = e.b if e.a == cue else e.a
            if not zone.contains(e.pos[cue]):
                left = True
            if zone.contains(e.pos[other]):
                if not left:
                    return "house_ball_in_house"
            else:
                touched_outside = True
    return None if touched_outside else "house_no_ball_outside"


def cue_contacts(result: ShotResult) -> list[str]:
    """Object balls the cue ball touched, in order (with repeats)."""
    cue = result.cue_ball
    out = []
    for e in result.events:
        if isinstance(e, BallBall) and cue in (e.a, e.b):
            out.append(e.b if e.a == cue else e.a)
    return out


def touched_before_pocket(result: ShotResult, ball: str) -> str | None:
    """The last ball ``ball`` touched before it fell (Pyramid T: which ball the cue ball was
    pocketed off)."""
    last = None
    for e in result.events:
        if isinstance(e, BallBall) and ball in (e.a, e.b):
            last = e.b if e.a == ball else e.a
        elif isinstance(e, PocketDrop) and e.ball == ball:
            return last
    return last


def clean_pot(result: ShotResult, ball: str, pocket: str) -> bool:
    """Club classic rules, strict call ("по чистому назначению"): the called ball is the cue
    ball's first contact and, once struck, goes into the called pocket touching nothing on
    the way but the jaws of that pocket (our reading of the club text, docs/rules.md)."""
    contact = first_contact(result)
    if contact is None or (contact.ball != ball and ball != result.cue_ball):
        return False
    # A called cue ball (Pyramid T 4.1.2, свояк) is held to the same: after the object ball
    # it was played off, nothing but the called pocket's jaws.
    for e in result.events[contact.index + 1:]:
        if isinstance(e, BallBall) and ball in (e.a, e.b):
            return False
        if isinstance(e, CushionHit) and e.ball == ball and e.jaw != pocket:
            return False
        if isinstance(e, PocketDrop) and e.ball == ball:
            return e.pocket == pocket
    return False
