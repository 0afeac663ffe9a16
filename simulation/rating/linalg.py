"""The little dense linear algebra the rating fit needs, in pure Python.

A club has tens of players (a few hundred at most), so the Newton step of the fit is a
Cholesky solve of an n × n symmetric positive-definite matrix: n = 50 takes about 20 ms
here. The core has no numpy; this keeps it so.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Matrix = list[list[float]]


def cholesky(a: Sequence[Sequence[float]]) -> Matrix:
    """The lower-triangular ``L`` with ``L Lᵀ = a`` (``a`` symmetric positive definite).

    ValueError if ``a`` is not positive definite (the fit's matrix always is: every player
    has a proper prior)."""
    n = len(a)
    low: Matrix = [[0.0] * n for _ in range(n)]
    for i in range(n):
        row_i = low[i]
        for j in range(i + 1):
            row_j = low[j]
            s = a[i][j]
            for k in range(j):
                s -= row_i[k] * row_j[k]
            if i == j:
                if s <= 0.0:
                    raise ValueError("matrix is not positive definite")
                row_i[i] = math.sqrt(s)
            else:
                row_i[j] = s / row_j[j]
    return low


def solve_cholesky(low: Matrix, b: Sequence[float]) -> list[float]:
    """``x`` with ``L Lᵀ x = b``."""
    n = len(low)
    y = [0.0] * n
    for i in range(n):
        row = low[i]
        s = b[i]
        for k in range(i):
            s -= row[k] * y[k]
        y[i] = s / row[i]
    x = [0.0] * n
    for i in range(n - 1, -1, -1):
        s = y[i]
        for k in range(i + 1, n):
            s -= low[k][i] * x[k]
        x[i] = s / low[i][i]
    return x


def inverse(low: Matrix) -> Matrix:
    """The inverse of ``L Lᵀ`` (the covariance of the Laplace approximation)."""
    n = len(low)
    cols = []
    for j in range(n):
        e = [0.0] * n
        e[j] = 1.0
        cols.append(solve_cholesky(low, e))
    return [[cols[j][i] for j in range(n)] for i in range(n)]
