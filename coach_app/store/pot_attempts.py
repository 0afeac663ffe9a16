"""Reading recorded pot attempts back, to judge their aim (coach_app.store.aim_judge) and
for the weak-spot analysis.

A pot attempt is a shot with a direct first contact on an object ball, not a break (the
``potted`` chart column is set): the same shots as the pot-rate chart, in the same scope
(player, period, drill or category, discipline). Read only.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select

from coach_app.store import convert
from coach_app.store import models as m
from coach_app.store.opening import Store
from coach_app.store.reading import Reader
from coach_app.store.records import StoredShot
from coach_app.store.stats import ChartFilter, _shot_scope
from simulation.events import BallBall, ShotResult
from simulation.table import TableSpec

#: The most recent pot attempts read by default (the weak-spot analysis reads more).
RECENT = 150


@dataclass(frozen=True)
class PotAttempt:
    """A recorded pot attempt with the table it was played on and, when the record says
    so, the ball and pocket intended (``pocket`` None: to be inferred from the result)."""

    shot: StoredShot
    table: TableSpec
    object_ball: str | None
    pocket: str | None


def first_contact(result: ShotResult, cue_ball: str) -> str | None:
    """The object ball the cue ball met first (None when it met none)."""
    for e in result.events:
        if isinstance(e, BallBall) and cue_ball in (e.a, e.b):
            return e.b if e.a == cue_ball else e.a
    return None


def intended(shot: StoredShot) -> tuple[str | None, str | None]:
    """(object ball, pocket) as recorded: the call of a classic game, or the goal of the
    drill verdict when one is stored with a single ball and pocket; else the cue ball's
    first contact and no pocket."""
    if shot.call is not None:
        return shot.call.ball, shot.call.pocket
    goal = shot.verdict.get("goal") if isinstance(shot.verdict, Mapping) else None
    if isinstance(goal, Mapping):
        ball, pocket = goal.get("ball"), goal.get("pocket")
        pockets = goal.get("pockets")
        if pocket is None and isinstance(pockets, list | tuple) and len(pockets) == 1:
            pocket = pockets[0]
        if isinstance(ball, str) and isinstance(pocket, str):
            return ball, pocket
    return first_contact(shot.result, shot.stroke.cue_ball), None


def recent_pot_attempts(store: Store, f: ChartFilter, limit: int = RECENT
                        ) -> tuple[PotAttempt, ...]:
    """The ``limit`` most recent pot attempts in ``f``'s scope, oldest first."""
    ids: Any = (select(m.Shot.id).where(m.Shot.potted.is_not(None))
                .order_by(m.Shot.taken_at.desc(), m.Shot.seq.desc()).limit(limit))
    ids = _shot_scope(ids, f)
    with store.sessions() as s:
        wanted = list(s.scalars(ids))
    return pot_attempts(store, wanted)


def pot_attempts(store: Store, shot_ids: Collection[str]) -> tuple[PotAttempt, ...]:
    """The shots ``shot_ids`` (those still there) as pot attempts, oldest first."""
    if not shot_ids:
        return ()
    shots = Reader(store)._shots(select(m.Shot).where(m.Shot.id.in_(list(shot_ids))))
    sessions = {sh.session_id for sh in shots}
    with store.sessions() as s:
        specs = {sid: convert.table_spec(spec) for sid, spec in s.execute(
            select(m.PracticeSession.id, m.PracticeSession.table_spec)
            .where(m.PracticeSession.id.in_(sessions)))}
    out = []
    for sh in shots:
        ball, pocket = intended(sh)
        out.append(PotAttempt(sh, specs.get(sh.session_id) or TableSpec(), ball, pocket))
    return tuple(out)
