"""The table drawn to scale from its :class:`TableSpec`, and a shot drawn on it.

The cloth is the playing surface measured at the cushion noses; cushions are the spec's
outlines (jaws included), pockets sit at their mouths, and the markings are those of
General rules 2 (house line, front, centre and back spots). Balls are drawn at their real
radius, so a diagram shows what the player saw: how much room there was, how thin the cut.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import Circle, FancyArrow, Polygon, Rectangle
from matplotlib.transforms import offset_copy

from coach_app.charts.fit import fit
from coach_app.charts.layout import fixed_margins, heading
from coach_app.charts.style import CLOTH, RAIL, Translate, identity, new_figure
from coach_app.store.records import StoredShot
from coach_app.words.stroke_phrases import stroke_detail, stroke_sentence
from simulation.balls import PYRAMID_T_COLOURS
from simulation.events import BallBall, CushionHit, PocketDrop
from simulation.table import TableSpec, Vec

BALL_FACE = "#f5f1e6"
#: The cue ball as the app's table draws it (coach_app.table.style: red), its path yellow.
CUE_FACE = "#d64028"
CUE_PATH = "#ffd65a"
COLOUR_FACES = {"blue": "#1e50c8", "yellow": "#e8c31e", "black": "#222222",
                "green": "#1c8a3c", "red": "#c8281e"}


def draw_table(ax: Axes, spec: TableSpec) -> None:
    """Cloth, cushions, pockets and markings, in metres, with an equal aspect.

    The patches go in as plain artists: the limits are the table's own, so there is
    nothing to gain from matplotlib working out each patch's extent (which it does
    curve by curve, a good part of building a chart with the table on it)."""
    hl, hw = spec.half_length, spec.half_width
    border = spec.jaw_length + 0.03
    ax.add_artist(Rectangle((-hl - border, -hw - border), 2 * (hl + border),
                           2 * (hw + border), color=RAIL, zorder=0))
    ax.add_artist(Rectangle((-hl, -hw), 2 * hl, 2 * hw, color=CLOTH, zorder=1))
    for cushion in spec.cushions():
        ax.add_artist(Polygon(cushion.outline, closed=True, color="#145a2e", zorder=2))
    for pocket in spec.pockets():
        ax.add_artist(Circle(pocket.mouth_centre, pocket.mouth_width / 2 + 0.004,
                            color="#111111", zorder=3))
    line: dict[str, Any] = {"color": "white", "alpha": 0.55, "linewidth": 0.8, "zorder": 2}
    ax.plot([spec.house_line_x] * 2, [-hw, hw], **line)
    (x0, y0), (x1, y1) = spec.spotting_line
    ax.plot([x0, x1], [y0, y1], linestyle=":", **line)
    for spot in (spec.front_spot, spec.centre_spot, spec.back_spot):
        ax.add_artist(Circle(spot, 0.008, color="white", alpha=0.8, zorder=2))
    ax.set_xlim(-hl - border, hl + border)
    ax.set_ylim(-hw - border, hw + border)
    ax.set_aspect("equal")
    ax.set_xticks([])
    ax.set_yticks([])
    for side in ax.spines.values():
        side.set_visible(False)


def ball_face(ball: str, colours: bool = False) -> str:
    if ball == "cue":
        return CUE_FACE
    if colours and ball in PYRAMID_T_COLOURS:
        return COLOUR_FACES[PYRAMID_T_COLOURS[ball].value]
    return BALL_FACE


def draw_balls(ax: Axes, balls: Mapping[str, Vec], spec: TableSpec, *, alpha: float = 1.0,
               hollow: bool = False, labels: bool = True, colours: bool = False) -> None:
    r = spec.ball_radius
    for ball, pos in balls.items():
        face = ball_face(ball, colours)
        ax.add_patch(Circle(pos, r, facecolor="none" if hollow else face,
                            edgecolor=face if hollow else "#333333", linewidth=1.0,
                            alpha=alpha, zorder=6 if not hollow else 5,
                            linestyle="--" if hollow else "-"))
        if labels and ball != "cue" and not hollow:
            dark = face in ("#222222", "#1e50c8", "#c8281e", "#1c8a3c")
            ax.text(pos[0], pos[1], ball, ha="center", va="center", fontsize=6,
                    color="white" if dark else "black", zorder=7, alpha=alpha)


def paths(shot: StoredShot, spec: TableSpec) -> dict[str, list[Vec]]:
    """Each moving ball's path through its recorded contacts: start, every event where
    the ball's position is known, then its pocket or its resting place. The physics bends
    paths between contacts (spin), so this is a sketch; the review screen replays the
    exact trace."""
    out: dict[str, list[Vec]] = {}

    def add(ball: str, p: Vec) -> None:
        out.setdefault(ball, [shot.layout[ball]] if ball in shot.layout else []).append(p)

    for e in shot.result.events:
        if isinstance(e, BallBall):
            for ball, p in e.pos.items():
                add(ball, p)
        elif isinstance(e, CushionHit):
            add(e.ball, e.pos)
        elif isinstance(e, PocketDrop):
            add(e.ball, spec.pocket(e.pocket).mouth_centre)
    for ball, p in shot.result.balls.items():
        if ball in out:
            out[ball].append(p)
    return out


def draw_shot(ax: Axes, shot: StoredShot, spec: TableSpec, tr: Translate = identity,
              colours: bool = False, dial: Axes | None = None) -> None:
    """The layout before the shot, the stroke (direction, with length growing with speed,
    and the tip offset as a small inset dial), the balls' paths and where they stopped."""
    draw_table(ax, spec)
    moved = {b: p for b, p in shot.result.balls.items()
             if b in shot.layout and math.dist(p, shot.layout[b]) > 0.005}
    for ball, pts in paths(shot, spec).items():
        if len(pts) < 2:
            continue
        xs, ys = zip(*pts, strict=False)
        ax.plot(xs, ys, color=CUE_PATH if ball == shot.stroke.cue_ball else "white",
                linewidth=1.2, alpha=0.8, linestyle="-" if ball == shot.stroke.cue_ball
                else "--", zorder=4)
    draw_balls(ax, moved, spec, hollow=True)
    draw_balls(ax, shot.layout, spec, colours=colours)
    cue = shot.layout.get(shot.stroke.cue_ball)
    if cue is not None:
        a = math.radians(shot.stroke.direction_deg)
        length = 0.12 + 0.06 * shot.stroke.speed
        ax.add_patch(FancyArrow(cue[0] - math.cos(a) * (length + 0.05),
                                cue[1] - math.sin(a) * (length + 0.05),
                                math.cos(a) * length, math.sin(a) * length, width=0.008,
                                head_width=0.03, head_length=0.03, color="#fafafa",
                                length_includes_head=True, zorder=8))
    for p in shot.result.pocketed:
        centre = spec.pocket(p.pocket).mouth_centre
        ax.add_patch(Circle(centre, spec.ball_radius * 0.9, facecolor="none",
                            edgecolor="#ffeb3b", linewidth=2, zorder=9))
    tip_dial(dial or ax.inset_axes((1.01, 0.7, 0.12, 0.3)), shot, tr)


