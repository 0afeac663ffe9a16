"""Putting a skill test into the history and reading the scores back.

A test is stored with the ordinary practice recording (coach_app/recording/recorder.py): one drill
set with drill id ``skill-test`` and category ``skill_test`` (drills/skilltest.py), whose
attempts are the battery's attempts in order, each with its shots and the points it
earned. Nothing new in the schema: the score is the sum of the set's points, the date is
the set's start, the total and the rating bands are those of the battery's version (in
the set's title: a test stored under version 1 keeps its 36 points and its bands). The
Progress page and the coach's PDF read the scores with :func:`skill_test_scores`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from coach_app.recording.recorder import PlayedShot, Recorder
from drills.judge import AttemptState
from drills.skilltest import (
    BATTERY,
    CATEGORY,
    PAST,
    TEST_ID,
    TOTAL,
    VERSION,
    Score,
    rating,
    total_of,
)

if TYPE_CHECKING:
    from coach_app.store import Store


def record_test(recorder: Recorder, states: Mapping[tuple[str, int], AttemptState],
                score: Score) -> str | None:
    """Record a played test (attempts keyed by (drill, attempt number)); the drill set's id,
    or None without a history."""
    ds = recorder.start_drill(TEST_ID, title=f"skill test v{VERSION}: {score.total}/{TOTAL}",
                              category=CATEGORY)
    if ds is None:
        return None
    number = 0
    for item in BATTERY:
        for n in range(1, item.attempts + 1):
            number += 1
            state = states.get((item.drill, n))
            if state is None or not state.records:
                continue
            recorder.start_attempt(number)
            for r in state.records:
                recorder.practice_shot(PlayedShot(
                    dict(r.result.initial), r.shot.stroke, r.result, place=r.shot.place,
                    legal=r.ruling.legal, points=0))
            recorder.finish_attempt(success=state.success, reason=state.reason,
                                    points=item.points if state.success else 0)
    recorder.end_session("practice")
    return ds


#: The version in a stored test's title ("skill test v2: 51/80").
_TITLE = re.compile(r"skill test v(\d+):")


@dataclass(frozen=True)
class SkillTestScore:
    """One stored test: when, the score, the total and the rating of its version (a test
    taken under an earlier battery keeps that battery's total and bands)."""

    when: datetime
    score: int
    total: int
    version: int = VERSION
    real: bool = False  # taken at a real table (drills/real_test.py), same rule and bands

    @property
    def percent(self) -> float:
        return 100 * self.score / self.total

    @property
    def rating(self) -> str:
        return rating(self.score / self.total, self.version)


def _version(title: str | None) -> int:
    m = _TITLE.match(title or "")
    v = int(m.group(1)) if m else 1
    return v if v == VERSION or v in PAST else VERSION


def skill_test_scores(store: Store, player_id: str,
                      where: str = "all") -> tuple[SkillTestScore, ...]:
    """Every skill test of a player, oldest first; ``where`` "screen" or "real" keeps the
    tests taken there ("all": both, each saying where)."""
    from sqlalchemy import func, select

    from coach_app.store import models as m

    if where not in ("all", "screen", "real"):
        raise ValueError(f"where must be all, screen or real, not {where!r}")
    q = (select(m.DrillSet.started_at, m.DrillSet.title,
                func.coalesce(func.sum(m.Attempt.points), 0), m.PracticeSession.where_kind)
         .join(m.PracticeSession, m.PracticeSession.id == m.DrillSet.session_id)
         .outerjoin(m.Attempt, m.Attempt.drill_set_id == m.DrillSet.id)
         .where(m.PracticeSession.player_id == player_id, m.DrillSet.category == CATEGORY)
         .group_by(m.DrillSet.id, m.DrillSet.started_at, m.DrillSet.title,
                   m.PracticeSession.where_kind)
         .order_by(m.DrillSet.started_at))
    if where != "all":
        q = q.where(m.PracticeSession.where_kind == where)
    with store.sessions() as s:
        return tuple(SkillTestScore(when, int(points or 0), total_of(v), v, kind == "real")
                     for when, title, points, kind in s.execute(q)
                     for v in (_version(title),))
