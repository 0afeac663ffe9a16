"""The eight-ball games scored by the shelf: Free, Combined, Dynamic and Classic 8.

Each legally pocketed ball is one point and goes on the player's shelf; a foul gives the
opponent a penalty ball from the table (one point) and the choice to shoot or pass; the first
side to eight points wins. So in these games a side's score always equals the length of its
shelf, an invariant the tests check. The four differ only in which ball is the cue ball and
what happens to a pocketed cue ball:

========== ============================ ============================ ======================
discipline cue ball                      cue ball pocketed, legal     after a foul
========== ============================ ============================ ======================
free       any ball (Free 5.1)           one point like any ball      re-spotted (25 note)
combined   the coloured ball             + object ball of the         from the house
                                         player's choice, then from   (Combined 7.2)
                                         the house (Combined 5.2)
dynamic    the coloured ball             + object ball to the shelf,  from hand anywhere
                                         then from hand anywhere,     (Dynamic 7.2)
                                         object balls only (5.2)
classic-8  the coloured ball             foul (Classic 8 5.1)         from the house (6.2)
========== ============================ ============================ ======================
"""

from __future__ import annotations

from dataclasses import replace
from typing import ClassVar

from simulation.balls import CUE
from simulation.rules.base import Referee, Shot
from simulation.rules.codes import Foul
from simulation.rules.state import GameState
from simulation.rules.turns import after_shot, give_turn
from simulation.rules.verdict import Verdict
from simulation.rules.vocab import Context, Discipline, Hand, PendingKind, Phase, Turn


class ShelfReferee(Referee):
    """Shared scoring of Free, Combined, Dynamic and Classic 8."""

    #: Where a cue ball that left the table comes back: in hand in the house or anywhere on
    #: the table; None in Free pyramid, where it is re-spotted like any ball (25.2 note).
    cue_return: ClassVar[Hand | None] = Hand.HOUSE
    #: Combined 5.2 / Dynamic 5.2: a legally pocketed cue ball is paid with an object ball.
    replaces_cue: ClassVar[bool] = False
    #: Free 6: the penalty ball may be any ball; the others take object balls (see docs).
    penalty_any_ball: ClassVar[bool] = False

    def cue_pot_foul(self, shot: Shot) -> Foul | None:
        return None

    def discipline_fouls(self, shot: Shot) -> list[Foul]:
        if CUE in shot.pocketed and not self.any_cue_ball:
            foul = self.cue_pot_foul(shot)
            if foul is not None:
                return [foul]
        return []

    def penalty_options(self, state: GameState, context: Context) -> tuple[str, ...]:
        """Free 6 allows any ball; after an illegal break, or a foul before the break (a
        ball touched, 16), the coloured ball is kept back because the break needs it (12.2)
        — our reading."""
        if self.penalty_any_ball and context != Context.BREAK and state.phase is not Phase.BREAK:
            return tuple(state.balls)
        return tuple(b for b in state.balls if b != CUE)

    def resolve(self, shot: Shot, fouls: list[Foul], completed: str | None
                ) -> tuple[Verdict, GameState]:
        state = after_shot(shot.state, shot.shooter)
        layout = shot.final_layout()
        side = shot.side
        cue_gone = shot.cue in shot.pocketed or shot.cue in shot.off
        if not fouls:
            # 21.1/21.2: every ball pocketed by a legal shot is legally pocketed.
            scored = shot.pocketed
            on_shelf = [b for b in scored if b != CUE or self.cue_return is None]
            state = replace(state, balls=layout, phase=shot.next_phase, ball_in_hand=None)
            for b in on_shelf:
                state = state.to_shelf(side, b)
            state = state.add_score(side, len(on_shelf))
            state = state.log({"event": shot.event, "n": shot.state.shot_no + 1, "side": side,
                               "player": shot.shooter, "points": {side: len(on_shelf)},
                               "balls": list(on_shelf), "fouls": []})
            if cue_gone and self.cue_return is not None:
                state = replace(state, awaiting=(CUE,), ball_in_hand=self.cue_return)
            # 7.1 / 7.2: a pocketed ball keeps the turn, otherwise it passes.
            turn = Turn.CONTINUES if scored else Turn.PASSES
            state = give_turn(state, side if scored else state.opponent(side))
            if cue_gone and self.replaces_cue:
                state = self.start_chain(state, (PendingKind.REPLACE_CUE,), side, Context.POT,
                                         None)
            points = {side: len(on_shelf)}
            verdict = Verdict(True, (), points, tuple(on_shelf), {}, shot.pocketed, shot.off,
                              completed, turn, None, None, None)
            return verdict, state
        # A foul (27): nothing scores (21.3), illegally pocketed and off balls are re-spotted
        # (21.4, 23.4, 25.1), then the opponent's penalty ball and choice (7.4 or 13.2).
        back = [b for b in (*shot.pocketed, *shot.off) if b != CUE or self.cue_return is None]
        spots = self.respot(layout, back, shot.table)
        layout.update(spots)
        state = replace(state, balls=layout, phase=shot.next_phase, ball_in_hand=None)
        if cue_gone and self.cue_return is not None:
            state = replace(state, awaiting=(CUE,), ball_in_hand=self.cue_return)
        state = state.log({"event": shot.event, "n": shot.state.shot_no + 1, "side": side,
                           "player": shot.shooter, "points": {},
                           "balls": [], "fouls": [f.code for f in fouls]})
        state = self.foul_chain(state, side, Context.BREAK if shot.is_break else Context.FOUL,
                                shot.table)
        verdict = Verdict(False, tuple(fouls), {}, (), spots, shot.pocketed, shot.off,
                          completed, Turn.PASSES, None, None, None)
        return verdict, state


class FreeReferee(ShelfReferee):
    """Free pyramid: any ball may be the cue ball; every ball counts (Free 2, 5, 8)."""

    name = Discipline.FREE
    any_cue_ball = True
    cue_return = None
    penalty_any_ball = True


class CombinedReferee(ShelfReferee):
    """Combined pyramid: coloured cue ball; a pocketed cue ball is paid with an object ball
    and comes back from the house, or the temporary house (Combined 5.2, 6)."""

    name = Discipline.COMBINED
    cue_return = Hand.HOUSE
    replaces_cue = True
    house_clause = "combined 6.6"
    temporary_house = True


class DynamicReferee(ShelfReferee):
    """Dynamic pyramid: a pocketed cue ball is paid with an object ball and comes back from
    hand anywhere; from hand only object balls may be pocketed (Dynamic 5.2, 6)."""

    name = Discipline.DYNAMIC
    cue_return = Hand.TABLE
    replaces_cue = True

    def cue_pot_foul(self, shot: Shot) -> Foul | None:
        """Dynamic 6.4/6.5: pocketing the cue ball on a shot from hand is a foul (and 6.6:
        an object ball pocketed with it does not count, which the foul already ensures)."""
        return Foul.of("cue_ball_potted_from_hand") if shot.from_hand is Hand.TABLE else None


class Classic8Referee(ShelfReferee):
    """Classic pyramid 8 points: only object balls may be pocketed (5.1); the cue ball comes
    back from the house, or the temporary house (6.2, 7.7)."""

    name = Discipline.CLASSIC_8
    cue_return = Hand.HOUSE
    house_clause = "classic-8 7.6"
    temporary_house = True

    def cue_pot_foul(self, shot: Shot) -> Foul | None:
        return Foul.of("cue_ball_potted_classic8")
