"""A drill's table drawn to scale for a printed card, readable in greyscale.

The progress report's table (coach_app/charts/table.py) is green cloth and a red cue ball:
right on a screen, grey on grey from an office printer. A card is printed, often in black
and white, so here the cloth is white, the cushions light grey, the pockets black, object
balls white with their numbers, and the cue ball is told apart by its hatching and its
heavier outline rather than by colour. The player stands at the front (house) cushion, so
the table is drawn upright with the house at the bottom and the left cushion (y > 0) on the
left: what the card shows is what the player sees from the house end.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from matplotlib.axes import Axes
from matplotlib.patches import Circle, Polygon, Rectangle

from coach_app.charts.text import Translate
from coach_app.practice.goal_marks import goal_marks
from drills.model import Circle as CircleZone
from drills.model import Drill, Rect, Zone
from simulation.table import TableSpec, Vec

CUSHION = "#c8c8c8"
HOUSE_SHADE = "#eeeeee"
ZONE_SHADE = "#d9d9d9"


def page_xy(p: Vec) -> Vec:
    """Table coordinates (x along the table from the house end, y to the left) to the
    card's: up the page is along the table, the left cushion on the left."""
    return (-p[1], p[0])


def draw_card_table(ax: Axes, drill: Drill, balls: Mapping[str, Vec], spec: TableSpec,
                    tr: Translate) -> None:
    """The table, the goal's marks and ``balls`` on ``ax`` (equal aspect, metres)."""
    hl, hw = spec.half_length, spec.half_width
    border = spec.jaw_length + 0.03
    ax.add_artist(Rectangle((-hw - border, -hl - border), 2 * (hw + border),
                            2 * (hl + border), facecolor="white", edgecolor="black",
                            linewidth=1.2, zorder=0))
    ax.add_artist(Rectangle((-hw, -hl), 2 * hw, 2 * hl, facecolor="white",
                            edgecolor="#555555", linewidth=0.6, zorder=1))
    if drill.cue == "house":
        # Where the cue ball is placed by hand: the house, lightly shaded ("anywhere" is
        # the whole table, left white).
        ax.add_artist(Rectangle((-hw, -hl), 2 * hw, spec.house_line_x + hl,
                                facecolor=HOUSE_SHADE, edgecolor="none", zorder=1))
    for cushion in spec.cushions():
        ax.add_artist(Polygon([page_xy(p) for p in cushion.outline], closed=True,
                              facecolor=CUSHION, edgecolor="#777777", linewidth=0.5,
                              zorder=2))
    marks = goal_marks(drill, balls)
    for pocket in spec.pockets():
        target = pocket.id in marks.pockets
        ax.add_artist(Circle(page_xy(pocket.mouth_centre), pocket.mouth_width / 2 + 0.004,
                             facecolor="black", edgecolor="black", zorder=3))
        if target:
            # A target pocket: a thick ring around it, visible in any print.
            ax.add_artist(Circle(page_xy(pocket.mouth_centre),
                                 pocket.mouth_width / 2 + 0.045, facecolor="none",
                                 edgecolor="black", linewidth=2.0, zorder=3))
    number_sign = tr.translate("Cards", "№%1")
    for pocket_id, label in marks.pocket_labels:
        # "№2" by the pocket as by the ball: the same sign, never a ball's look.
        x, y = page_xy(spec.pocket(pocket_id).mouth_centre)
        ax.text(x + (0.15 if x < 0 else -0.15), y + (-0.12 if y > 0 else 0.12),
                number_sign.replace("%1", label), ha="center", va="center", fontsize=6,
                fontweight="bold", zorder=8,
                bbox={"boxstyle": "square,pad=0.15", "facecolor": "white",
                      "edgecolor": "black", "linewidth": 0.8})
    line: dict[str, Any] = {"color": "#444444", "linewidth": 0.8, "zorder": 2}
    ax.plot([-hw, hw], [spec.house_line_x] * 2, **line)
    (x0, y0), (x1, y1) = spec.spotting_line
    a, b = page_xy((x0, y0)), page_xy((x1, y1))
    ax.plot([a[0], b[0]], [a[1], b[1]], linestyle=":", **line)
    for spot in (spec.front_spot, spec.centre_spot, spec.back_spot):
        ax.add_artist(Circle(page_xy(spot), 0.009, color="#444444", zorder=2))
    for zone in marks.zones:
        _draw_zone(ax, zone)
    for scatter in drill.layout.scatter:
        _draw_zone(ax, scatter.zone, dashed_only=True)
    _draw_diamonds(ax, spec, border)
    _draw_balls(ax, balls, spec, marks.targets, dict(marks.labels), number_sign)
    ax.text(0.0, -hl - border - 0.075, tr.translate("Cards", "front cushion (house end)"),
            ha="center", va="top", fontsize=7)
    ax.text(0.0, hl + border + 0.05, tr.translate("Cards", "back cushion"), ha="center",
            va="bottom", fontsize=7)
    ax.text(-hw - border - 0.05, 0.0, tr.translate("Cards", "left cushion"), ha="right",
            va="center", rotation=90, fontsize=7)
    ax.text(hw + border + 0.05, 0.0, tr.translate("Cards", "right cushion"), ha="left",
            va="center", rotation=90, fontsize=7)
    pad = border + 0.16
    ax.set_xlim(-hw - pad, hw + pad)
    ax.set_ylim(-hl - pad, hl + pad)
    ax.set_aspect("equal")
    ax.set_xticks([])
    ax.set_yticks([])
    for side in ax.spines.values():
        side.set_visible(False)


