"""Charts render from query results (and say so when there is nothing to show); the PDF
report has its pages and content; the history commands behave as the CLI contract says."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import zlib
from pathlib import Path

import pytest
from matplotlib.figure import Figure

from coach_app.charts.dashboard import CHARTS, progress_data, progress_figures
from coach_app.charts.style import ChartText, save_png
from coach_app.charts.table import shot_figure
from coach_app.cli import main
from coach_app.store import History, NewShot, PlayedShot, open_store
from coach_app.store.stats import ChartFilter
from coach_app.store.synth import populate

ROOT = Path(__file__).resolve().parents[2]
PNG = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(scope="module")
def db(tmp_path_factory, real_shot) -> str:
    """A history with practice, games and a coach's notes and marks on one real shot."""
    path = tmp_path_factory.mktemp("charts") / "h.sqlite3"
    with open_store(path) as store:
        populate(store, shots=900, player="Ivan", seed=5, days=20)
        h = History(store)
        ivan, coach = h.player("Ivan"), h.ensure_player("Coach", "coach")
        s = h.start_session(ivan.id)
        layout, stroke, result = real_shot
        ref = h.record_shot(NewShot(s.id, PlayedShot(
            layout, stroke, result, legal=True), player_id=ivan.id))
        h.annotate(coach.id, "Less follow on this cut", shot_id=ref.id)
        h.annotate(coach.id, "Work on the bridge", session_id=s.id)
        h.mark(ref.id, coach.id)
    return f"sqlite:///{path}"


def _texts(fig: Figure) -> list[str]:
    return [t.get_text() for t in fig.findobj(lambda a: hasattr(a, "get_text"))]


def test_every_chart_renders_and_exports_png(db, tmp_path):
    with open_store(db) as store:
        pid = History(store).player("Ivan").id
        data = progress_data(store, ChartFilter(pid))
    assert data.pots.total > 100 and data.breaks and data.games and data.drills
    figs = progress_figures(data, tr=ChartText(lambda _ctx, text: f"<{text}>"))
    assert tuple(figs) == CHARTS
    for name, fig in figs.items():
        out = save_png(fig, tmp_path / f"{name}.png")
        assert out.read_bytes().startswith(PNG) and out.stat().st_size > 20_000
        texts = " ".join(_texts(fig))
        assert "No data" not in texts
        # Labels went through the translate callable (marked <...> here).
        assert re.search(r"<[A-Z][a-z]", texts), name
    assert "<Pot rate by cut angle and distance>" in " ".join(_texts(figs["potting"]))


def test_filters_narrow_the_data(db):
    with open_store(db) as store:
        pid = History(store).player("Ivan").id
        everything = progress_data(store, ChartFilter(pid))
        straight = progress_data(store, ChartFilter(pid, drill_id="pot.straight-corner"))
        classic = progress_data(store, ChartFilter(pid, discipline="classic-71"))
        nobody = progress_data(store, ChartFilter("no-such-player"))
    assert {p.drill_id for p in straight.drills} == {"pot.straight-corner"}
    assert 0 < straight.pots.total < everything.pots.total
    # Straight pots are cut at about 0 degrees: all in the first angle bin.
    assert sum(row[0] for row in straight.pots.attempts) == straight.pots.total
    assert [g.discipline for g in classic.games] in (["classic-71"], [])
    figs = progress_figures(nobody)
    for fig in figs.values():
        assert any("No data" in t for t in _texts(fig))


def test_a_shot_diagram_is_drawn_to_scale(db):
    with open_store(db) as store:
        h = History(store)
        (shot,) = h.marked_shots(h.player("Ivan").id)
        spec = h.session(shot.session_id).table
    fig = shot_figure(shot, spec)
    ax = fig.axes[0]
    assert ax.get_aspect() == 1.0  # equal: metres are metres both ways
    x0, x1 = ax.get_xlim()
    assert x1 - x0 == pytest.approx(spec.length + 2 * (spec.jaw_length + 0.03))
    radii = {round(p.radius, 6) for p in ax.patches if hasattr(p, "radius")}
    assert round(spec.ball_radius, 6) in radii


def _pdf_pages(path: Path) -> int:
    return len(re.findall(rb"/Type\s*/Page\b", path.read_bytes()))


def _pdf_text(path: Path) -> str:
    """The text drawn in the PDF: matplotlib writes strings literally (split into kerned
    pieces inside TJ arrays) into its compressed content streams, so inflating the streams
    and joining the string pieces is enough to search the words."""
    raw = path.read_bytes()
    out = []
    # The end-of-line before ``endstream`` is left in: a compressed stream may itself end
    # with a carriage return, which a pattern taking "\r\n" off would cut (about one page
    # in 256 then read as nothing). The decompressor stops at the stream's own end.
    for m in re.finditer(rb"stream\r?\n(.*?)endstream", raw, re.S):
        try:
            out.append(zlib.decompressobj().decompress(m.group(1)).decode("latin-1"))
        except zlib.error:
            continue
    return "".join(re.findall(r"\(((?:\\.|[^\\)])*)\)", "".join(out)))


