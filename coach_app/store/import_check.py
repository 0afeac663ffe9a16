"""What an imported row may hold, beyond its column types: the enums, ranges and JSON
shapes every reader of the history relies on.

An import file comes from another machine and lands in a database a whole club may read:
one ``sessions.kind`` of "evil" or a ``games.sides`` of 5 would make every later read raise.
So each row is checked here, after its column types (exchange.py) and before anything is
written; the JSON-valued columns are checked with pydantic against the shapes the program
itself writes.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from typing import Annotated, Any

from pydantic import ConfigDict, Field, StrictInt, StrictStr, TypeAdapter, ValidationError

from coach_app.store import models as m
from simulation.errors import InputError
from simulation.table import TableSpec

#: Whole numbers in the history are counts, points and numbers of things: well inside 32
#: bits, and far inside the 64 bits PostgreSQL's BIGINT and SQLite hold.
INT_LIMIT = 2**31 - 1
#: Dates a history can hold: anything outside is a typing error or an attack on date maths.
EARLIEST = datetime(1970, 1, 1, tzinfo=UTC)
LATEST = datetime(2200, 1, 1, tzinfo=UTC)
#: Size limits for the JSON-valued columns.
MAX_ITEMS = 10_000
MAX_DEPTH = 12

Name = Annotated[StrictStr, Field(min_length=1, max_length=100)]
_STRICT = ConfigDict(strict=True)
_sides = TypeAdapter(Annotated[list[Name], Field(min_length=1, max_length=8)], config=_STRICT)
_scores = TypeAdapter(dict[Annotated[StrictStr, Field(max_length=100)],
                           Annotated[StrictInt, Field(ge=-INT_LIMIT, le=INT_LIMIT)]],
                      config=_STRICT)
_sheet = TypeAdapter(Annotated[list[dict[StrictStr, Any]], Field(max_length=MAX_ITEMS)],
                     config=_STRICT)
_object = TypeAdapter(dict[StrictStr, Any], config=_STRICT)


def _plain_json(value: Any, where: str, depth: int = 0) -> None:
    """Only JSON values, not too deep, no NaN or infinities, no huge numbers."""
    if depth > MAX_DEPTH:
        raise InputError(where, f"is nested more than {MAX_DEPTH} deep")
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return
    if isinstance(value, int):
        if abs(value) > 2**53:
            raise InputError(where, "holds a number too large")
        return
    if isinstance(value, float):
        if not math.isfinite(value):
            raise InputError(where, "holds NaN or infinity")
        return
    if isinstance(value, list):
        if len(value) > MAX_ITEMS:
            raise InputError(where, f"holds more than {MAX_ITEMS} items")
        for i, v in enumerate(value):
            _plain_json(v, f"{where}[{i}]", depth + 1)
        return
    if isinstance(value, dict):
        if len(value) > MAX_ITEMS:
            raise InputError(where, f"holds more than {MAX_ITEMS} items")
        for k, v in value.items():
            _plain_json(v, f"{where}.{k}", depth + 1)
        return
    raise InputError(where, "is not JSON")


def _shape(adapter: TypeAdapter[Any], value: Any, where: str) -> None:
    try:
        adapter.validate_python(value)
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in first["loc"])
        raise InputError(f"{where}{loc}", first["msg"].lower()) from None


def check_int(value: int, where: str) -> None:
    if not -INT_LIMIT <= value <= INT_LIMIT:
        raise InputError(where, f"must be between {-INT_LIMIT} and {INT_LIMIT}")


def check_time(value: datetime, where: str) -> datetime:
    """An aware UTC time inside the history's range (raises InputError otherwise)."""
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    try:
        value = value.astimezone(UTC)
    except OverflowError:
        raise InputError(where, "is out of range") from None
    if not EARLIEST <= value < LATEST:
        raise InputError(where, f"must fall between {EARLIEST.year} and {LATEST.year}")
    return value


def _one_of(allowed: tuple[str, ...]) -> Callable[[Any, str], None]:
    def check(value: Any, where: str) -> None:
        if value not in allowed:
            raise InputError(where, f"must be one of {', '.join(allowed)}")
    return check


def _table(value: Any, where: str) -> None:
    try:
        TableSpec.from_dict(value)
    except InputError as exc:
        raise InputError(f"{where}{exc.field.removeprefix('table')}", exc.message) from None
    except TypeError:
        raise InputError(where, "is not a table specification") from None


def _shaped(adapter: TypeAdapter[Any]) -> Callable[[Any, str], None]:
    return lambda value, where: _shape(adapter, value, where)


def _optional(check: Callable[[Any, str], None]) -> Callable[[Any, str], None]:
    """``check``, with NULL allowed."""
    def checked(value: Any, where: str) -> None:
        if value is not None:
            check(value, where)
    return checked


def _plan_items(value: Any, where: str) -> None:
    from coach_app.store.plans import check_items

    try:
        check_items(value, where)
    except InputError as exc:
        raise InputError(exc.field, exc.message) from None


#: table -> column -> check, for the columns whose type says too little.
CHECKS: Mapping[str, Mapping[str, Callable[[Any, str], None]]] = {
    "players": {"role": _one_of(m.ROLES)},
    "sessions": {"kind": _one_of(m.SESSION_KINDS), "table_spec": _table,
                 "end_reason": _optional(_one_of((m.INTERRUPTED,)))},
    "attempts": {"detail": _optional(_shaped(_object))},
    "games": {"sides": _shaped(_sides), "options": _shaped(_object)},
    "frames": {"scores": _optional(_shaped(_scores)), "sheet": _optional(_shaped(_sheet))},
    "shots": {"verdict": _optional(_shaped(_object))},
    "plans": {"items": _plan_items},
}


def check_row(table: str, row: Mapping[str, Any], where: str) -> None:
    """Raise InputError (naming the field) when ``row`` is not one the program could have
    written. Column types were checked already."""
    for column, value in row.items():
        place = f"{where}.{column}"
        if isinstance(value, dict | list):
            _plain_json(value, place)
        elif isinstance(value, int) and not isinstance(value, bool):
            check_int(value, place)
        elif isinstance(value, datetime):
            check_time(value, place)
    for column, check in CHECKS.get(table, {}).items():
        if column in row:
            check(row[column], f"{where}.{column}")
    if table == "games" and row.get("player_side") not in (None, *(row.get("sides") or ())):
        raise InputError(f"{where}.player_side", "must be one of the game's sides")
