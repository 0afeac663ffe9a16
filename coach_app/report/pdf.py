"""A student's progress report as a PDF: a summary, the progress charts, the coach's notes
and the key shots drawn to scale on the table.

Built with matplotlib's PdfPages from the same queries and chart functions as the progress
screen, so the report and the screen never disagree. Headless: Figure objects only, no
pyplot and no Qt. Returns the list of page titles, which the command prints and the tests
check.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path

from matplotlib.backends.backend_pdf import PdfPages
from matplotlib.figure import Figure

from coach_app.charts.dashboard import ProgressData, progress_data, progress_figures
from coach_app.charts.layout import settle_layout
from coach_app.charts.scope import where_label
from coach_app.charts.style import Translate, identity, new_figure
from coach_app.charts.table import shot_figure
from coach_app.files.atomic import atomic_path
from coach_app.game.protocol_words import discipline_label, stored_protocol
from coach_app.report.plan_pages import plan_lines
from coach_app.report.real_pages import pages_of, real_attempt_lines, where_counts
from coach_app.store.opening import Store
from coach_app.store.records import (
    AnnotationInfo,
    Period,
    PlayerInfo,
    SessionInfo,
    StoredShot,
)
from coach_app.store.repository import History
from coach_app.store.stats import ChartFilter
from coach_app.words.people import shown_name
from simulation.table import TableSpec

A4_LANDSCAPE = (11.69, 8.27)
NOTES_PER_PAGE = 26
MAX_KEY_SHOTS = 24
#: The most recent finished game frames whose protocols the report prints.
MAX_PROTOCOL_FRAMES = 12


@dataclass(frozen=True)
class ReportResult:
    path: Path
    pages: tuple[str, ...]


def build_report(store: Store, player: PlayerInfo, period: Period, out: str | Path,
                 tr: Translate = identity, where: str = "all") -> ReportResult:
    """The report of ``player``'s ``period``, played ``where`` ("all", "screen" or "real"):
    the cover and every chart say which; the real-table attempts get pages of their own
    (they have no shot for a chart of strokes or a key shot to show)."""
    history = History(store)
    rated_as = player.name  # the name the frames carry, before it is put into words
    # The guest as the report's language names it, whatever language made the player.
    player = replace(player, name=shown_name(player.name, tr.translate))
    sessions = history.sessions(player.id, period, where=where)
    in_scope = {s.id for s in sessions}
    data = progress_data(store, ChartFilter(player.id, period, where=where))
    notes = tuple(n for n in history.player_notes(player.id, period)
                  if n.session_id in in_scope)
    key = tuple(k for k in history.marked_shots(player.id, period)
                if k.session_id in in_scope)[:MAX_KEY_SHOTS]
    tables = {s.id: s.table for s in sessions}
    spec = sessions[-1].table if sessions else None
    pages: list[str] = []
    path = Path(out)
    title = tr.translate("charts", "Progress report: {name}").format(name=player.name)
    # Written beside the target and renamed when complete: a failure half-way (an
    # exception while drawing, a full disk) leaves no partial PDF and any old file whole.
    with atomic_path(path) as tmp, PdfPages(
            tmp, metadata={"Title": title, "Author": "Pyramid Coach", "Subject": player.name,
                           "Keywords": f"pyramid billiards; {period.label()}"}) as pdf:

        def page(fig: Figure, name: str) -> None:
            fig.set_size_inches(*A4_LANDSCAPE)
            settle_layout(fig)
            pdf.savefig(fig)
            pages.append(name)

        page(_cover(player, period, sessions, data, len(notes), len(key), tr, where),
             tr.translate("charts", "Summary"))
        for name, fig in progress_figures(data, tr, spec, where).items():
            page(fig, name)
        page(_rating_page(store, rated_as, tr, where), tr.translate("charts", "Rating"))
        skill = _skill_test_page(store, player, tr, where)
        if skill is not None:
            page(skill, tr.translate("charts", "Skill test"))
        for i, chunk in enumerate(_note_pages(notes, tr)):
            page(_text_page(tr.translate("charts", "Coach's notes")
                            + (f" ({i + 1})" if i else ""), chunk),
                 tr.translate("charts", "Coach's notes"))
        for i, chunk in enumerate(pages_of(plan_lines(store, player.id, tr))):
            page(_text_page(tr.translate("charts", "Practice plans")
                            + (f" ({i + 1})" if i else ""), chunk),
                 tr.translate("charts", "Practice plans"))
        for i, chunk in enumerate(pages_of(real_attempt_lines(history, sessions, tr))):
            page(_text_page(tr.translate("charts", "Attempts at a real table")
                            + (f" ({i + 1})" if i else ""), chunk),
                 tr.translate("charts", "Attempts at a real table"))
        for shot in key:
            page(_key_shot(shot, tables, tr), tr.translate("charts", "Key shot"))
        for fig in _protocol_pages(history, sessions, tr):
            page(fig, tr.translate("charts", "Frame protocol"))
    return ReportResult(path, tuple(pages))


def _protocol_pages(history: History, sessions: tuple[SessionInfo, ...],
                    tr: Translate) -> list[Figure]:
    """The protocols of the period's last finished game frames (screen and real table)."""
    from coach_app.report.protocol_pages import protocol_figures

    frames = [f for s in sessions if s.kind == "game" for f in history.frame_sheets(s.id)
              if f.frame.finished_at is not None][-MAX_PROTOCOL_FRAMES:]
    figs: list[Figure] = []
    for f in frames:
        p, names = stored_protocol(f)
        when = f.frame.started_at.astimezone().strftime("%Y-%m-%d %H:%M")
        heading = f"{discipline_label(f.discipline, tr)} · {when}"
        if f.options.get("where") == "real":
            heading += " · " + tr.translate("Protocol", "played at a real table")
        figs += protocol_figures(p, names, f.frame.number, tr, heading=heading)
    return figs


