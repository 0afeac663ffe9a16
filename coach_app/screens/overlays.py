"""Building the table overlay of a play screen from its state and the aiming aid chosen.

Separate from the screen so the rules of what is shown (ghost ball only with the ghost
aid, predicted paths only with the simulator aid, the placement marker while dragging)
read in one place.
"""

from __future__ import annotations

from typing import Any

from coach_app.cueing.aim import ghost_aim, unit
from coach_app.cueing.model import CueModel
from coach_app.cueing.placement import HandRegion, placement_problem
from coach_app.qtkit.settings import AimingAid
from coach_app.table.overlay import Overlay
from simulation.balls import CUE

Vec = tuple[float, float]


def build_overlay(model: CueModel[Any], aid: AimingAid) -> Overlay:
    """The aiming overlay of ``model`` as it is now, drawn with aiming aid ``aid``."""
    dragging = model.drag_pos
    region = model.region() if model.in_hand else None
    region_name = None if region in (None, HandRegion.TABLE) else str(region)
    placement = None
    layout, spec = model.layout, model.spec
    if dragging is not None and region is not None:
        ok = placement_problem(dragging, CUE, layout, spec, region) is None
        placement = (dragging, ok)
    cue = layout.get(model.cue_ball)
    aim = model.aim_deg
    if cue is None or aim is None or dragging is not None:
        return Overlay(placement=placement, region=region_name)
    if aid is AimingAid.NONE:
        ux, uy = unit(aim)
        stub = (cue[0] + ux * 0.25, cue[1] + uy * 0.25)
        return Overlay(aim=(cue, stub), region=region_name)
    if aid is AimingAid.PREDICTED:
        predicted = model.paths
        g = ghost_aim(cue, aim, model.cue_ball, layout, spec)
        return Overlay(aim=None if predicted else (cue, g.ghost), paths=predicted,
                       region=region_name)
    g = ghost_aim(cue, aim, model.cue_ball, layout, spec)
    paths: tuple[tuple[str, tuple[Vec, ...]], ...] = ()
    if g.target is not None and g.object_dir is not None:
        ox, oy = unit(g.object_dir)
        start = layout[g.target]
        paths = (("object_path", (start, (start[0] + ox * 0.4, start[1] + oy * 0.4))),)
    return Overlay(aim=(cue, g.ghost), ghost=g.ghost if g.target else None, paths=paths,
                   region=region_name)
