"""The statistics behind the weak-spot drills: a player's trend, and how sure a gap is.

Pure Python (the core imports no numerical library): a logistic regression fitted by
iteratively reweighted least squares, the exact tail of a sum of unequal Bernoulli trials
(the Poisson-binomial distribution) and Holm's step-down adjustment for testing many cells
at once. docs/drills.md ("Drills from the player's weak spots") says why these three.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

#: IRLS stops when no coefficient moves more than this, or after MAX_ITER rounds.
TOLERANCE = 1e-9
MAX_ITER = 50
#: A touch of ridge (times the number of records) keeps a fit with a constant column, or
#: a history of one distance only, solvable; it moves no coefficient measurably.
RIDGE = 1e-6


@dataclass(frozen=True)
class Fit:
    """Logistic regression coefficients and their covariance (the inverse Fisher
    information), for features laid out as in the fitted rows."""

    coef: tuple[float, ...]
    cov: tuple[tuple[float, ...], ...]

    def predict(self, x: Sequence[float]) -> float:
        return _sigmoid(sum(c * v for c, v in zip(self.coef, x, strict=True)))

    def mean(self, rows: Sequence[Sequence[float]]) -> tuple[float, float]:
        """The mean predicted rate over ``rows`` and its variance from the fit's own
        uncertainty (delta method: the gradient of the mean through the covariance)."""
        n = len(rows)
        ps = [self.predict(x) for x in rows]
        grad = [sum(p * (1 - p) * x[j] for p, x in zip(ps, rows, strict=True)) / n
                for j in range(len(self.coef))]
        var = sum(grad[i] * self.cov[i][j] * grad[j]
                  for i in range(len(grad)) for j in range(len(grad)))
        return sum(ps) / n, max(0.0, var)


def _sigmoid(t: float) -> float:
    if t >= 0:
        return 1.0 / (1.0 + math.exp(-t))
    e = math.exp(t)
    return e / (1.0 + e)


def logistic_fit(rows: Sequence[Sequence[float]], ys: Sequence[bool],
                 start: Sequence[float] | None = None) -> Fit:
    """Maximum-likelihood logistic regression of ``ys`` on ``rows`` (each row starts with
    its constant 1.0), from ``start`` (a nearby fit converges in two or three rounds).
    Deterministic: the same rows give the same fit."""
    k = len(rows[0])
    beta = list(start) if start is not None else [0.0] * k
    info = _identity(k)
    for _ in range(MAX_ITER):
        info = [[RIDGE * len(rows) if i == j else 0.0 for j in range(k)] for i in range(k)]
        score = [-RIDGE * len(rows) * b for b in beta]
        for x, y in zip(rows, ys, strict=True):
            p = _sigmoid(sum(b * v for b, v in zip(beta, x, strict=True)))
            w = p * (1 - p)
            r = (1.0 if y else 0.0) - p
            for i in range(k):
                score[i] += r * x[i]
                wi = w * x[i]
                for j in range(k):
                    info[i][j] += wi * x[j]
        step = solve(info, score)
        beta = [b + s for b, s in zip(beta, step, strict=True)]
        if max(abs(s) for s in step) < TOLERANCE:
            break
    cov = tuple(tuple(solve(info, e)) for e in _identity(k))
    return Fit(tuple(beta), cov)


def _identity(k: int) -> list[list[float]]:
    return [[1.0 if i == j else 0.0 for j in range(k)] for i in range(k)]


def solve(a: Sequence[Sequence[float]], b: Sequence[float]) -> list[float]:
    """``a x = b`` by Gaussian elimination with partial pivoting (a small dense system)."""
    k = len(b)
    m = [[*row, v] for row, v in zip(a, b, strict=True)]
    for c in range(k):
        p = max(range(c, k), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        if m[c][c] == 0:
            continue
        for r in range(k):
            if r != c:
                f = m[r][c] / m[c][c]
                if f:
                    m[r] = [x - f * y for x, y in zip(m[r], m[c], strict=True)]
    return [m[i][k] / m[i][i] if m[i][i] else 0.0 for i in range(k)]


def poisson_binomial_cdf(ps: Sequence[float], k: int) -> float:
    """P(at most ``k`` successes) in independent trials with success chances ``ps``: the
    exact chance of doing this badly or worse if the player were on his trend."""
    dist = [1.0]
    for p in ps:
        nxt = [0.0] * (len(dist) + 1)
        for j, q in enumerate(dist):
            nxt[j] += q * (1 - p)
            nxt[j + 1] += q * p
        dist = nxt
    return min(1.0, sum(dist[: k + 1]))


def holm(pvalues: Sequence[float]) -> list[float]:
    """Holm's step-down adjusted p-values (same order as given): reject where the adjusted
    value is at most the family's alpha, which keeps the chance of calling any flawless
    cell weak at most alpha, however the cells depend on each other."""
    m = len(pvalues)
    order = sorted(range(m), key=lambda i: pvalues[i])
    out = [0.0] * m
    running = 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, (m - rank) * pvalues[i]))
        out[i] = running
    return out
