"""Where a session was played, checked: a value every layer passes (the screens, the
journal of kept writes, an import file, ``practice log``), so it loads without SQLAlchemy.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from coach_app.store.errors import StoreError
from coach_app.store.records import SCREEN, Where
from simulation.errors import InputError

WHERE_KINDS = ("screen", "real")
MAX_TABLE_NAME = 100


def check_where(where: Where) -> None:
    if where.kind not in WHERE_KINDS:
        raise StoreError("invalid", f"where.kind must be one of {WHERE_KINDS}", "where")
    if where.table is not None and not 0 < len(where.table) <= MAX_TABLE_NAME:
        raise StoreError("invalid", f"where.table must be 1 to {MAX_TABLE_NAME} characters",
                         "where")


def where_from_json(value: Any, field_name: str = "where") -> Where:
    """``{"kind": "real", "table": NAME}`` (table optional), checked; InputError otherwise.
    No value at all is the screen (what every older file meant)."""
    if value is None:
        return SCREEN
    if not isinstance(value, Mapping):
        raise InputError(field_name, 'must be {"kind": "real" or "screen", "table": NAME}')
    extra = sorted(set(value) - {"kind", "table"})
    if extra:
        raise InputError(f"{field_name}.{str(extra[0])[:40]}", "unknown field")
    kind = value.get("kind")
    if kind not in WHERE_KINDS:
        raise InputError(f"{field_name}.kind", 'must be "real" or "screen"')
    table = value.get("table")
    if table is not None:
        if not isinstance(table, str) or not table.strip() \
                or len(table.strip()) > MAX_TABLE_NAME:
            raise InputError(f"{field_name}.table",
                             f"must be a table's name of 1 to {MAX_TABLE_NAME} characters")
        table = table.strip()
    if kind == "screen" and table is not None:
        raise InputError(f"{field_name}.table", "names a real table: kind must be \"real\"")
    return SCREEN if kind == "screen" else Where("real", table)