def tip_dial(inset: Axes, shot: StoredShot, tr: Translate) -> None:
    """Where the tip met the cue ball, as the player sees it (right english to the right,
    follow up): drawn beside the table so it hides no pocket."""
    inset.add_patch(Circle((0, 0), 1, facecolor=CUE_FACE, edgecolor="#333333"))
    inset.add_patch(Circle((shot.stroke.side, shot.stroke.height), 0.16, color="#1565c0"))
    inset.set_xlim(-1.2, 1.2)
    inset.set_ylim(-1.2, 1.2)
    inset.set_aspect("equal")
    inset.set_axis_off()
    inset.set_title(tr.translate("charts", "Tip"), fontsize=8, pad=2)


def pocket_words(pocket: str, tr: Translate) -> str:
    """A pocket's name in the chart's language (the same words as coach_app.words.names)."""
    names = {
        "FL": tr.translate("charts", "left corner pocket by the house"),
        "FR": tr.translate("charts", "right corner pocket by the house"),
        "ML": tr.translate("charts", "left middle pocket"),
        "MR": tr.translate("charts", "right middle pocket"),
        "BL": tr.translate("charts", "far left corner pocket"),
        "BR": tr.translate("charts", "far right corner pocket"),
    }
    return names.get(pocket, tr.translate("charts", "a pocket"))


def shot_figure(shot: StoredShot, spec: TableSpec, tr: Translate = identity, *,
                title: str = "", colours: bool = False) -> Figure:
    """The shot on the table under its title and, on lines of their own under it, the
    stroke and what it pocketed (in words): nothing runs off the page."""
    fig = new_figure((10.0, 5.3))
    fig.set_layout_engine(None)
    fixed_margins(fig, left=0.6, right=0.4, top=1.25, bottom=0.35, wspace=0.25)
    ax, dial = fig.subplots(1, 2, width_ratios=(1, 0.09))
    dial.set_box_aspect(1)
    draw_shot(ax, shot, spec, tr, colours, dial)
    s = shot.stroke
    # "a legal shot", not the breaks chart's "legal" («правильных» in "5/8 правильных").
    verdict = tr.translate("charts", "a legal shot") if shot.legal else \
        tr.translate("charts", "foul") if shot.legal is False else ""
    pocketed = ", ".join(
        tr.translate("charts", "ball {ball} into the {pocket}").format(
            ball=p.ball, pocket=pocket_words(p.pocket, tr)) if p.ball != "cue" else
        tr.translate("charts", "the cue ball into the {pocket}").format(
            pocket=pocket_words(p.pocket, tr))
        for p in shot.result.pocketed) or "—"
    heading(fig, title or tr.translate("charts", "Shot {n}").format(n=shot.seq))
    # The stroke in a player's words (cut, tip on the clock face, power 1-10), the engine's
    # numbers after it as detail: coach_app/words/stroke_phrases.py, as on the screens.
    words = stroke_sentence(s, shot.layout, spec.ball_radius, tr.translate)
    detail = stroke_detail(s, tr.translate)
    outcome = tr.translate("charts", "pocketed: {p}").format(p=pocketed) + \
        (f"; {verdict}" if verdict else "")
    width = 72 * (fig.get_size_inches()[0] - 0.8)
    size = min(fit(line, width, 10.0, smallest=7.0)[1] for line in (words, detail, outcome))
    fig.text(0.0, 1.0, f"{words}\n{detail}\n{outcome}", fontsize=size, ha="left", va="top",
             color="#333333",
             transform=offset_copy(fig.transFigure, fig=fig, x=0.6, y=-0.55, units="inches"))
    return fig
