"""A hotseat match: what was agreed (setup), the frame in play and the frames won.

Frozen values so undo can keep whole snapshots and a saved game is an exact copy. The
referee's own :class:`GameState` carries the frame; this adds what spans frames.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from coach_app.game.seats import Seat
from simulation.errors import InputError
from simulation.rules import game, matchplay
from simulation.rules.match_state import MatchInfo
from simulation.rules.protocol import FrameProtocol, frame_protocol
from simulation.rules.state import GameState
from simulation.rules.vocab import Discipline, Phase

SAVE_FORMAT = "pyramid-coach-game"
SAVE_VERSION = 1
CALL_DISCIPLINES = (Discipline.CLASSIC_71, Discipline.CLASSIC_51, Discipline.PYRAMID_T)
HANDICAP_DISCIPLINES = (Discipline.CLASSIC_71, Discipline.CLASSIC_51)


@dataclass(frozen=True)
class GameSetup:
    """``frames`` is how many frames the match has; the first to win most of them wins.
    ``seats`` says who plays each name (a person or the computer); missing seats are people,
    so games saved before the computer opponent existed load unchanged."""

    discipline: str
    names: tuple[str, ...]
    call_mode: str | None = None
    handicap: tuple[tuple[str, int], ...] = ()
    pair: bool = False
    frames: int = 1
    lag: bool = False
    seats: tuple[Seat, ...] = ()
    #: A team format ("triathlon-3+3", "free-3+3", "free-2+2") or None. In a team match
    #: ``names`` are team A's players by board, then team B's, ``frames`` is the length of
    #: each individual match, and the referee's ``matchplay`` runs the boards and points.
    team_format: str | None = None
    team_names: tuple[str, ...] = ()
    #: A фора in the games played to eight balls: the balls a player needs to win the
    #: frame, when fewer than eight ("8 against 6": ``(("Oleg", 6),)``; rules.game's race).
    race: tuple[tuple[str, int], ...] = ()

    def seat(self, name: str | None) -> Seat:
        """The seat of a player, or of a pair (the computer only if it plays both)."""
        seats = dict(zip(self.names, self.seats, strict=False))
        if name in seats:
            return seats[name]
        members = self._team(name)
        if members and all(seats.get(m, Seat()).computer for m in members):
            return seats[members[0]]
        return Seat()

    def _team(self, name: str | None) -> tuple[str, ...]:
        if not self.pair or name is None:
            return ()
        return self.names[:2] if name == "A" else self.names[2:] if name == "B" else ()

    def computers(self) -> int:
        return sum(1 for s in self.seats[:len(self.names)] if s.computer)

    def first_frame(self) -> GameState:
        return self.frame(0)

    def frame(self, number: int) -> GameState:
        """A new frame; the break alternates between the sides from frame to frame."""
        if self.team_format:
            if number:
                raise ValueError("a team match's later frames come from matchplay.carry_on")
            return matchplay.start_match(None, fmt=self.team_format, names=self.names,
                                         team_names=self.team_names or None,
                                         frames=self.frames, lag=self.lag)
        if self.pair:
            # Pair format 2.2/2.3: the pairs break in turn, and so do the partners (A1, B1,
            # A2, B2, ...).
            breaker = self.names[(0, 2, 1, 3)[number % 4]]
        else:
            breaker = self.names[number % len(self.names)]
        return game.new_game(self.discipline, players=len(self.names), names=self.names,
                             call_mode=self.call_mode if self.discipline in CALL_DISCIPLINES
                             else None, handicap=dict(self.handicap),
                             fmt="pair" if self.pair else None, breaker=breaker,
                             lag=self.lag and number == 0, race=dict(self.race))

    def frames_to_win(self) -> int:
        return self.frames // 2 + 1

    def to_json(self) -> dict[str, Any]:
        return {"discipline": self.discipline, "names": list(self.names),
                "call_mode": self.call_mode, "handicap": dict(self.handicap),
                "pair": self.pair, "frames": self.frames, "lag": self.lag,
                "seats": [seat.to_json() for seat in self.seats],
                "team_format": self.team_format, "team_names": list(self.team_names),
                "race": dict(self.race)}

    @classmethod
    def from_json(cls, data: Any) -> GameSetup:
        if not isinstance(data, dict):
            raise InputError("setup", "must be an object")
        try:
            return cls(str(data["discipline"]), tuple(str(n) for n in data["names"]),
                       data.get("call_mode"),
                       tuple((str(k), int(v)) for k, v in dict(data.get("handicap", {})).items()),
                       bool(data.get("pair", False)), int(data.get("frames", 1)),
                       bool(data.get("lag", False)),
                       tuple(Seat.from_json(v) for v in data.get("seats", ())),
                       data.get("team_format"),
                       tuple(str(n) for n in data.get("team_names") or ()),
                       tuple((str(k), int(v)) for k, v in dict(data.get("race") or {}).items()))
        except (KeyError, TypeError, ValueError) as exc:
            raise InputError("setup", f"is malformed: {exc}") from exc


@dataclass(frozen=True)
class PlayedFrame:
    """A finished frame of the match, as its summary lists it: its sides, score, winner and
    score sheet (from which the frame protocol is read)."""

    number: int
    discipline: str
    sides: tuple[str, ...]
    scores: tuple[tuple[str, int], ...]
    winner: str | None
    draw: bool
    sheet: tuple[Any, ...]

    @classmethod
    def of(cls, number: int, state: GameState) -> PlayedFrame:
        return cls(number, str(state.discipline), tuple(state.sides),
                   tuple(state.scores.items()), state.winner, state.draw, tuple(state.sheet))

    def protocol(self) -> FrameProtocol:
        """The frame's protocol (simulation/rules/protocol.py)."""
        return frame_protocol(self.discipline, self.sides, self.sheet, winner=self.winner,
                              draw=self.draw, over=True)

    def to_json(self) -> dict[str, Any]:
        return {"number": self.number, "discipline": self.discipline,
                "sides": list(self.sides), "scores": dict(self.scores),
                "winner": self.winner, "draw": self.draw, "sheet": [dict(e) for e in self.sheet]}

    @classmethod
    def from_json(cls, data: Any) -> PlayedFrame:
        try:
            return cls(int(data["number"]), str(data["discipline"]),
                       tuple(str(s) for s in data["sides"]),
                       tuple((str(k), int(v)) for k, v in dict(data["scores"]).items()),
                       None if data.get("winner") is None else str(data["winner"]),
                       bool(data.get("draw", False)),
                       tuple(dict(e) for e in data.get("sheet") or ()))
        except (KeyError, TypeError, ValueError) as exc:
            raise InputError("played", f"is malformed: {exc}") from exc


