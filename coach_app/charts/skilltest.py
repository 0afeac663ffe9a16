"""The skill test chart: score out of the known total per test, with the rating bands.

Drawn for the coach's PDF (coach_app/report/pdf.py) from the stored tests
(coach_app/services/skill_test.py). Headless: a Figure, no pyplot, no Qt.
"""

from __future__ import annotations

from collections.abc import Sequence

from matplotlib.figure import Figure

from coach_app.charts.style import Translate, new_figure
from coach_app.services.skill_test import SkillTestScore
from drills.skilltest import RATING, TOTAL


def rating_name(code: str, tr: Translate) -> str:
    names = {
        "beginner": tr.translate("charts", "beginner"),
        "amateur": tr.translate("charts", "amateur"),
        "club": tr.translate("charts", "club player"),
        "expert": tr.translate("charts", "expert"),
        "master": tr.translate("charts", "master"),
    }
    return names.get(code, code)


def headline(scores: Sequence[SkillTestScore], tr: Translate) -> str:
    """"Skill test: 58/82 (expert), 2026-12-01", or "" with no test."""
    if not scores:
        return ""
    last = scores[-1]
    text = tr.translate("charts", "Skill test: {score}/{total} ({rating}), {date}").format(
        score=last.score, total=last.total, rating=rating_name(last.rating, tr),
        date=last.when.astimezone().strftime("%Y-%m-%d"))
    if last.real:
        text += ", " + tr.translate("charts", "at a real table")
    return text


def skill_test_figure(scores: Sequence[SkillTestScore], tr: Translate,
                      fig: Figure | None = None) -> Figure | None:
    """Score per test over time; None when the player has taken no test."""
    if not scores:
        return None
    fig = fig or new_figure()
    ax = fig.add_subplot(1, 1, 1)
    top = 1.0
    shades = ("#f4f4f4", "#e8eef7")
    for k, (bound, code) in enumerate(RATING):
        ax.axhspan(100 * bound, 100 * top, color=shades[k % 2], zorder=0)
        ax.text(0.005, 100 * (bound + top) / 2, rating_name(code, tr),
                transform=ax.get_yaxis_transform(),
                va="center", fontsize=9, color="#555555")
        top = bound
    xs = list(range(1, len(scores) + 1))
    ax.plot(xs, [s.percent for s in scores], marker="o", color="#1f5fa8", zorder=3)
    real = [(x, s) for x, s in zip(xs, scores, strict=True) if s.real]
    if real:  # a test at a real table: a square, and said in the legend
        ax.plot([x for x, _ in real], [s.percent for _, s in real], linestyle="none",
                marker="s", markersize=9, color="#1f5fa8", zorder=4,
                label=tr.translate("charts", "at a real table"))
        ax.legend(loc="lower right", fontsize=9)
    for x, s in zip(xs, scores, strict=True):
        ax.annotate(f"{s.score}/{s.total}", (x, s.percent), textcoords="offset points",
                    xytext=(0, 7), ha="center", fontsize=9)
    ax.set_xticks(xs, [s.when.astimezone().strftime("%Y-%m-%d") for s in scores],
                  rotation=30, ha="right")
    ax.set_ylim(0, 100)
    ax.set_xlim(0.5, len(scores) + 0.5)
    ax.set_ylabel(tr.translate("charts", "Score, % of {total}").format(total=TOTAL))
    ax.set_title(headline(scores, tr))
    return fig
