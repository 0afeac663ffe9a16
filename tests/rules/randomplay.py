"""Random but well-formed shots and decisions, for the property test and scripted games.

Everything is drawn from a ``draw(strategy)`` callable (hypothesis' ``data.draw``), so a
failing game shrinks to a short one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hypothesis import strategies as st

from simulation.balls import CUE
from simulation.events import ShotResult
from simulation.rules.game import referee_for
from simulation.rules.state import GameState
from simulation.rules.tablegeo import house_zone, overlaps_any, touches_any
from simulation.rules.verdict import Call
from simulation.table import CUSHION_IDS, POCKET_IDS

from .helpers import HL, HW, R, T, cross, cushion, hit, pot, shot

Draw = Callable[[st.SearchStrategy[Any]], Any]


def free_spot(draw: Draw, layout: dict, zone: str | None, house: str | None) -> tuple | None:
    """A place for a ball that touches nothing (in the house or temporary house if asked)."""
    for _ in range(30):
        if zone == "house":
            hz = house_zone(house or "front", T)
            lo, hi = ((-HL + R, hz.line_x - 1e-3) if hz.kind == "front"
                      else (hz.line_x + 1e-3, HL - R))
        else:
            lo, hi = -HL + R, HL - R
        x = draw(st.floats(lo, hi, allow_nan=False))
        y = draw(st.floats(-HW + R, HW - R, allow_nan=False))
        p = (round(x, 6), round(y, 6))
        free = not overlaps_any(p, layout, T) and not touches_any(p, layout, T)
        if free and T.on_surface(p) and (zone != "house"
                                         or house_zone(house or "front", T).contains(p)):
            return p
    return None


def random_decision(draw: Draw, state: GameState) -> dict[str, Any]:
    p = state.pending
    assert p is not None
    if p.kind in ("penalty_ball", "replace_cue"):
        return {"kind": p.kind, "ball": draw(st.sampled_from([*p.options, None]))}
    if p.kind == "lag":
        return {"kind": "lag", "winner": draw(st.sampled_from(state.sides)),
                "choice": draw(st.sampled_from(p.options))}
    if p.kind == "choose_player":
        return {"kind": p.kind, "player": draw(st.sampled_from(p.options))}
    return {"kind": p.kind, "choice": draw(st.sampled_from(p.options))}


def random_shot(draw: Draw, state: GameState
                ) -> tuple[ShotResult, Call | None, tuple | None] | None:
    """A well-formed shot for ``state``: its cue ball, placement, call and event log."""
    referee = referee_for(state.discipline)
    layout = dict(state.balls)
    place = None
    if state.ball_in_hand is not None:
        others = {b: p for b, p in layout.items() if b != CUE}
        place = free_spot(draw, others, state.ball_in_hand, state.house)
        if place is None:
            return None
        layout = {**others, CUE: place}
    cue = CUE
    if referee.any_cue_ball and state.phase != "break" and state.ball_in_hand is None:
        cue = draw(st.sampled_from(sorted(layout)))
    objects = sorted(b for b in layout if b != cue)
    if not objects:
        return None
    call = None
    if referee.call_required(state) and state.phase != "break":
        call = Call(draw(st.sampled_from([b for b in objects if b != CUE] or objects)),
                    draw(st.sampled_from(POCKET_IDS)))
        if call.ball == CUE:
            return None
    steps: list[tuple] = []
    gone: set[str] = set()
    if draw(st.booleans()) or draw(st.booleans()):
        first = call.ball if call and draw(st.booleans()) else draw(st.sampled_from(objects))
        steps.append(hit(cue, first, layout[cue], layout[first]))
    for _ in range(draw(st.integers(0, 6))):
        live = sorted(b for b in layout if b not in gone)
        if not live:
            break
        kind = draw(st.sampled_from(["hit", "cushion", "cross", "pot", "callpot"]))
        ball = draw(st.sampled_from(live))
        if kind == "hit" and len(live) > 1:
            other = draw(st.sampled_from([b for b in live if b != ball]))
            steps.append(hit(ball, other, layout[ball], layout[other]))
        elif kind == "cushion":
            steps.append(cushion(ball, draw(st.sampled_from(CUSHION_IDS)), layout[ball]))
        elif kind == "cross":
            steps.append(cross(ball))
        elif kind == "pot":
            steps.append(pot(ball, draw(st.sampled_from(POCKET_IDS))))
            gone.add(ball)
        elif kind == "callpot" and call and call.ball not in gone:
            steps.append(pot(call.ball, call.pocket))
            gone.add(call.ball)
    off = []
    if draw(st.integers(0, 9)) == 0:
        live = sorted(b for b in layout if b not in gone)
        if live:
            off.append(draw(st.sampled_from(live)))
    moves: dict[str, tuple] = {}
    still = sorted(b for b in layout if b not in gone and b not in off)
    if still and draw(st.booleans()):
        mover = draw(st.sampled_from(still))
        rest = {b: p for b, p in layout.items() if b != mover and b not in gone}
        spot = free_spot(draw, rest, None, None)
        if spot is not None:
            moves[mover] = spot
    return shot(layout, *steps, cue=cue, moves=moves, off=off), call, place
