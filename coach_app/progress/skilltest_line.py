"""The skill test's rating on the Progress page: one line ahead of the summary.

Kept apart from the page itself: the latest stored test (coach_app/services/skill_test.py)
as "Skill test: 58/82 (expert), 2026-12-01. ", translated like the charts.
"""

from __future__ import annotations

from coach_app.charts.skilltest import headline
from coach_app.progress.chart_texts import chart_translator
from coach_app.store import History


def skill_test_prefix(history: History | None, player_id: str | None,
                      where: str = "all") -> str:
    """The latest test's line and a space, or "" (no history, no player, no test)."""
    if history is None or player_id is None:
        return ""
    from coach_app.recording.recorder import write_errors
    from coach_app.services.skill_test import skill_test_scores

    try:
        scores = skill_test_scores(history.store, player_id, where)
    except write_errors():
        return ""
    text = headline(scores, chart_translator())
    return text + ". " if text else ""
