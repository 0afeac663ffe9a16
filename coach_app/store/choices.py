"""What the progress filters offer: the drills and disciplines a player has history in.

Listing only what exists keeps the filters honest: a coach never picks a drill and gets an
empty chart because the student never tried it.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import func, select

from coach_app.store import models as m
from coach_app.store.opening import Store


@dataclass(frozen=True)
class FilterChoices:
    drills: tuple[tuple[str, str], ...]  # (drill id, title), by title
    disciplines: tuple[str, ...]


def filter_choices(store: Store, player_id: str | None) -> FilterChoices:
    drills = (select(m.DrillSet.drill_id, func.max(m.DrillSet.title))
              .join(m.PracticeSession).group_by(m.DrillSet.drill_id))
    games = select(m.Game.discipline).join(m.PracticeSession).distinct()
    sets = select(m.DrillSet.discipline).join(m.PracticeSession).distinct() \
        .where(m.DrillSet.discipline != "")
    if player_id is not None:
        drills = drills.where(m.PracticeSession.player_id == player_id)
        games = games.where(m.PracticeSession.player_id == player_id)
        sets = sets.where(m.PracticeSession.player_id == player_id)
    with store.sessions() as s:
        found = sorted(((d, t or d) for d, t in s.execute(drills)), key=lambda x: x[1])
        disc = set(s.scalars(games)) | set(s.scalars(sets))
    return FilterChoices(tuple(found), tuple(sorted(disc)))
