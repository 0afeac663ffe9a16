"""The tables of a drill card: the balls' measurements, the score sheet, the practice plan.

Drawn by hand on axes in 0..1 coordinates (text and lines), not with matplotlib's table,
so the columns keep their widths in Russian as in English and nothing is scaled to fit
behind the reader's back. The pass mark is the drill's progression (the successes the
practice screen asks for to open the next drill), scaled to the card's set size.
"""

from __future__ import annotations

import math
import textwrap
from collections.abc import Sequence

from matplotlib.axes import Axes
from matplotlib.patches import Rectangle

from coach_app.charts.text import Translate
from drills.model import Drill
from drills.table_marks import BallMark
from simulation.balls import PYRAMID_T_COLOURS

# Score boxes per row of the sheet.
PER_ROW = 10


def pass_mark_of(drill: Drill, attempts: int) -> int | None:
    """The successes out of ``attempts`` that pass, or None when the drill has no pass
    mark (no progression): the drill's own ``pass_mark`` of ``drill.attempts``, scaled and
    rounded up so a card never asks for less than the screen does."""
    p = drill.progression
    if p is None:
        return None
    return min(attempts, math.ceil(p.pass_mark * attempts / drill.attempts))


def pass_text(mark: int | None, attempts: int, tr: Translate, short: bool = False) -> str:
    if mark is None:
        return "—" if short else tr.translate(
            "Cards", "Pass mark: none set for this drill; play for your best total.")
    if short:
        return tr.translate("Cards", "%1 of %2").replace("%1", str(mark)).replace(
            "%2", str(attempts))
    return tr.translate("Cards", "Pass mark: %1 successes of %2.").replace(
        "%1", str(mark)).replace("%2", str(attempts))


def _frame(ax: Axes) -> None:
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    ax.set_axis_off()


def _ball_name(ball: str, discipline: str, tr: Translate) -> str:
    if ball == "cue":
        return tr.translate("Cards", "cue ball")
    colour = PYRAMID_T_COLOURS.get(ball) if discipline == "pyramid-t" else None
    if colour is None:
        return ball
    names = {"blue": tr.translate("Cards", "blue"), "yellow": tr.translate("Cards", "yellow"),
             "black": tr.translate("Cards", "black"), "green": tr.translate("Cards", "green"),
             "red": tr.translate("Cards", "red")}
    return f"{ball} ({names.get(colour.value, colour.value)})"


def cushion_word(cushion: str, tr: Translate) -> str:
    names = {"front": tr.translate("Cards", "front"), "back": tr.translate("Cards", "back"),
             "left": tr.translate("Cards", "left"), "right": tr.translate("Cards", "right")}
    return names.get(cushion, cushion)


def cm(value: float) -> str:
    """45 or 45.5: the half centimetre a tape shows, no trailing ".0"."""
    return f"{value:g}"


def draw_marks_table(ax: Axes, marks: Sequence[BallMark], tr: Translate,
                     discipline: str) -> float:
    """Ball | from the end cushion | from the long cushion | diamonds along, across.
    Returns where the table ends (axes fraction), for what goes below it."""
    _frame(ax)
    cols = (0.0, 0.22, 0.50, 0.78)
    heads = (tr.translate("Cards", "Ball"),
             tr.translate("Cards", "End cushion") + "\n" + tr.translate("Cards", "cm"),
             tr.translate("Cards", "Long cushion") + "\n" + tr.translate("Cards", "cm"),
             tr.translate("Cards", "Diamonds") + "\n" + tr.translate("Cards", "along · across"))
    rows = max(len(marks), 1) + 1.6
    step = min(1.0 / rows, 0.075)
    title = tr.translate("Cards", "Measurements: from the nose of the cushion to the centre "
                                  "of the ball")
    ax.text(0.0, 1.0, textwrap.fill(title, 52), fontsize=8, fontweight="bold", va="bottom")
    y = 1.0 - 0.1 * step
    for x, head in zip(cols, heads, strict=True):
        ax.text(x + 0.01, y - 0.7 * step, head, fontsize=7.5, va="center", linespacing=1.1)
    y -= 1.4 * step
    ax.plot([0, 1], [y, y], color="black", linewidth=0.8)
    for i, m in enumerate(marks):
        mid = y - (i + 0.5) * step
        if i % 2:
            ax.add_patch(Rectangle((0, y - (i + 1) * step), 1, step, facecolor="#eeeeee",
                                   edgecolor="none", zorder=0))
        cells = (_ball_name(m.ball, discipline, tr),
                 f"{cushion_word(m.end_cushion, tr)} {cm(m.end_cm)}",
                 f"{cushion_word(m.side_cushion, tr)} {cm(m.side_cm)}",
                 f"{m.along_diamonds:.1f} · {m.across_diamonds:.1f}")
        for x, cell in zip(cols, cells, strict=True):
            ax.text(x + 0.01, mid, cell, fontsize=7.5, va="center",
                    fontweight="bold" if m.ball == "cue" else "normal")
    if not marks:
        ax.text(0.01, y - 0.5 * step, tr.translate("Cards", "No ball is fixed: see the goal."),
                fontsize=8, va="center")
    bottom = y - max(len(marks), 1) * step
    ax.plot([0, 1], [bottom, bottom], color="black", linewidth=0.8)
    return bottom


