"""The referee every discipline shares: checking a shot against the state, the General-rules
fouls, the break of clause 13, and the chain of decisions a foul opens (7.4, 13.2).

A discipline subclasses :class:`Referee`, sets a few class attributes and writes
:meth:`Referee.resolve` (scores, re-spotting, turn) and the hooks it needs. Everything is pure:
``judge(state, result, ...) -> (verdict, state)`` and ``decide`` in
:mod:`simulation.rules.decisions` return new values and never change their inputs. Bad input
raises :class:`InputError` before anything is computed, so no state is ever half-changed.

**One path for every shot.** A simulated shot (:meth:`Referee.judge`, an event log) and a shot
at a real table (:meth:`Referee.record`, what the referee saw) are each turned into one
:class:`~simulation.rules.shotfacts.ShotFacts` and judged by :meth:`Referee.rule`: the same
fouls, the same resolution, the same decisions, whichever way the shot came in.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import ClassVar

from simulation.balls import CUE
from simulation.errors import InputError
from simulation.events import ShotResult, rnd_vec
from simulation.layout import check_layout
from simulation.rules import incidents
from simulation.rules.codes import Foul, seen_foul
from simulation.rules.facts import facts_from_result
from simulation.rules.outcome import Outcome
from simulation.rules.outcome_facts import facts_from_outcome
from simulation.rules.rack import cue_to_house
from simulation.rules.respot import respot_positions
from simulation.rules.shotfacts import ShotFacts, break_branch
from simulation.rules.state import GameState, Pending
from simulation.rules.tablegeo import (
    all_objects_in_house,
    house_zone,
    overlaps_any,
    touches_any,
)
from simulation.rules.turns import normalize, shooter_of
from simulation.rules.verdict import Call, Verdict
from simulation.rules.vocab import (
    BreakOption,
    CallMode,
    Choice,
    Context,
    Hand,
    House,
    PendingKind,
    Phase,
    Turn,
)
from simulation.table import TableSpec, Vec

BREAK_CHOICES: tuple[BreakOption, ...] = tuple(BreakOption)


@dataclass(frozen=True)
class Shot:
    """One shot in context: the state before it, what the referee knows of it (the facts),
    the call, and who played it (the side that fouled, for an incident of the other side)."""

    state: GameState
    facts: ShotFacts
    call: Call | None
    table: TableSpec
    side: str
    shooter: str
    from_hand: Hand | None

    @property
    def cue(self) -> str:
        return self.facts.cue_ball

    @property
    def pre(self) -> Mapping[str, Vec]:
        return self.facts.pre

    @property
    def contact(self) -> str | None:
        """General rules 6.1: the first object ball the cue ball touched."""
        return self.facts.contact

    @property
    def is_break(self) -> bool:
        return self.facts.played and self.state.phase is Phase.BREAK

    @property
    def next_phase(self) -> Phase:
        """The phase after this entry: play once a shot is played; unchanged by an incident
        between shots (an opening break still to come stays to come)."""
        return Phase.PLAY if self.facts.played else self.state.phase

    @property
    def event(self) -> str:
        """The score sheet's word for this entry: a shot, or an incident between shots."""
        return "shot" if self.facts.played else "incident"

    @property
    def pocketed(self) -> tuple[str, ...]:
        return self.facts.pocketed_ids

    @property
    def off(self) -> tuple[str, ...]:
        return self.facts.off_table

    def final_layout(self) -> dict[str, Vec]:
        return {b: rnd_vec(p) for b, p in self.facts.final.items()}


