"""The aim-bias judgements kept in the history (table ``aim_errors``, revision 0004).

Each judgement is a shot-solver run of about a tenth of a second, and a recorded shot never
changes: kept in the database, a restart (or another machine of the club reading the same
history) does not judge the same 150 attempts again. Rows carry the physics version they
were computed with; a row of another version is ignored and replaced.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from sqlalchemy import select, tuple_
from sqlalchemy.orm import Session

from coach_app.store import models as m
from coach_app.store.opening import Store
from simulation.analysis.bias import Error
from simulation.physics.params import PHYSICS_VERSION

#: (shot id, object ball, pocket or "" when it is inferred from the result)
Key = tuple[str, str, str]
#: What the solver used: a new physics judges again.
SOLVER = f"physics-{PHYSICS_VERSION}"


def key_of(shot_id: str, ball: str, pocket: str | None) -> Key:
    return shot_id, ball, pocket or ""


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
    """Keep new judgements (replacing rows of an older physics); shots deleted meanwhile
    (an undo) are skipped."""
    if not judged:
        return

    def work(s: Session) -> None:  # a merge by key: trying it again changes nothing
        present = set(s.scalars(select(m.Shot.id).where(
            m.Shot.id.in_({k[0] for k in judged}))))
        for (shot_id, ball, pocket), e in judged.items():
            if shot_id not in present:
                continue
            s.merge(m.AimError(shot_id=shot_id, object_ball=ball, pocket=pocket,
                               solver=SOLVER,
                               error_deg=None if e is None else e.error_deg,
                               cut_deg=None if e is None else e.cut_deg,
                               distance_m=None if e is None else e.distance,
                               side=None if e is None else e.side))

    store.write(work)
