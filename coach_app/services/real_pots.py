"""Pot attempts played at a real table, for the weak-spot analysis (drills/weakspots.py).

A real-table attempt has no shot, so no measured cut angle or distance; but an attempt at
a single-pot drill was played from the drill's own layout, and the layout gives the
geometry: the cut angle and the cue-to-ghost distance from the drill's cue ball, object
ball and target pocket (simulation/analysis/bias.py ``cut_geometry``, as for a screen
attempt). Success is the pot: the balls potted when the entry says so, else made or
missed (a pot made with the cue ball outside the drill's zone is still a pot).
Headless: no Qt.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import select

from coach_app.store import models as m
from coach_app.store.opening import Store
from drills.library import load_library
from drills.model import Drill
from drills.weakspots import PotRecord
from simulation.analysis.bias import cut_geometry
from simulation.table import TableSpec

#: The cue ball's name in a drill's layout (drills/packs/*.toml).
CUE_BALL = "cue"
#: A cut this thin or thinner is no direct pot (a bank or a kick drill): not a record.
MAX_CUT = 89.0


def drill_geometry(drill: Drill, table: TableSpec | None = None
                   ) -> tuple[float, float] | None:
    """(cut angle in degrees, cue-to-ghost distance in metres) of a single direct pot
    drill: one ball into one pocket from a fixed layout; None for any other drill (a
    sequence, a rack, scattered balls, a bank, a cue ball placed by the player)."""
    spec = table or TableSpec()
    goal, layout = drill.goal, drill.layout
    if goal.kind != "pot" or goal.ball is None or len(goal.pockets) != 1:
        return None
    if drill.cue != "fixed":  # in hand: where the player put it is not recorded
        return None
    if layout.rack is not None or layout.scatter:
        return None
    balls = dict(layout.balls)
    if CUE_BALL not in balls or goal.ball not in balls:
        return None
    cut, dist, _ = cut_geometry(balls, CUE_BALL, goal.ball,
                                spec.pocket(goal.pockets[0]).mouth_centre, spec.ball_radius)
    return (cut, dist) if cut < MAX_CUT else None


def potted(success: bool | None, reason: str | None, detail: Mapping[str, Any] | None
           ) -> bool | None:
    """Whether the attempt's ball dropped (None: no result)."""
    balls = (detail or {}).get("potted")
    if isinstance(balls, int) and not isinstance(balls, bool):
        return balls >= 1
    if success is None:
        return None
    return bool(success) or reason == "cue_outside_zone"


def real_pot_records(store: Store, player_id: str, limit: int,
                     drills: Mapping[str, Drill] | None = None) -> list[PotRecord]:
    """The latest ``limit`` real-table attempts of ``player_id`` at single direct pot
    drills (``drills`` by id: default the built-in library), oldest first."""
    q = (select(m.DrillSet.drill_id, m.Attempt.success, m.Attempt.reason, m.Attempt.detail)
         .join(m.DrillSet, m.Attempt.drill_set_id == m.DrillSet.id)
         .join(m.PracticeSession, m.DrillSet.session_id == m.PracticeSession.id)
         .where(m.PracticeSession.player_id == player_id,
                m.PracticeSession.where_kind == "real", m.Attempt.success.is_not(None))
         .order_by(m.Attempt.started_at.desc(), m.Attempt.number.desc()))
    geometry: dict[str, tuple[float, float] | None] = {}
    out: list[PotRecord] = []
    with store.sessions() as s:
        rows = s.execute(q).all()
    if not rows:  # most players: no real-table play, and no drill library to load
        return []
    library = drills if drills is not None else {d.id: d for d in load_library().drills()}
    for drill_id, success, reason, detail in rows:
        if drill_id not in geometry:
            drill = library.get(drill_id)
            geometry[drill_id] = drill_geometry(drill) if drill is not None else None
        where, made = geometry[drill_id], potted(success, reason, detail)
        if where is None or made is None:
            continue
        out.append(PotRecord(where[0], where[1], made))
        if len(out) >= limit:
            break
    return out[::-1]
