"""``pyramid-coach bench rating-model``: the rating model checked on synthetic leagues.

Players with known strengths play frames whose winners are drawn from the model's own
law (a seeded generator), and the model, seeing only the results, must

1. **rank them**: the fitted order against the true one (exactly, Kendall's tau, and the
   largest displacement), and the true ratings within the fitted uncertainty as often as a
   normal law says (68 % within one standard deviation, 95 % within two);
2. **predict win chances**: on fresh frames between the same players, the predicted chance
   of the first player against the share of those frames they won, in bins of ten points
   (the calibration table; every bin with enough frames within 5 percentage points);
3. **follow players who improve**: in leagues whose players drift (from not at all to 300
   points a year), the log-loss of the next month's frames for each half-life of a frame's
   weight; the half-life whose worst loss against the best for each drift is least is
   :data:`simulation.rating.league.HALF_LIFE_DAYS`.

The ranking league has evenly spaced players (a clear true order); the calibration leagues
draw their players from a normal law, as a club's are, and the model's prior is given that
spread: a lattice of exactly equal gaps has no pair near 50 %, and binning its frames by
the prediction would pick the pairs whose noise put them there (docs/ratings.md).

Pure arithmetic: a default run takes about a minute.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from simulation.rating import scale
from simulation.rating.anchors import Anchors
from simulation.rating.league import RatingTable, View, rate
from simulation.rating.values import FrameResult, Side

#: The bins of the calibration table (predicted chance of the first player).
BINS = tuple(i / 10 for i in range(11))
#: A bin is judged when it holds at least this many frames (its observed share then has a
#: standard error under 2.3 points at 50 %).
MIN_BIN = 500
TOLERANCE = 0.05
#: Half-lives tried on the drifting leagues (days; None: no decay).
HALF_LIVES: tuple[float | None, ...] = (None, 730.0, 365.0, 180.0, 120.0, 90.0, 60.0)
#: Yearly drift of the players' true ratings tried (standard deviation, points a year):
#: from nobody improving to a student who gains 300 points in a season.
DRIFTS = (0.0, 75.0, 150.0, 300.0)
#: Frames of a drifting league's two years (16 players: about 190 frames each a year, two
#: club evenings a month).
DRIFT_FRAMES = 3000
#: The calibration leagues: how many, and the spread of their players' ratings (the
#: model's prior is given the same spread; docs/ratings.md).
LEAGUES = 4
SPREAD = 300.0
START = datetime(2025, 1, 1, 19, 0, tzinfo=UTC)


def true_win(ra: float, rb: float) -> float:
    return scale.win_chance(ra, rb)


def league_strengths(players: int, spacing: float) -> list[float]:
    """Evenly spaced true ratings centred on the scale's centre."""
    mid = (players - 1) / 2
    return [scale.CENTRE + spacing * (i - mid) for i in range(players)]


def _name(i: int) -> str:
    return f"player {i + 1:02d}"


def play_league(strengths: Sequence[float], frames: int, rng: random.Random,
                days: int = 365, start: datetime = START) -> list[FrameResult]:
    """``frames`` frames between random pairs, spread over ``days`` days."""
    out = []
    n = len(strengths)
    for k in range(frames):
        a, b = rng.sample(range(n), 2)
        when = start + timedelta(days=days * k / frames)
        won = 0 if rng.random() < true_win(strengths[a], strengths[b]) else 1
        out.append(FrameResult(f"s{k}", "free", when,
                               (Side(_name(a), (_name(a),)), Side(_name(b), (_name(b),))),
                               won))
    return out


@dataclass(frozen=True)
class Ranking:
    exact: bool
    tau: float
    max_displacement: int
    within_1sd: float
    within_2sd: float
    swapped_pairs: int
    expected_swaps: float


