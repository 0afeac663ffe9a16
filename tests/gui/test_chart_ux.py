"""Progress charts and the PDF as a user meets them with little data (#4, #7,
#12, #13): fitted date axes, visible dots, a key clear of the data, an empty heat map that
says what to do, the aim bias with its label, sane ticks and no bar from one shot, Russian
units and titles, key shots in words with the app's red cue ball, break drills counted."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.collections import PolyCollection, QuadMesh
from matplotlib.colors import to_hex
from matplotlib.patches import Circle

from coach_app.charts.aim import AimBias, aim_chart
from coach_app.charts.potting import pot_chart
from coach_app.charts.progress import success_chart
from coach_app.charts.table import shot_figure
from coach_app.report.lang import report_text
from coach_app.report.pdf import A4_LANDSCAPE, mark_words
from coach_app.store import stats
from coach_app.store.stats import ANGLE_EDGES, DISTANCE_EDGES, DrillPoint, PotGrid
from simulation.analysis import bias

RU = report_text("ru")
ONE_SESSION = (DrillPoint(datetime(2026, 5, 1, 10, tzinfo=UTC), "s1", "potting.1",
                          "Прямой удар", "potting", 4, 3),)


def _drawn(fig):
    FigureCanvasAgg(fig).draw()
    return fig.canvas.get_renderer()


def test_one_session_sits_on_a_week_not_on_years():
    fig = success_chart(ONE_SESSION, RU)
    ax = fig.axes[0]
    lo, hi = ax.get_xlim()
    assert hi - lo <= 10, (lo, hi)  # was 2024–2030
    _drawn(fig)
    labels = [t.get_text() for t in ax.get_xticklabels()]
    assert not any(label.isdigit() and len(label) == 4 and label != "2026" for label in labels)


def test_dots_are_visible_and_the_key_is_under_the_plot():
    points = (*ONE_SESSION, DrillPoint(datetime(2026, 5, 3, 10, tzinfo=UTC), "s2",
                                       "potting.1", "Прямой удар", "potting", 6, 2))
    fig = success_chart(points, RU)
    ax = fig.axes[0]
    dots = [line for line in ax.lines if line.get_marker() == "o"]
    assert dots and min(line.get_alpha() for line in dots) >= 0.5
    renderer = _drawn(fig)
    plot = ax.get_window_extent(renderer)
    key = [t for t in ax.texts if "Прямой удар" in t.get_text()]
    assert key
    for text in key:
        assert text.get_window_extent(renderer).y1 < plot.y0  # not over the data


def test_drill_chart_title_says_it_once_in_russian():
    fig = success_chart(ONE_SESSION, RU)
    heading = fig.texts[0].get_text()
    assert heading.startswith("Успешность по упражнениям")
    assert "упражнений по упражнениям" not in heading


def _grid(cells: dict[tuple[int, int], tuple[int, int]]) -> PotGrid:
    nd, na = len(DISTANCE_EDGES) - 1, len(ANGLE_EDGES) - 1
    att = [[0] * na for _ in range(nd)]
    pot = [[0] * na for _ in range(nd)]
    for (d, a), (n, k) in cells.items():
        att[d][a], pot[d][a] = n, k
    return PotGrid(ANGLE_EDGES, DISTANCE_EDGES, tuple(map(tuple, att)),
                   tuple(map(tuple, pot)))


def test_empty_heat_map_says_what_to_do_and_its_scale_covers_no_bar():
    fig = pot_chart(_grid({(0, 0): (2, 1), (1, 3): (1, 0)}), RU)
    left, right = fig.axes[0], fig.axes[1]
    notes = [t.get_text() for t in left.texts]
    assert any("Тренировк" in n for n in notes), notes
    assert not any(isinstance(c, QuadMesh) for c in right.collections)  # no ribbon on bars


def _errors(*cells: tuple[float, float, float, str, int]) -> AimBias:
    errors = []
    for error, cut, distance, side, n in cells:
        errors += [bias.Error(error + 0.001 * i, cut, distance, side) for i in range(n)]
    return AimBias(tuple(errors), len(errors), 0, 0)


def _aim_key(fig) -> list[str]:
    """The texts of the aim-bias chart's key, under its left panel."""
    return [t.get_text() for t in fig.axes[0].texts]


def test_aim_bias_shows_too_few_shots_as_too_few_not_as_a_bar():
    fig = aim_chart(_errors((2.5, 20.0, 0.7, "left", 1), (-0.002, 50.0, 1.2, "right", 1)), RU)
    bars = [p for ax in fig.axes for c in ax.collections if isinstance(c, PolyCollection)
            for p in c.get_paths()]
    assert not bars  # one shot made a big bar
    assert "меньше 5 ударов" in _aim_key(fig)


