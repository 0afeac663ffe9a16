"""The match a frame belongs to: a value carried inside the game state as ``"match"``.

A headless match (``game new --frames N`` or ``--format <team format>``) runs frame after frame
through ``game shot``/``judge``/``decide``/``auto``; the frame's own state knows nothing of the
frames around it, so this value carries what spans them. It lives in its own module so that
:mod:`simulation.rules.state` can parse it without importing the match logic
(:mod:`simulation.rules.matchplay`).

All the match's fields, in one place (the JSON keys are the field names):

* ``format``: null (a match of frames between the frame's sides: players, or pairs), or a team
  format ``"triathlon-3+3"``, ``"free-3+3"``, ``"free-2+2"``.
* ``frames``: frames in each (individual) match, "best of" — the first to ``frames // 2 + 1``
  wins it (General rules 14; the team formats' 2.4 leave the length to the judges).
* ``lag``: each (individual) match's first frame starts with the lag (8; team formats 3.1).
* ``teams``: team formats only — ``{"A": {"name": …, "players": [board 1, board 2, …]}, "B": …}``.
* ``boards``: team formats only — the discipline each board plays, in board order.
* ``first_side``: the side (team in team formats) that broke the current match's first frame;
  null until a lag has settled it. Later frames alternate from it (14.1, team formats 3.2).
* ``number``: the current (individual) match, 1-based; ``board``: its board ("1", "2", "3", or
  "1/2" for Free 2+2's deciding match, 2.7), null outside team formats; ``frame``: the current
  frame of that match, 1-based.
* ``frames_won``: frames won in the current (individual) match, per side (per team in team
  formats, since the deciding Free 2+2 match changes players between frames).
* ``team_points``: team formats only — individual matches won per team (2.5).
* ``sheet``: the match sheet — one ``{"event": "frame", …}`` per finished frame (with that
  frame's own sheet) and, in team formats, one ``{"event": "individual", …}`` per finished
  individual match.
* ``winner``: the side (team) that won the match; ``over``: the match is finished.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, cast

from simulation.errors import InputError
from simulation.rules.fields import plain
from simulation.rules.vocab import TEAM_KEYS, TeamFormat

TEAM_FORMATS: tuple[TeamFormat, ...] = tuple(TeamFormat)


@dataclass(frozen=True)
class Team:
    name: str
    players: tuple[str, ...]


@dataclass(frozen=True)
class MatchInfo:
    """See the module docstring for every field."""

    format: TeamFormat | None
    frames: int
    lag: bool = False
    teams: Mapping[str, Team] | None = None
    boards: tuple[str, ...] = ()
    first_side: str | None = None
    number: int = 1
    board: str | None = None
    frame: int = 1
    frames_won: Mapping[str, int] = field(default_factory=dict)
    team_points: Mapping[str, int] | None = None
    sheet: tuple[Mapping[str, Any], ...] = ()
    winner: str | None = None
    over: bool = False

    @property
    def frames_to_win(self) -> int:
        return self.frames // 2 + 1

    def team_of(self, player: str) -> str:
        assert self.teams is not None
        return next(k for k, t in self.teams.items() if player in t.players)

    def to_json(self) -> dict[str, Any]:
        return cast("dict[str, Any]", plain({
            "format": self.format, "frames": self.frames, "lag": self.lag,
            "teams": None if self.teams is None else {
                k: {"name": t.name, "players": list(t.players)} for k, t in self.teams.items()},
            "boards": list(self.boards), "first_side": self.first_side,
            "number": self.number, "board": self.board, "frame": self.frame,
            "frames_won": dict(self.frames_won),
            "team_points": None if self.team_points is None else dict(self.team_points),
            "sheet": self.sheet, "winner": self.winner, "over": self.over,
        }))


def _typed(value: Any, kind: type | tuple[type, ...], where: str, what: str) -> Any:
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise InputError(where, f"must be {what}")
    return value


def _counts(value: Any, where: str) -> dict[str, int]:
    d = _typed(value, dict, where, "an object of counts")
    return {str(k): _typed(v, int, f"{where}.{k}", "an integer") for k, v in d.items()}


def match_from_json(data: Any, where: str = "state.match") -> MatchInfo | None:
    """Parse the ``match`` field; every refusal names the field."""
    if data is None:
        return None
    d = _typed(data, dict, where, "an object")
    known = set(MatchInfo.__dataclass_fields__)
    unknown = sorted(set(d) - known)
    if unknown:
        raise InputError(f"{where}.{unknown[0]}", "unknown field")
    fmt = d.get("format")
    if fmt is not None and fmt not in TEAM_FORMATS:
        raise InputError(f"{where}.format",
                         f"must be null or one of {[str(f) for f in TEAM_FORMATS]}")
    frames = _typed(d.get("frames"), int, f"{where}.frames", "a number of frames >= 1")
    if frames < 1:
        raise InputError(f"{where}.frames", "must be a number of frames >= 1")
    teams = None
    if d.get("teams") is not None:
        raw = _typed(d["teams"], dict, f"{where}.teams", "an object")
        if sorted(raw) != list(TEAM_KEYS):
            raise InputError(f"{where}.teams", "must have the teams 'A' and 'B'")
        teams = {}
        for k in TEAM_KEYS:
            t = _typed(raw[k], dict, f"{where}.teams.{k}", "an object")
            players = _typed(t.get("players"), list, f"{where}.teams.{k}.players", "a list")
            teams[k] = Team(str(_typed(t.get("name"), str, f"{where}.teams.{k}.name",
                                       "a string")),
                            tuple(_typed(p, str, f"{where}.teams.{k}.players", "names")
                                  for p in players))
    if (fmt is None) != (teams is None):
        raise InputError(f"{where}.teams", "are given exactly when the format is a team one")
    boards = tuple(_typed(b, str, f"{where}.boards", "disciplines")
                   for b in _typed(d.get("boards", []), list, f"{where}.boards", "a list"))
    sheet = tuple(_typed(e, dict, f"{where}.sheet[{i}]", "an object")
                  for i, e in enumerate(_typed(d.get("sheet", []), list, f"{where}.sheet",
                                               "a list")))
    tp = d.get("team_points")
    return MatchInfo(
        format=None if fmt is None else TeamFormat(fmt), frames=frames,
        lag=bool(d.get("lag", False)), teams=teams, boards=boards,
        first_side=d.get("first_side") if isinstance(d.get("first_side"), str) else None,
        number=_typed(d.get("number", 1), int, f"{where}.number", "an integer"),
        board=d.get("board") if isinstance(d.get("board"), str) else None,
        frame=_typed(d.get("frame", 1), int, f"{where}.frame", "an integer"),
        frames_won=_counts(d.get("frames_won", {}), f"{where}.frames_won"),
        team_points=None if tp is None else _counts(tp, f"{where}.team_points"),
        sheet=sheet, winner=d.get("winner") if isinstance(d.get("winner"), str) else None,
        over=bool(d.get("over", False)),
    )