def _rating_page(store: Store, name: str, tr: Translate, where: str) -> Figure:
    """The rating over time and head to head, from the frames played ``where`` (labelled
    "real table", "screen" or "both"): the same answer as the Progress page's Rating view."""
    from coach_app.charts.rating import rating_page
    from coach_app.services.ratings import rating_report

    return rating_page(rating_report(store, name, where), tr, new_figure(A4_LANDSCAPE))


def _skill_test_page(store: Store, player: PlayerInfo, tr: Translate,
                     where: str = "all") -> Figure | None:
    """The skill test's rating over time, when the player has taken one."""
    from coach_app.charts.skilltest import skill_test_figure
    from coach_app.services.skill_test import skill_test_scores

    return skill_test_figure(skill_test_scores(store, player.id, where), tr,
                             new_figure(A4_LANDSCAPE))


def _cover(player: PlayerInfo, period: Period, sessions: tuple[SessionInfo, ...],
           data: ProgressData, n_notes: int, n_key: int, tr: Translate,
           where: str = "all") -> Figure:
    attempts = sum(p.attempts for p in data.drills)
    successes = sum(p.successes for p in data.drills)
    counts = where_counts(sessions)
    pots, made = data.pots.total, sum(map(sum, data.pots.potted))
    legal = data.breaks.legal
    games = sum(g.games for g in data.games)
    won = sum(g.won for g in data.games)

    def pct(a: int, b: int) -> str:
        return f"{a}/{b} ({100 * a / b:.0f}%)" if b else "—"

    lines = [
        (tr.translate("charts", "Player"), player.name),
        (tr.translate("charts", "Period"), period_text(period, tr)),
        (tr.translate("charts", "Played"), where_label(where, tr)),
        (tr.translate("charts", "Sessions"), str(len(sessions))),
        (tr.translate("charts", "Shots recorded"), str(sum(s.shots for s in sessions))),
        (tr.translate("charts", "Drill attempts succeeded"), pct(successes, attempts)),
        (tr.translate("charts", "Drill attempts: screen / real table"),
         f"{counts.screen} / {counts.real}"),
        (tr.translate("charts", "Pot attempts potted"), pct(made, pots)),
        (tr.translate("charts", "Legal opening breaks"), pct(legal, len(data.breaks))),
        (tr.translate("charts", "Games won"), pct(won, games)),
        (tr.translate("charts", "Coach's notes"), str(n_notes)),
        (tr.translate("charts", "Key shots"), str(n_key)),
    ]
    fig = new_figure(A4_LANDSCAPE)
    fig.set_layout_engine(None)  # texts placed by hand: nothing to lay out
    fig.text(0.06, 0.88, tr.translate("charts", "Progress report: {name}")
             .format(name=player.name), fontsize=24, fontweight="bold")
    fig.text(0.06, 0.83, tr.translate("charts", "Russian pyramid · generated {when}").format(
        when=datetime.now(UTC).astimezone().strftime("%Y-%m-%d %H:%M")), fontsize=11,
        color="#555555")
    for i, (k, v) in enumerate(lines):
        y = 0.72 - i * 0.055
        fig.text(0.08, y, k, fontsize=13)
        fig.text(0.45, y, v, fontsize=13, fontweight="bold")
    return fig


