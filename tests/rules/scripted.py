"""Scripted players for whole games: one that writes exact event logs (through the game API),
one that aims real strokes (through ``pyramid-coach game shot``)."""

from __future__ import annotations

import math
from typing import Any

from simulation.balls import CUE
from simulation.events import ShotResult
from simulation.geometry import dist
from simulation.rules.game import referee_for
from simulation.rules.pyramid_t import PyramidTReferee
from simulation.rules.state import GameState
from simulation.rules.tablegeo import house_zone, overlaps_any, touches_any
from simulation.rules.verdict import Call

from .helpers import HL, HW, R, T, cushion, hit, pot, shot


def decision_for(state: GameState, k: int) -> dict[str, Any]:
    """A reasonable answer to every pending decision, varied with ``k``."""
    p = state.pending
    assert p is not None
    if p.kind in ("penalty_ball", "replace_cue"):
        return {"kind": p.kind, "ball": sorted(p.options, key=_ball_key)[-1]}
    if p.kind == "lag":
        return {"kind": "lag", "winner": state.sides[k % len(state.sides)], "choice": "shoot"}
    if p.kind == "choose_player":
        return {"kind": p.kind, "player": p.options[k % len(p.options)]}
    if p.kind == "break_options":
        return {"kind": p.kind, "choice": p.options[k % len(p.options)]}
    return {"kind": p.kind, "choice": "shoot" if k % 3 else "pass"}


def _ball_key(b: str) -> int:
    return 0 if b == CUE else int(b)


def free_place(state: GameState, prefer: tuple[float, float] | None = None
               ) -> tuple[float, float]:
    """A legal spot for the ball in hand, near ``prefer`` when possible."""
    others = {b: p for b, p in state.balls.items() if b != CUE}
    zone = house_zone(state.house or "front", T) if state.ball_in_hand == "house" else None
    candidates = []
    if prefer is not None:
        candidates.append(prefer)
    for i in range(1, 25):
        for j in range(-12, 13):
            if zone is None:
                x = -HL + R + i * (2 * HL - 2 * R) / 25
            elif zone.kind == "front":
                x = zone.line_x - i * 0.03
            else:
                x = zone.line_x + i * 0.03
            candidates.append((round(x, 6), round(j * 0.06, 6)))
    for c in candidates:
        if (T.on_surface(c) and (zone is None or zone.contains(c))
                and abs(c[0] - (zone.line_x if zone else 99)) > 1e-6
                and not overlaps_any(c, others, T) and not touches_any(c, others, T)):
            return c
    raise AssertionError("no place for the ball in hand")


def targets(state: GameState) -> list[str]:
    objects = sorted((b for b in state.balls if b != CUE), key=_ball_key)
    if state.discipline == "pyramid-t" and state.to_move:
        own = PyramidTReferee.own_balls(state, state.to_move, objects)
        objects = [b for b in objects if b in own] or objects
    return objects


def logged_shot(state: GameState, k: int) -> tuple[ShotResult, Call | None, Any]:
    """An exact event log: a legal break, then pots, misses and fouls in a fixed pattern."""
    layout = dict(state.balls)
    place = None
    if state.ball_in_hand is not None:
        place = free_place(state)
        layout[CUE] = place
    if state.phase == "break":
        t = min((b for b in layout if b != CUE), key=lambda b: layout[b][0])
        steps = [hit(CUE, t, layout[CUE], layout[t])]
        steps += [cushion(b, "back", layout[b]) for b in sorted(layout, key=_ball_key)[1:4]]
        if len(steps) < 4:
            steps.append(pot(t, "BL"))
        return shot(layout, *steps), None, place
    cue = CUE if CUE in layout else min(layout, key=_ball_key)  # Free: any ball
    target = next(b for b in targets(state) if b != cue)
    call = Call(target, "FL") if referee_for(state.discipline).call_required(state) else None
    first = hit(cue, target, layout[cue], layout[target])
    pattern = k % 5
    if pattern == 4:  # a foul: no contact
        return shot(layout, cushion(cue, "front", layout[cue]), cue=cue), call, place
    if pattern == 3:  # a legal miss: the object ball off two cushions
        return shot(layout, first, cushion(target, "back", layout[target]),
                    cushion(target, "left-back", layout[target]), cue=cue), call, place
    steps = [first, pot(target, "FL")]
    if pattern == 2 and state.discipline in ("combined", "dynamic", "free"):
        steps.append(pot(cue, "FR"))
    return shot(layout, *steps, cue=cue), call, place


# ------------------------------------------------------------ real strokes
def aim(state: GameState) -> dict[str, Any]:
    """A ``game shot`` request: the easiest cut of an own ball into a pocket."""
    layout = dict(state.balls)
    request: dict[str, Any] = {}
    if state.phase == "break":
        cue_pos = layout[CUE]
        apex = layout.get("4", T.back_spot)
        d = math.degrees(math.atan2(apex[1] - cue_pos[1], apex[0] - cue_pos[0]))
        request["shot"] = {"cue_ball": CUE, "direction_deg": d, "speed": 9.0, "height": 0.1}
        request["cue_ball_position"] = list(cue_pos)
        return request
    striker = CUE if CUE in layout or state.ball_in_hand else min(layout, key=_ball_key)
    best = None
    for t in targets(state):
        if t == striker:
            continue
        for pocket in T.pockets():
            tp = layout[t]
            mx, my = pocket.mouth_centre
            ux, uy = mx - tp[0], my - tp[1]
            n = math.hypot(ux, uy)
            ux, uy = ux / n, uy / n
            ghost = (tp[0] - 2 * R * ux, tp[1] - 2 * R * uy)
            if state.ball_in_hand is not None:
                want = (ghost[0] - 0.25 * ux, ghost[1] - 0.25 * uy)
                try:
                    cue_pos = free_place(state, (round(want[0], 6), round(want[1], 6)))
                except AssertionError:
                    continue
            else:
                cue_pos = layout[striker]
            vx, vy = ghost[0] - cue_pos[0], ghost[1] - cue_pos[1]
            dn = math.hypot(vx, vy)
            if dn < 1e-6:
                continue
            cut = math.acos(max(-1.0, min(1.0, (vx * ux + vy * uy) / dn)))
            score = cut + 0.2 * (n + dn)
            if cut < math.radians(70) and (best is None or score < best[0]):
                best = (score, t, pocket.id, cue_pos, math.degrees(math.atan2(vy, vx)), n + dn)
    cue_ball = striker
    if best is None:  # nothing to aim at: a firm shot at the nearest ball
        cue_pos = free_place(state) if state.ball_in_hand else layout[striker]
        t = min((b for b in layout if b != striker), key=lambda b: dist(layout[b], cue_pos))
        d = math.degrees(math.atan2(layout[t][1] - cue_pos[1], layout[t][0] - cue_pos[0]))
        best = (0, t, "BL", cue_pos, d, 2.0)
    _, t, pocket, cue_pos, d, length = best
    request["shot"] = {"cue_ball": cue_ball, "direction_deg": round(d, 4),
                       "speed": round(min(5.0, 1.6 + 1.2 * length), 3)}
    if state.ball_in_hand is not None:
        request["cue_ball_position"] = list(cue_pos)
    if referee_for(state.discipline).call_required(state):
        request["call"] = {"ball": t, "pocket": pocket}
    if state.ball_in_hand is None and cue_ball not in layout:  # pragma: no cover
        raise AssertionError("no cue ball")
    return request


__all__ = ["HW", "aim", "decision_for", "logged_shot"]