class Referee:
    """General rules shared by all disciplines. Subclasses set the class attributes."""

    name: ClassVar[str] = ""
    #: Free pyramid 2/5.1: any ball on the table may be the cue ball (not on the break, 12.2).
    any_cue_ball: ClassVar[bool] = False
    #: The break must meet General rules 13.1 (Classic 71/51 4 cite only clauses 11 and 12).
    uses_break_13: ClassVar[bool] = True
    #: The discipline's clause for a shot from the house (Combined 6.6 and its twins), or None.
    house_clause: ClassVar[str | None] = None
    #: Combined 6.7 (and by analogy the other house games): the temporary house.
    temporary_house: ClassVar[bool] = False
    #: Pyramid T 4.1.2: the cue ball played off an object ball may be called (свояк).
    cue_call: ClassVar[bool] = False
    #: The clause that makes the call (quoted when a call is missing).
    call_clause: ClassVar[str] = "Classic 71 5.2"

    # --------------------------------------------------------------- hooks
    def call_required(self, state: GameState) -> bool:
        return False

    def discipline_fouls(self, shot: Shot) -> list[Foul]:
        return []

    def completion_required(self, shot: Shot) -> bool:
        """General rules 20: every shot but the break must be correctly completed."""
        return True

    def resolve(self, shot: Shot, fouls: list[Foul], completed: str | None
                ) -> tuple[Verdict, GameState]:
        raise NotImplementedError

    def penalty_options(self, state: GameState, context: Context) -> tuple[str, ...]:
        """Balls the opponent may take as the penalty ball (none in points games)."""
        return ()

    def take_ball(self, state: GameState, side: str, ball: str, kind: str) -> GameState:
        """A penalty ball or a replacement for a pocketed cue ball goes to ``side``'s shelf
        and scores one point (Free 6/8, Combined 5.2/9, Dynamic 5.2/9, Classic 8 6/9)."""
        balls = {b: p for b, p in state.balls.items() if b != ball}
        state = state.with_balls(balls).to_shelf(side, ball).add_score(side, 1)
        return state.log({"event": kind, "side": side, "ball": ball, "points": {side: 1}})

    def replace_options(self, state: GameState) -> tuple[str, ...]:
        return tuple(b for b in state.balls if b != CUE)

    def after_decisions(self, state: GameState, table: TableSpec) -> GameState:
        """Anything a discipline settles once the decisions are made (a win, the house)."""
        return self.refresh_house(self.check_winner(state, table), table)

    # -------------------------------------------------------- shot checks
    def shot_layout(self, state: GameState, cue_ball: str, place: Vec | None,
                    table: TableSpec) -> dict[str, Vec]:
        """The layout a shot starts from, after checking that the shot may be taken at all."""
        if state.phase is Phase.OVER:
            raise InputError("state.phase", "the game is over")
        if state.pending is not None:
            p = state.pending
            raise InputError("state.pending", f"a decision is pending ({p.kind} by {p.by}); "
                             "send it with 'game decide' first")
        if cue_ball != CUE and (not self.any_cue_ball or state.phase is Phase.BREAK):
            why = "the break is always played with the coloured ball (General rules 12.2)" \
                if self.any_cue_ball else "only the coloured ball 'cue' may be struck"
            raise InputError("shot.cue_ball", why)
        layout = dict(state.balls)
        if state.ball_in_hand is None:
            if place is not None:
                raise InputError("cue_ball_position", "the cue ball is not in hand")
            if cue_ball not in layout:
                raise InputError("shot.cue_ball", f"ball {cue_ball!r} is not on the table")
            return layout
        if cue_ball != CUE:
            raise InputError("shot.cue_ball", "the ball in hand is the cue ball 'cue'")
        if place is None:
            if CUE not in layout:
                raise InputError("cue_ball_position", "is required: the cue ball is in hand ("
                                 f"{self.hand_description(state)})")
            place = layout[CUE]
        self.check_placement(state, place, table)
        layout[CUE] = place
        return layout

    def hand_description(self, state: GameState) -> str:
        if state.ball_in_hand is Hand.TABLE:
            return "anywhere on the table, not touching a ball"
        if state.house is House.TEMPORARY:
            return "in the temporary house beyond the back-spot line (Combined 6.7)"
        return "in the house, behind the house line (General rules 11, 12.3)"

    def check_placement(self, state: GameState, pos: Vec, table: TableSpec) -> None:
        """General rules 11/12.3, Combined 6.1, Dynamic 6.1: refused placements."""
        if not table.on_surface(pos):
            raise InputError("cue_ball_position", "is off the playing surface")
        if state.ball_in_hand is Hand.HOUSE:
            zone = house_zone(state.house or House.FRONT, table)
            if abs(pos[0] - zone.line_x) <= 1e-9:
                raise InputError("cue_ball_position", "is on the house line, which is not part "
                                 "of the house (General rules 11.1)")
            if not zone.contains(pos):
                raise InputError("cue_ball_position", f"must be {self.hand_description(state)}")
        others = {b: p for b, p in state.balls.items() if b != CUE}
        hit = overlaps_any(pos, others, table) or touches_any(pos, others, table)
        if hit is not None:
            raise InputError("cue_ball_position", f"touches ball {hit} (Combined 6.1, "
                             "Dynamic 6.1: not frozen to an object ball)")

    def check_call(self, state: GameState, call: Call | None, pre: Mapping[str, Vec]
                   ) -> Call | None:
        if not self.call_required(state):
            if call is not None:
                raise InputError("call", f"{state.discipline} is played without a call")
            return None
        if call is None:
            if state.phase is Phase.BREAK:
                return None
            raise InputError("call", "is required: name the ball and the pocket "
                             f"({self.call_clause})")
        if call.ball == CUE and not self.cue_call:
            raise InputError("call.ball", f"the cue ball may not be called in "
                             f"{state.discipline}: name an object ball (only pyramid-t "
                             "4.1.2 scores the cue ball)")
        if call.ball not in pre:
            raise InputError("call.ball", f"ball {call.ball} is not on the table")
        return call

    @staticmethod
    def check_accounting(result: ShotResult, pre: Mapping[str, Vec], table: TableSpec) -> None:
        before = set(pre)
        after = set(result.balls) | set(result.pocketed_ids()) | set(result.off_table)
        if after != before:
            missing, extra = sorted(before - after), sorted(after - before)
            what = f"missing {missing}" if missing else f"balls not on the table {extra}"
            raise InputError("result.balls", "must account for every ball on the table before "
                             f"the shot (at rest, pocketed or off the table): {what}")
        for i, e in enumerate(result.events):
            for b in (getattr(e, "ball", None), getattr(e, "a", None), getattr(e, "b", None)):
                if b is not None and b not in before:
                    raise InputError(f"result.events[{i}]", f"ball {b} was not on the table")
        check_layout(result.balls, table, "result.balls")

    # ---------------------------------------------------------------- judge
    def judge(self, state: GameState, result: ShotResult, *, call: Call | None = None,
              place: Vec | None = None, table: TableSpec | None = None
              ) -> tuple[Verdict, GameState]:
        """Referee a simulated shot from its event log (:func:`facts_from_result`)."""
        table = table or TableSpec()
        pre = self.shot_layout(state, result.cue_ball, place, table)
        self.check_accounting(result, pre, table)
        call = self.check_call(state, call, pre)
        zone = (house_zone(state.house or House.FRONT, table)
                if state.ball_in_hand is Hand.HOUSE else None)
        facts = facts_from_result(
            result, pre, is_break=state.phase is Phase.BREAK, house=zone,
            call=None if call is None else (call.ball, call.pocket),
            strict=state.options.call_mode is CallMode.STRICT, table=table)
        return self.rule(state, facts, call, table)

    def record(self, state: GameState, outcome: Outcome, table: TableSpec | None = None
               ) -> tuple[Verdict, GameState]:
        """Referee what a referee at a real table saw (:mod:`simulation.rules.outcome`)."""
        table = table or TableSpec()
        facts, call = facts_from_outcome(self, state, outcome, table)
        return self.rule(state, facts, call, table)

    def rule(self, state: GameState, facts: ShotFacts, call: Call | None, table: TableSpec
             ) -> tuple[Verdict, GameState]:
        """The one judgement of a shot or an incident, from its facts."""
        if facts.replay is not None:
            return incidents.replay(state, facts)
        if facts.rerack:
            return incidents.rerack(state, facts, table)
        assert state.to_move is not None
        # The ball in hand is on the table once placed: it no longer awaits.
        placed = replace(state, awaiting=tuple(b for b in state.awaiting if b not in facts.pre))
        side = facts.offender or state.to_move
        # A side that fouls out of its turn (16 between shots) is named as itself: a team
        # with no order yet has no player to name.
        shooter = (state.shooter if side == state.to_move else shooter_of(state, side)) or side
        shot = Shot(placed, facts, call, table, side, shooter, state.ball_in_hand)
        fouls, completed = self.fouls(shot)
        if not facts.played and not fouls:
            verdict, new = incidents.quiet(state, facts)
        else:
            verdict, new = self.resolve(shot, fouls, completed)
            new = (replace(new, shot_no=state.shot_no + 1) if facts.played
                   else incidents.between_shots(state, new, side))
        new = normalize(self.after_decisions(new, table))
        verdict = incidents.with_spots(verdict, facts, table)
        # The sheet keeps which way the turn went (kept, passed, the frame over) on the
        # entry itself, before any decision it opens: the frame protocol's visits
        # (simulation/rules/protocol.py) are read from it.
        new = _stamp_turn(len(state.sheet), new,
                          Turn.OVER if new.phase is Phase.OVER else verdict.turn)
        turn = (Turn.OVER if new.phase is Phase.OVER
                else Turn.DECISION if new.pending else verdict.turn)
        verdict = replace(verdict, to_move=new.to_move, pending=new.pending, winner=new.winner,
                          turn=turn)
        return verdict, new

    def fouls(self, shot: Shot) -> tuple[list[Foul], str | None]:
        """General fouls (6.2, 23.3, 20 or 13.1, the house clause), the fouls a referee saw
        (5, 15.2, 16-19, 12.3, the placing clauses) and the discipline's own. 27.2: however
        many there are, the penalty is applied once (by :meth:`resolve`)."""
        facts = shot.facts
        seen = [seen_foul(code, shot.state.discipline) for code in facts.seen]
        if not facts.played:
            return seen, None
        fouls: list[Foul] = []
        if shot.contact is None:
            fouls.append(Foul.of("no_contact"))
        if shot.off:
            fouls.append(Foul.of("ball_off_table"))
        if (shot.from_hand is Hand.HOUSE and self.house_clause and shot.contact is not None
                and facts.house_foul):
            fouls.append(Foul.of(facts.house_foul, self.house_clause))
        fouls += seen
        fouls += self.discipline_fouls(shot)
        completed: str | None = None
        if shot.is_break:
            if self.uses_break_13:
                completed = break_branch(shot.contact is not None, facts.break_cushion_balls,
                                         facts.break_crossed,
                                         any_legal_pot=not fouls and bool(shot.pocketed))
                if completed is None:
                    fouls.append(Foul.of("illegal_break"))
        elif shot.contact is not None and self.completion_required(shot):
            completed = facts.completed
            if completed is None:
                fouls.append(Foul.of("not_completed"))
        unique: list[Foul] = []
        for f in fouls:
            if all(f.code != u.code for u in unique):
                unique.append(f)
        return unique, completed

    # ------------------------------------------------------------ helpers
    def respot(self, layout: Mapping[str, Vec], balls: Sequence[str], table: TableSpec
               ) -> dict[str, Vec]:
        """General rules 25.2, positions rounded like a shot result's."""
        return {b: rnd_vec(p) for b, p in respot_positions(balls, layout, table).items()}

    def foul_chain(self, state: GameState, offender: str, context: Context,
                   table: TableSpec) -> GameState:
        """General rules 7.4 (and 13.2 after a break): the opponent first takes the penalty
        ball where the discipline has one, then chooses to shoot or pass (or, after an
        illegal break, one of the four options of 13.2)."""
        chooser = state.opponent(offender)
        last = PendingKind.BREAK_OPTIONS if context == Context.BREAK else PendingKind.SHOOT_OR_PASS
        kinds = (PendingKind.PENALTY_BALL, last)
        return self.start_chain(replace(state, to_move=chooser), kinds, chooser, context,
                                offender)

    def start_chain(self, state: GameState, kinds: Sequence[PendingKind], by: str,
                    context: Context, offender: str | None) -> GameState:
        for i, kind in enumerate(kinds):
            pending = self.build_pending(state, kind, by, context, offender)
            if pending is not None:
                pending = replace(pending, after=tuple(kinds[i + 1:]))
                return replace(state, pending=pending, to_move=by)
        return replace(state, pending=None)

    def build_pending(self, state: GameState, kind: PendingKind, by: str, context: Context,
                      offender: str | None) -> Pending | None:
        if kind == PendingKind.PENALTY_BALL:
            options = self.penalty_options(state, context)
            return Pending(kind, by, options, (), context, offender) if options else None
        if kind == PendingKind.REPLACE_CUE:
            options = self.replace_options(state)
            return Pending(kind, by, options, (), context, offender) if options else None
        if kind == PendingKind.SHOOT_OR_PASS:
            return Pending(kind, by, tuple(Choice), (), context, offender)
        if kind == PendingKind.BREAK_OPTIONS:
            return Pending(kind, by, BREAK_CHOICES, (), context, offender)
        raise ValueError(kind)

    def check_winner(self, state: GameState, table: TableSpec) -> GameState:
        """First to the target wins (Free 1, Combined 1, Dynamic 1, Classic 1); with a race
        (``options.race``, a фора in balls) each side to the balls it needs."""
        target = state.options.target
        if state.phase is Phase.OVER or target <= 0:
            return state
        leaders = [s for s in state.sides if state.scores[s] >= state.options.needs(s)]
        if leaders:
            best = max(leaders, key=lambda s: state.scores[s])
            return replace(state, phase=Phase.OVER, winner=best, pending=None)
        return state

    def refresh_house(self, state: GameState, table: TableSpec) -> GameState:
        """Combined 6.7: with every object ball in the house, the ball in hand goes in the
        temporary house at the other end instead."""
        if state.ball_in_hand is not Hand.HOUSE:
            return replace(state, house=None)
        kind = House.FRONT
        if (self.temporary_house and state.phase is not Phase.BREAK
                and all_objects_in_house(state.balls, CUE, table)):
            kind = House.TEMPORARY
        return replace(state, house=kind)

    cue_to_house = staticmethod(cue_to_house)


def _stamp_turn(start: int, state: GameState, turn: Turn) -> GameState:
    """``state`` with ``turn`` written on the shot or incident entry its sheet gained
    after index ``start``."""
    sheet = list(state.sheet)
    for i in range(start, len(sheet)):
        if sheet[i].get("event") in ("shot", "incident"):
            sheet[i] = {**sheet[i], "turn": str(turn)}
            return replace(state, sheet=tuple(sheet))
    return state
