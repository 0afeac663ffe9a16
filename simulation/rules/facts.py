"""What a shot's event log says, in the terms of the General rules.

Each function reads the events of a :class:`~simulation.events.ShotResult` and answers one
question a referee asks: was there contact (clause 6)? which branch of clause 20 completed the
shot? did the opening break meet clause 13.1? did a shot from the house break the house
clauses (Combined 6.6 and its twins)? did the tip meet the cue ball twice (17)? did a hanging
ball fall by itself (22.1)? :func:`facts_from_result` asks them all and gives the
:class:`~simulation.rules.shotfacts.ShotFacts` the referee judges, the same value a real
table's outcome becomes. Nothing here knows about scores.

**A spontaneous drop in an event log (22.1).** A ball is set moving only by the strike (the
struck ball) or by a contact, so a ``pocket`` event of a ball that hung over that pocket
before the shot and that no ``ball_ball`` event touched is a hanging ball that fell by
itself. It is
put back where it stood and the shot is judged as if it had stayed (no 20.1, no pot). When
its place is now taken by a ball at rest, a moving ball went through where it stood and
would have touched it: 22.2, every ball back and the shot played again.

**A double hit in an event log (17).** The strike is the tip leaving the cue ball; a second
``strike`` event of the same ball is the tip meeting it again, the double hit of clause 17. A
second strike of another ball cannot be one shot and is refused, the event named.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from simulation.errors import InputError
from simulation.events import (
    BallBall,
    CenterLine,
    CushionHit,
    PocketDrop,
    Pocketed,
    ShotResult,
    Strike,
    rnd_vec,
)
from simulation.rules.shotfacts import ShotFacts, break_branch
from simulation.rules.tablegeo import (
    HouseZone,
    across_centre_line,
    frozen_cushions,
    hanging_in_mouth,
    overlaps_any,
)
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
    (20.4.4). "Another" cushion means one X has not yet come off; the six cushions
    are those of docs/conventions.md, a jaw belonging to its cushion. Driving is one level
    deep: the driven ball is the one X touched (a longer chain is usually covered by the
    driven ball's own credentials).
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
        return break_branch(self.contact, len(self.cushion_balls), bool(self.crossed_balls),
                            any_legal_pot)


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


# --------------------------------------------------------------- 17 and 22.1
def second_strikes(result: ShotResult, where: str = "result") -> list[int]:
    """General rules 17: indexes of ``strike`` events after the first, each the tip meeting
    the struck ball again. A strike of another ball is refused (one shot strikes one ball)."""
    out = []
    for i, e in enumerate(result.events[1:], start=1):
        if isinstance(e, Strike):
            if e.ball != result.cue_ball:
                raise InputError(f"{where}.events[{i}].ball", f"a second strike must be of the "
                                 f"struck ball {result.cue_ball!r} (the tip meeting it again, "
                                 f"a double hit, General rules 17), not {e.ball!r}")
            out.append(i)
    return out


def spontaneous_drops(result: ShotResult, pre: Mapping[str, Vec], table: TableSpec
                      ) -> list[PocketDrop]:
    """General rules 22.1: pocket events of balls that hung over that pocket before the shot
    (:func:`~simulation.rules.tablegeo.hanging_in_mouth`) and that nothing touched in it.

    Only a hanging ball can fall by itself; a ball far from the pocket that falls with no
    contact logged is a log that leaves its contacts out (a hand-written one), and is judged
    as pocketed by the shot."""
    touched = {result.cue_ball}
    out = []
    for e in result.events:
        if isinstance(e, BallBall):
            touched.update((e.a, e.b))
        elif (isinstance(e, PocketDrop) and e.ball not in touched and e.ball in pre
              and hanging_in_mouth(pre[e.ball], table, e.pocket)):
            out.append(e)
    return out


def facts_from_result(result: ShotResult, pre: Mapping[str, Vec], *, is_break: bool,
                      house: HouseZone | None, call: tuple[str, str] | None, strict: bool,
                      table: TableSpec) -> ShotFacts:
    """The facts of a simulated (or given) shot: ``pre`` is the layout it started from,
    ``house`` the zone when the cue ball was in hand in a house, ``call`` the (ball, pocket)
    named and ``strict`` whether the strict call applies."""
    seen = tuple("double_hit" for _ in second_strikes(result)[:1])
    drops = spontaneous_drops(result, pre, table)
    replay = None
    if drops:
        gone = {d.ball for d in drops}
        kept = [e for e in result.events if not (isinstance(e, PocketDrop) and e.ball in gone)]
        balls = dict(result.balls)
        for d in drops:
            back = rnd_vec(pre[d.ball])
            if overlaps_any(back, balls, table):
                replay = "22.2"
            balls[d.ball] = back
        result = replace(result, events=tuple(kept), balls=balls,
                         pocketed=tuple(p for p in result.pocketed if p.ball not in gone))
    contact = first_contact(result)
    completed = None
    cushion_balls, crossed = 0, False
    if contact is not None and not is_break:
        completed = completed_shot(result, table)
    if is_break:
        bf = break_facts(result)
        cushion_balls, crossed = len(bf.cushion_balls), bool(bf.crossed_balls)
    house_foul = house_violation(result, house) if house and contact else None
    clean = call is not None and strict and clean_pot(result, call[0], call[1])
    smeared = contact is not None and hanging_in_mouth(pre[contact.ball], table)
    return ShotFacts(
        cue_ball=result.cue_ball, pre=dict(pre), final=dict(result.balls), played=True,
        contact=None if contact is None else contact.ball, pocketed=result.pocketed,
        off_table=result.off_table, completed=completed, break_cushion_balls=cushion_balls,
        break_crossed=crossed, house_foul=house_foul, clean=clean, smeared=smeared, seen=seen,
        dropped=tuple(_pocketed(d) for d in drops), replay=replay, measured=True)


def _pocketed(drop: PocketDrop) -> Pocketed:
    return Pocketed(drop.ball, drop.pocket, drop.t)
