"""A real table's outcome checked against the state and turned into the referee's facts.

:func:`facts_from_outcome` is to an :class:`~simulation.rules.outcome.Outcome` what
:func:`simulation.rules.facts.facts_from_result` is to a simulated shot's event log: it gives
the :class:`~simulation.rules.shotfacts.ShotFacts` that
:meth:`simulation.rules.base.Referee.rule` judges. Everything an outcome says is checked
against the state first (a ball that is not on the table, a break count off the break, a
foul that cannot happen there), each refusal an :class:`InputError` naming the outcome's
field; nothing is changed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import fields
from typing import Any, Protocol

from simulation.balls import CUE
from simulation.errors import InputError
from simulation.events import Pocketed
from simulation.racks import default_cue_position
from simulation.rules.outcome import BETWEEN_SHOTS, FROM_HOUSE, Outcome, W
from simulation.rules.shotfacts import ShotFacts
from simulation.rules.state import GameState
from simulation.rules.tablegeo import house_zone
from simulation.rules.verdict import Call
from simulation.rules.vocab import CallMode, Discipline, Hand, House, Interference, Phase, SeenFoul
from simulation.table import TableSpec, Vec


class Referee(Protocol):
    """What the outcome's checks ask of a discipline's referee (simulation.rules.base)."""

    @property
    def uses_break_13(self) -> bool: ...

    @property
    def house_clause(self) -> str | None: ...

    @property
    def temporary_house(self) -> bool: ...

    def shot_layout(self, state: GameState, cue_ball: str, place: Vec | None,
                    table: TableSpec) -> dict[str, Vec]: ...

    def check_call(self, state: GameState, call: Call | None, pre: Mapping[str, Vec]
                   ) -> Call | None: ...

    def check_placement(self, state: GameState, pos: Vec, table: TableSpec) -> None: ...


_DEFAULTS = Outcome()


def facts_from_outcome(referee: Referee, state: GameState, outcome: Outcome,
                       table: TableSpec) -> tuple[ShotFacts, Call | None]:
    """Check ``outcome`` against ``state`` and give the facts the referee judges (and the
    call it checked). Nothing is changed; every refusal is an :class:`InputError` naming
    the outcome's field."""
    if state.phase is Phase.OVER:
        raise InputError("state.phase", "the game is over")
    quiet = not outcome.played and not outcome.fouls and outcome.interference is None
    if state.pending is not None and not quiet:
        p = state.pending
        raise InputError("state.pending", f"a decision is pending ({p.kind} by {p.by}); "
                         "send it with 'game decide' first")
    if outcome.interference is not None:
        return _interference(state, outcome), None
    if outcome.exchange is not None:
        raise InputError(f"{W}.exchange", "only a re-rack after interference (26.2) takes a "
                         "ball in exchange for the coloured ball")
    if not outcome.played:
        return _incident(referee, state, outcome), None
    return _shot(referee, state, outcome, table)


def _others(outcome: Outcome, keep: Sequence[str]) -> str | None:
    """The first field (other than ``keep``) that differs from "nothing happened"."""
    for f in fields(Outcome):
        if f.name not in keep and getattr(outcome, f.name) != getattr(_DEFAULTS, f.name):
            return f.name
    return None


def _interference(state: GameState, outcome: Outcome) -> ShotFacts:
    """26.1: everything goes back and the shot is played (again); 26.2: a re-rack."""
    other = _others(outcome, ("played", "interference", "exchange"))
    if other is not None:
        raise InputError(f"{W}.{other}", "interference is recorded alone: the balls go back "
                         "where they stood (26.1) or are re-racked (26.2)")
    pre = dict(state.balls)
    if outcome.interference is Interference.RESTORE:
        if outcome.exchange is not None:
            raise InputError(f"{W}.exchange", "only a re-rack (26.2) exchanges a ball")
        return ShotFacts(CUE, pre, pre, played=outcome.played, replay="26.1", measured=False)
    held = any(CUE in shelf for shelf in state.shelves.values())
    if outcome.exchange is not None:
        if not held:
            raise InputError(f"{W}.exchange", "the coloured ball is in play; nothing is "
                             "exchanged for it (26.2)")
        if outcome.exchange not in state.balls or outcome.exchange == CUE:
            raise InputError(f"{W}.exchange", f"ball {outcome.exchange} is not an object "
                             "ball on the table")
    if not any(b != CUE for b in state.balls):
        raise InputError(f"{W}.interference", "no object ball is left to re-rack")
    return ShotFacts(CUE, pre, pre, played=outcome.played, rerack=True,
                     exchange=outcome.exchange, measured=False)


