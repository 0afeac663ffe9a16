"""Printable drill cards: a drill laid out for a real pyramid table, with a score sheet.

A coach at a club sets a drill up with a tape measure, not with the program. Each card
gives the drill's goal in the words the practice screen uses (coach_app/words/
goal_phrases.py), the table to scale with the balls numbered and the cue ball hatched (a
card is often printed in black and white), every ball's place as two tape figures and in
diamonds (drills/table_marks.py, the figures the app's set-up screen shows), the pass mark
and one box per attempt. With several drills a first page is the practice plan.

Headless like the progress report (coach_app/report/pdf.py): Figure objects and PdfPages,
no pyplot and no Qt, the words from coach_app/report/lang.py's catalogue, the file written
beside the target and renamed when complete.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from matplotlib.axes import Axes
from matplotlib.backends.backend_pdf import PdfPages
from matplotlib.figure import Figure
from matplotlib.patches import Circle

from coach_app.charts.text import Translate
from coach_app.files.atomic import atomic_path
from coach_app.game.protocol_words import discipline_label
from coach_app.report.card_diagram import draw_card_table
from coach_app.report.card_sheet import (
    draw_marks_table,
    draw_plan_table,
    draw_score_boxes,
    pass_mark_of,
    pass_text,
)
from coach_app.report.lang import report_text
from coach_app.words.goal_phrases import cue_words, goal_sentence
from drills.model import Drill
from drills.setup import attempt_layout
from drills.table_marks import ball_marks
from simulation.table import TableSpec

A4_PORTRAIT = (8.27, 11.69)
MAX_ATTEMPTS = 50


@dataclass(frozen=True)
class CardSet:
    """One drill of a plan: the boxes of its score sheet and its pass mark (None: the
    drill's own, scaled, or none)."""

    drill: Drill
    attempts: int = 10
    pass_mark: int | None = None

    def mark(self) -> int | None:
        return self.pass_mark if self.pass_mark is not None else \
            pass_mark_of(self.drill, self.attempts)


def write_cards(path: str | Path, drills: Sequence[Drill], *, attempts: int = 10,
                language: str = "ru", table: TableSpec | None = None) -> list[str]:
    """Write the cards of ``drills`` (in order) to ``path``; returns the page titles.

    ``attempts``: boxes on each score sheet (1..50); the pass mark of a drill with a
    progression is scaled from its own set size to it, rounded up."""
    return write_plan_cards(path, [CardSet(d, attempts) for d in drills], language=language,
                            table=table)


def write_plan_cards(path: str | Path, sets: Sequence[CardSet], *, language: str = "ru",
                     table: TableSpec | None = None) -> list[str]:
    """The cards of a plan whose drills each have their attempts and pass mark (a coach's
    plan from the history): the plan page first when there is more than one."""
    if not sets:
        raise ValueError("no drills to print")
    if not all(1 <= c.attempts <= MAX_ATTEMPTS for c in sets):
        raise ValueError(f"attempts must be from 1 to {MAX_ATTEMPTS}")
    tr = report_text(language)
    spec = table or TableSpec()
    pages: list[str] = []
    title = tr.translate("Cards", "Drill cards")
    with atomic_path(Path(path)) as tmp, PdfPages(
            tmp, metadata={"Title": title, "Author": "Pyramid Coach"}) as pdf:
        if len(sets) > 1:
            plan = tr.translate("Cards", "Practice plan")
            pdf.savefig(plan_page(sets, tr))
            pages.append(plan)
        for c in sets:
            pdf.savefig(card_page(c.drill, c.attempts, tr, spec, language, c.mark()))
            pages.append(c.drill.title.get(language))
    return pages


def _page() -> Figure:
    fig = Figure(figsize=A4_PORTRAIT, dpi=100)
    fig.set_facecolor("white")
    return fig


def wrap(text: str, width: int) -> str:
    return "\n".join(textwrap.fill(part, width) for part in text.split("\n"))


def plan_page(sets: Sequence[CardSet], tr: Translate) -> Figure:
    """The session's order: drills, attempts, pass marks, and a box for date and player."""
    fig = _page()
    fig.text(0.07, 0.94, tr.translate("Cards", "Practice plan"), fontsize=20,
             fontweight="bold", va="top")
    sizes = {c.attempts for c in sets}
    sub = (tr.translate("Cards", "Russian pyramid · %1 drills · %2 attempts each")
           .replace("%2", str(next(iter(sizes)))) if len(sizes) == 1
           else tr.translate("Cards", "Russian pyramid · %1 drills"))
    fig.text(0.07, 0.905, sub.replace("%1", str(len(sets))), fontsize=10, color="#333333",
             va="top")
    box = fig.add_axes((0.07, 0.80, 0.86, 0.08))
    box.set_xlim(0, 1)
    box.set_ylim(0, 1)
    box.set_xticks([])
    box.set_yticks([])
    box.axvline(0.5, color="black", linewidth=0.8)
    box.text(0.015, 0.8, tr.translate("Cards", "Date:"), fontsize=10, va="center")
    box.text(0.515, 0.8, tr.translate("Cards", "Player:"), fontsize=10, va="center")
    language = getattr(tr, "language", "en")
    rows = [(str(i + 1), c.drill.title.get(language), c.drill.id, str(c.attempts),
             pass_text(c.mark(), c.attempts, tr, short=True))
            for i, c in enumerate(sets)]
    ax = fig.add_axes((0.07, 0.08, 0.86, 0.69))
    draw_plan_table(ax, rows, tr)
    return fig


def card_page(drill: Drill, attempts: int, tr: Translate, spec: TableSpec,
              language: str, pass_mark: int | None = None) -> Figure:
    """One drill: title, goal, table, measurements, pass mark and score sheet."""
    fig = _page()
    fig.text(0.06, 0.965, drill.title.get(language), fontsize=16, fontweight="bold",
             va="top")
    facts = " · ".join([discipline_label(drill.discipline, tr),
                        tr.translate("Cards", "level %1").replace("%1", str(drill.level)),
                        drill.id])
    fig.text(0.06, 0.935, facts, fontsize=9, color="#333333", va="top")
    goal = goal_sentence(drill.goal, tr.translate)
    words = [tr.translate("Cards", "Goal: %1").replace("%1", goal),
             cue_words(drill.cue, tr.translate)]
    instructions = drill.instructions.get(language).strip()
    if instructions:
        words.append(instructions)
    if drill.layout.scatter:
        words.append(tr.translate("Cards", "Balls in a dashed zone are scattered anew each "
                                  "attempt; the figures are those of attempt 1."))
    text = "\n".join(wrap(w, 100) for w in words)
    fig.text(0.06, 0.915, text, fontsize=9, va="top", linespacing=1.35)
    lines = text.count("\n") + 1
    top = 0.905 - lines * 0.0165  # where the text ends (9 pt at 1.35 line spacing)
    balls = attempt_layout(drill, 1, spec)
    diagram_top = min(top - 0.015, 0.84)
    base = 0.235  # the score sheet below
    height = diagram_top - base
    ax = fig.add_axes((0.02, base, 0.44, height))
    draw_card_table(ax, drill, balls, spec, tr)
    legend_h = 0.11
    table_h = height - legend_h - 0.05
    table_ax = fig.add_axes((0.48, base + legend_h + 0.02, 0.48, table_h))
    end = draw_marks_table(table_ax, ball_marks(balls, spec), tr, drill.discipline)
    # The legend right under the measurements (a short table leaves no gap between).
    legend_y = base + legend_h + 0.02 + end * table_h - 0.02 - legend_h
    _legend(fig.add_axes((0.48, max(base, legend_y), 0.48, legend_h)), tr)
    sheet = fig.add_axes((0.06, 0.02, 0.88, 0.20))
    mark = pass_mark if pass_mark is not None else pass_mark_of(drill, attempts)
    draw_score_boxes(sheet, drill, attempts, mark, tr)
    return fig


def _legend(ax: Axes, tr: Translate) -> None:
    """What the marks on the diagram mean, in words (no colour to decode). Drawn in the
    axes' own inches, so the sample balls are round whatever the axes' shape."""
    fig = ax.get_figure()
    assert fig is not None
    box = ax.get_position()
    w_in, h_in = box.width * A4_PORTRAIT[0], box.height * A4_PORTRAIT[1]
    ax.set_xlim(0, w_in)
    ax.set_ylim(0, h_in)
    ax.set_axis_off()
    items: list[tuple[str, dict[str, Any] | None]] = [
        (tr.translate("Cards", "cue ball (hatched)"),
         {"facecolor": "white", "edgecolor": "black", "linewidth": 1.6, "hatch": "//////"}),
        (tr.translate("Cards", "object ball with its number; №1, №2…: the order"),
         {"facecolor": "white", "edgecolor": "black", "linewidth": 0.8}),
        (tr.translate("Cards", "ringed pocket: the target pocket; dotted: the target zone"),
         None),
        (tr.translate("Cards", "shaded: the house, where the cue ball is placed by hand"),
         None),
        (tr.translate("Cards", "diamonds: along from the front cushion, across from the "
                               "right"), None),
    ]
    step = h_in / len(items)
    for i, (label, style) in enumerate(items):
        y = h_in - (i + 0.5) * step
        if style is not None:
            ax.add_patch(Circle((0.08, y), 0.06, **style))
        ax.text(0.2, y, label, fontsize=7.5, va="center")
