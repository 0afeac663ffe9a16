"""What the General rules do when a shot is not simply a shot: a hanging ball that fell by
itself (22.1, 22.2), outside interference (26.1, 26.2), a foul between shots, and the
re-spotting instructions of a verdict.

* **22.1** «Если зависший над лузой шар самопроизвольно падает в лузу без соударения с другим
  шаром и если это не повлияло на конечный результат начавшегося удара, то его восстанавливают
  на прежнее место и игра продолжается»: the ball goes back where it stood (``Spot``
  ``where_it_stood``) and the shot counts as if it had stayed; between shots nothing else
  changes.
* **22.2** (it would have been touched: it affected the shot) and **26.1** (balls set moving
  by outside interference): every ball back where it stood before the shot and the same
  player plays it again (:func:`replay`; the verdict's turn is ``replay``). No foul.
* **26.2** (the position cannot be restored): the coloured ball in the house (if it had left
  play, it comes back in exchange for an object ball from the table), the object balls in a
  pyramid or incomplete pyramid (9.3), a lag for the next shot, which is an opening break
  (13); the score stands (:func:`rerack`).
* A foul between shots (16 by either side, a ball touched while placing the cue ball): the
  penalty of the discipline and 7.4's choice, the ball in hand and the phase as they were
  (:func:`between_shots`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from simulation.balls import CUE
from simulation.events import rnd_vec
from simulation.rules.rack import cue_to_house
from simulation.rules.rack import rerack as rack_balls
from simulation.rules.respot import ideal_spot_codes, spot_code
from simulation.rules.shotfacts import ShotFacts
from simulation.rules.state import GameState, Pending
from simulation.rules.verdict import Verdict
from simulation.rules.vocab import (
    Choice,
    Context,
    Hand,
    House,
    Note,
    PendingKind,
    Phase,
    Spot,
    Turn,
)
from simulation.table import TableSpec, Vec

_REPLAY_NOTES = {"22.2": Note.HANGING_BALL_REPLAY, "26.1": Note.INTERFERENCE_REPLAY}


def _verdict(state: GameState, facts: ShotFacts, turn: Turn, notes: tuple[str, ...],
             respotted: Mapping[str, Vec] | None = None) -> Verdict:
    return Verdict(True, (), {}, (), dict(respotted or {}), facts.pocketed_ids,
                   facts.off_table, None, turn, state.to_move, state.pending, state.winner,
                   notes=notes)


def replay(state: GameState, facts: ShotFacts) -> tuple[Verdict, GameState]:
    """22.2 / 26.1: every ball back, the shot played again by the same player, no foul."""
    assert facts.replay is not None
    note = _REPLAY_NOTES[facts.replay]
    new = state.log({"event": "replay", "clause": facts.replay, "side": state.to_move,
                     "player": state.shooter, "points": {}})
    return _verdict(new, facts, Turn.REPLAY, (note,)), new


def rerack(state: GameState, facts: ShotFacts, table: TableSpec) -> tuple[Verdict, GameState]:
    """26.2: the object balls in a (n incomplete) pyramid, the coloured ball in the house, a
    lag for the next shot, an opening break; the score stands.

    «Если цветной шар вышел из игры, то его возвращают в игру взамен любого из оставшихся на
    столе белых шаров»: in Free pyramid the coloured ball may be on a shelf; the object ball
    ``facts.exchange`` names (the scorer's choice, else the lowest number) takes its place
    there, so the shelf and its score are unchanged."""
    balls = dict(state.balls)
    shelves = {k: tuple(v) for k, v in state.shelves.items()}
    holder = next((s for s, v in shelves.items() if CUE in v), None)
    if holder is not None:
        objects = sorted((b for b in balls if b != CUE), key=int)
        swap = facts.exchange or objects[0]
        shelves[holder] = tuple(swap if b == CUE else b for b in shelves[holder])
        balls.pop(swap)
    objects = sorted((b for b in balls if b != CUE), key=int)
    layout = {b: rnd_vec(p) for b, p in rack_balls(objects, table).items()} if objects else {}
    layout = cue_to_house(layout, table)
    new = replace(state, balls=layout, shelves=shelves,
                  awaiting=tuple(b for b in state.awaiting if b != CUE), phase=Phase.BREAK,
                  ball_in_hand=Hand.HOUSE, house=House.FRONT,
                  pending=Pending(PendingKind.LAG, None, tuple(Choice), (), Context.START))
    new = new.log({"event": "rerack", "clause": "26.2", "side": state.to_move, "points": {}})
    return _verdict(new, facts, Turn.DECISION, (Note.INTERFERENCE_RERACK,)), new


def quiet(state: GameState, facts: ShotFacts) -> tuple[Verdict, GameState]:
    """An incident without a foul: a hanging ball that fell between shots goes back where
    it stood (22.1), and balls moved between shots by outside interference go back (26.1);
    nothing else changes."""
    new = state
    for d in facts.dropped:
        new = new.log({"event": "restored", "clause": "22.1", "ball": d.ball,
                       "pocket": d.pocket, "points": {}})
    return _verdict(new, facts, Turn.CONTINUES, (Note.HANGING_BALL_RESTORED,)), new


def between_shots(before: GameState, after: GameState, offender: str) -> GameState:
    """A foul between shots is penalised as the discipline says (``resolve``), but no shot
    was played: the phase (an opening break still to come), the ball in hand and its house
    stay as they were; a side that fouled out of its turn does not move its team's order."""
    phase = after.phase if after.phase is Phase.OVER else before.phase
    new = replace(after, phase=phase, ball_in_hand=before.ball_in_hand, house=before.house,
                  awaiting=before.awaiting)
    if offender != before.to_move:
        new = replace(new, team_next=before.team_next)
    return new


def with_spots(verdict: Verdict, facts: ShotFacts, table: TableSpec) -> Verdict:
    """The verdict with a spot code for every re-spotted ball, in the referee's words: a
    ball that fell by itself is back where it stood (22.1); the discipline's own spots
    (Pyramid T 4.4) are its to name; the rest follow General rules 25.2 — read from where
    the balls went when the positions are real, and given as 25.2's instruction (back spot,
    then the spotting line) when they are the program's nominal places at a real table."""
    respotted = dict(verdict.respotted)
    spots: dict[str, Spot] = {b: Spot(c) for b, c in verdict.spots.items()}
    for d in facts.dropped:
        respotted[d.ball] = rnd_vec(facts.pre[d.ball])
        spots[d.ball] = Spot.WHERE_IT_STOOD
    rest = [b for b in respotted if b not in spots]
    if facts.measured:
        spots.update({b: spot_code(respotted[b], table) for b in rest})
    else:
        spots.update(ideal_spot_codes(rest, table))
    notes = verdict.notes
    if facts.dropped and Note.HANGING_BALL_RESTORED not in notes:
        notes = (*notes, Note.HANGING_BALL_RESTORED)
    return replace(verdict, respotted=respotted, spots=spots, notes=notes)
