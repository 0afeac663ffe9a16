"""``pyramid-coach bench levels``: does each level beat the one below it?

A level means something only if it wins: each level should beat the one below in at least
70 % of frames over at least 20 frames a pairing, on seeds not used to tune the levels
(docs/ai.md carries the table). Every pairing plays its frames exactly as
``game cvc --levels STRONGER,WEAKER --seed S`` does (frame ``i`` from
``random.Random(S * 7919 + i)``, the break alternating, the stronger level in the first
seat), on one pool of worker processes kept for the whole run, so any row can be replayed
and looked into frame by frame. A pairing of a level with itself (``master-master``) shows
instead how it plays: balls a visit and the foul rate (the master's targets: at least
1.5 and at most 5 %).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from simulation.ai.levels import level
from simulation.ai.play import play_game
from simulation.ai.pooled import kept_pool
from simulation.ai.stats import LevelStats, ShotEntry, summarise
from simulation.analysis.workers import Workers
from simulation.table import TableSpec

#: The pairings of the ladder, weaker first.
PAIRS: tuple[tuple[str, str], ...] = (("beginner", "amateur"), ("amateur", "club"),
                                      ("club", "expert"), ("expert", "master"))
#: What a level must do against the one below (share of frames, at least this many).
TARGET_SHARE = 0.7
TARGET_FRAMES = 20
#: What the master must do against itself (balls a visit at least, foul rate at most).
TARGET_BALLS_PER_VISIT = 1.5
TARGET_FOUL_RATE = 0.05


@dataclass(frozen=True)
class PairResult:
    """A pairing's frames: who won them, the points, and how each level played."""

    weaker: str
    stronger: str
    frames: int
    stronger_wins: int
    weaker_wins: int
    stronger_points: int
    weaker_points: int
    stats: dict[str, LevelStats]

    @property
    def share(self) -> float:
        """The stronger level's share of the frames played."""
        return self.stronger_wins / self.frames if self.frames else 0.0

    def met(self) -> bool:
        if self.weaker == self.stronger:
            st = self.stats.get(self.stronger)
            return st is not None and st.visits > 0 and st.shots > 0 and \
                st.balls / st.visits >= TARGET_BALLS_PER_VISIT and \
                st.fouls / st.shots <= TARGET_FOUL_RATE
        return self.frames >= TARGET_FRAMES and self.share >= TARGET_SHARE


def play_pair(weaker: str, stronger: str, games: int, seed: int, discipline: str,
              table: TableSpec, workers: Workers, max_turns: int = 600,
              tell: Callable[[str], None] | None = None) -> PairResult:
    """``games`` frames of ``stronger`` (first seat) against ``weaker``, as ``game cvc``
    plays them; ``tell`` hears a line after each frame."""
    levels = [level(stronger), level(weaker)]
    wins = {"P1": 0, "P2": 0}
    points = {"P1": 0, "P2": 0}
    frames: list[Sequence[ShotEntry]] = []
    for i in range(games):
        rng = random.Random(seed * 7919 + i)
        rec = play_game(discipline, levels, rng, breaker=i % 2, max_turns=max_turns,
                        table=table, workers=workers)
        s = rec.state
        if rec.finished and s.winner in wins:
            wins[s.winner] += 1
        for side in points:
            points[side] += int(s.scores.get(side, 0))
        frames.append(rec.entries)
        if tell is not None:
            tell(f"{stronger}-{weaker} frame {i + 1}/{games}: winner {s.winner} "
                 f"{dict(s.scores)} in {rec.shots} shots")
    stats = summarise(frames, {lv.name: lv.min_p for lv in levels})
    return PairResult(weaker, stronger, games, wins["P1"], wins["P2"], points["P1"],
                      points["P2"], stats)


def _row(r: PairResult) -> str:
    def played(name: str) -> str:
        j = r.stats[name].to_json() if name in r.stats else {}
        return (f"{j.get('balls_per_visit', 0.0):.2f} balls a visit, "
                f"{100 * j.get('foul_rate', 0.0):.1f}% fouled, pots {j.get('pots_made', 0)}/"
                f"{j.get('pot_attempts', 0)}, decisions {j.get('decision_median_s', 0.0):.2f}"
                f" / {j.get('decision_worst_s', 0.0):.2f} s (median / worst; CPU "
                f"{j.get('decision_cpu_median_s', 0.0):.2f} / "
                f"{j.get('decision_cpu_worst_s', 0.0):.2f} s)")

    verdict = "met" if r.met() else "not met"
    if r.weaker == r.stronger:
        return (f"  {r.stronger} v {r.stronger}: {r.frames} frames, {played(r.stronger)} "
                f"[target >= {TARGET_BALLS_PER_VISIT:g} balls a visit, <= "
                f"{100 * TARGET_FOUL_RATE:g}% fouled]: {verdict}")
    return (f"  {r.stronger} over {r.weaker}: {r.stronger_wins}-{r.weaker_wins} of "
            f"{r.frames} frames ({100 * r.share:.0f}%), {r.stronger_points} points to "
            f"{r.weaker_points}; {r.stronger}: {played(r.stronger)}; {r.weaker}: "
            f"{played(r.weaker)}: {verdict}")


def run_ladder(pairs: Sequence[tuple[str, str]] = PAIRS, games: int = TARGET_FRAMES,
               seed: int = 0, discipline: str = "classic-71", workers: int = 2,
               max_turns: int = 600, tell: Callable[[str], None] | None = None) -> str:
    """Every pairing's frames and the table of results (text)."""
    table = TableSpec()
    pool = kept_pool(workers) if workers > 1 else None
    results = []
    try:
        for weaker, stronger in pairs:
            results.append(play_pair(weaker, stronger, games, seed, discipline, table,
                                     pool if pool is not None else 1, max_turns, tell))
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    lines = [f"pyramid-coach bench levels: {discipline}, {games} frames a pairing, seed "
             f"{seed} (frame i from seed * 7919 + i, as game cvc) [target: each level wins "
             f">= {100 * TARGET_SHARE:g}% of >= {TARGET_FRAMES} frames against the one "
             f"below]"]
    lines += [_row(r) for r in results]
    return "\n".join(lines)
