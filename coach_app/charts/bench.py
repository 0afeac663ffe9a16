"""``pyramid-coach bench history``: how long the progress charts take on a big history.

Generates a history of N shots (coach_app.store.synth), then times, for one player over the
whole history, the SQL aggregates and the drawing (Agg) of every progress chart, each chart
alone too (the progress screen shows one at a time). Printed, never asserted: timings on a
shared machine are noisy.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from matplotlib.backends.backend_agg import FigureCanvasAgg

from coach_app.charts.dashboard import CHARTS, chart_figure, progress_data, progress_figures
from coach_app.charts.style import new_figure
from coach_app.store import History, StoreError, open_store
from coach_app.store.stats import ChartFilter
from coach_app.store.synth import populate

TARGET_S = 0.3
PLAYER = "Bench player"


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
            q_times, d_times, per_chart = [], [], {}
            for _ in range(repeat):
                t = time.perf_counter()
                data = progress_data(store, f)
                q_times.append(time.perf_counter() - t)
                t = time.perf_counter()
                for name, fig in progress_figures(data).items():
                    c = time.perf_counter()
                    FigureCanvasAgg(fig).draw()
                    per_chart.setdefault(name, []).append(time.perf_counter() - c)
                d_times.append(time.perf_counter() - t)
            # What the progress screen does: the SQL, then only the chart on show, drawn
            # into the figure (and canvas) it already has.
            fig = new_figure()
            screen: list[float] = []
            for _ in range(repeat):
                for name in CHARTS:
                    t = time.perf_counter()
                    fig.clear()
                    FigureCanvasAgg(chart_figure(name, progress_data(store, f), fig=fig)).draw()
                    screen.append(time.perf_counter() - t)
            n = sum(s.shots for s in history.sessions(pid))
    q, d = statistics.median(q_times), statistics.median(d_times)
    lines = [f"history bench: {n} shots ({made} in {gen:.1f} s), {repeat} runs, medians",
             f"  compute (SQL aggregates, all charts): {q * 1000:7.1f} ms",
             f"  draw (Agg, all {len(per_chart)} charts):       {d * 1000:7.1f} ms",
             f"  total:                                {(q + d) * 1000:7.1f} ms "
             f"(target <= {TARGET_S * 1000:.0f} ms: "
             f"{'met' if q + d <= TARGET_S else 'not met'})"]
    lines.append(f"  progress screen (SQL + the chart on show, figure reused): median "
                 f"{statistics.median(screen) * 1000:.1f} ms, worst {max(screen) * 1000:.1f} ms")
    for name, ts in per_chart.items():
        lines.append(f"  one chart, {name:<20} draw {statistics.median(ts) * 1000:6.1f} ms")
    return "\n".join(lines)
