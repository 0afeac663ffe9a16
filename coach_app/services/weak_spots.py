"""The weak-spot drills from a player's history (drills/weakspots.py does the analysis).

Reads the recorded pot attempts (coach_app/store/pot_attempts.py, the aim-bias chart's
scope), measures each one's cut and distance (simulation/analysis/bias.py), finds the weak
cells, then measures the aim error (a solver run each, about a tenth of a second) only for
the attempts in the weak cells (about half a second each, 30 per cell), so a history of
hundreds of shots is read in seconds.
Headless: no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from coach_app.services.real_pots import real_pot_records
from coach_app.store.opening import Store
from coach_app.store.pot_attempts import PotAttempt, recent_pot_attempts
from coach_app.store.query_scope import check_where_scope
from coach_app.store.stats import ChartFilter
from drills.weakspots import (
    PotRecord,
    WeakCell,
    personal_pack,
    proposed,
    rule_json,
    weak_cells,
)
from simulation.analysis.bias import (
    Attempt,
    cut_geometry,
    infer_pocket,
    signed_error,
)
from simulation.physics.params import PhysicsParams
from simulation.table import TableSpec

#: Attempts read from the history, and solver runs spent per weak cell on the aim error.
LIMIT = 1500
ERRORS_PER_CELL = 30


def _record(a: PotAttempt) -> tuple[PotRecord, Attempt] | None:
    shot = a.shot
    ball = a.object_ball
    if ball is None or ball not in shot.layout:
        return None
    pocket = a.pocket or infer_pocket(shot.result, ball, a.table)
    if pocket is None:
        return None
    layout = dict(shot.layout)
    cut, dist, _ = cut_geometry(layout, shot.stroke.cue_ball, ball,
                                a.table.pocket(pocket).mouth_centre, a.table.ball_radius)
    potted = any(p.ball == ball for p in shot.result.pocketed)
    return PotRecord(cut, dist, potted), Attempt(layout, shot.stroke, ball, pocket)


@dataclass(frozen=True)
class Analysis:
    """``records`` pot attempts read; every cell ``tested`` (strongest evidence first);
    the ``weak`` ones (the evidence strong: drills/weakspots.py), the first ``cells_used``
    of them with the aim bias measured."""

    records: int
    tested: tuple[WeakCell, ...]
    weak: tuple[WeakCell, ...]

    @property
    def closest(self) -> WeakCell | None:
        """The strongest cell not called weak: how near the history came."""
        return next((c for c in self.tested if not c.weak), None)


def analyse(store: Store, player_id: str, *, limit: int = LIMIT, cells_used: int = 2,
            where: str = "all") -> Analysis:
    """The player's cells and the weak ones among them (see :class:`Analysis`), from the
    pot attempts played ``where``: "screen" (recorded shots), "real" (real-table attempts
    at single-pot drills, placed by the drill's layout: coach_app/services/real_pots.py)
    or "all". The aim bias is measured from screen shots only: a real one has no stroke."""
    check_where_scope(where)
    attempts = recent_pot_attempts(store, ChartFilter(player_id, where="screen"), limit) \
        if where != "real" else ()
    pairs: list[tuple[PotRecord, Attempt | None, TableSpec | None]] = [
        (r, a, pa.table) for pa in attempts if (got := _record(pa)) is not None
        for r, a in (got,)]
    if where != "screen":
        pairs += [(r, None, None) for r in real_pot_records(store, player_id, limit)]
    records = [r for r, _, _ in pairs]
    tested = weak_cells(records)
    weak = proposed(tested)
    params = PhysicsParams()
    for c, cell in enumerate(weak[:cells_used]):
        inside = [(r, a, t) for r, a, t in pairs
                  if cell.cut[0] <= r.cut_deg < cell.cut[1]
                  and cell.distance[0] <= r.distance < cell.distance[1]][-ERRORS_PER_CELL:]
        errs = [e.error_deg for _, a, t in inside if a is not None and t is not None
                and (e := signed_error(a, t, params)) is not None]
        if errs:
            weak[c] = replace(cell, bias_deg=sum(errs) / len(errs))
    return Analysis(len(records), tuple(tested), tuple(weak))


def weak_spot_pack(store: Store, player_id: str, name: str, *, seed: int = 0,
                   per_cell: int = 4, cells_used: int = 2, where: str = "all"
                   ) -> dict[str, Any]:
    """{"attempts", "tested", "rule", "cells", "closest", "pack"}: the evidence of every
    weak cell, of the nearest miss, and the personal pack (None when no cell is weak)."""
    return pack_json(analyse(store, player_id, cells_used=cells_used, where=where), name,
                     seed=seed, per_cell=per_cell, cells_used=cells_used)


def pack_json(found: Analysis, name: str, *, seed: int = 0, per_cell: int = 4,
              cells_used: int = 2) -> dict[str, Any]:
    """:func:`weak_spot_pack` from an analysis already made (the same analysis and seed
    give the same pack)."""
    closest = found.closest
    return {"attempts": found.records, "tested": len(found.tested), "rule": rule_json(),
            "cells": [c.to_json() for c in found.weak[:cells_used]],
            "closest": None if closest is None else closest.to_json(),
            "pack": personal_pack(found.weak, name, seed=seed, cells_used=cells_used,
                                  per_cell=per_cell) if found.weak else None}
