"""Classic pyramid, 71 and 51 points (and the club variants of 002: 3 and 4 players,
handicaps, strict call).

Classic 71 5.1-5.8 / Classic 51 5.1-5.7: before each shot the player names an object ball and
a pocket (5.2). When the called ball goes into the called pocket on a legal shot, every ball
pocketed counts its number, the ace 11 (5.1, 5.3); in the 71 game the last object ball left
on the table is worth 10 more. Other pocketed balls are "unrequested" and re-spotted (5.4, 7).
A foul costs the offender 5 points and gives them to the opponent (5.6), once however many
fouls (27.2); a pocketed or jumped cue ball comes back from the house (5.5, 6).

Call modes: "ball-pocket" (the federation's 5.2, the default) only asks that the called ball
drop in the called pocket; "strict" («по чистому назначению», club rules) also asks that it be
the cue ball's first contact and reach the pocket touching nothing but that pocket's jaws.

The 70:70 continuation (5.7 and the scoring notes): when the table is cleared with the scores
level, the last pocketed ball goes back on the back spot, a lag decides who plays, from the
house, and the first legal pot of it into the called pocket, or the first foul, ends the game.
"""

from __future__ import annotations

from dataclasses import replace

from simulation.balls import CUE
from simulation.rules.base import Referee, Shot
from simulation.rules.codes import Foul
from simulation.rules.state import GameState, Pending
from simulation.rules.turns import after_shot, give_turn
from simulation.rules.verdict import Verdict
from simulation.rules.vocab import (
    CallMode,
    Choice,
    Context,
    Discipline,
    Hand,
    House,
    Note,
    PendingKind,
    Phase,
    Turn,
)
from simulation.table import TableSpec

#: Classic 71 5.6: points a foul costs the offender and gives the opponent.
FOUL_POINTS = 5