def _draw_diamonds(ax: Axes, spec: TableSpec, border: float) -> None:
    """The sights on the rails: 1 along = L/8 from the front, 1 across = W/4 from the
    right, numbered as the measurements table counts them."""
    hl, hw = spec.half_length, spec.half_width
    rail = border - 0.015
    for k in range(1, 8):
        if k == 4:
            continue  # the middle pockets
        y = -hl + k * spec.length / 8
        for x in (-hw - rail, hw + rail):
            ax.add_artist(Polygon([(x, y + 0.018), (x + 0.012, y), (x, y - 0.018),
                                   (x - 0.012, y)], closed=True, color="black", zorder=3))
        ax.text(hw + border + 0.012, y, str(k), ha="left", va="center", fontsize=5,
                color="#333333")
    for k in range(1, 4):
        x = hw - k * spec.width / 4  # counted from the right cushion
        for y in (-hl - rail, hl + rail):
            ax.add_artist(Polygon([(x - 0.018, y), (x, y + 0.012), (x + 0.018, y),
                                   (x, y - 0.012)], closed=True, color="black", zorder=3))
        ax.text(x, -hl - border - 0.012, str(k), ha="center", va="top", fontsize=5,
                color="#333333")


def _draw_zone(ax: Axes, zone: Zone, dashed_only: bool = False) -> None:
    """A goal zone shaded and dotted; a scatter zone (``dashed_only``) outlined only."""
    style: dict[str, Any] = {"facecolor": "none" if dashed_only else ZONE_SHADE,
                             "edgecolor": "black", "linewidth": 1.0, "linestyle": "--",
                             "zorder": 4, "hatch": None if dashed_only else "..."}
    if isinstance(zone, Rect):
        (x0, x1), (y0, y1) = zone.x, zone.y
        ax.add_artist(Rectangle((-y1, x0), y1 - y0, x1 - x0, **style))
    elif isinstance(zone, CircleZone):
        ax.add_artist(Circle(page_xy(zone.centre), zone.radius, **style))


def _draw_balls(ax: Axes, balls: Mapping[str, Vec], spec: TableSpec,
                targets: frozenset[str], order: Mapping[str, str], number_sign: str) -> None:
    """Object balls white with their number, the cue ball hatched; ``order``: a
    sequence's place of a ball, written "№2" beside it so it is not read as its number."""
    r = spec.ball_radius
    for ball, pos in balls.items():
        x, y = page_xy(pos)
        if ball == "cue":
            # Hatched, heavy outline: the cue ball in a black-and-white print.
            ax.add_artist(Circle((x, y), r, facecolor="white", edgecolor="black",
                                 linewidth=1.6, hatch="//////", zorder=6))
            continue
        ax.add_artist(Circle((x, y), r, facecolor="white", edgecolor="black",
                             linewidth=0.8, zorder=6))
        ax.text(x, y, ball, ha="center", va="center", fontsize=4.6 if len(ball) > 1 else 5.5,
                fontweight="bold", zorder=7)
        if ball in targets:
            ax.add_artist(Circle((x, y), r * 1.6, facecolor="none", edgecolor="black",
                                 linewidth=0.8, linestyle="--", zorder=6))
        if ball in order:
            ax.text(x + r * 2.6, y + r * 2.6, number_sign.replace("%1", order[ball]),
                    ha="center", va="center", fontsize=6, zorder=8,
                    bbox={"boxstyle": "square,pad=0.1", "facecolor": "white",
                          "edgecolor": "black", "linewidth": 0.5})
