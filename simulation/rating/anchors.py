"""The computer's levels on the rating scale, and the race units: the measured data file.

``pyramid-coach bench rating`` plays computer-vs-computer frames between the levels and
writes ``simulation/rating/data/levels.json``: each level's rating and uncertainty (over
all its frames, and per discipline family it was measured in), the race unit of each
discipline measured (:mod:`simulation.rating.race`), the pairings played with their seeds,
and the date. The rating model uses the levels as anchors: a frame against the computer
counts against the level's measured rating, so a player who has played the computer sees
where they stand among its levels ("you play like the club level"); the spread of the
levels sets the prior of a person (:data:`Anchors.prior_sd`).

The file is data: read with ``json`` and checked field by field (never evaluated).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from simulation.ai.levels import LEVEL_NAMES
from simulation.datalimits import loads_json, read_file_bytes
from simulation.errors import InputError
from simulation.rating.families import FAMILIES
from simulation.rules.state import DISCIPLINES
from simulation.validation import validate

FORMAT = "pyramid-coach-level-ratings"
VERSION = 1
DATA_FILE = Path(__file__).resolve().parent / "data" / "levels.json"

#: Where a discipline's race unit comes from when it was not measured itself: the games
#: to eight balls share Free pyramid's (the same race in balls), Classic 51 shares Classic
#: 71's (the same game to fewer points). Pyramid T has no фора in the texts.
UNIT_SOURCES: Mapping[str, str | None] = {
    "free": "free", "combined": "free", "dynamic": "free", "classic-8": "free",
    "classic-71": "classic-71", "classic-51": "classic-71", "pyramid-t": None,
}
#: A person's prior when no level data is at hand: the spread of chess club players'
#: ratings (about 350 points), used only if the data file is missing.
FALLBACK_PRIOR_SD = 350.0


@dataclass(frozen=True)
class LevelRating:
    level: str
    rating: float
    sd: float

    def to_json(self) -> dict[str, Any]:
        return {"level": self.level, "rating": round(self.rating, 1), "sd": round(self.sd, 1)}


@dataclass(frozen=True)
class Unit:
    """A discipline's race unit: ``points`` per unit (and its standard deviation), the
    points to win (``target``), and the discipline it was measured in (``source``)."""

    discipline: str
    points: float
    sd: float
    target: int
    source: str

    def to_json(self) -> dict[str, Any]:
        return {"discipline": self.discipline, "points": round(self.points, 3),
                "sd": round(self.sd, 3), "target": self.target, "measured_in": self.source}


@dataclass(frozen=True)
class Anchors:
    levels: Mapping[str, LevelRating] = field(default_factory=dict)
    families: Mapping[str, Mapping[str, LevelRating]] = field(default_factory=dict)
    units: Mapping[str, Unit] = field(default_factory=dict)
    prior_sd: float = FALLBACK_PRIOR_SD
    measured: str = ""
    seed: int = 0
    raw: Mapping[str, Any] = field(default_factory=dict)

    def for_family(self, family: str) -> Mapping[str, LevelRating]:
        """The levels as measured in ``family``, else over all the frames played."""
        return self.families.get(family) or self.levels

    def unit(self, discipline: str) -> Unit | None:
        """``discipline``'s race unit (measured, or borrowed per :data:`UNIT_SOURCES`)."""
        source = UNIT_SOURCES.get(discipline)
        found = self.units.get(discipline) or (self.units.get(source) if source else None)
        if found is None:
            return None
        target = found.target
        if discipline == "classic-51":
            target = 51
        return Unit(discipline, found.points, found.sd, target, found.source)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


Num = Annotated[float, Field(allow_inf_nan=False)]
Level = Literal[LEVEL_NAMES]  # type: ignore[valid-type]


class _LevelModel(_Strict):
    rating: Num
    sd: Annotated[float, Field(gt=0, allow_inf_nan=False)]


class _UnitModel(_Strict):
    points: Annotated[float, Field(gt=0, allow_inf_nan=False)]
    sd: Annotated[float, Field(ge=0, allow_inf_nan=False)]
    target: Annotated[int, Field(strict=True, ge=1, le=200)]
    frames: Annotated[int, Field(strict=True, ge=0)] = 0
    method: str = ""
    runs: dict[str, Any] = {}


class _FileModel(_Strict):
    format: Literal[FORMAT]  # type: ignore[valid-type]
    version: Literal[VERSION]  # type: ignore[valid-type]
    measured: str
    command: str = ""
    seed: Annotated[int, Field(strict=True, ge=0)]
    scale: dict[str, Any]
    prior_sd: Annotated[float, Field(gt=0, allow_inf_nan=False)]
    levels: dict[Level, _LevelModel]
    families: dict[Literal[tuple(FAMILIES)], dict[Level, _LevelModel]] = {}  # type: ignore[valid-type]
    units: dict[Literal[DISCIPLINES], _UnitModel] = {}  # type: ignore[valid-type]
    pairings: list[dict[str, Any]] = []
    seconds: Num = 0.0


def anchors_from_json(data: Any, where: str = "levels") -> Anchors:
    checked = validate(_FileModel, data, where)

    def levels(d: Mapping[str, _LevelModel]) -> dict[str, LevelRating]:
        return {k: LevelRating(k, v.rating, v.sd) for k, v in d.items()}

    return Anchors(levels(checked.levels),
                   {f: levels(d) for f, d in checked.families.items()},
                   {d: Unit(d, u.points, u.sd, u.target, d) for d, u in checked.units.items()},
                   checked.prior_sd, checked.measured, checked.seed, dict(data))


def load_anchors(path: str | Path | None = None) -> Anchors:
    """The shipped levels (or the file at ``path``); no anchors if the shipped file is
    missing (a person's prior then falls back to :data:`FALLBACK_PRIOR_SD`)."""
    target = Path(path) if path is not None else DATA_FILE
    if path is None and not target.exists():
        return Anchors()
    try:
        text = read_file_bytes(str(target), "--levels").decode("utf-8")
    except UnicodeDecodeError:
        raise InputError("--levels", f"{target.name} is not UTF-8 text") from None
    return anchors_from_json(loads_json(text, "--levels"), str(target.name))
