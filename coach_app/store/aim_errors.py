"""The aim-bias judgements kept in the history (table ``aim_errors``, revision 0004).

Each judgement is a shot-solver run of about a sixth of a second (:mod:`coach_app.store.
aim_judge`), and a recorded shot never changes: it is made once per pot attempt, in the
background soon after the shot is recorded, and kept, so the aim-bias chart and the report
only read (:func:`in_scope`, a query like the other charts'), and a restart or another
machine of the club reading the same history judges nothing again. Every pot attempt gets
exactly one row: its error, or NULLs when it cannot be judged (no pocket to infer, no direct
pot at that speed and tip). A pot attempt without a row of the current physics is
*pending* (:func:`pending`); a row of another physics version is ignored and replaced.

Writes here are *derived* (``Store.write(derived=True)``): they do not invalidate the
cached aggregates of the other charts, which show what was recorded.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from sqlalchemy import and_, delete, select, tuple_
from sqlalchemy.orm import Session

from coach_app.store import models as m
from coach_app.store.opening import Store
from coach_app.store.stats import ChartFilter, _shot_scope
from simulation.analysis.bias import Error
from simulation.physics.params import PHYSICS_VERSION

#: (shot id, object ball or "" when the shot names none, pocket or "" when it is inferred
#: from the result)
Key = tuple[str, str, str]
#: What the solver used: a new physics judges again.
SOLVER = f"physics-{PHYSICS_VERSION}"


@dataclass(frozen=True)
class ScopeErrors:
    """The judgements of the pot attempts in a chart's scope: ``errors`` of those that
    could be judged; ``total`` attempts in scope, ``judged`` of them have a
    row (``unjudgeable`` of those could not be compared); the rest are pending."""

    errors: tuple[Error, ...] = ()
    total: int = 0
    judged: int = 0
    unjudgeable: int = 0

    @property
    def pending(self) -> int:
        return self.total - self.judged


def key_of(shot_id: str, ball: str | None, pocket: str | None) -> Key:
    return shot_id, ball or "", pocket or ""


def _current() -> Any:
    """The join condition of a shot and its judgement with the current physics."""
    return and_(m.AimError.shot_id == m.Shot.id, m.AimError.solver == SOLVER)


def _pot_attempts() -> Any:
    """The shots that are pot attempts of a person (a computer's shots chart nowhere)."""
    return and_(m.Shot.potted.is_not(None), m.Shot.player_id.is_not(None))


def in_scope(store: Store, f: ChartFilter) -> ScopeErrors:
    """The stored judgements of the pot attempts in ``f``'s scope (the aim-bias chart's
    data): one query, the pot-rate chart's covering index joined to the judgements' primary
    key (a pending attempt comes with NULLs), no solver."""
    q: Any = _shot_scope(
        select(m.Shot.id, m.AimError.shot_id, m.AimError.error_deg, m.AimError.cut_deg,
               m.AimError.distance_m, m.AimError.side)
        .outerjoin(m.AimError, _current()).where(_pot_attempts()), f)
    errors: list[Error] = []
    attempts: set[str] = set()
    judged: set[str] = set()
    unjudgeable = 0
    with store.sessions() as s:
        for shot_id, row, err, cut, dist, side in s.execute(q):
            attempts.add(shot_id)
            if row is None:
                continue
            judged.add(shot_id)
            if err is None:
                unjudgeable += 1
            else:
                errors.append(Error(err, cut or 0.0, dist or 0.0, side or "left"))
    return ScopeErrors(tuple(errors), len(attempts), len(judged), unjudgeable)


def pending(store: Store, limit: int) -> list[str]:
    """Up to ``limit`` pot attempts without a judgement of the current physics, newest
    first (the latest play is charted first)."""
    q = (select(m.Shot.id).outerjoin(m.AimError, _current())
         .where(_pot_attempts(), m.AimError.shot_id.is_(None))
         .order_by(m.Shot.taken_at.desc(), m.Shot.seq.desc()).limit(limit))
    with store.sessions() as s:
        return list(s.scalars(q))


def load(store: Store, keys: Iterable[Key]) -> dict[Key, Error | None]:
    """The stored judgements among ``keys`` (None: judged, could not be compared)."""
    wanted = list(dict.fromkeys(keys))
    out: dict[Key, Error | None] = {}
    with store.sessions() as s:
        for i in range(0, len(wanted), 200):  # bounded IN lists for every backend
            chunk = wanted[i:i + 200]
            rows = s.scalars(select(m.AimError).where(
                tuple_(m.AimError.shot_id, m.AimError.object_ball, m.AimError.pocket)
                .in_(chunk), m.AimError.solver == SOLVER))
            for r in rows:
                out[(r.shot_id, r.object_ball, r.pocket)] = None if r.error_deg is None else \
                    Error(r.error_deg, r.cut_deg or 0.0, r.distance_m or 0.0, r.side or "left")
    return out


def save(store: Store, judged: Mapping[Key, Error | None]) -> None:
    """Keep new judgements (replacing the shot's rows of an older physics); shots deleted
    meanwhile (an undo) are skipped."""
    if not judged:
        return

    def work(s: Session) -> None:  # a merge by key: trying it again changes nothing
        ids = {k[0] for k in judged}
        present = set(s.scalars(select(m.Shot.id).where(m.Shot.id.in_(ids))))
        s.execute(delete(m.AimError).where(
            m.AimError.shot_id.in_(ids), m.AimError.solver != SOLVER))
        for (shot_id, ball, pocket), e in judged.items():
            if shot_id not in present:
                continue
            s.merge(m.AimError(shot_id=shot_id, object_ball=ball, pocket=pocket,
                               solver=SOLVER,
                               error_deg=None if e is None else e.error_deg,
                               cut_deg=None if e is None else e.cut_deg,
                               distance_m=None if e is None else e.distance,
                               side=None if e is None else e.side))

    store.write(work, derived=True)