class ClassicReferee(Referee):
    uses_break_13 = False  # Classic 71/51 4: the break follows clauses 11 and 12 only
    temporary_house = True  # not in the classic text; applied by analogy (docs/rules.md)

    def __init__(self, target: int, last_ball_bonus: int) -> None:
        self.target = target
        self.last_ball_bonus = last_ball_bonus
        self.name = Discipline(f"classic-{target}")  # type: ignore[misc]
        self.house_clause = f"classic-{target} 6.6"  # type: ignore[misc]

    def call_required(self, state: GameState) -> bool:
        return True

    def discipline_fouls(self, shot: Shot) -> list[Foul]:
        if CUE in shot.pocketed:
            return [Foul.of("cue_ball_potted", f"classic-{self.target} 5.5")]
        return []

    def completion_required(self, shot: Shot) -> bool:
        return True

    def value(self, state: GameState, ball: str) -> int:
        return state.options.values[ball]

    def call_made(self, shot: Shot) -> bool:
        call = shot.call
        if call is None:
            return False
        if shot.state.options.call_mode is CallMode.STRICT:
            return shot.facts.clean
        return any(p.ball == call.ball and p.pocket == call.pocket
                   for p in shot.facts.pocketed)

    def resolve(self, shot: Shot, fouls: list[Foul], completed: str | None
                ) -> tuple[Verdict, GameState]:
        state = after_shot(shot.state, shot.shooter)
        side = shot.side
        layout = shot.final_layout()
        decider = bool(state.extra.get("decider"))
        objects = [b for b in shot.pocketed if b != CUE]
        n = shot.state.shot_no + 1
        if not fouls:
            made = self.call_made(shot)
            state = replace(state, phase=shot.next_phase, ball_in_hand=None)
            if made:
                points = sum(self.value(state, b) for b in objects)
                left = [b for b in layout if b != CUE]
                if not left and self.last_ball_bonus:
                    points += self.last_ball_bonus  # Classic 71 5.1: the last ball +10
                state = replace(state, balls=layout)
                for b in objects:
                    state = state.to_shelf(side, b)
                state = state.add_score(side, points).set_extra(last_potted=objects[-1])
                state = state.log({"event": shot.event, "n": n, "side": side,
                                   "player": shot.shooter, "points": {side: points},
                                   "balls": objects, "fouls": []})
                if decider:
                    state = replace(state, phase=Phase.OVER, winner=side)
                state = give_turn(state, side)
                verdict = Verdict(True, (), {side: points}, tuple(objects), {}, shot.pocketed,
                                  shot.off, completed, Turn.CONTINUES, None, None, None,
                                  shot.call, True)
                return verdict, self._table_cleared(state, shot.table)
            # 5.4/7: unrequested balls are re-spotted and play goes on; nothing was scored,
            # so the turn passes (7.2).
            spots = self.respot(layout, objects, shot.table)
            layout.update(spots)
            state = replace(state, balls=layout)
            state = state.log({"event": shot.event, "n": n, "side": side,
                               "player": shot.shooter, "points": {}, "balls": [], "fouls": []})
            state = give_turn(state, state.opponent(side))
            notes = (Note.UNREQUESTED_RESPOTTED,) if objects else ()
            verdict = Verdict(True, (), {}, (), spots, shot.pocketed, shot.off, completed,
                              Turn.PASSES, None, None, None, shot.call,
                              False if shot.call else None, notes)
            return verdict, state
        # Foul: -5 / +5 once (5.6, 27.2); balls back (21.4, 25); cue ball from the house (5.5).
        back = [b for b in (*shot.pocketed, *shot.off) if b != CUE]
        spots = self.respot(layout, back, shot.table)
        layout.update(spots)
        opp = state.opponent(side)
        penalty = {side: -FOUL_POINTS, opp: FOUL_POINTS}
        state = replace(state, balls=layout, phase=shot.next_phase, ball_in_hand=None)
        state = state.add_score(side, -FOUL_POINTS).add_score(opp, FOUL_POINTS)
        if CUE in shot.pocketed or CUE in shot.off:
            state = replace(state, awaiting=(CUE,), ball_in_hand=Hand.HOUSE)
        state = state.log({"event": shot.event, "n": n, "side": side, "player": shot.shooter,
                           "points": penalty, "balls": [], "fouls": [f.code for f in fouls]})
        if decider:
            # 5.7: the continuation is decided by the first foul.
            state = replace(state, phase=Phase.OVER, winner=opp)
        else:
            state = self.foul_chain(state, side, Context.FOUL, shot.table)
        verdict = Verdict(False, tuple(fouls), penalty, (), spots, shot.pocketed, shot.off,
                          completed, Turn.PASSES, None, None, None, shot.call,
                          self.call_made(shot) if shot.call else None)
        return verdict, state

    def _table_cleared(self, state: GameState, table: TableSpec) -> GameState:
        """The last object ball is gone: the leader wins; level scores (70:70 in the 71 game)
        send the last pocketed ball back to the back spot for the decider (5.7); with three or
        four players level scores are a draw (club rules: 50-50-50, 40-40-40-40)."""
        state = self.check_winner(state, table)
        if state.phase is Phase.OVER or any(b != CUE for b in state.balls):
            return state
        scores = state.scores
        best = max(scores.values())
        leaders = [s for s in state.sides if scores[s] == best]
        if len(leaders) == 1:
            return replace(state, phase=Phase.OVER, winner=leaders[0])
        if len(state.sides) > 2:
            return replace(state, phase=Phase.OVER, draw=True, winner=None)
        ball = str(state.extra["last_potted"])
        shelves = {s: tuple(b for b in v if b != ball) for s, v in state.shelves.items()}
        layout = {b: p for b, p in state.balls.items() if b != CUE}
        layout.update(self.respot({}, [ball], table))
        layout = self.cue_to_house(layout, table)
        state = replace(state, balls=layout, shelves=shelves, awaiting=(),
                        ball_in_hand=Hand.HOUSE, house=House.FRONT, phase=Phase.PLAY)
        state = state.set_extra(decider=True).log(
            {"event": "decider", "ball": ball, "points": {}})
        return replace(state, pending=Pending(PendingKind.LAG, None, tuple(Choice), (),
                                              Context.DECIDER))
