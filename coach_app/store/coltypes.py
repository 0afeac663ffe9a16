"""Column types shared by the models and the migrations.

Times are stored as naive UTC (SQLite has no time zones) and come back as aware UTC, so
sorting and date ranges agree between SQLite and PostgreSQL. Ids are UUID strings made on
the machine that recorded the row: a student's history merges into a coach's database by
id, with no renumbering and no duplicates.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import DateTime, Dialect
from sqlalchemy.types import TypeDecorator

ID_LENGTH = 36


def new_id() -> str:
    return str(uuid.uuid4())


def utc_now() -> datetime:
    return datetime.now(UTC)


def as_utc(value: datetime) -> datetime:
    """An aware UTC time; a naive time is taken as the local time of this machine."""
    return value.astimezone(UTC) if value.tzinfo else value.astimezone().astimezone(UTC)


class UTCDateTime(TypeDecorator[datetime]):
    """Aware UTC datetimes in Python, naive UTC in the database."""

    impl = DateTime
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        return None if value is None else as_utc(value).replace(tzinfo=None)

    def process_result_value(self, value: Any, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if isinstance(value, str):  # raw SQLite text, e.g. from a hand-made fixture
            value = datetime.fromisoformat(value)
        return value.replace(tzinfo=UTC)