def _box_hint(drill: Drill, tr: Translate) -> str:
    """What a player writes in a box: a tick or a cross, or the points the drill scores."""
    mode = drill.scoring.mode
    if mode == "success" and drill.scoring.points == 1:
        return "✓   ✗"
    return tr.translate("Cards", "points")


def score_rule(drill: Drill, tr: Translate) -> str:
    mode = drill.scoring.mode
    if mode == "success":
        if drill.scoring.points == 1:
            return tr.translate("Cards", "Circle ✓ for a success, ✗ for a miss.")
        return tr.translate("Cards", "A success scores %1 points; write them in, 0 for a miss.") \
            .replace("%1", str(drill.scoring.points))
    if mode == "balls":
        return tr.translate("Cards", "Write the points: one per goal ball pocketed as asked.")
    if mode == "values":
        return tr.translate("Cards", "Write the points: the game value of each goal ball pocketed.")
    return tr.translate("Cards", "Write the points: 10 less the pot chance left to the "
                        "opponent in tenths, 0 for a foul.")


def draw_score_boxes(ax: Axes, drill: Drill, attempts: int, mark: int | None,
                     tr: Translate) -> None:
    """One box per attempt (ten to a row), then the totals and the pass mark."""
    _frame(ax)
    ax.text(0.0, 1.0, tr.translate("Cards", "Score sheet"), fontsize=11, fontweight="bold",
            va="top")
    ax.text(0.0, 0.89, textwrap.fill(score_rule(drill, tr), 120) + "\n"
            + textwrap.fill(pass_text(mark, attempts, tr), 120), fontsize=8, va="top",
            linespacing=1.3)
    rows = math.ceil(attempts / PER_ROW)
    top, bottom = 0.74, 0.16
    h = min((top - bottom) / rows, 0.22)
    w = 1.0 / PER_ROW
    hint = _box_hint(drill, tr)
    for k in range(attempts):
        r, c = divmod(k, PER_ROW)
        x, y = c * w, top - (r + 1) * h
        ax.add_patch(Rectangle((x + 0.004, y + 0.01), w - 0.008, h - 0.02, facecolor="none",
                               edgecolor="black", linewidth=0.8))
        ax.text(x + 0.012, y + h - 0.025, str(k + 1), fontsize=6, va="top", color="#333333")
        # Right of the middle and low: clear of the attempt's number however small the
        # box (fifty attempts make five rows).
        ax.text(x + w * 0.6, y + 0.02 + (h - 0.02) * 0.3, hint,
                fontsize=8 if hint.startswith("✓") else 6, ha="center", va="center",
                color="#555555")
    y = top - rows * h - 0.06
    totals = [tr.translate("Cards", "Successes: ____ of %1").replace("%1", str(attempts)),
              tr.translate("Cards", "Points: ______")]
    if mark is not None:
        totals.append(tr.translate("Cards", "Passed:  yes  /  no"))
    ax.text(0.0, y, "      ".join(totals), fontsize=10, va="top")


def draw_plan_table(ax: Axes, rows: Sequence[tuple[str, str, str, str, str]],
                    tr: Translate) -> None:
    """The plan: number, drill (title and id), attempts, pass mark, and a column to tick."""
    _frame(ax)
    cols = (0.0, 0.05, 0.55, 0.66, 0.88)
    heads = ("#", tr.translate("Cards", "Drill"), tr.translate("Cards", "Attempts"),
             tr.translate("Cards", "Pass mark"), tr.translate("Cards", "Result"))
    step = min(1.0 / (len(rows) + 1.5), 0.06)
    y = 1.0
    for x, head in zip(cols, heads, strict=True):
        ax.text(x + 0.005, y - 0.5 * step, head, fontsize=10, fontweight="bold",
                va="center")
    y -= step
    ax.plot([0, 1], [y, y], color="black", linewidth=1.0)
    for i, (n, title, drill_id, count, mark) in enumerate(rows):
        mid = y - (i + 0.5) * step
        ax.text(cols[0] + 0.005, mid, n, fontsize=10, va="center")
        ax.text(cols[1] + 0.005, mid + 0.15 * step, _fit(title, 50), fontsize=10,
                va="center")
        ax.text(cols[1] + 0.005, mid - 0.28 * step, drill_id, fontsize=7, va="center",
                color="#444444")
        ax.text(cols[2] + 0.005, mid, count, fontsize=10, va="center")
        ax.text(cols[3] + 0.005, mid, mark, fontsize=10, va="center")
        ax.add_patch(Rectangle((cols[4] + 0.005, mid - 0.35 * step), 0.10, 0.7 * step,
                               facecolor="none", edgecolor="black", linewidth=0.6))
        ax.plot([0, 1], [y - (i + 1) * step] * 2, color="#999999", linewidth=0.5)


def _fit(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
