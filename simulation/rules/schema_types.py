"""The JSON types the referee's values are checked with (pydantic 2 annotations).

Shared by the state (:mod:`simulation.rules.state`), its schema
(:mod:`simulation.rules.state_schema`) and a real table's outcome
(:mod:`simulation.rules.outcome`): strings of bounded length, finite numbers, ball ids, points.
``Strict`` models refuse unknown keys, NaN and any coercion ("3" is not a number).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from simulation.balls import ALL_BALLS
from simulation.table import POCKET_IDS

MAX_POINTS = 100_000
MAX_SHEET = 20_000

Id = Annotated[str, Field(strict=True, min_length=1, max_length=64)]
Int = Annotated[int, Field(strict=True, ge=-MAX_POINTS, le=MAX_POINTS)]
Count = Annotated[int, Field(strict=True, ge=0, le=10_000_000)]
Num = Annotated[float, Field(strict=True, allow_inf_nan=False)]
Point = Annotated[list[Num], Field(min_length=2, max_length=2)]
Ball = Literal[ALL_BALLS]  # type: ignore[valid-type]
PocketId = Literal[POCKET_IDS]  # type: ignore[valid-type]


def one_of(words: type[StrEnum]) -> Any:
    """The JSON type of an enum's values: a literal of its members, so the plain strings of
    the JSON are accepted and come back as members."""
    return Literal[tuple(words)]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, allow_inf_nan=False, frozen=True)
