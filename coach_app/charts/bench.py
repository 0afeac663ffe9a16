"""``pyramid-coach bench history``: how long the progress charts take on a big history.

Generates a history of N shots (coach_app.store.synth), then times, for one player over the
whole history, the SQL aggregates and the drawing (Agg) of every progress chart (the PDF
report's work), and, side by side per chart, what the progress page makes a user wait for:
on first open (its one query, cache empty, and the drawing) and on a redraw (the cache's
write-stamp check and the drawing). Every Agg drawing is the page's: texts outlined
(coach_app.charts.style.outline_texts). Printed, never asserted: timings on a shared
machine are noisy.
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
from coach_app.store import History, StoreError, open_store
from coach_app.store.chart_cache import ChartCache
from coach_app.store.stats import ChartFilter
from coach_app.store.synth import populate

TARGET_S = 0.3
PLAYER = "Bench player"

#: The charts timed against the target: all but the aim bias, which is solver work done a
#: second at a time on the page (coach_app.charts.aim), not a query.
BENCH_CHARTS = tuple(c for c in CHARTS if c != "aim_bias")


def run_history_bench(shots: int = 100_000, repeat: int = 3, url: str | None = None) -> str:
    with tempfile.TemporaryDirectory(prefix="pyramid-bench-") as tmp:
        target = url or str(Path(tmp) / "bench.sqlite3")
        with open_store(target) as store:
            history = History(store)
            t0 = time.perf_counter()
            try:
                pid = history.player(PLAYER).id
                made = "reused"
            except StoreError:
                pid = populate(store, shots=shots, player=PLAYER, seed=7, days=365).player_id
                made = "generated"
            gen = time.perf_counter() - t0
            f = ChartFilter(pid)
            q_times: list[float] = []
            d_times: list[float] = []
            per_chart: dict[str, list[float]] = {}
            for _ in range(repeat):
                t = time.perf_counter()
                data = progress_data(store, f, {PARTS[c] for c in BENCH_CHARTS})
                q_times.append(time.perf_counter() - t)
                t = time.perf_counter()
                for name, fig in progress_figures(data).items():
                    if name not in BENCH_CHARTS:
                        continue
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
                for name in BENCH_CHARTS:
                    cache = ChartCache()
                    for times in (first, again):
                        t = time.perf_counter()
                        part = progress_data(store, f, {PARTS[name]}, cache)
                        fig.clear()
                        outline_texts(chart_figure(name, part, fig=fig))
                        canvas.draw()
                        times.setdefault(name, []).append(time.perf_counter() - t)
            n = sum(s.shots for s in history.sessions(pid))
    q, d = statistics.median(q_times), statistics.median(d_times)
    lines = [f"history bench: {n} shots ({made} in {gen:.1f} s), {repeat} runs, medians",
             f"  compute (SQL aggregates, all charts): {q * 1000:7.1f} ms",
             f"  draw (Agg, all {len(per_chart)} charts):       {d * 1000:7.1f} ms",
             f"  all charts at once (the PDF report):   {(q + d) * 1000:7.1f} ms",
             f"  progress page, what a user waits for (target <= {TARGET_S * 1000:.0f} ms):",
             f"  {'chart':<22}{'first open':>12}{'redraw':>10}{'draw alone':>12}"]
    worst = 0.0
    for name in BENCH_CHARTS:
        a, b = statistics.median(first[name]), statistics.median(again[name])
        worst = max(worst, a, b)
        lines.append(f"  {name:<22}{a * 1000:9.1f} ms{b * 1000:7.1f} ms"
                     f"{statistics.median(per_chart[name]) * 1000:9.1f} ms")
    lines.append(f"  worst chart: {worst * 1000:.1f} ms "
                 f"({'met' if worst <= TARGET_S else 'not met'})")
    lines.append("  aim bias: not timed here; it runs the shot solver on each recorded pot "
                 "(~0.15 s a shot, at most 150), a second at a time while its chart is on show")
    return "\n".join(lines)
