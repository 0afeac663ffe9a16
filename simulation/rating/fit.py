"""The rating fit: the most probable strengths given every frame and a prior (MAP).

The model (docs/ratings.md) is Bradley–Terry in its many-sided form (Plackett–Luce's first
place): a side's strength ``η`` is the mean of its players' strengths ``θ`` (a pair plays
as well as its two players on average) plus an offset (a handicap's worth, in the same
units), and side ``k`` of a frame wins with chance ``exp η_k / Σ_j exp η_j`` — for two sides
the logistic ``1 / (1 + exp(η_b − η_a))``. A draw counts as a share of a win for each side
(half each between two), as chess ratings do. Each frame has a weight (older frames weigh
less, :mod:`simulation.rating.league`).

Every strength has a normal prior (a person's: the club's spread; a computer level's: its
measured rating and uncertainty, :mod:`simulation.rating.anchors`), so a player with no
frames, or a group of players who never met the rest, still has a rating, and the
posterior is strictly concave: Newton's method with step halving finds its one maximum.
The uncertainty is the Laplace approximation: the inverse of the negative Hessian at the
maximum, whose diagonal gives each strength's standard deviation.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from simulation.rating.linalg import cholesky, inverse, solve_cholesky

#: Newton stops when no strength moves by more than this (logits; 1e-9 logit is 2e-7 Elo).
TOLERANCE = 1e-9
MAX_ITERATIONS = 100


@dataclass(frozen=True)
class Prior:
    """A normal prior on one strength, in logits."""

    mean: float
    sd: float


@dataclass(frozen=True)
class Contest:
    """One frame as the fit sees it: each side's players (indices into the priors), the
    share of the win each side took (1 for the winner, 0 for the others; ½ each for a
    draw between two), each side's offset in logits (a handicap) and the frame's weight."""

    sides: tuple[tuple[int, ...], ...]
    shares: tuple[float, ...]
    offsets: tuple[float, ...] = ()
    weight: float = 1.0

    def offset(self, k: int) -> float:
        return self.offsets[k] if self.offsets else 0.0


@dataclass(frozen=True)
class Fit:
    """The maximum of the posterior: strengths, their covariance and standard deviations."""

    theta: tuple[float, ...]
    sd: tuple[float, ...]
    cov: tuple[tuple[float, ...], ...]
    iterations: int

    def diff_sd(self, i: int, j: int) -> float:
        """The standard deviation of ``θ_i − θ_j`` (what a win chance depends on)."""
        v = self.cov[i][i] + self.cov[j][j] - 2.0 * self.cov[i][j]
        return math.sqrt(max(v, 0.0))


def side_chances(etas: Sequence[float]) -> list[float]:
    """Each side's chance of winning from its strength (a softmax, overflow-safe)."""
    top = max(etas)
    ex = [math.exp(e - top) for e in etas]
    total = sum(ex)
    return [x / total for x in ex]


def _etas(theta: Sequence[float], c: Contest) -> list[float]:
    return [sum(theta[i] for i in side) / len(side) + c.offset(k)
            for k, side in enumerate(c.sides)]


def log_posterior(theta: Sequence[float], priors: Sequence[Prior],
                  contests: Sequence[Contest]) -> float:
    total = 0.0
    for t, p in zip(theta, priors, strict=True):
        total -= 0.5 * ((t - p.mean) / p.sd) ** 2
    for c in contests:
        etas = _etas(theta, c)
        top = max(etas)
        lse = top + math.log(sum(math.exp(e - top) for e in etas))
        total += c.weight * sum(y * (e - lse) for y, e in zip(c.shares, etas, strict=True))
    return total


def _gradient_hessian(theta: Sequence[float], priors: Sequence[Prior],
                      contests: Sequence[Contest]) -> tuple[list[float], list[list[float]]]:
    """The gradient of the log posterior and its negative Hessian."""
    n = len(theta)
    grad = [-(t - p.mean) / p.sd ** 2 for t, p in zip(theta, priors, strict=True)]
    hess = [[0.0] * n for _ in range(n)]
    for i, p in enumerate(priors):
        hess[i][i] = 1.0 / p.sd ** 2
    for c in contests:
        probs = side_chances(_etas(theta, c))
        w = c.weight
        # Side k's derivative row: 1/|side| on each of its players.
        rows = [[(i, 1.0 / len(side)) for i in side] for side in c.sides]
        for k, row in enumerate(rows):
            r = w * (c.shares[k] - probs[k])
            for i, a in row:
                grad[i] += r * a
        # −∂²/∂θ² of the log-sum-exp term: Aᵀ (diag p − p pᵀ) A, times the weight.
        for k, row_k in enumerate(rows):
            for m, row_m in enumerate(rows):
                v = w * ((probs[k] if k == m else 0.0) - probs[k] * probs[m])
                if v == 0.0:
                    continue
                for i, a in row_k:
                    hi = hess[i]
                    for j, b in row_m:
                        hi[j] += v * a * b
    return grad, hess


def fit(priors: Sequence[Prior], contests: Sequence[Contest],
        start: Sequence[float] | None = None) -> Fit:
    """The MAP strengths (Newton from ``start``, else the prior means)."""
    theta = list(start) if start is not None else [p.mean for p in priors]
    if len(theta) != len(priors):
        raise ValueError("start must have one value per prior")
    current = log_posterior(theta, priors, contests)
    iterations = 0
    for iterations in range(1, MAX_ITERATIONS + 1):  # noqa: B007 (reported in the Fit)
        grad, hess = _gradient_hessian(theta, priors, contests)
        step = solve_cholesky(cholesky(hess), grad)
        scale = 1.0
        while True:
            trial = [t + scale * s for t, s in zip(theta, step, strict=True)]
            value = log_posterior(trial, priors, contests)
            if value >= current - 1e-12 or scale < 1e-6:
                break
            scale *= 0.5
        theta, current = trial, value
        if max((abs(scale * s) for s in step), default=0.0) < TOLERANCE:
            break
    _, hess = _gradient_hessian(theta, priors, contests)
    cov = inverse(cholesky(hess))
    return Fit(tuple(theta), tuple(math.sqrt(cov[i][i]) for i in range(len(theta))),
               tuple(tuple(r) for r in cov), iterations)