def ranking(table: RatingTable, strengths: Sequence[float]) -> Ranking:
    names = [_name(i) for i in range(len(strengths))]
    fitted = {n: table.rating_of(n) for n in names}
    true_order = sorted(names, key=lambda n: -strengths[names.index(n)])
    fit_order = sorted(names, key=lambda n: -fitted[n][0])
    shift = (sum(fitted[n][0] for n in names) - sum(strengths)) / len(names)
    z = [(fitted[n][0] - shift - strengths[i]) / table.sd_from_mean(n, names)
         for i, n in enumerate(names)]
    concordant = discordant = 0
    expected = 0.0
    for i in range(len(names)):
        for j in range(i + 1, len(names)):
            a, b = names[i], names[j]
            truth = strengths[i] - strengths[j]
            got = fitted[a][0] - fitted[b][0]
            if truth * got > 0:
                concordant += 1
            else:
                discordant += 1
            # The model's own chance of ordering this pair wrongly, from its uncertainty.
            sd = table.difference_sd(a, b)
            expected += 0.5 * math.erfc(abs(truth) / (sd * math.sqrt(2))) if sd else 0.0
    pairs = concordant + discordant
    return Ranking(fit_order == true_order, (concordant - discordant) / pairs,
                   max(abs(fit_order.index(n) - true_order.index(n)) for n in names),
                   sum(abs(x) <= 1 for x in z) / len(z), sum(abs(x) <= 2 for x in z) / len(z),
                   discordant, expected)


@dataclass(frozen=True)
class CalibrationBin:
    lo: float
    hi: float
    frames: int
    predicted: float
    observed: float

    @property
    def judged(self) -> bool:
        return self.frames >= MIN_BIN

    @property
    def ok(self) -> bool:
        return abs(self.predicted - self.observed) <= TOLERANCE


def calibration(table: RatingTable, strengths: Sequence[float], frames: int,
                rng: random.Random) -> list[CalibrationBin]:
    """Fresh frames between random pairs: predicted chance against the share won."""
    n = len(strengths)
    acc = [[0, 0.0, 0] for _ in BINS[:-1]]
    for _ in range(frames):
        a, b = rng.sample(range(n), 2)
        p, _sd = table.chance(_name(a), _name(b))
        won = rng.random() < true_win(strengths[a], strengths[b])
        k = min(int(p * 10), 9)
        acc[k][0] += 1
        acc[k][1] += p
        acc[k][2] += won
    return [CalibrationBin(BINS[k], BINS[k + 1], int(c), s / c if c else 0.0, w / c if c else 0.0)
            for k, (c, s, w) in enumerate(acc)]


def drift_log_loss(seed: int, players: int, frames: int, drift: float, spread: float,
                   leagues: int = 3) -> dict[float | None, float]:
    """The log-loss (nats per frame) of the next month's frames for each half-life, over
    ``leagues`` leagues of two years whose players' true ratings move linearly by a random
    amount a year (standard deviation ``drift`` points)."""
    rng = random.Random(seed)
    totals = dict.fromkeys(HALF_LIVES, 0.0)
    count = 0
    anchors = Anchors(prior_sd=spread)
    for _ in range(leagues):
        base = [rng.gauss(scale.CENTRE, spread) for _ in range(players)]
        slope = [rng.gauss(0.0, drift) / 365.0 for _ in range(players)]
        history = []
        for k in range(frames):
            a, b = rng.sample(range(players), 2)
            day = 730 * k / frames
            ra, rb = base[a] + slope[a] * day, base[b] + slope[b] * day
            won = 0 if rng.random() < true_win(ra, rb) else 1
            history.append(FrameResult(f"d{k}", "free", START + timedelta(days=day),
                                       (Side(_name(a), (_name(a),)),
                                        Side(_name(b), (_name(b),))), won))
        test = []
        for _ in range(400):
            a, b = rng.sample(range(players), 2)
            day = 730 + 30 * rng.random()
            test.append((a, b, rng.random() < true_win(base[a] + slope[a] * day,
                                                       base[b] + slope[b] * day)))
        for hl in HALF_LIVES:
            table = rate(history, anchors, View(half_life_days=hl))
            for a, b, won in test:
                p, _ = table.chance(_name(a), _name(b))
                totals[hl] -= math.log(p if won else 1.0 - p)
        count += len(test)
    return {hl: totals[hl] / count for hl in HALF_LIVES}


