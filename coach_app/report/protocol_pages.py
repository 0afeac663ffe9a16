"""Frame protocols on paper: one A4 page per frame (its summary and the visits table), for
the progress report's game frames and the real-match scorer's printable score sheet.

Headless like the rest of the report (Figures only, no Qt): the words are
:mod:`coach_app.game.protocol_words`, the same the screens show.
"""

from __future__ import annotations

import textwrap
from collections.abc import Mapping, Sequence

from matplotlib.figure import Figure

from coach_app.charts.style import Translate, new_figure
from coach_app.game.protocol_words import (
    frame_title,
    headers,
    match_lines,
    match_title,
    summary_lines,
    table_cells,
)
from simulation.rules.protocol import FrameProtocol

A4_LANDSCAPE = (11.69, 8.27)
#: Table rows on one page; a longer frame continues on the next.
ROWS_PER_PAGE = 22
#: Relative widths of the table's columns (visit, side, shots, balls, points, run, fouls,
#: ended).
WIDTHS = (0.05, 0.14, 0.05, 0.14, 0.13, 0.05, 0.32, 0.12)


def _wrap(text: str, width: int) -> str:
    return "\n".join(textwrap.wrap(text, width)) or text


def protocol_figures(p: FrameProtocol, names: Mapping[str, str], number: int, tr: Translate,
                     *, heading: str = "", frames: Sequence[object] = (),
                     match_winner: str | None = None) -> list[Figure]:
    """The pages of one frame's protocol: ``heading`` (the match: discipline, where, date)
    on top, the summary, the table (continued as needed), and under the last table the
    match so far when ``frames`` are given."""
    cells = table_cells(p, names, tr)
    chunks = [cells[i:i + ROWS_PER_PAGE] for i in range(0, len(cells), ROWS_PER_PAGE)] or [[]]
    figs = []
    for k, chunk in enumerate(chunks):
        fig = new_figure(A4_LANDSCAPE)
        fig.set_layout_engine(None)
        title = frame_title(number, tr) + (f" ({k + 1})" if k else "")
        fig.text(0.04, 0.95, title, fontsize=18, fontweight="bold")
        if heading:
            fig.text(0.04, 0.915, heading, fontsize=11, color="#555555")
        lines = summary_lines(p, names, tr) if k == 0 else []
        for i, line in enumerate(lines):
            fig.text(0.04, 0.88 - i * 0.028, line, fontsize=10)
        top = 0.86 - len(lines) * 0.028
        last = k == len(chunks) - 1
        extra = [match_title(tr), *match_lines(frames, names, match_winner, tr)] \
            if last and (len(frames) > 1 or match_winner) else []
        bottom = 0.04 + 0.024 * len(extra)
        if chunk:
            ax = fig.add_axes((0.04, bottom, 0.92, max(0.1, top - bottom)))
            ax.axis("off")
            rows = [[_wrap(c, 40 if j == 6 else 22) for j, c in enumerate(r)] for r in chunk]
            table = ax.table(cellText=rows, colLabels=headers(tr), colWidths=WIDTHS,
                             loc="upper center", cellLoc="left")
            table.auto_set_font_size(False)
            table.set_fontsize(8)
            for (r, _c), cell in table.get_celld().items():
                lines_in = max(1, max(str(t).count("\n") + 1 for t in rows[r - 1])) if r else 1
                cell.set_height(0.028 * lines_in)
                if r == 0:
                    cell.set_text_props(fontweight="bold")
                    cell.set_facecolor("#e8eef5")
        for i, line in enumerate(extra):
            fig.text(0.04, 0.04 + 0.024 * (len(extra) - 1 - i), line, fontsize=10,
                     fontweight="bold" if i == 0 else "normal")
        figs.append(fig)
    return figs
