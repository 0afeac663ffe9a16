"""Building the table overlay of a play screen from its state and the aiming aid chosen.

Separate from the screen so the rules of what is shown (ghost ball only with the ghost
aid, predicted paths only with the simulator aid, the placement marker while dragging)
read in one place.
"""

from __future__ import annotations

from typing import Protocol

from coach_app.cueing.aim import ghost_aim, unit
from coach_app.cueing.placement import HandRegion, placement_problem
from coach_app.qtkit.settings import AimingAid, Preferences
from coach_app.table.overlay import Overlay
from simulation.balls import CUE
from simulation.table import TableSpec

Vec = tuple[float, float]


class AimingScreen(Protocol):
    prefs: Preferences
    spec: TableSpec
    layout_now: dict[str, Vec]
    cue_ball: str
    aim_deg: float | None
    in_hand: bool

    def predicted_paths(self) -> tuple[tuple[str, tuple[Vec, ...]], ...]: ...

    def region_value(self) -> HandRegion: ...


def build_overlay(screen: AimingScreen, dragging: Vec | None) -> Overlay:
    region = screen.region_value() if screen.in_hand else None
    region_name = None if region in (None, HandRegion.TABLE) else str(region)
    placement = None
    if dragging is not None and region is not None:
        ok = placement_problem(dragging, CUE, screen.layout_now, screen.spec, region) is None
        placement = (dragging, ok)
    cue = screen.layout_now.get(screen.cue_ball)
    aid = screen.prefs.aiming_aid
    if cue is None or screen.aim_deg is None or dragging is not None:
        return Overlay(placement=placement, region=region_name)
    if aid is AimingAid.NONE:
        ux, uy = unit(screen.aim_deg)
        stub = (cue[0] + ux * 0.25, cue[1] + uy * 0.25)
        return Overlay(aim=(cue, stub), region=region_name)
    if aid is AimingAid.PREDICTED:
        paths = screen.predicted_paths()
        g = ghost_aim(cue, screen.aim_deg, screen.cue_ball, screen.layout_now, screen.spec)
        aim = None if paths else (cue, g.ghost)
        return Overlay(aim=aim, paths=paths, region=region_name)
    g = ghost_aim(cue, screen.aim_deg, screen.cue_ball, screen.layout_now, screen.spec)
    paths: tuple[tuple[str, tuple[Vec, ...]], ...] = ()
    if g.target is not None and g.object_dir is not None:
        ox, oy = unit(g.object_dir)
        start = screen.layout_now[g.target]
        paths = (("object_path", (start, (start[0] + ox * 0.4, start[1] + oy * 0.4))),)
    return Overlay(aim=(cue, g.ghost), ghost=g.ghost if g.target else None, paths=paths,
                   region=region_name)