@dataclass(frozen=True)
class Match:
    setup: GameSetup
    state: GameState
    frames_won: tuple[tuple[str, int], ...]
    frame_no: int = 0
    #: Seeds the computer's generator; every computer turn draws from
    #: ``turn_seed`` so the same position always gets the same play (undo, redo, resume).
    seed: int = 0
    #: The frames finished before the one in play (their summaries and protocols).
    played: tuple[PlayedFrame, ...] = ()

    @classmethod
    def start(cls, setup: GameSetup, seed: int | None = None) -> Match:
        state = setup.first_frame()
        seed = secrets.randbelow(2 ** 31) if seed is None else seed
        return cls(setup, state, tuple((s, 0) for s in state.sides), 0, seed)

    def turn_seed(self) -> str:
        """The computer's seed for the position now: the game's seed and where in the game
        it is, so a replayed game (or an undone and replayed turn) plays the same."""
        s = self.state
        pending = s.pending.kind if s.pending else "shot"
        return f"{self.seed}:{self.frame_no}:{s.shot_no}:{len(s.sheet)}:{pending}:{s.to_move}"

    def side_names(self) -> dict[str, str]:
        """Display name of each side: the player, or "A1 & A2" for a pair."""
        if self.state.teams:
            return {t: " & ".join(m) for t, m in self.state.teams.items()}
        return {s: s for s in self.state.sides}

    def winner_name(self, side: str | None) -> str | None:
        """The display name of a frame's or the match's winner (a team's name in a team
        match, whose winner is the team key "A" or "B")."""
        if side is None:
            return None
        info = self.state.match
        if info is not None and info.teams is not None and side in info.teams:
            return info.teams[side].name
        return self.side_names().get(side, side)

    def wins(self, side: str) -> int:
        info = self.state.match
        if info is not None and info.teams is not None:
            return dict(info.frames_won).get(info.team_of(side), 0)
        return dict(self.frames_won).get(side, 0)

    def with_state(self, state: GameState) -> Match:
        """The frame moved on; a finished frame is counted once."""
        match = replace(self, state=state)
        if state.phase is Phase.OVER and self.state.phase is not Phase.OVER and state.winner:
            won = dict(self.frames_won)
            won[state.winner] = won.get(state.winner, 0) + 1
            match = replace(match, frames_won=tuple(won.items()))
        return match

    def team_info(self) -> MatchInfo | None:
        """A team match as it stands, counting the frame just finished (None otherwise)."""
        info = self.state.match
        if info is None or info.teams is None:
            return None
        return matchplay.carry_on(self.state).match if self.state.phase is Phase.OVER else info

    def match_winner(self) -> str | None:
        if self.setup.team_format:
            info = self.team_info()
            return info.winner if info is not None and info.over else None
        for side, n in self.frames_won:
            if n >= self.setup.frames_to_win():
                return side
        return None

    def frames_played(self) -> tuple[PlayedFrame, ...]:
        """Every finished frame of the match, the one just finished included."""
        if self.state.phase is Phase.OVER:
            return (*self.played, PlayedFrame.of(self.frame_no + 1, self.state))
        return self.played

    def next_frame(self) -> Match:
        n = self.frame_no + 1
        played = self.frames_played()
        if self.setup.team_format:
            # The referee's matchplay picks the next board, players and breaker (2.6, 3.2).
            return replace(self, state=matchplay.carry_on(self.state), frame_no=n,
                           played=played)
        return replace(self, state=self.setup.frame(n), frame_no=n, played=played)

    def rematch(self) -> Match:
        return Match.start(self.setup)  # a new seed: a rematch is a new game

    # ------------------------------------------------------------- files
    def to_json(self) -> dict[str, Any]:
        return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "setup": self.setup.to_json(),
                "frames_won": dict(self.frames_won), "frame_no": self.frame_no,
                "seed": self.seed, "state": self.state.to_json(),
                "played": [f.to_json() for f in self.played]}

    @classmethod
    def from_json(cls, data: Any) -> Match:
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise InputError("file", "is not a saved Pyramid Coach game")
        if data.get("version") != SAVE_VERSION:
            raise InputError("file.version", f"unsupported version {data.get('version')!r}")
        setup = GameSetup.from_json(data.get("setup"))
        # pydantic loads with the first saved game read, not with the window.
        from simulation.rules.state_schema import checked_state

        state = checked_state(data.get("state"))  # a file may have been edited by hand
        won = data.get("frames_won", {})
        if not isinstance(won, dict):
            raise InputError("frames_won", "must be an object")
        played = data.get("played") or []  # absent in games saved before it was kept
        if not isinstance(played, list):
            raise InputError("played", "must be a list")
        return cls(setup, state, tuple((str(k), int(v)) for k, v in won.items()),
                   int(data.get("frame_no", 0)), int(data.get("seed", 0)),
                   tuple(PlayedFrame.from_json(f) for f in played))

    def save(self, path: str | Path) -> None:
        from coach_app.files.atomic import write_text

        write_text(path, json.dumps(self.to_json(), ensure_ascii=False, indent=1))

    @classmethod
    def load(cls, path: str | Path) -> Match:
        from coach_app.files.reading import read_data_file

        try:  # a regular file, within the limits of every outside input (docs/headless.md)
            data = read_data_file(str(path), "file")
        except InputError as exc:
            if exc.field != "file" or exc.message.startswith("cannot read"):
                raise
            raise InputError("file", f"cannot read {path}: {exc.message}") from None
        return cls.from_json(data)
