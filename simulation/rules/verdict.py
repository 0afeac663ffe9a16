"""The referee's answer to one shot, and what a player says before it (call, placement)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Annotated, Any

from simulation.errors import InputError
from simulation.rules.codes import Foul
from simulation.rules.fields import J, plain
from simulation.rules.schema_types import Ball, PocketId
from simulation.rules.state import Pending
from simulation.rules.vocab import Turn
from simulation.table import POCKET_IDS, Vec


@dataclass(frozen=True)
class Call:
    """Classic 71 5.2: the object ball and the pocket named before the shot. Pyramid T 4.1.2
    also lets the cue ball be called («сыгрываются ... биток от прицельных шаров», the
    свояк): ``ball`` is then "cue"; whether the discipline allows it is the referee's check
    (:meth:`simulation.rules.base.Referee.check_call`)."""

    ball: Annotated[str, J(Ball)]
    pocket: Annotated[str, J(PocketId)]

    @classmethod
    def from_json(cls, data: Any, where: str = "call") -> Call:
        if not isinstance(data, dict):
            raise InputError(where, "must be an object {\"ball\": \"5\", \"pocket\": \"BR\"}")
        unknown = sorted(set(data) - {"ball", "pocket"})
        if unknown:
            raise InputError(f"{where}.{unknown[0]}", "unknown field")
        ball, pocket = data.get("ball"), data.get("pocket")
        if not isinstance(ball, str) or ball not in {"cue", *(str(n) for n in range(1, 16))}:
            raise InputError(f"{where}.ball", "must be an object ball '1'..'15' (or 'cue' "
                             f"where the cue ball may be called), not {ball!r}")
        if pocket not in POCKET_IDS:
            raise InputError(f"{where}.pocket", f"unknown pocket {pocket!r}")
        return cls(ball, pocket)

    def to_json(self) -> dict[str, str]:
        return {"ball": self.ball, "pocket": self.pocket}


@dataclass(frozen=True)
class Verdict:
    """What the referee ruled on one shot.

    ``points`` are this shot's score changes per side (penalty balls and cue-ball
    replacements are decisions and score when decided). ``completed`` is the clause that made
    the shot legal ("20.2.1", "13.1.2", ...). ``turn`` is a :class:`~simulation.rules.vocab.Turn`:
    "continues" (7.1), "passes" (7.2), "decision" (something is owed first), "over", or
    "replay" (the same shot again, 22.2 and 26.1). ``notes`` are non-foul rulings as codes
    (:class:`~simulation.rules.vocab.Note`, e.g. "unrequested_respotted", Classic 5.4).
    ``respotted`` says where each re-spotted ball goes and ``spots`` the same in the
    referee's words (:class:`~simulation.rules.vocab.Spot`: "back_spot", "spotting_line",
    "where_it_stood" …), for a view to put into a sentence.
    """

    legal: bool
    fouls: tuple[Foul, ...]
    points: Mapping[str, int]
    scored: tuple[str, ...]
    respotted: Mapping[str, Vec]
    pocketed: tuple[str, ...]
    off_table: tuple[str, ...]
    completed: str | None
    turn: Turn
    to_move: str | None
    pending: Pending | None
    winner: str | None
    call: Call | None = None
    call_made: bool | None = None
    notes: tuple[str, ...] = field(default_factory=tuple)
    spots: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "turn", Turn(self.turn))

    def to_json(self) -> dict[str, Any]:
        return {
            "legal": self.legal,
            "fouls": [f.to_json() for f in self.fouls],
            "points": dict(self.points),
            "scored": list(self.scored),
            "respotted": [{"ball": b, "pos": [p[0], p[1]], "spot": plain(self.spots.get(b))}
                          for b, p in self.respotted.items()],
            "pocketed": list(self.pocketed),
            "off_table": list(self.off_table),
            "completed": self.completed,
            "call": None if self.call is None else self.call.to_json(),
            "call_made": self.call_made,
            "turn": plain(self.turn),
            "to_move": self.to_move,
            "pending": None if self.pending is None else self.pending.to_json(),
            "winner": self.winner,
            "notes": plain(self.notes),
        }
