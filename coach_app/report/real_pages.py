"""The report's pages of attempts played at a real table: each as it was entered.

A real-table attempt has no shot, so no chart of strokes and no key shot shows it; these
pages list them (when, the table, the drill, made or missed, points, balls potted, the
comment), so the report says which of its attempts were real and which the screen's.
Headless: the words come from the report's catalogue (coach_app/report/lang.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from coach_app.charts.drill_titles import drill_title
from coach_app.charts.style import Translate
from coach_app.store.records import SessionInfo
from coach_app.store.repository import History

# Lines per page, and the most recent real attempts the report lists.
LINES_PER_PAGE = 26
MAX_REAL_ATTEMPTS = 260


@dataclass(frozen=True)
class WhereCounts:
    """Drill attempts in the report's scope by where they were played."""

    screen: int
    real: int


def where_counts(sessions: Sequence[SessionInfo]) -> WhereCounts:
    return WhereCounts(sum(s.attempts for s in sessions if not s.where.real),
                       sum(s.attempts for s in sessions if s.where.real))


def real_attempt_lines(history: History, sessions: Sequence[SessionInfo],
                       tr: Translate) -> list[str]:
    """One line per real-table attempt of ``sessions``, oldest first (the latest
    :data:`MAX_REAL_ATTEMPTS`)."""
    lines: list[str] = []
    for s in sessions:
        if not s.where.real or not s.attempts:
            continue
        sets = {ds.id: drill_title(ds.drill_id, ds.title, tr.language)
                for ds in history.drill_sets(s.id)}
        table = s.where.table or tr.translate("charts", "real table")
        for a in history.session_attempts(s.id):
            if a.success is None:
                continue
            when = a.started_at.astimezone().strftime("%Y-%m-%d %H:%M")
            made = tr.translate("charts", "made") if a.success else \
                tr.translate("charts", "missed")
            parts = [f"{when}  {table}  {sets.get(a.drill_set_id, '')} #{a.number}: {made}",
                     tr.translate("charts", "points: {n}").format(n=a.points or 0)]
            detail = a.detail or {}
            if isinstance(detail.get("potted"), int):
                parts.append(tr.translate("charts", "potted: {n}").format(n=detail["potted"]))
            if isinstance(detail.get("comment"), str) and detail["comment"]:
                parts.append(f"«{detail['comment'][:80]}»")
            lines.append(" · ".join(parts))
    return lines[-MAX_REAL_ATTEMPTS:]


def pages_of(lines: list[str]) -> list[list[str]]:
    return [lines[i:i + LINES_PER_PAGE] for i in range(0, len(lines), LINES_PER_PAGE)]
