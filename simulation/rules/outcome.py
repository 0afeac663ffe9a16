"""A shot at a real table, as its referee sees it: the :class:`Outcome` a scorer enters.

At a real table nobody has the positions and contacts of a simulated shot; the referee sees
outcome-level facts, and those are what an :class:`Outcome` holds (its JSON is documented in
docs/headless.md, ``pyramid-coach game record``):

* the call where the discipline needs one (Classic 5.2, Pyramid T 4), the ball struck (Free
  5.1: any ball), the first object ball the cue ball touched or none (6.1, 6.2);
* the balls pocketed and where, the balls off the table (23);
* clause 20 as a referee judges it: ``completed`` true unless no ball was pocketed and the
  shot did not meet 20 (a pot after the contact always does: 20.1); on the opening break,
  13.1's count of object balls that reached a cushion (``cushion_balls``) and whether one
  crossed the centre line (``crossed_centre``);
* a shot from the house gone wrong (``house_foul``, combined 6.6's two bullets), a strict
  call's ball that touched something on its way (``clean`` false), Pyramid T 4.7's smeared
  ball (``smeared``);
* fouls only a referee's eye can see, in the rule texts' words (``fouls``: 5.1, 5.2, 15.2,
  16, 17, 18, 19.1, 12.3 after the warning, combined 6.2 and 6.8 and their twins);
* a hanging ball that fell by itself (``dropped``, 22.1; ``affected`` for 22.2), outside
  interference (``interference``: 26.1 ``restore`` or 26.2 ``rerack``);
* ``played`` false for an incident between shots: a ball touched (16, by either side:
  ``offender``; the club rules 002 penalise an opponent who touches a ball), a ball touched
  while placing the cue ball (combined 6.2), a hanging ball that fell, interference.

:func:`simulation.rules.outcome_facts.facts_from_outcome` checks the outcome against the state
(every refusal names its field) and turns it into the same
:class:`~simulation.rules.shotfacts.ShotFacts` a simulated shot becomes, which
:meth:`simulation.rules.base.Referee.rule` judges. The state still keeps
a place for every ball: at a real table these are the program's nominal places (the balls
that stayed keep theirs, re-spotted balls go where 25.2 puts them among them, a ball in hand
goes on the first free place of its house), so the verdict's re-spotting is given in words
(``spot`` codes) rather than by position.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any

from pydantic import Field

from simulation.balls import CUE
from simulation.errors import InputError
from simulation.rules.fields import J, from_json_fields, json_model, to_json_fields
from simulation.rules.schema_types import Ball, Id, PocketId, Strict, one_of
from simulation.rules.verdict import Call
from simulation.rules.vocab import (
    HouseFoul,
    Interference,
    SeenFoul,
)
from simulation.validation import validate

W = "outcome"
#: Fouls that can happen between shots (``played`` false); the others are faults of a stroke.
BETWEEN_SHOTS = (SeenFoul.TOUCHED_BALL, SeenFoul.PLACING_TOUCHED_BALL)
#: Fouls of a stroke from the house.
FROM_HOUSE = (SeenFoul.CUE_BALL_OUTSIDE_HOUSE, SeenFoul.WRONG_HOUSE)


@dataclass(frozen=True)
class Pot:
    """A ball and the pocket it fell into."""

    ball: Annotated[str, J(Ball)]
    pocket: Annotated[str, J(PocketId)]


@dataclass(frozen=True)
class Drop:
    """General rules 22: a hanging ball that fell into ``pocket`` by itself. ``affected``:
    it would have been touched by a moving ball, so it changed the shot (22.2)."""

    ball: Annotated[str, J(Ball)]
    pocket: Annotated[str, J(PocketId)]
    affected: Annotated[bool, J(bool)] = False


PotModel = json_model(Pot, Strict)
DropModel = json_model(Drop, Strict)
CallModel = json_model(Call, Strict, "CallModel")


def _pots(value: list[dict[str, str]]) -> tuple[Pot, ...]:
    return tuple(Pot(**p) for p in value)


def _drops(value: list[dict[str, Any]]) -> tuple[Drop, ...]:
    return tuple(Drop(**d) for d in value)


def _fouls(value: list[str]) -> tuple[SeenFoul, ...]:
    return tuple(SeenFoul(f) for f in value)


def _call(value: dict[str, str]) -> Call:
    return Call(value["ball"], value["pocket"])


Balls16 = Annotated[list[Ball], Field(max_length=16)]


@dataclass(frozen=True)
class Outcome:
    """What the referee at a real table saw of one shot (or of an incident between shots,
    ``played`` False). See the module docstring for each field; their defaults are "nothing
    of the kind happened" — except ``first_contact``, which the JSON must give for a shot
    (``null``: the cue ball touched no object ball)."""

    played: Annotated[bool, J(bool)] = True
    cue_ball: Annotated[str, J(Ball)] = CUE
    call: Annotated[Call | None, J(CallModel | None, parse=_call)] = None
    first_contact: Annotated[str | None, J(Ball | None)] = None
    pocketed: Annotated[tuple[Pot, ...], J(Annotated[list[PotModel], Field(max_length=16)],
                                           json_default=[], parse=_pots)] = ()
    off_table: Annotated[tuple[str, ...], J(Balls16, json_default=[], parse=tuple)] = ()
    completed: Annotated[bool, J(bool)] = True
    cushion_balls: Annotated[int | None, J(
        Annotated[int, Field(strict=True, ge=0, le=15)] | None)] = None
    crossed_centre: Annotated[bool, J(bool)] = False
    house_foul: Annotated[HouseFoul | None, J(one_of(HouseFoul) | None, parse=HouseFoul)] = None
    clean: Annotated[bool, J(bool)] = True
    smeared: Annotated[bool, J(bool)] = False
    fouls: Annotated[tuple[SeenFoul, ...], J(
        Annotated[list[one_of(SeenFoul)], Field(max_length=len(SeenFoul))], json_default=[],
        parse=_fouls)] = ()
    dropped: Annotated[tuple[Drop, ...], J(Annotated[list[DropModel], Field(max_length=15)],
                                           json_default=[], parse=_drops)] = ()
    interference: Annotated[Interference | None, J(one_of(Interference) | None,
                                                   parse=Interference)] = None
    exchange: Annotated[str | None, J(Ball | None)] = None
    offender: Annotated[str | None, J(Id | None)] = None

    def to_json(self) -> dict[str, Any]:
        return to_json_fields(self)

    @classmethod
    def from_json(cls, data: Any, where: str = W) -> Outcome:
        """An outcome from JSON, its shape checked (:data:`OutcomeModel`); the state it is
        recorded on checks the rest (:func:`facts_from_outcome`)."""
        validate(OutcomeModel, data, where)
        out = cls(**from_json_fields(cls, data))
        if out.played and out.interference is None and "first_contact" not in data:
            raise InputError(f"{where}.first_contact", "is required for a shot: the first "
                             "object ball the cue ball touched, or null for none (General "
                             "rules 6.1, 6.2)")
        return out


OutcomeModel = json_model(Outcome, Strict)


__all__ = ["BETWEEN_SHOTS", "FROM_HOUSE", "Drop", "Outcome", "OutcomeModel", "Pot"]
