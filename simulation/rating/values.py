"""The values the rating model reads and returns (frozen, JSON-shaped).

Its input is a list of frames, each with its sides, winner, discipline, date and where it was
played — the store's reader (``coach_app/store/games_read.py``) makes them from the
history, ``pyramid-coach rating --frames FILE`` reads them from a file, the benchmarks
make them from simulated frames. A side is people of the history, or the computer at one
of its levels (a seat of a game against the computer), or both (a pair with the computer as
partner). A frame without ``where`` was played on the screen.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime
from enum import StrEnum
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from simulation.ai.levels import LEVEL_NAMES
from simulation.rules.state import DISCIPLINES
from simulation.validation import validate


class Where(StrEnum):
    """Where a frame was played: on the screen (the program's table) or a real table."""

    SCREEN = "screen"
    REAL = "real"


#: The views of ``pyramid-coach rating --where``: real and screen kept apart, or together.
VIEWS = ("real", "screen", "all")


def where_of(value: Any) -> Where:
    """A history's ``where`` in any of its shapes: missing (the screen), a word, or
    ``{"kind": "real", "table": NAME}`` (docs/headless.md's practice log)."""
    if isinstance(value, Mapping):
        value = value.get("kind")
    return Where.REAL if value == Where.REAL else Where.SCREEN


@dataclass(frozen=True)
class Side:
    """One side of a frame: its name on the score sheet, the people who played it, the
    levels of the computer seats among them, and its фора — ``handicap`` points it started
    with (the classic game) or ``race``, the balls it needed (the games to eight balls)."""

    name: str
    players: tuple[str, ...] = ()
    levels: tuple[str, ...] = ()
    handicap: int = 0
    race: int | None = None

    @property
    def members(self) -> tuple[str, ...]:
        """The rated entities: each person by name, each computer seat as ``computer:LEVEL``."""
        return (*self.players, *(computer_key(lv) for lv in self.levels))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "players": list(self.players),
                               "levels": list(self.levels)}
        if self.handicap:
            out["handicap"] = self.handicap
        if self.race is not None:
            out["race"] = self.race
        return out


def computer_key(level: str) -> str:
    """The name a computer level is rated under (never a person's: it has a colon)."""
    return f"computer:{level}"


@dataclass(frozen=True)
class FrameResult:
    """A finished frame. ``winner`` is the index of the winning side, None for a draw."""

    id: str
    discipline: str
    played_at: datetime
    sides: tuple[Side, ...]
    winner: int | None
    where: Where = Where.SCREEN
    game_id: str = ""

    @property
    def day(self) -> date:
        return self.played_at.astimezone(UTC).date()

    @property
    def shares(self) -> tuple[float, ...]:
        """The share of the win each side took (a draw is shared equally)."""
        n = len(self.sides)
        if self.winner is None:
            return tuple(1.0 / n for _ in range(n))
        return tuple(1.0 if k == self.winner else 0.0 for k in range(n))

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "discipline": self.discipline,
                "played_at": self.played_at.astimezone(UTC).isoformat().replace(
                    "+00:00", "Z"),
                "where": str(self.where), "game_id": self.game_id,
                "sides": [s.to_json() for s in self.sides], "winner": self.winner}


# ----------------------------------------------------------------- reading a file
Name = Annotated[str, Field(strict=True, min_length=1, max_length=100)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class SideModel(_Strict):
    name: Name
    players: Annotated[list[Name], Field(max_length=4)] = []
    levels: Annotated[list[Literal[LEVEL_NAMES]], Field(max_length=4)] = []  # type: ignore[valid-type]
    handicap: Annotated[int, Field(strict=True, ge=0, le=70)] = 0
    race: Annotated[int, Field(strict=True, ge=1, le=8)] | None = None


class FrameModel(_Strict):
    id: Annotated[str, Field(strict=True, max_length=100)] = ""
    discipline: Literal[DISCIPLINES]  # type: ignore[valid-type]
    played_at: Annotated[str, Field(strict=True, min_length=10, max_length=40)]
    sides: Annotated[list[SideModel], Field(min_length=2, max_length=4)]
    winner: Annotated[int, Field(strict=True, ge=0, le=3)] | None
    where: Literal["screen", "real"] = "screen"
    game_id: Annotated[str, Field(strict=True, max_length=100)] = ""


class FramesModel(_Strict):
    frames: Annotated[list[FrameModel], Field(max_length=200_000)]


def frames_from_json(data: Any, where: str = "input") -> tuple[FrameResult, ...]:
    """``{"frames": [...]}`` checked in full (InputError naming the field)."""
    from simulation.errors import InputError

    checked = validate(FramesModel, data, where)
    out = []
    for i, f in enumerate(checked.frames):
        at = f"{where}.frames[{i}]"
        try:
            when = datetime.fromisoformat(f.played_at)
        except ValueError:
            raise InputError(f"{at}.played_at", "must be a date or date-time (ISO 8601)"
                             ) from None
        if when.tzinfo is None:
            when = when.replace(tzinfo=UTC)
        if f.winner is not None and f.winner >= len(f.sides):
            raise InputError(f"{at}.winner", f"must be the index of a side (0 to "
                             f"{len(f.sides) - 1}) or null for a draw")
        sides = tuple(Side(s.name, tuple(s.players), tuple(s.levels), s.handicap, s.race)
                      for s in f.sides)
        for k, s in enumerate(sides):
            if not s.members:
                raise InputError(f"{at}.sides[{k}]", "names no player and no computer level")
        seen = [m for s in sides for m in s.members]
        if len(seen) != len(set(seen)):
            raise InputError(f"{at}.sides", "a player plays on two sides")
        out.append(FrameResult(f.id or f"frame-{i + 1}", f.discipline, when, sides, f.winner,
                               Where(f.where), f.game_id))
    return tuple(out)
