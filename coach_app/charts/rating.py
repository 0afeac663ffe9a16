"""The rating chart: a player's rating over time with its uncertainty band, the computer's
levels beside it, and the words that go with it (the summary, where the rating comes from).

Drawn by the Progress page's Rating view and the PDF report from the one core answer,
:func:`simulation.rating.player.player_report` (``pyramid-coach rating --player`` prints
the same). Always labelled with where the frames were played — "real table", "screen" or
"both" — so the two are never mixed silently. Headless: a Figure, no pyplot, no Qt.
"""

from __future__ import annotations

from matplotlib.axes import Axes
from matplotlib.dates import date2num
from matplotlib.figure import Figure

from coach_app.charts.dates import date_axis, fit_dates
from coach_app.charts.skilltest import rating_name
from coach_app.charts.style import MUTED, NEUTRAL, Translate, new_figure
from simulation.rating.player import PlayerReport


def where_label(where: str, tr: Translate) -> str:
    return {"real": tr.translate("charts", "real table"),
            "screen": tr.translate("charts", "screen"),
            "all": tr.translate("charts", "both")}.get(where, where)


def rating_summary(report: PlayerReport, tr: Translate) -> str:
    """The rating in words: the number with its uncertainty, the frames and games it comes
    from, the computer level nearest; or why there is none."""
    where = where_label(report.view.where, tr)
    r = report.rating
    if r is None:
        return tr.translate("charts", "No rated frame ({where}) yet: finish a frame of a game "
                            "against a person or the computer and the rating appears here."
                            ).format(where=where)
    rec = r.record
    text = tr.translate("charts", "Rating ({where}): {rating} ± {sd}, from frames: {frames} "
                        "(won {won}, lost {lost}), games: {games}.").format(
        where=where, rating=round(r.rating), sd=round(r.sd), frames=rec.frames,
        won=rec.wins, lost=rec.losses, games=rec.games)
    if r.like_level:
        text += " " + tr.translate("charts", "You play like the computer at the level «{level}»."
                                   ).format(level=rating_name(r.like_level, tr))
    if len(report.series) < 2:
        text += " " + tr.translate("charts", "One day of play so far: the line over time "
                                   "begins with the next day's frames.")
    return text


def rating_figure(report: PlayerReport, tr: Translate, fig: Figure | None = None) -> Figure:
    """The rating over time with a band of ± one standard deviation and the levels."""
    fig = fig or new_figure()
    draw_rating(fig.add_subplot(1, 1, 1), report, tr)
    return fig


def draw_rating(ax: Axes, report: PlayerReport, tr: Translate) -> None:
    where = where_label(report.view.where, tr)
    ax.set_title(tr.translate("charts", "Rating over time ({where})").format(where=where))
    series = report.series
    if not series:
        ax.set_axis_off()
        ax.text(0.5, 0.5, rating_summary(report, tr), ha="center", va="center", wrap=True,
                fontsize=12, color="#666666", transform=ax.transAxes)
        return
    days = [float(date2num(p.day)) for p in series]
    values = [p.rating for p in series]
    low = [p.rating - p.sd for p in series]
    high = [p.rating + p.sd for p in series]
    ax.fill_between(days, low, high, color=NEUTRAL, alpha=0.18, linewidth=0,
                    label=tr.translate("charts", "± uncertainty"))
    ax.plot(days, values, marker="o", color=NEUTRAL,
            label=tr.translate("charts", "rating"))
    lo, hi = min(low), max(high)
    for lv in report.levels:
        if lo - 150 <= lv.rating <= hi + 150:
            ax.axhline(lv.rating, color=MUTED, linestyle="--", linewidth=0.8)
            ax.text(1.0, lv.rating, " " + rating_name(lv.name, tr), color="#555555",
                    fontsize=9, va="center", transform=ax.get_yaxis_transform())
            lo, hi = min(lo, lv.rating), max(hi, lv.rating)
    ax.set_ylim(lo - 40, hi + 40)
    ax.set_ylabel(tr.translate("charts", "Rating, points"))
    ax.legend(loc="upper left", fontsize=9)
    date_axis(ax.xaxis, tr)
    fit_dates(ax, days)


def head_to_head_rows(report: PlayerReport) -> list[tuple[str, int, int, int]]:
    """(opponent, frames, won, lost) for each opponent, most frames first; a computer
    opponent is named by its level code (``computer:club``), for the caller to word."""
    return [(h.b, h.total.frames, h.total.wins, h.total.losses) for h in report.head_to_head]


def opponent_name(key: str, tr: Translate) -> str:
    if key.startswith("computer:"):
        return tr.translate("charts", "computer ({level})").format(
            level=rating_name(key.split(":", 1)[1], tr))
    return key


def rating_page(report: PlayerReport, tr: Translate, fig: Figure | None = None) -> Figure:
    """The PDF report's page: the words, the chart and the head-to-head table."""
    fig = fig or new_figure()
    grid = fig.add_gridspec(2, 1, height_ratios=(3, 2))
    draw_rating(fig.add_subplot(grid[0]), report, tr)
    fig.suptitle(rating_summary(report, tr), fontsize=10, wrap=True)
    ax = fig.add_subplot(grid[1])
    ax.set_axis_off()
    rows = head_to_head_rows(report)[:12]
    if not rows:
        ax.text(0.5, 0.5, tr.translate("charts", "Head to head: no frame against an opponent "
                                       "yet."), ha="center", va="center", color="#666666")
        return fig
    ax.set_title(tr.translate("charts", "Head to head ({where}), frames won–lost").format(
        where=where_label(report.view.where, tr)), fontsize=11)
    cells = [[opponent_name(who, tr), str(n), f"{won}–{lost}"] for who, n, won, lost in rows]
    ax.table(cellText=cells, colLabels=[tr.translate("charts", "Opponent"),
                                        tr.translate("charts", "Frames"),
                                        tr.translate("charts", "Won–lost")],
             loc="upper center", cellLoc="left")
    return fig