def _incident(referee: Referee, state: GameState, outcome: Outcome) -> ShotFacts:
    """An entry with no shot: a foul between shots, a ball that fell by itself."""
    other = _others(outcome, ("played", "fouls", "dropped", "offender"))
    if other is not None:
        raise InputError(f"{W}.{other}", "no shot was played (played is false): only fouls "
                         "between shots, dropped balls and interference are recorded")
    if not outcome.fouls and not outcome.dropped:
        raise InputError(W, "an entry without a shot needs a foul, a dropped ball or "
                         "interference")
    for i, code in enumerate(outcome.fouls):
        if code not in BETWEEN_SHOTS:
            raise InputError(f"{W}.fouls[{i}]", f"'{code}' is a fault of a stroke; between "
                             "shots only touched_ball (16) and placing_touched_ball happen")
        if code is SeenFoul.PLACING_TOUCHED_BALL and state.ball_in_hand is None:
            raise InputError(f"{W}.fouls[{i}]", "the cue ball is not in hand, so nobody "
                             "was placing it")
    _unique(outcome.fouls, f"{W}.fouls")
    offender = _offender(state, outcome)
    drops = _dropped(outcome, state.balls, (), between_shots=True)
    pre = dict(state.balls)
    return ShotFacts(CUE, pre, pre, played=False, seen=tuple(outcome.fouls), dropped=drops,
                     offender=offender, measured=False)


def _offender(state: GameState, outcome: Outcome) -> str | None:
    if outcome.offender is None:
        return None
    if not outcome.fouls:
        raise InputError(f"{W}.offender", "names the side that fouled; no foul is recorded")
    if outcome.offender not in state.sides:
        raise InputError(f"{W}.offender", f"must be one of {list(state.sides)}")
    if outcome.offender != state.to_move:
        if len(state.sides) > 2:
            raise InputError(f"{W}.offender", "with three or four players only the side to "
                             "move can be penalised here (the points go round the table)")
        if SeenFoul.PLACING_TOUCHED_BALL in outcome.fouls:
            raise InputError(f"{W}.offender", "the cue ball is placed by the side to move")
    return outcome.offender if outcome.offender != state.to_move else None


