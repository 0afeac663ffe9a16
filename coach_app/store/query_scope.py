"""Restrictions shared by the history's readers and its charts' queries.

Generic over the query's own row type, so a query keeps what it selects (the type checker
sees the columns a row unpacks to) after it is restricted.
"""

from __future__ import annotations

from typing import Any, TypeVar

from sqlalchemy import Select

from coach_app.store.records import Period

#: Any SELECT, whatever its columns.
AnySelect = TypeVar("AnySelect", bound="Select[*tuple[Any, ...]]")


def in_period(q: AnySelect, column: Any, period: Period | None) -> AnySelect:
    """``q`` limited to rows whose ``column`` falls in ``period`` (None: all time)."""
    lo, hi = (period or Period()).bounds()
    if lo is not None:
        q = q.where(column >= lo)
    if hi is not None:
        q = q.where(column < hi)
    return q
