"""A coach's practice plan for a student, and what the student did against it.

A plan names drills in order, each with the attempts of a set and its pass mark, and may
give a date to be done by. What was done is read from the history, never linked: every
set the student played at a plan's drill from the day the plan was made to its date, on
the screen or at a real table, each kind counted apart (a real set and a screen set are
never mixed silently). An item is passed when one set reached its pass mark within the
plan's attempts, as a drill's own progression judges a set (drills/model.py Progression).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from coach_app.store.coltypes import new_id, utc_now
from coach_app.store.errors import StoreError
from coach_app.store.opening import Store

MAX_ITEMS = 50
MAX_ATTEMPTS = 50
MAX_NAME = 100


@dataclass(frozen=True)
class PlanItem:
    drill: str
    attempts: int
    pass_mark: int

    def to_json(self) -> dict[str, Any]:
        return {"drill": self.drill, "attempts": self.attempts, "pass_mark": self.pass_mark}


@dataclass(frozen=True)
class PlanInfo:
    id: str
    player_id: str
    author_id: str | None
    author_name: str | None
    name: str
    due: datetime | None
    items: tuple[PlanItem, ...]
    created_at: datetime


@dataclass(frozen=True)
class ItemProgress:
    """One item's practice since the plan was made: sets, attempts and made, on the
    screen and at a real table; ``passed`` when a set reached the pass mark, and where."""

    item: PlanItem
    screen_sets: int
    screen_attempts: int
    screen_made: int
    real_sets: int
    real_attempts: int
    real_made: int
    passed_screen: bool
    passed_real: bool

    @property
    def passed(self) -> bool:
        return self.passed_screen or self.passed_real


def check_items(items: Any, where: str = "items") -> tuple[PlanItem, ...]:
    """The items of a plan as written by a person or read from a file; StoreError naming
    the field otherwise."""
    if not isinstance(items, Sequence) or isinstance(items, str) or not \
            1 <= len(items) <= MAX_ITEMS:
        raise StoreError("invalid", f"a plan has 1 to {MAX_ITEMS} drills", where)
    out = []
    for k, item in enumerate(items):
        at = f"{where}[{k}]"
        if isinstance(item, PlanItem):
            item = item.to_json()
        if not isinstance(item, Mapping) or set(item) != {"drill", "attempts", "pass_mark"}:
            raise StoreError("invalid", 'must be {"drill", "attempts", "pass_mark"}', at)
        drill, attempts, mark = item["drill"], item["attempts"], item["pass_mark"]
        if not isinstance(drill, str) or not 0 < len(drill) <= 100:
            raise StoreError("invalid", "must name a drill", f"{at}.drill")
        for value, name, lo, hi in ((attempts, "attempts", 1, MAX_ATTEMPTS),
                                    (mark, "pass_mark", 0, MAX_ATTEMPTS)):
            if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
                raise StoreError("invalid", f"must be a whole number from {lo} to {hi}",
                                 f"{at}.{name}")
        if mark > attempts:
            raise StoreError("invalid", "cannot be more than the attempts", f"{at}.pass_mark")
        out.append(PlanItem(drill, attempts, mark))
    return tuple(out)


def save_plan(store: Store, player_id: str, name: str, items: Sequence[PlanItem],
              *, author_id: str | None = None, due: datetime | None = None,
              plan_id: str | None = None) -> PlanInfo:
    """Make a plan, or replace the plan ``plan_id`` (its drills, name and date)."""
    from coach_app.store import models as m

    name = name.strip()
    if not 0 < len(name) <= MAX_NAME:
        raise StoreError("invalid", f"a plan's name must be 1 to {MAX_NAME} characters", "name")
    checked = check_items(items)

    def work(s: Any) -> PlanInfo:
        for pid, what in ((player_id, "player"), (author_id, "author")):
            if pid is not None and s.get(m.Player, pid) is None:
                raise StoreError("invalid", f"no {what} {pid}", what)
        row = s.get(m.Plan, plan_id) if plan_id is not None else None
        if row is None:
            row = m.Plan(id=plan_id or new_id(), player_id=player_id, author_id=author_id,
                         created_at=utc_now())
            s.add(row)
        elif row.player_id != player_id:
            raise StoreError("invalid", "the plan is another player's", "plan")
        row.name, row.due = name, due
        row.items = [i.to_json() for i in checked]
        s.flush()
        return _info(s, row)

    return store.write(work)


def delete_plan(store: Store, plan_id: str) -> None:
    from coach_app.store import models as m

    def work(s: Any) -> None:
        from sqlalchemy import delete

        from coach_app.store.denied import not_yours

        if s.get(m.Plan, plan_id) is None:
            raise StoreError("invalid", f"no plan {plan_id}", "plan")
        s.expunge_all()
        # On a club's server a plan another coach wrote is read but not deleted: no row.
        if s.execute(delete(m.Plan).where(m.Plan.id == plan_id)).rowcount == 0:
            raise not_yours("plans", store.login)

    store.write(work)


def plans_of(store: Store, player_id: str) -> tuple[PlanInfo, ...]:
    """A student's plans, the newest first."""
    from sqlalchemy import select

    from coach_app.store import models as m

    with store.sessions() as s:
        rows = s.scalars(select(m.Plan).where(m.Plan.player_id == player_id)
                         .order_by(m.Plan.created_at.desc()))
        return tuple(_info(s, r) for r in rows)


