"""Practice plans in words: a plan in the list, what was done at one of its drills."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from coach_app.store.plans import ItemProgress, PlanInfo

translate = QCoreApplication.translate


def plan_line(plan: PlanInfo) -> str:
    """«Неделя 1 · до 10.12.2026 · Анна»."""
    parts = [plan.name]
    if plan.due is not None:
        parts.append(translate("Plans", "by %1").replace("%1", plan.due.strftime("%d.%m.%Y")))
    if plan.author_name:
        parts.append(plan.author_name)
    return " · ".join(parts)


def item_progress(p: ItemProgress) -> str:
    """«экран: 6 из 10 (серий: 1) · стол: 7 из 10 (серий: 1) · ✓ зачёт» — screen and real apart."""
    parts = []
    if p.screen_sets:
        parts.append(translate("Plans", "screen: %2 of %3 made (sets: %1)").replace(
            "%1", str(p.screen_sets)).replace("%2", str(p.screen_made)).replace(
            "%3", str(p.screen_attempts)))
    if p.real_sets:
        parts.append(translate("Plans", "real table: %2 of %3 made (sets: %1)").replace(
            "%1", str(p.real_sets)).replace("%2", str(p.real_made)).replace(
            "%3", str(p.real_attempts)))
    if not parts:
        return translate("Plans", "not played yet")
    if p.passed:
        where = (translate("Plans", "at the table") if p.passed_real
                 else translate("Plans", "on the screen"))
        parts.append(translate("Plans", "✓ passed %1").replace("%1", where))
    return " · ".join(parts)
