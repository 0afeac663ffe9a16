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


#: Where the history a chart or report reads was played: both, on the screen, at a real
#: table (a session's ``where_kind``, revision 0006).
WHERE_SCOPES = ("all", "screen", "real")


def check_where_scope(where: str) -> str:
    """``where`` if it is one of :data:`WHERE_SCOPES`; ValueError otherwise (a filter
    that silently meant "all" would mix what the label says is apart)."""
    if where not in WHERE_SCOPES:
        raise ValueError(f"where must be one of {', '.join(WHERE_SCOPES)}, not {where!r}")
    return where


def played_where(q: AnySelect, kind_column: Any, where: str) -> AnySelect:
    """``q`` limited to sessions played ``where`` ("all": no limit); ``kind_column`` is
    the sessions' ``where_kind``."""
    if check_where_scope(where) == "all":
        return q
    return q.where(kind_column == where)
