"""What the charts need from a shot, computed once from its stored JSON.

Kept apart from the ORM so the same function fills the columns when a shot is recorded,
backfills them in migration 0002 and is tested on its own. It reads the JSON shapes of
``ShotResult.to_json`` and the layout, so it needs no physics and no parsing.

Definitions (docs/history.md):

* ``first_ball``: the first object ball the cue ball touched (General rules 6.1).
* ``cut_angle_deg``: for a direct hit (no cushion before the contact), the angle between
  the cue ball's approach (from where it stood to where it touched) and the line of
  centres at contact: 0 is a full-ball hit, near 90 the thinnest cut.
* ``distance_m``: cue ball to that object ball, before the shot.
* ``potted``: was the ball played at pocketed (in the called pocket, when there was a
  call)? None when the shot was no pot attempt: a break, no direct contact, or a call of
  another ball than the one first hit (a combination).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ShotMetrics:
    first_ball: str | None
    cut_angle_deg: float | None
    distance_m: float | None
    potted: bool | None
    n_pocketed: int
    cue_x: float | None
    cue_y: float | None


def _xy(value: Any) -> tuple[float, float] | None:
    if isinstance(value, Sequence) and len(value) == 2:
        return (float(value[0]), float(value[1]))
    return None


def shot_metrics(layout: Mapping[str, Any], result: Mapping[str, Any], cue_ball: str,
                 call: tuple[str, str] | None = None, is_break: bool = False) -> ShotMetrics:
    pocketed = [p for p in result.get("pocketed", []) if isinstance(p, Mapping)]
    n_pocketed = sum(1 for p in pocketed if p.get("ball") != cue_ball)
    final = _xy(result.get("balls", {}).get(cue_ball))
    first, direct, contact = None, True, None
    for e in result.get("events", []):
        kind = e.get("type")
        if kind == "cushion" and e.get("ball") == cue_ball:
            direct = False
        elif kind == "ball_ball" and cue_ball in (e.get("a"), e.get("b")):
            first = e["b"] if e.get("a") == cue_ball else e.get("a")
            contact = e.get("pos", {})
            break
    cut = dist = None
    start, target = _xy(layout.get(cue_ball)), _xy(layout.get(first)) if first else None
    if start and target:
        dist = math.hypot(target[0] - start[0], target[1] - start[1])
    if first and direct and start and contact:
        at_cue, at_obj = _xy(contact.get(cue_ball)), _xy(contact.get(first))
        if at_cue and at_obj:
            ax, ay = at_cue[0] - start[0], at_cue[1] - start[1]
            nx, ny = at_obj[0] - at_cue[0], at_obj[1] - at_cue[1]
            na, nn = math.hypot(ax, ay), math.hypot(nx, ny)
            if na > 1e-9 and nn > 1e-9:
                c = max(-1.0, min(1.0, (ax * nx + ay * ny) / (na * nn)))
                cut = min(90.0, math.degrees(math.acos(c)))
    potted: bool | None = None
    if not is_break and first is not None and cut is not None:
        if call is None:
            potted = any(p.get("ball") == first for p in pocketed)
        elif call[0] == first:
            potted = any(p.get("ball") == call[0] and p.get("pocket") == call[1]
                         for p in pocketed)
    return ShotMetrics(first, None if cut is None else round(cut, 3),
                       None if dist is None else round(dist, 6), potted, n_pocketed,
                       final[0] if final else None, final[1] if final else None)