def run_validation(seed: int = 1, players: int = 16, frames: int = 1600,
                   test_frames: int = 20_000, spacing: float = 100.0,
                   spread: float = SPREAD) -> str:
    rng = random.Random(seed)
    strengths = league_strengths(players, spacing)
    own_spread = math.sqrt(sum((x - scale.CENTRE) ** 2 for x in strengths) / players)
    table = rate(play_league(strengths, frames, rng), Anchors(prior_sd=own_spread),
                 View(half_life_days=None))
    rk = ranking(table, strengths)
    lines = [f"pyramid-coach bench rating-model (seed {seed})", "",
             f"  ranking: {players} players {spacing:.0f} points apart ({strengths[0]:.0f} "
             f"to {strengths[-1]:.0f}, sd {own_spread:.0f}: the prior's), {frames} frames "
             "between random pairs, no decay",
             f"    fitted order = true order: {'yes' if rk.exact else 'NO'}; Kendall tau "
             f"{rk.tau:.3f}; largest displacement {rk.max_displacement}",
             f"    pairs ordered wrongly: {rk.swapped_pairs} (the model's own uncertainty "
             f"expects {rk.expected_swaps:.1f})",
             f"    true rating within 1 sd of the fitted: {100 * rk.within_1sd:.0f} % "
             f"(normal 68 %), within 2 sd: {100 * rk.within_2sd:.0f} % (normal 95 %); "
             "both taken from the league's mean"]
    bins = [[0, 0.0, 0] for _ in BINS[:-1]]
    worst_league = []
    for _ in range(LEAGUES):
        league = [rng.gauss(scale.CENTRE, spread) for _ in range(players)]
        fitted = rate(play_league(league, frames, rng), Anchors(prior_sd=spread),
                      View(half_life_days=None))
        own = calibration(fitted, league, test_frames // LEAGUES, rng)
        worst_league.append(max((abs(b.observed - b.predicted) for b in own if b.judged),
                                default=0.0))
        for k, b in enumerate(own):
            bins[k][0] += b.frames
            bins[k][1] += b.predicted * b.frames
            bins[k][2] += round(b.observed * b.frames)
    lines += ["", f"  calibration: {LEAGUES} leagues of {players} players whose ratings are "
              f"drawn from a normal law (sd {spread:.0f} points, the model's prior), "
              f"{frames} frames each to fit on, {test_frames} fresh frames to predict",
              f"    (predicted chance of the first player; a bin is judged with at least "
              f"{MIN_BIN} frames; tolerance {100 * TOLERANCE:.0f} points)",
              "    predicted bin   frames   mean predicted   observed   difference"]
    worst = 0.0
    all_ok = True
    for k, (count, pred, won) in enumerate(bins):
        b = CalibrationBin(BINS[k], BINS[k + 1], int(count), pred / count if count else 0.0,
                           won / count if count else 0.0)
        diff = b.observed - b.predicted
        mark = "" if not b.frames else ("ok" if b.ok else "OUT") if b.judged else "(few)"
        if b.judged:
            worst = max(worst, abs(diff))
            all_ok &= b.ok
        lines.append(f"    {100 * b.lo:3.0f}–{100 * b.hi:3.0f} %     {b.frames:6d}       "
                     f"{100 * b.predicted:5.1f} %      {100 * b.observed:5.1f} %   "
                     f"{100 * diff:+5.1f}  {mark}")
    lines.append(f"    every judged bin within {100 * TOLERANCE:.0f} points: "
                 f"{'yes' if all_ok else 'NO'} (largest difference {100 * worst:.1f}; in "
                 f"each league alone: " + ", ".join(f"{100 * w:.1f}" for w in worst_league)
                 + ")")
    lines += ["", f"  improving players: the log-loss of the next month's frames (nats; 0.693 "
              f"is a coin) after two years of {DRIFT_FRAMES} frames, by half-life, for "
              f"true ratings drifting by a yearly amount of standard deviation …"]
    table_rows = {d: drift_log_loss(seed, players, DRIFT_FRAMES, d, spread) for d in DRIFTS}
    lines.append("    half-life  " + "".join(f"{d:>8.0f}/yr" for d in DRIFTS)
                 + "   worst regret")
    regrets = {}
    for hl in HALF_LIVES:
        regret = max(table_rows[d][hl] - min(table_rows[d].values()) for d in DRIFTS)
        regrets[hl] = regret
    best = min(regrets, key=lambda h: regrets[h])
    for hl in HALF_LIVES:
        label = "no decay" if hl is None else f"{hl:.0f} days"
        lines.append(f"    {label:>9s}  " + "".join(f"{table_rows[d][hl]:11.4f}"
                                                  for d in DRIFTS)
                     + f"   {regrets[hl]:.4f}" + ("   ← least worst regret" if hl == best
                                                    else ""))
    return "\n".join(lines)