def _shot(referee: Referee, state: GameState, outcome: Outcome, table: TableSpec
          ) -> tuple[ShotFacts, Call | None]:
    if outcome.offender is not None:
        raise InputError(f"{W}.offender", "names the side of a foul between shots; in a shot "
                         "the side to move is the one that fouls")
    place = nominal_place(referee, state, table)
    try:
        pre = referee.shot_layout(state, outcome.cue_ball, place, table)
        call = referee.check_call(state, outcome.call, pre)
    except InputError as e:
        raise _renamed(e) from None
    cue = outcome.cue_ball
    contact = outcome.first_contact
    if contact is not None and (contact not in pre or contact == cue):
        raise InputError(f"{W}.first_contact", f"ball {contact} is not an object ball on the "
                         f"table (the cue ball is {cue!r})")
    pots = outcome.pocketed
    for i, p in enumerate(pots):
        if p.ball not in pre:
            raise InputError(f"{W}.pocketed[{i}].ball", f"ball {p.ball} is not on the table")
    _unique([p.ball for p in pots], f"{W}.pocketed")
    for i, b in enumerate(outcome.off_table):
        if b not in pre:
            raise InputError(f"{W}.off_table[{i}]", f"ball {b} is not on the table")
        if any(p.ball == b for p in pots):
            raise InputError(f"{W}.off_table[{i}]", f"ball {b} is also pocketed")
    _unique(outcome.off_table, f"{W}.off_table")
    drops = _dropped(outcome, pre, (cue, contact, *(p.ball for p in pots),
                                    *outcome.off_table), between_shots=False)
    is_break = state.phase is Phase.BREAK
    cushion_balls = _break_counts(referee, state, outcome, contact, is_break)
    completed = _completed(outcome, contact, is_break)
    if outcome.house_foul is not None and (state.ball_in_hand is not Hand.HOUSE
                                           or not referee.house_clause or contact is None):
        raise InputError(f"{W}.house_foul", "applies to a shot from the house that touched a "
                         "ball, in a discipline with a house clause (combined 6.6 and its twins)")
    strict = state.options.call_mode is CallMode.STRICT
    if not outcome.clean and (call is None or not strict):
        raise InputError(f"{W}.clean", "only the strict call («по чистому назначению») asks "
                         "whether the called ball went in touching nothing")
    clean = (call is not None and strict and outcome.clean
             and (call.ball == cue or contact == call.ball)
             and any(p.ball == call.ball and p.pocket == call.pocket for p in pots))
    if outcome.smeared and (state.discipline is not Discipline.PYRAMID_T or contact is None):
        raise InputError(f"{W}.smeared", "is Pyramid T 4.7's smeared first ball; it needs "
                         "pyramid-t and a first contact")
    _check_stroke_fouls(referee, state, outcome)
    gone = {p.ball for p in pots} | set(outcome.off_table)
    final = {b: p for b, p in pre.items() if b not in gone}
    return ShotFacts(
        cue_ball=cue, pre=pre, final=final, played=True, contact=contact,
        pocketed=tuple(Pocketed(p.ball, p.pocket, 0.0) for p in pots),
        off_table=tuple(outcome.off_table), completed=completed,
        break_cushion_balls=cushion_balls, break_crossed=outcome.crossed_centre,
        house_foul=None if outcome.house_foul is None else str(outcome.house_foul),
        clean=clean, smeared=outcome.smeared, seen=tuple(outcome.fouls), dropped=drops,
        replay="22.2" if any(d.affected for d in outcome.dropped) else None,
        measured=False), call


def _break_counts(referee: Referee, state: GameState, outcome: Outcome, contact: str | None,
                  is_break: bool) -> int:
    """13.1's facts: given on a break judged by 13 (required when nothing was pocketed)."""
    given = outcome.cushion_balls is not None or outcome.crossed_centre
    field = f"{W}.cushion_balls" if outcome.cushion_balls is not None else f"{W}.crossed_centre"
    if given and not is_break:
        raise InputError(field, "only the opening break is judged by the balls that reached a "
                         "cushion and crossed the centre line (13.1)")
    if given and not referee.uses_break_13:
        raise InputError(field, f"the {state.discipline} break is held to clauses 11 and 12, "
                         "not 13.1 (classic 4)")
    if (is_break and referee.uses_break_13 and contact is not None and not outcome.pocketed
            and outcome.cushion_balls is None):
        raise InputError(f"{W}.cushion_balls", "is required on the opening break: how many "
                         "object balls reached a cushion after the contact (13.1.2, 13.1.3)")
    n = outcome.cushion_balls or 0
    objects = sum(1 for b in state.balls if b != CUE)
    if n > objects:
        raise InputError(f"{W}.cushion_balls", f"only {objects} object balls are on the table")
    return n


def _completed(outcome: Outcome, contact: str | None, is_break: bool) -> str | None:
    """Clause 20 from the referee's word: 20.1 with a pot, else "20" when it was met."""
    if not outcome.completed:
        if is_break:
            raise InputError(f"{W}.completed", "the break is judged by 13.1 (cushion_balls, "
                             "crossed_centre), not by clause 20")
        if contact is None:
            raise InputError(f"{W}.completed", "without a contact the shot is a foul already "
                             "(6.2); clause 20 counts only after the contact")
        if outcome.pocketed:
            raise InputError(f"{W}.completed", "a ball was pocketed after the contact, which "
                             "completes the shot (20.1)")
    if contact is None or is_break:
        return None
    if outcome.pocketed:
        return "20.1"
    return "20" if outcome.completed else None


