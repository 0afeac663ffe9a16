"""Pyramid T (000_…): coloured balls, values by colour, two stages, fouls of 5 or more.

* 4.1/4.1.2: each player's "game balls" are one ball of each of the five colours; a ball of a
  colour the player has already pocketed in the current set of five is not their game ball.
  Values: blue 3, yellow 4, black 5, green 6, red 7; a pocketed cue ball is worth the ball it
  was played off (read here as the cue ball's first contact, which 4.6 makes an own ball).
* 4.2.1: on the break a pocketed cue ball counts as a black ball, 5 points.
* 4.4 (stage 1, a player's first set of five): pocketed game balls are re-spotted in turn on
  the front, centre and back spots (the next spot in that rotation; a taken spot sends the
  ball as close as possible behind the ball on it, toward the back cushion); a ball the cue
  ball was pocketed off stays where it stopped.
* 4.5 (stage 2, every later set): pocketed game balls stay off the table, and so does a ball
  the cue ball was pocketed off. With five or fewer object balls on the table, every object
  ball is a game ball of both players ("common"). Level scores with the table cleared: the last
  pocketed ball goes back on the back spot and the next pot or foul decides.
* 4.6/4.6.1: the cue ball may strike only the player's own game balls first; other balls
  pocketed through them are re-spotted (25) and the player keeps the turn.
* 4.7: on a "smeared" own ball (one hanging in a pocket's mouth) clause 20 is suspended.
* 5/5.1: a foul gives the opponent 5 points, or the value of the ball touched if higher; the
  opponent plays on or passes the shot. The game is won by leading by more than the value of
  the balls left on the table (4), checked once both players are in stage 2.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from simulation.balls import CUE, PYRAMID_T_COLOURS, PYRAMID_T_VALUES, Colour
from simulation.rules.base import Referee, Shot
from simulation.rules.codes import Foul
from simulation.rules.respot import respot_positions, spot_near
from simulation.rules.state import GameState
from simulation.rules.turns import after_shot, give_turn
from simulation.rules.verdict import Verdict
from simulation.rules.vocab import CallMode, Context, Discipline, Hand, Note, Phase, Spot, Turn
from simulation.table import TableSpec, Vec

#: 4.4: the T spots in their rotation, and the words for a ball on a spot or behind it.
_T_SPOTS = ((Spot.FRONT_SPOT, Spot.BEHIND_FRONT_SPOT), (Spot.CENTRE_SPOT, Spot.BEHIND_CENTRE_SPOT),
            (Spot.BACK_SPOT, Spot.BEHIND_BACK_SPOT))

#: 5: the smallest foul.
MIN_FOUL = 5
#: 4.5: at this many object balls or fewer, all are common game balls.
COMMON_AT = 5


def value_of(ball: str) -> int:
    return PYRAMID_T_VALUES[PYRAMID_T_COLOURS[ball]]


def colour_of(ball: str) -> str:
    return str(PYRAMID_T_COLOURS[ball])


class PyramidTReferee(Referee):
    name = Discipline.PYRAMID_T
    cue_call = True
    call_clause = "pyramid-t 4: the game is played on call"
    house_clause = "pyramid-t 4.3 (by analogy with combined 6.6)"
    temporary_house = True

    def initial_extra(self, sides: Sequence[str]) -> dict[str, Any]:
        return {"sets": {s: [] for s in sides}, "done": dict.fromkeys(sides, 0),
                "spot_next": 0, "last_potted": None, "tie": False}

    def call_required(self, state: GameState) -> bool:
        return state.options.call_mode is not None

    # ------------------------------------------------------------- views
    @staticmethod
    def own_balls(state: GameState, side: str, objects: Sequence[str]) -> set[str]:
        """4.1/4.5: the player's game balls among ``objects`` (all of them when common)."""
        if len(objects) <= COMMON_AT:
            return set(objects)
        have = set(state.extra["sets"][side])
        return {b for b in objects if colour_of(b) not in have}

    def discipline_fouls(self, shot: Shot) -> list[Foul]:
        if shot.is_break:
            return []  # 4.2.1: a cue ball pocketed on the break is a black ball, 5 points
        fouls = []
        objects = [b for b in shot.pre if b != CUE]
        if (shot.contact is not None
                and shot.contact not in self.own_balls(shot.state, shot.side, objects)):
            fouls.append(Foul.of("not_own_ball"))
        if self.accidental_cue_pot(shot):
            fouls.append(Foul.of("cue_ball_potted_accidental"))
        return fouls

    def accidental_cue_pot(self, shot: Shot) -> bool:
        """5: «Случайное падение в лузу битка штрафуется в размере 5 очков». With a call
        (clause 4) the cue ball falls on purpose only when it was the called ball and went
        into the called pocket (4.1.2, the свояк); any other fall is accidental. Uncalled
        (house rule) a cue ball pocketed off an own ball is the 4.1.2 pot, not an accident
        (without a contact it is already the 6.2 foul)."""
        if CUE not in shot.pocketed or not self.call_required(shot.state):
            return False
        call = shot.call
        return call is None or call.ball != CUE or not self.call_made(shot)

    @staticmethod
    def foul_points(fouls: Sequence[Foul], touched: str | None) -> int:
        """5: at least 5, or the value of the ball touched when higher; the accidental cue
        ball alone costs exactly 5 (its own sentence names the amount). 27.2: one penalty."""
        if all(f.code == "cue_ball_potted_accidental" for f in fouls):
            return MIN_FOUL
        return max(MIN_FOUL, value_of(touched) if touched else 0)

    def completion_required(self, shot: Shot) -> bool:
        """4.7: on a "smeared" own ball (one hanging in a pocket's mouth: the physics reads it
        from the position, tablegeo.hanging_in_mouth; a referee says so) clause 20 is
        suspended."""
        return shot.contact is None or not shot.facts.smeared

    def call_made(self, shot: Shot) -> bool:
        call = shot.call
        if call is None:
            return not self.call_required(shot.state) or shot.is_break
        if shot.state.options.call_mode is CallMode.STRICT:
            return shot.facts.clean
        return any(p.ball == call.ball and p.pocket == call.pocket for p in shot.facts.pocketed)

    # ------------------------------------------------------------ resolve
    def resolve(self, shot: Shot, fouls: list[Foul], completed: str | None
                ) -> tuple[Verdict, GameState]:
        state = after_shot(shot.state, shot.shooter)
        side = shot.side
        layout = shot.final_layout()
        n = shot.state.shot_no + 1
        tie = bool(state.extra.get("tie"))
        cue_gone = CUE in shot.pocketed or CUE in shot.off
        if fouls:
            pts = self.foul_points(fouls, shot.contact)
            opp = state.opponent(side)
            back = [b for b in (*shot.pocketed, *shot.off) if b != CUE]
            spots = self.respot(layout, back, shot.table)
            layout.update(spots)
            state = replace(state, balls=layout, phase=shot.next_phase, ball_in_hand=None)
            if cue_gone:
                state = replace(state, awaiting=(CUE,), ball_in_hand=Hand.HOUSE)
            state = state.add_score(opp, pts).log(
                {"event": shot.event, "n": n, "side": side, "player": shot.shooter,
                 "points": {opp: pts}, "balls": [], "fouls": [f.code for f in fouls]})
            if tie:
                state = replace(state, phase=Phase.OVER, winner=opp)
            else:
                state = self.foul_chain(state, side,
                                        Context.BREAK if shot.is_break else Context.FOUL,
                                        shot.table)
            verdict = Verdict(False, tuple(fouls), {opp: pts}, (), spots, shot.pocketed,
                              shot.off, completed, Turn.PASSES, None, None, None, shot.call)
            return verdict, state
        made = self.call_made(shot)
        credited, points, state, layout, spots, codes = self._credit(shot, state, layout, made)
        state = replace(state, balls=layout, phase=shot.next_phase, ball_in_hand=None)
        if cue_gone:
            state = replace(state, awaiting=(CUE,), ball_in_hand=Hand.HOUSE)
        state = state.add_score(side, points).log(
            {"event": shot.event, "n": n, "side": side, "player": shot.shooter,
             "points": {side: points} if points else {}, "balls": credited, "fouls": []})
        # 4.2.1/4.6.1: pocketing any ball keeps the turn (with a call: only the called one).
        keep = bool(shot.pocketed) and made
        state = give_turn(state, side if keep else state.opponent(side))
        if tie and credited:
            state = replace(state, phase=Phase.OVER, winner=side)
        verdict = Verdict(True, (), {side: points} if points else {}, tuple(credited), spots,
                          shot.pocketed, shot.off, completed,
                          Turn.CONTINUES if keep else Turn.PASSES, None, None, None, shot.call,
                          made if shot.call else None, self._notes(shot, credited, spots, made),
                          codes)
        return verdict, state

    @staticmethod
    def _notes(shot: Shot, credited: Sequence[str], spots: Mapping[str, Vec], made: bool
               ) -> tuple[str, ...]:
        """Why pocketed balls came back, only when one did: a failed call (4, as Classic
        5.4: "unrequested_respotted") or a ball that was not the player's game ball (4.3,
        4.6.1: "not_own_respotted"). A stage-1 game ball on its T spot (4.4) is neither."""
        back = [b for b in shot.pocketed if b != CUE and b not in credited and b in spots]
        if not back:
            return ()
        return (Note.NOT_OWN_RESPOTTED,) if made else (Note.UNREQUESTED_RESPOTTED,)

    def _credit(self, shot: Shot, state: GameState, layout: dict[str, Vec], made: bool
                ) -> tuple[list[str], int, GameState, dict[str, Vec], dict[str, Vec],
                           dict[str, Spot]]:
        """Which pocketed balls are the player's game balls, their points, and where every
        pocketed ball goes (4.3-4.5, 6.1), with the 4.4 spots in the referee's words."""
        side = shot.side
        objects_before = [b for b in shot.pre if b != CUE]
        common = len(objects_before) <= COMMON_AT
        sets = {k: list(v) for k, v in state.extra["sets"].items()}
        done = dict(state.extra["done"])
        stage1 = done[side] == 0
        credited: list[str] = []
        points = 0
        to_spot_t: list[str] = []
        shelf: list[str] = []
        last = state.extra.get("last_potted")

        def take(colour: str) -> bool:
            if common:
                return True
            if colour in sets[side]:
                return False
            sets[side].append(colour)
            if len(sets[side]) == len(Colour):
                done[side] += 1
                sets[side] = []
            return True

        for ball in shot.pocketed if made else ():
            if ball == CUE:
                off = "6" if shot.is_break else shot.contact
                if off is None or not take(colour_of(off)):
                    continue
                credited.append(CUE)
                points += MIN_FOUL if shot.is_break else value_of(off)
                if not stage1 and off in layout and not shot.is_break:
                    shelf.append(off)  # 4.5: the ball it was played off leaves the table
                    layout.pop(off)
                continue
            if take(colour_of(ball)):
                credited.append(ball)
                points += value_of(ball)
                last = ball
                (to_spot_t if stage1 else shelf).append(ball)
        spots: dict[str, Vec] = {}
        codes: dict[str, Spot] = {}
        order = (shot.table.front_spot, shot.table.centre_spot, shot.table.back_spot)
        k = int(state.extra.get("spot_next", 0))
        for ball in to_spot_t:
            on, behind = _T_SPOTS[k % 3]
            pos = spot_near(order[k % 3], layout, shot.table)
            if pos is None:
                pos = respot_positions([ball], layout, shot.table)[ball]
            else:
                # At a real table the positions are nominal: the instruction is the spot.
                taken = shot.facts.measured and abs(pos[0] - order[k % 3][0]) > 1e-6
                codes[ball] = behind if taken else on
            k += 1
            layout[ball] = spots[ball] = (round(pos[0], 6) + 0.0, round(pos[1], 6) + 0.0)
        rest = [b for b in shot.pocketed if b != CUE and b not in credited]
        more = self.respot(layout, rest, shot.table)
        layout.update(more)
        spots.update(more)
        for b in shelf:
            state = state.to_shelf(side, b)
        state = state.set_extra(sets=sets, done=done, spot_next=k % 3, last_potted=last)
        return credited, points, state, layout, spots, codes

    # ---------------------------------------------------------- game end
    def check_winner(self, state: GameState, table: TableSpec) -> GameState:
        """4: the game is won by a lead larger than the value of the balls left (checked once
        nobody's balls can be re-spotted any more, i.e. both in stage 2); a cleared table with
        level scores starts the tie rule of 4.5."""
        if state.phase is Phase.OVER or state.pending is not None:
            return state
        objects = [b for b in state.balls if b != CUE]
        left = sum(value_of(b) for b in objects)
        scores = state.scores
        a, b = sorted(state.sides, key=lambda s: -scores[s])[:2]
        in_stage2 = all(v > 0 for v in state.extra["done"].values())
        if objects and not (in_stage2 and scores[a] > scores[b] + left):
            return state
        if scores[a] > scores[b]:
            return replace(state, phase=Phase.OVER, winner=a)
        if objects:
            return state
        ball = state.extra.get("last_potted")
        holder = next((s for s, v in state.shelves.items() if ball in v), None)
        if ball is None or holder is None:
            return replace(state, phase=Phase.OVER, draw=True)
        shelves = dict(state.shelves)
        shelves[holder] = tuple(x for x in shelves[holder] if x != ball)
        layout = dict(state.balls)
        layout.update(self.respot(layout, [ball], table))
        return replace(state, balls=layout, shelves=shelves).set_extra(tie=True).log(
            {"event": "tie", "ball": ball, "points": {}})