def test_report_command_writes_the_pdf(db, tmp_path, capsys):
    out = tmp_path / "ivan.pdf"
    assert main(["report", "--player", "Ivan", "--out", str(out), "--db", db,
                 "--lang", "en"]) == 0
    line = capsys.readouterr().out
    # The summary, six charts, the rating page, the coach's notes and a key shot.
    assert "10 pages" in line and "Rating" in line
    assert out.read_bytes().startswith(b"%PDF") and _pdf_pages(out) == 10
    raw = out.read_bytes()
    assert b"Progress report: Ivan" in raw  # the document title (metadata)
    text = _pdf_text(out)
    for words in ("Progress report", "Drill success rate", "Pot rate", "Opening breaks",
                  "Games by discipline", "Aim bias", "Work on the bridge",
                  "Less follow on this cut", "Key shot"):
        assert words.replace(" ", "") in text.replace(" ", ""), words


def test_report_for_a_period_without_play_still_has_its_summary(db, tmp_path, capsys):
    out = tmp_path / "empty.pdf"
    assert main(["report", "--player", "Ivan", "--from", "2001-01-01", "--to", "2001-01-31",
                 "--out", str(out), "--db", db]) == 0
    # The summary, every chart (saying it has nothing) and the rating page, which is read
    # from every frame (the rating does not restart with the period).
    assert _pdf_pages(out) == 1 + len(CHARTS) + 1


@pytest.mark.parametrize(("argv", "message"), [
    (["report", "--player", "Nobody", "--out", "x.pdf"], "no player called 'Nobody'"),
    (["report", "--player", "Ivan", "--from", "2026-13-01", "--out", "x.pdf"], "--from"),
    (["report", "--player", "Ivan", "--out", "/no/such/dir/x.pdf"], "--out"),
])
def test_report_bad_input_exits_2_with_one_line(db, argv, message, capsys):
    assert main([*argv, "--db", db]) == 2
    err = capsys.readouterr()
    assert err.out == "" and message in err.err and err.err.count("\n") == 1


def test_history_export_and_import_commands(db, tmp_path, capsys):
    exported = tmp_path / "h.json"
    assert main(["history", "export", "--format", "json", "--out", str(exported),
                 "--db", db]) == 0
    data = json.loads(exported.read_text(encoding="utf-8"))
    assert data["format"] == "pyramid-coach-history" and data["shots"]
    assert main(["history", "export", "--format", "csv", "--player", "Ivan", "--db", db]) == 0
    assert capsys.readouterr().out.startswith("shot_id,player,")
    target = f"sqlite:///{tmp_path / 'coach.sqlite3'}"
    assert main(["history", "import", str(exported), "--db", target]) == 0
    assert "added" in capsys.readouterr().out
    assert main(["history", "import", str(exported), "--db", target]) == 0
    assert "added nothing" in capsys.readouterr().out
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "pyramid-coach-history", "version": 1, "shots": [', "utf-8")
    assert main(["history", "import", str(broken), "--db", target]) == 2
    err = capsys.readouterr().err
    assert "not valid JSON" in err and "nothing was imported" in err


def test_history_commands_stay_headless(db, tmp_path):
    code = ("import sys\nfrom coach_app.cli import main\n"
            f"rc = main(['history', 'export', '--out', {str(tmp_path / 'h.json')!r},"
            f" '--db', {db!r}])\n"
            "import coach_app.report.pdf, coach_app.charts.dashboard\n"
            "assert rc == 0, rc\n"
            "print(sorted(k for k in sys.modules if k.split('.')[0] in "
            "('PySide6', 'shiboken6')))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout.strip().splitlines()[-1]
    assert out == "[]"


def test_bench_history_prints_its_timings(capsys):
    assert main(["bench", "history", "--shots", "300", "--repeat", "1"]) == 0
    out = capsys.readouterr().out
    assert "compute (SQL aggregates" in out and "draw (Agg" in out and "target <=" in out
    assert "first open" in out and "redraw" in out


def test_chart_cache_serves_until_the_history_is_written(db):
    """A redraw re-queries nothing; any write (here an attempt finished) is seen at once."""
    from coach_app.charts.dashboard import progress_data as data_for
    from coach_app.store import History, open_store
    from coach_app.store.chart_cache import ChartCache
    from coach_app.store.stats import ChartFilter

    with open_store(db) as store:
        history = History(store)
        pid = history.players()[0].id
        cache = ChartCache()
        f = ChartFilter(pid)
        first = data_for(store, f, {"drills"}, cache)
        assert data_for(store, f, {"drills"}, cache) == first
        assert (cache.hits, cache.misses) == (1, 1)
        assert first.loaded == {"drills"} and first.games == ()
        history.ensure_player("Someone new")  # any committed write changes the stamp
        data_for(store, f, {"drills"}, cache)
        assert cache.misses == 2