def _check_stroke_fouls(referee: Referee, state: GameState, outcome: Outcome) -> None:
    _unique(outcome.fouls, f"{W}.fouls")
    for i, code in enumerate(outcome.fouls):
        where = f"{W}.fouls[{i}]"
        if code is SeenFoul.PLACING_TOUCHED_BALL:
            raise InputError(where, "a ball touched while placing the cue ball is a foul before "
                             "the shot: record it with played false (combined 6.2)")
        if code in FROM_HOUSE and state.ball_in_hand is not Hand.HOUSE:
            raise InputError(where, f"'{code}' is a foul of a shot from the house; the cue "
                             "ball was not in hand in the house")
        if code is SeenFoul.WRONG_HOUSE and not referee.temporary_house:
            raise InputError(where, f"{state.discipline} has no temporary house (combined 6.7)")


def _dropped(outcome: Outcome, balls: Any, busy: Sequence[str | None], between_shots: bool
             ) -> tuple[Pocketed, ...]:
    out = []
    for i, d in enumerate(outcome.dropped):
        where = f"{W}.dropped[{i}]"
        if d.ball not in balls:
            raise InputError(f"{where}.ball", f"ball {d.ball} is not on the table")
        if d.ball in busy:
            raise InputError(f"{where}.ball", f"ball {d.ball} took part in the shot, so it did "
                             "not fall by itself (22.1)")
        if d.affected and between_shots:
            raise InputError(f"{where}.affected", "22.2 is about a shot in progress; between "
                             "shots the ball goes back where it stood (22.1)")
        out.append(Pocketed(d.ball, d.pocket, 0.0))
    _unique([d.ball for d in outcome.dropped], f"{W}.dropped")
    return tuple(out)


def _unique(items: Sequence[str], where: str) -> None:
    seen: set[str] = set()
    for i, item in enumerate(items):
        if item in seen:
            raise InputError(f"{where}[{i}]", f"{item} is listed twice")
        seen.add(item)


def _renamed(e: InputError) -> InputError:
    """The shot checks name a simulated shot's fields; here they are the outcome's."""
    field = e.field
    if field.startswith("shot."):
        field = f"{W}.{field.removeprefix('shot.')}"
    elif field == "call" or field.startswith("call."):
        field = f"{W}.{field}"
    return InputError(field, e.message)


# -------------------------------------------------------------- the ball in hand
def nominal_place(referee: Referee, state: GameState, table: TableSpec) -> Vec | None:
    """Where the program puts a ball in hand for a real table's shot (its place in the state;
    the player put it somewhere legal, which is all the referee needs): the waiting place
    of 9.2 when it is there, else the first free place of its house, or of the table."""
    if state.ball_in_hand is None or CUE in state.balls:
        return None
    r = table.ball_radius
    if state.ball_in_hand is Hand.TABLE:
        xs = [default_cue_position(table)[0] + k * 4 * r for k in range(0, 40)]
    elif state.house is House.TEMPORARY:
        line = house_zone(House.TEMPORARY, table).line_x
        xs = [line + 0.25 + k * 2.5 * r for k in range(0, 10)]
    else:
        xs = [default_cue_position(table)[0] - k * 2.5 * r for k in range(0, 10)]
    ys = [0.0] + [s * k * 2.5 * r for k in range(1, 10) for s in (1, -1)]
    for x in xs:
        for y in ys:
            pos = (round(x, 6) + 0.0, round(y, 6) + 0.0)
            try:
                referee.check_placement(state, pos, table)
            except InputError:
                continue
            return pos
    raise InputError("state.balls", "there is no free place for the ball in hand")

