"""``pyramid-coach bench history``: how long the progress charts and the report take on a
big history.

Generates a history of N shots (coach_app.store.synth: its pot attempts come judged, as the
app's background judge leaves a history), then times, for one player over the whole
history, the SQL aggregates and the drawing (Agg) of every progress chart, the aim bias
included, and, side by side per chart, what the progress page makes a user wait for: on
first open (its one query, cache empty, and the drawing) and on a redraw (the cache's
write-stamp check and the drawing), against the target of a second a chart. Every Agg
drawing is the page's: texts outlined (coach_app.charts.style.outline_texts). Then the
PDF report of the same player, and what judging one pot attempt's aim costs the
background (a solver run, wall and CPU time: it is done once per attempt, never while a
chart waits). Printed, never asserted: timings on a shared machine are noisy.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from matplotlib.backends.backend_agg import FigureCanvasAgg

from coach_app.charts.dashboard import (
    CHARTS,
    PARTS,
    chart_figure,
    progress_data,
    progress_figures,
)
from coach_app.charts.style import new_figure, outline_texts
from coach_app.store import History, Period, StoreError, open_store
from coach_app.store.chart_cache import ChartCache
from coach_app.store.stats import ChartFilter
from coach_app.store.synth import populate

#: What a user may wait for a chart (first open or redraw), and for the whole report.
TARGET_S = 1.0
#: The page's own goal of the first round of chart work (docs/history.md).
PAGE_GOAL_S = 0.3
PLAYER = "Bench player"
#: Pot attempts the solver judges here to time the background's work on one.
JUDGED = 5


def run_history_bench(shots: int = 10_000, repeat: int = 3, url: str | None = None) -> str:
    with tempfile.TemporaryDirectory(prefix="pyramid-bench-") as tmp:
        target = url or str(Path(tmp) / "bench.sqlite3")
        with open_store(target) as store:
            history = History(store)
            t0 = time.perf_counter()
            try:
                player = history.player(PLAYER)
                made = "reused"
            except StoreError:
                populate(store, shots=shots, player=PLAYER, seed=7, days=365)
                player = history.player(PLAYER)
                made = "generated"
            gen = time.perf_counter() - t0
            pid = player.id
            f = ChartFilter(pid)
            q_times: list[float] = []
            d_times: list[float] = []
            per_chart: dict[str, list[float]] = {}
            for _ in range(repeat):
                t = time.perf_counter()
                data = progress_data(store, f)
                q_times.append(time.perf_counter() - t)
                t = time.perf_counter()
                for name, fig in progress_figures(data).items():
                    outline_texts(fig)
                    c = time.perf_counter()
                    FigureCanvasAgg(fig).draw()
                    per_chart.setdefault(name, []).append(time.perf_counter() - c)
                d_times.append(time.perf_counter() - t)
            # What the progress page does, per chart, in the same run: on first open the
            # query of the chart on show (the cache is empty) and the drawing into the
            # figure and canvas it already has; on a redraw (another chart picked and back,
            # the language switched, the page shown again) the write-stamp check, a cache
            # hit, and the drawing.
            fig = new_figure()
            canvas = FigureCanvasAgg(fig)
            first: dict[str, list[float]] = {}
            again: dict[str, list[float]] = {}
            for _ in range(repeat):
                for name in CHARTS:
                    cache = ChartCache()
                    for times in (first, again):
                        t = time.perf_counter()
                        part = progress_data(store, f, {PARTS[name]}, cache)
                        fig.clear()
                        outline_texts(chart_figure(name, part, fig=fig))
                        canvas.draw()
                        times.setdefault(name, []).append(time.perf_counter() - t)
            report_s = _time_report(store, player, Path(tmp) / "report.pdf", repeat)
            judge_wall, judge_cpu = _time_judging(store, f)
            n = sum(s.shots for s in history.sessions(pid))
    q, d = statistics.median(q_times), statistics.median(d_times)
    aim = data.aim
    lines = [f"history bench: {n} shots ({made} in {gen:.1f} s), {repeat} runs, medians",
             f"  compute (SQL aggregates, all {len(CHARTS)} charts): {q * 1000:7.1f} ms",
             f"  draw (Agg, all {len(per_chart)} charts):       {d * 1000:7.1f} ms",
             f"  all charts at once:                    {(q + d) * 1000:7.1f} ms",
             f"  progress page, what a user waits for (target <= {TARGET_S * 1000:.0f} ms "
             "a chart):",
             f"  {'chart':<22}{'first open':>12}{'redraw':>10}{'draw alone':>12}"]
    worst = 0.0
    for name in CHARTS:
        a, b = statistics.median(first[name]), statistics.median(again[name])
        worst = max(worst, a, b)
        lines.append(f"  {name:<22}{a * 1000:9.1f} ms{b * 1000:7.1f} ms"
                     f"{statistics.median(per_chart[name]) * 1000:9.1f} ms"
                     f"  {'met' if max(a, b) <= TARGET_S else 'NOT MET'}")
    lines.append(f"  worst chart: {worst * 1000:.1f} ms "
                 f"({'met' if worst <= TARGET_S else 'not met'}; the page's goal of "
                 f"{PAGE_GOAL_S * 1000:.0f} ms {'met' if worst <= PAGE_GOAL_S else 'not met'})")
    lines.append(f"  the PDF report (summary, {len(CHARTS)} charts, skill test, notes, key "
                 f"shots): {report_s:.2f} s "
                 f"[<= {TARGET_S:g} s a chart: {report_s / len(CHARTS):.2f} s a chart]")
    lines.append(f"  aim bias: drawn from {aim.total - aim.pending} stored judgements "
                 f"({aim.pending} pending), no solver run; judging one pot attempt in the "
                 f"background, once, after it is recorded: median {judge_wall:.2f} s wall, "
                 f"{judge_cpu:.2f} s CPU ({JUDGED} judged by the solver here)")
    return "\n".join(lines)


def _time_report(store: object, player: object, out: Path, repeat: int) -> float:
    """Median seconds to write the player's PDF report (what the Review page's export and
    ``pyramid-coach report`` do)."""
    from coach_app.report.pdf import build_report

    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        build_report(store, player, Period(), out)  # type: ignore[arg-type]
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def _time_judging(store: object, f: ChartFilter) -> tuple[float, float]:
    """Median wall and CPU seconds of one aim judgement (the solver on a recorded pot
    attempt), over the latest JUDGED attempts; nothing is stored."""
    from coach_app.store.aim_judge import judge
    from coach_app.store.pot_attempts import recent_pot_attempts

    walls, cpus = [], []
    for a in recent_pot_attempts(store, f, JUDGED):  # type: ignore[arg-type]
        t, c = time.perf_counter(), time.process_time()
        judge(a)
        walls.append(time.perf_counter() - t)
        cpus.append(time.process_time() - c)
    return (statistics.median(walls), statistics.median(cpus)) if walls else (0.0, 0.0)