def period_text(period: Period, tr: Translate) -> str:
    """The period as a reader says it: "all dates" rather than an empty range."""
    if period.start and period.end:
        return f"{period.start.isoformat()} – {period.end.isoformat()}"
    if period.start:
        return tr.translate("charts", "from {date}").format(date=period.start.isoformat())
    if period.end:
        return tr.translate("charts", "until {date}").format(date=period.end.isoformat())
    return tr.translate("charts", "all dates")


def _note_pages(notes: tuple[AnnotationInfo, ...], tr: Translate) -> list[list[str]]:
    lines: list[str] = []
    for n in notes:
        when = n.created_at.astimezone().strftime("%Y-%m-%d %H:%M")
        where = tr.translate("charts", "on a shot") if n.shot_id else \
            tr.translate("charts", "on the session")
        head = f"{when}  {n.author_name} ({where}): "
        wrapped = textwrap.wrap(head + n.text, 110) or [head]
        lines += [wrapped[0], *("      " + w for w in wrapped[1:])]
    return [lines[i:i + NOTES_PER_PAGE] for i in range(0, len(lines), NOTES_PER_PAGE)]


def _text_page(title: str, lines: list[str]) -> Figure:
    fig = new_figure(A4_LANDSCAPE)
    fig.set_layout_engine(None)  # texts placed by hand: nothing to lay out
    fig.text(0.05, 0.92, title, fontsize=18, fontweight="bold")
    for i, line in enumerate(lines):
        fig.text(0.05, 0.86 - i * 0.031, line, fontsize=10, family="DejaVu Sans")
    return fig


def mark_words(code: str, tr: Translate) -> str:
    """A coach's mark in words (the stored label is a code: key, mistake, good)."""
    return {"key": tr.translate("charts", "key shot"),
            "mistake": tr.translate("charts", "mistake"),
            "good": tr.translate("charts", "well played")}.get(
        code, tr.translate("charts", "marked"))


def _key_shot(shot: StoredShot, tables: dict[str, TableSpec], tr: Translate) -> Figure:
    spec = tables.get(shot.session_id) or TableSpec()
    when = shot.taken_at.astimezone().strftime("%Y-%m-%d %H:%M")
    label = ", ".join(sorted({mark_words(k.label, tr) for k in shot.marks}))
    # "Key shot, 2026-05-01 10:00": the marks in words, never a code in brackets.
    title = f"{label[:1].upper()}{label[1:]}, {when}"
    fig = shot_figure(shot, spec, tr, title=title)
    text = [f"{n.author_name}: {n.text}" for n in shot.notes]
    if text:
        fig.text(0.02, 0.02, "\n".join(textwrap.fill(t, 150) for t in text), fontsize=10,
                 va="bottom")
    return fig