def test_aim_bias_axis_label_ticks_and_units():
    data = _errors((0.8, 20.0, 0.7, "left", 6), (-0.3, 50.0, 1.2, "right", 5))
    for size in ((10.0, 5.6), A4_LANDSCAPE):
        fig = aim_chart(data, RU)
        fig.set_size_inches(*size)
        renderer = _drawn(fig)
        ax = fig.axes[0]
        label = ax.yaxis.label
        assert label.get_text() == "Средняя ошибка, °"
        box = label.get_window_extent(renderer)
        page = fig.bbox
        assert box.x0 >= page.x0 and box.y0 >= page.y0 and box.y1 <= page.y1, (size, box)
        ticks = [t.get_text() for t in ax.get_yticklabels()]
        assert ticks and all(len(t) <= 5 for t in ticks), ticks  # never −0,00200
        key = _aim_key(fig)
        assert any(t.endswith(" м") for t in key) and not any(t.endswith(" m") for t in key)
        headline = " ".join(t.get_text() for t in fig.texts)
        assert all(t.get_window_extent(renderer).x1 <= page.x1 + 1 for t in fig.texts), headline


class _Shot:
    """A stored shot, as much as the PDF's diagram reads."""

    def __init__(self) -> None:
        from simulation.events import PocketDrop, Pocketed, ShotResult, Strike
        from simulation.stroke import Stroke

        layout = {"cue": (0.5, 0.0), "5": (1.0, 0.2)}
        self.layout = layout
        self.stroke = Stroke(cue_ball="cue", direction_deg=20.0, speed=2.5)
        self.result = ShotResult(balls={"cue": (0.9, 0.1)}, pocketed=(Pocketed("5", "BL", .3),),
                                 off_table=(), events=(Strike(0.0, "cue"),
                                                       PocketDrop(0.3, "5", "BL")),
                                 duration=1.0, initial=layout, cue_ball="cue")
        self.legal, self.seq = True, 4


def test_pdf_key_shot_in_words_red_cue_ball_and_margins():
    from simulation.table import TableSpec

    title = "Ключевой удар, 2026-05-01 10:00"
    fig = shot_figure(_Shot(), TableSpec(), RU, title=title)  # type: ignore[arg-type]
    fig.set_size_inches(*A4_LANDSCAPE)
    renderer = _drawn(fig)
    texts = [t.get_text() for t in fig.texts]
    joined = " ".join(texts)
    assert "BL" not in joined and "→" not in joined
    assert "левая дальняя угловая луза" in joined and "м/с" in joined
    for t in fig.texts:
        box = t.get_window_extent(renderer)
        assert fig.bbox.x0 <= box.x0 and box.x1 <= fig.bbox.x1 + 1, t.get_text()
    table = fig.axes[0].get_window_extent(renderer)
    assert table.x0 >= 0.4 * fig.dpi  # a left margin
    faces = {to_hex(p.get_facecolor()) for p in fig.axes[0].patches if isinstance(p, Circle)}
    assert "#d64028" in faces  # the cue ball red as in the app, not yellow
    assert mark_words("key", RU) == "ключевой удар"
    assert "(key)" not in title


@pytest.fixture
def store(tmp_path):
    from coach_app.store import open_store

    with open_store(tmp_path / "h.sqlite3") as s:
        yield s


def test_break_drills_count_as_breaks(store):
    from coach_app.recording.recorder import Recorder
    from coach_app.recording.values import PlayedShot
    from coach_app.store import History
    from simulation.events import ShotResult, Strike
    from simulation.stroke import Stroke

    h = History(store)
    ann = h.ensure_player("Ann", "student").id
    rec = Recorder(h, ann)
    rec.start_drill("break.1", title="Разбой", category="break")
    rec.start_attempt(1)
    layout = {"cue": (-0.9, 0.0), "1": (0.6, 0.0)}
    result = ShotResult(balls={"cue": (-0.5, 0.1), "1": (0.7, 0.1)}, pocketed=(),
                        off_table=(), events=(Strike(0.0, "cue"),), duration=1.0,
                        initial=layout, cue_ball="cue")
    rec.practice_shot(PlayedShot(layout, Stroke("cue", 0.0, 8.0), result, legal=True))
    rec.finish_attempt(success=True, reason="success")
    rec.end_sessions()
    found = stats.breaks(store, stats.ChartFilter(ann))
    assert found.total == 1 and found.legal == 1



def test_aim_headline_speaks_only_of_a_group_the_chart_draws():
    # Five shots at 15–30°, 0–0.5 m: three cut to the right (undercut), two to the left.
    data = _errors((-0.4, 20.0, 0.3, "right", 3), (-0.4, 20.0, 0.3, "left", 2))
    assert data.headline() is None  # each side has fewer than five: no bar, no headline
    data = _errors((-0.4, 20.0, 0.3, "right", 5), (0.9, 20.0, 0.3, "left", 2))
    h = data.headline()
    assert h is not None and h["side"] == "right" and h["count"] == 5


def test_one_russian_word_for_the_opening_break():
    """«Начальный удар», «Начальные удары» and «Разбои» named the same thing on the drill
    browser, the break drills and the charts: «Разбой» everywhere a break is named."""
    import tomllib
    from pathlib import Path

    from coach_app.report.lang import catalogue

    pack = tomllib.loads((Path(__file__).resolve().parents[2] / "drills" / "packs"
                          / "breaks.toml").read_text(encoding="utf-8"))
    titles = [pack["pack"]["title"]["ru"]] + [d["title"]["ru"] for d in pack["drills"]]
    assert not any("Начальн" in t for t in titles), titles
    ru = catalogue("ru")
    assert ru[("Drill", "Opening breaks")] == ru[("charts", "Opening breaks")] == "Разбои"
    assert ru[("Drill", "Opening break")] == "Разбой"
