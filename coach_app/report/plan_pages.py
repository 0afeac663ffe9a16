"""The report's pages of a coach's plans: each plan with what was done against it, the
screen's and the real table's sets counted apart (coach_app/store/plans.py), so the coach
sees in the PDF what was done and how it went. Headless: the report's catalogue."""

from __future__ import annotations

from coach_app.charts.drill_titles import drill_title
from coach_app.charts.style import Translate
from coach_app.store.opening import Store
from coach_app.store.plans import ItemProgress, PlanInfo, plan_progress, plans_of

# The most recent plans the report shows.
MAX_PLANS = 8


def plan_title(plan: PlanInfo, tr: Translate) -> str:
    """«Неделя 1 · до 10.12.2026 · от: Анна» (the report's heading, the dialog's list)."""
    parts = [plan.name]
    if plan.due is not None:
        parts.append(tr.translate("charts", "by %1").replace(
            "%1", plan.due.strftime("%d.%m.%Y")))
    if plan.author_name:
        parts.append(tr.translate("charts", "from %1").replace("%1", plan.author_name))
    return " · ".join(parts)


def _head(plan: PlanInfo, progress: tuple[ItemProgress, ...], tr: Translate) -> str:
    passed = tr.translate("charts", "%1 of %2 drills passed").replace(
        "%1", str(sum(p.passed for p in progress))).replace("%2", str(len(progress)))
    return plan_title(plan, tr) + " — " + passed


def _item(p: ItemProgress, tr: Translate) -> str:
    title = drill_title(p.item.drill, p.item.drill, getattr(tr, "language", "en"))
    line = tr.translate("charts", "%1: %2 attempts, pass mark %3").replace(
        "%1", title).replace("%2", str(p.item.attempts)).replace("%3", str(p.item.pass_mark))
    return "    " + line + " — " + done_words(p, tr)


def done_words(p: ItemProgress, tr: Translate) -> str:
    """What was done at one drill of a plan, the screen's and the real table's sets apart,
    and whether (and where) a set passed."""
    done = []
    if p.screen_sets:
        done.append(tr.translate("charts", "screen: %2 of %3 made (sets: %1)").replace(
            "%1", str(p.screen_sets)).replace("%2", str(p.screen_made)).replace(
            "%3", str(p.screen_attempts)))
    if p.real_sets:
        done.append(tr.translate("charts", "real table: %2 of %3 made (sets: %1)").replace(
            "%1", str(p.real_sets)).replace("%2", str(p.real_made)).replace(
            "%3", str(p.real_attempts)))
    if not done:
        done.append(tr.translate("charts", "not played yet"))
    if p.passed_real:
        done.append(tr.translate("charts", "✓ passed at the table"))
    elif p.passed_screen:
        done.append(tr.translate("charts", "✓ passed on the screen"))
    return " · ".join(done)


def plan_lines(store: Store, player_id: str, tr: Translate) -> list[str]:
    """The student's latest plans, each followed by its drills and what was done."""
    lines: list[str] = []
    for plan in plans_of(store, player_id)[:MAX_PLANS]:
        progress = plan_progress(store, plan)
        if lines:
            lines.append("")
        lines.append(_head(plan, progress, tr))
        lines += [_item(p, tr) for p in progress]
    return lines
