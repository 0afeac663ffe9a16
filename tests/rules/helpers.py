"""Builders for exact event sequences and game states used across the rules tests.

A test writes the shot as the referee sees it — strike, contacts with positions, cushions,
centre-line crossings, pockets — and the builder fills in times and the final layout.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from simulation.balls import ALL_BALLS, CUE
from simulation.events import (
    BallBall,
    CenterLine,
    CushionHit,
    PocketDrop,
    Pocketed,
    ShotResult,
    Strike,
)
from simulation.rules.game import new_game
from simulation.rules.state import GameState
from simulation.table import TableSpec

T = TableSpec()
R = T.ball_radius
HL, HW = T.half_length, T.half_width
HOUSE_X = T.house_line_x


def hit(a: str, b: str, pa: tuple[float, float], pb: tuple[float, float]) -> tuple:
    return ("hit", a, b, pa, pb)


def cushion(ball: str, cid: str, pos: tuple[float, float], jaw: str | None = None) -> tuple:
    return ("cushion", ball, cid, pos, jaw)


def cross(ball: str, y: float = 0.0) -> tuple:
    return ("cross", ball, y)


def pot(ball: str, pocket: str) -> tuple:
    return ("pot", ball, pocket)


def shot(pre: Mapping[str, tuple[float, float]], *steps: tuple, cue: str = CUE,
         moves: Mapping[str, tuple[float, float]] | None = None,
         off: Iterable[str] = ()) -> ShotResult:
    """A ShotResult from ``pre`` (the layout before the shot) and the steps, in order.

    Balls not pocketed or off end where ``moves`` says, or where they started."""
    events: list = [Strike(0.0, cue)]
    pocketed: list[Pocketed] = []
    t = 0.0
    for s in steps:
        t = round(t + 0.1, 6)
        kind = s[0]
        if kind == "hit":
            _, a, b, pa, pb = s
            events.append(BallBall(t, a, b, {a: pa, b: pb}))
        elif kind == "cushion":
            _, ball, cid, pos, jaw = s
            events.append(CushionHit(t, ball, cid, pos, jaw))
        elif kind == "cross":
            events.append(CenterLine(t, s[1], (0.0, s[2])))
        elif kind == "pot":
            events.append(PocketDrop(t, s[1], s[2]))
            pocketed.append(Pocketed(s[1], s[2], t))
        else:  # pragma: no cover
            raise ValueError(kind)
    off = tuple(off)
    gone = {p.ball for p in pocketed} | set(off)
    balls = {b: (moves or {}).get(b, p) for b, p in pre.items() if b not in gone}
    return ShotResult(balls=balls, pocketed=tuple(pocketed), off_table=off,
                      events=tuple(events), duration=t + 1.0, cue_ball=cue)


def play_state(discipline: str, balls: Mapping[str, tuple[float, float]], *,
               to_move: str = "P1", scores: Mapping[str, int] | None = None,
               shelves: Mapping[str, Iterable[str]] | None = None, **kw: object) -> GameState:
    """A state in mid-frame with the given layout. Balls not on the table are shared out
    between the sides' shelves (shelf games score them), unless ``shelves`` says otherwise."""
    s = new_game(discipline, **kw)  # type: ignore[arg-type]
    missing = [b for b in ALL_BALLS if b not in balls]
    if shelves is None:
        n = len(s.sides)
        shelves = {side: tuple(missing[i::n]) for i, side in enumerate(s.sides)}
    shelves = {k: tuple(v) for k, v in shelves.items()}
    on_shelves = [b for v in shelves.values() for b in v]
    assert sorted(on_shelves + list(balls)) == sorted(ALL_BALLS), "balls not conserved"
    if scores is None:
        shelf_game = discipline in ("free", "combined", "dynamic", "classic-8")
        scores = {k: (len(v) if shelf_game else 0) for k, v in shelves.items()}
    side = s.side_of(to_move) if s.teams else to_move
    return replace(s, balls=dict(balls), shelves=shelves, scores=dict(scores), phase="play",
                   ball_in_hand=None, house=None, to_move=side, shooter=to_move)


def in_hand(state: GameState, where: str = "house") -> GameState:
    """The same state with the cue ball lifted into hand."""
    balls = {b: p for b, p in state.balls.items() if b != CUE}
    return replace(state, balls=balls, awaiting=(CUE,), ball_in_hand=where,
                   house="front" if where == "house" else None)