def _info(s: Any, row: Any) -> PlanInfo:
    from coach_app.store import models as m

    author = s.get(m.Player, row.author_id) if row.author_id else None
    items = tuple(PlanItem(str(i["drill"]), int(i["attempts"]), int(i["pass_mark"]))
                  for i in row.items or ())
    return PlanInfo(row.id, row.player_id, row.author_id, author.name if author else None,
                    row.name, row.due, items, row.created_at)


def plan_progress(store: Store, plan: PlanInfo) -> tuple[ItemProgress, ...]:
    """What the student did at each of the plan's drills since the plan was made (until
    the end of its date)."""
    from sqlalchemy import select

    from coach_app.store import models as m

    drills = {i.drill for i in plan.items}
    q = (select(m.DrillSet.id, m.DrillSet.drill_id, m.PracticeSession.where_kind,
                m.Attempt.number, m.Attempt.success)
         .join(m.PracticeSession, m.PracticeSession.id == m.DrillSet.session_id)
         .join(m.Attempt, m.Attempt.drill_set_id == m.DrillSet.id)
         .where(m.PracticeSession.player_id == plan.player_id,
                m.DrillSet.drill_id.in_(drills),
                m.DrillSet.started_at >= plan.created_at,
                m.Attempt.success.is_not(None)))
    if plan.due is not None:
        q = q.where(m.DrillSet.started_at <= plan.due)
    sets: dict[str, tuple[str, str, list[tuple[int, bool]]]] = {}
    with store.sessions() as s:
        for ds, drill, where, number, success in s.execute(q):
            sets.setdefault(ds, (drill, where or "screen", []))[2].append((number, bool(success)))
    out = []
    for item in plan.items:
        tallies = {"screen": [0, 0, 0, False], "real": [0, 0, 0, False]}
        for drill, where, attempts in sets.values():
            if drill != item.drill:
                continue
            t = tallies["real" if where == "real" else "screen"]
            t[0] += 1
            t[1] += len(attempts)
            t[2] += sum(ok for _n, ok in attempts)
            first = sorted(attempts)[:item.attempts]
            if sum(ok for _n, ok in first) >= item.pass_mark:
                t[3] = True
        sc, re = tallies["screen"], tallies["real"]
        out.append(ItemProgress(item, int(sc[0]), int(sc[1]), int(sc[2]), int(re[0]),
                                int(re[1]), int(re[2]), bool(sc[3]), bool(re[3])))
    return tuple(out)
