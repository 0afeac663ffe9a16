"""The game state: a frozen value that goes in and out of the referee and the CLI.

A state is everything needed to referee the next shot or decision: the balls, who is to move,
the scores and shelves, whether the cue ball is in hand and where it may go, and the decision
owed (if any). It is passed through the CLI as JSON, so ``from_json(to_json(s)) == s`` exactly;
:func:`state_from_json` refuses anything malformed with an :class:`InputError` naming the field.

Vocabulary: a *side* scores (a player, or a team in the pair format); ``to_move`` is the side to
act next (shoot or decide) and ``shooter`` the player of that side who will shoot.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from simulation.balls import ALL_BALLS
from simulation.errors import InputError
from simulation.rules.match_state import MatchInfo, match_from_json
from simulation.table import Vec

DISCIPLINES: tuple[str, ...] = (
    "free", "combined", "dynamic", "classic-71", "classic-51", "classic-8", "pyramid-t")
PHASES = ("break", "play", "over")
HAND = (None, "house", "table")
HOUSES = (None, "front", "temporary")
PENDING_KINDS = ("lag", "penalty_ball", "replace_cue", "shoot_or_pass", "break_options",
                 "choose_player")
STATE_VERSION = 1
#: House rules a state may carry (Options.house_rules).
HOUSE_RULES = ("uncalled",)


@dataclass(frozen=True)
class Pending:
    """A decision owed before the next shot.

    ``by`` is the side that decides (None for the lag, which the players settle at the table
    and the program only records). ``options`` lists the allowed answers (balls, choices,
    players). ``after`` names the decisions that follow this one, in order. ``context`` says
    why it is owed: "foul", "break" (General rules 13.2), "start", "decider" (70:70), "pot".
    ``offender`` is the side that fouled, to whom the shot may be passed (7.4.2).
    """

    kind: str
    by: str | None
    options: tuple[str, ...]
    after: tuple[str, ...] = ()
    context: str = "foul"
    offender: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "by": self.by, "options": list(self.options),
                "after": list(self.after), "context": self.context, "offender": self.offender}


@dataclass(frozen=True)
class Options:
    """What was agreed before the frame (rule-text options), fixed for the whole game.

    ``values``: classic ball values (General: the number, ace 11; the club text adds 10 to ball
    2 with three players and to ball 3 too with four). ``target``: points that win (8, 71, 51,
    41, or 0 for Pyramid T, which plays to the end). ``handicap``: points a side starts with.
    ``call_mode``: None (no call), "ball-pocket" or "strict". ``last_ball_bonus``: Classic 71
    5.1, +10 on the last object ball. ``format``: None or "pair".
    ``house_rules``: agreed departures from the rule texts, each named so the state shows it
    is not the text's game; today only "uncalled" (Pyramid T played without a call, against
    000 clause 4).
    ``race``: the фора of the games played to eight balls on the shelf (Free, Combined,
    Dynamic, Classic 8) — the balls a side needs to win when it is not ``target`` ("8
    against 7, 6, 5…": the weaker side needs fewer); a side not named needs ``target``.
    The club rules (002) let the players agree a фора before the frame; in these games it is
    counted in balls, so the shelf still holds exactly the balls scored.
    """

    target: int
    call_mode: str | None = None
    handicap: Mapping[str, int] = field(default_factory=dict)
    values: Mapping[str, int] = field(default_factory=dict)
    last_ball_bonus: int = 0
    format: str | None = None
    house_rules: tuple[str, ...] = ()
    race: Mapping[str, int] = field(default_factory=dict)

    def needs(self, side: str) -> int:
        """The points ``side`` needs to win (its race, else the target)."""
        return self.race.get(side, self.target)

    def to_json(self) -> dict[str, Any]:
        return {"target": self.target, "call_mode": self.call_mode,
                "handicap": dict(self.handicap), "values": dict(self.values),
                "last_ball_bonus": self.last_ball_bonus, "format": self.format,
                "house_rules": list(self.house_rules), "race": dict(self.race)}


@dataclass(frozen=True)
class GameState:
    """One frame in progress. Never mutate: use :func:`dataclasses.replace`."""

    discipline: str
    options: Options
    players: tuple[str, ...]
    teams: Mapping[str, tuple[str, ...]] | None
    scores: Mapping[str, int]
    to_move: str | None
    shooter: str | None
    balls: Mapping[str, Vec]
    shelves: Mapping[str, tuple[str, ...]]
    awaiting: tuple[str, ...]
    phase: str
    ball_in_hand: str | None
    house: str | None
    pending: Pending | None
    winner: str | None
    draw: bool
    breaker: str
    team_next: Mapping[str, int | None]
    shot_no: int
    sheet: tuple[Mapping[str, Any], ...]
    extra: Mapping[str, Any]
    #: The match this frame belongs to (``game new --frames``/``--format``), or None for a
    #: lone frame; see :mod:`simulation.rules.match_state` for its fields.
    match: MatchInfo | None = None

    # ------------------------------------------------------------- views
    @property
    def sides(self) -> tuple[str, ...]:
        return tuple(self.teams) if self.teams else self.players

    def side_of(self, player: str) -> str:
        if not self.teams:
            return player
        for team, members in self.teams.items():
            if player in members:
                return team
        raise KeyError(player)

    def opponent(self, side: str) -> str:
        """The side that plays after ``side`` (the opponent in a two-sided game; the next
        player round the table with three or four)."""
        sides = self.sides
        return sides[(sides.index(side) + 1) % len(sides)]

    def object_balls_on_table(self, cue_ball: str = "cue") -> list[str]:
        return [b for b in self.balls if b != cue_ball]

    # ----------------------------------------------------------- changes
    def with_balls(self, balls: Mapping[str, Vec]) -> GameState:
        return replace(self, balls=dict(balls))

    def add_score(self, side: str, points: int) -> GameState:
        scores = dict(self.scores)
        scores[side] += points
        return replace(self, scores=scores)

    def to_shelf(self, side: str, ball: str) -> GameState:
        shelves = {k: tuple(v) for k, v in self.shelves.items()}
        shelves[side] = (*shelves[side], ball)
        return replace(self, shelves=shelves)

    def log(self, entry: Mapping[str, Any]) -> GameState:
        return replace(self, sheet=(*self.sheet, dict(entry)))

    def set_extra(self, **values: Any) -> GameState:
        return replace(self, extra={**self.extra, **values})

    # --------------------------------------------------------------- JSON
    def to_json(self) -> dict[str, Any]:
        return {
            "version": STATE_VERSION,
            "discipline": self.discipline,
            "options": self.options.to_json(),
            "players": list(self.players),
            "teams": None if self.teams is None else {k: list(v) for k, v in self.teams.items()},
            "scores": dict(self.scores),
            "to_move": self.to_move,
            "shooter": self.shooter,
            "balls": {k: [v[0], v[1]] for k, v in self.balls.items()},
            "shelves": {k: list(v) for k, v in self.shelves.items()},
            "awaiting": list(self.awaiting),
            "phase": self.phase,
            "ball_in_hand": self.ball_in_hand,
            "house": self.house,
            "pending": None if self.pending is None else self.pending.to_json(),
            "winner": self.winner,
            "draw": self.draw,
            "breaker": self.breaker,
            "team_next": dict(self.team_next),
            "shot_no": self.shot_no,
            "sheet": [dict(e) for e in self.sheet],
            "extra": _plain(self.extra),
            # Only a frame of a match carries "match", so a lone frame's JSON is unchanged.
            **({} if self.match is None else {"match": self.match.to_json()}),
        }


def _plain(value: Any) -> Any:
    """A JSON-shaped deep copy (tuples become lists) so the round trip is exact."""
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


# ------------------------------------------------------------------- parsing
def _req(d: Mapping[str, Any], key: str, where: str) -> Any:
    if key not in d:
        raise InputError(f"{where}.{key}", "is required")
    return d[key]


def _str(value: Any, where: str, allowed: tuple[Any, ...] | None = None,
         optional: bool = False) -> Any:
    if value is None and optional:
        return None
    if not isinstance(value, str) or (allowed is not None and value not in allowed):
        raise InputError(where, f"must be one of {[a for a in allowed if a]}" if allowed
                         else "must be a string")
    return value


def _int(value: Any, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise InputError(where, "must be an integer")
    return value


def _dict(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise InputError(where, "must be an object")
    return value


def _list(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise InputError(where, "must be a list")
    return value


def _point(value: Any, where: str) -> Vec:
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(c, (int, float)) and not isinstance(c, bool)
                       and math.isfinite(c) for c in value)):
        raise InputError(where, "must be a point [x, y]")
    return (float(value[0]), float(value[1]))


def _ball_list(value: Any, where: str) -> tuple[str, ...]:
    out = []
    for i, b in enumerate(_list(value, where)):
        if b not in ALL_BALLS:
            raise InputError(f"{where}[{i}]", f"unknown ball {b!r}")
        out.append(b)
    return tuple(out)


def _options(data: Any, where: str) -> Options:
    d = _dict(data, where)
    handicap = {str(k): _int(v, f"{where}.handicap.{k}")
                for k, v in _dict(d.get("handicap", {}), f"{where}.handicap").items()}
    values = {}
    for k, v in _dict(d.get("values", {}), f"{where}.values").items():
        if k not in ALL_BALLS:
            raise InputError(f"{where}.values.{k}", f"unknown ball {k!r}")
        values[k] = _int(v, f"{where}.values.{k}")
    return Options(
        target=_int(_req(d, "target", where), f"{where}.target"),
        call_mode=_str(d.get("call_mode"), f"{where}.call_mode",
                       ("ball-pocket", "strict"), optional=True),
        handicap=handicap, values=values,
        last_ball_bonus=_int(d.get("last_ball_bonus", 0), f"{where}.last_ball_bonus"),
        format=_str(d.get("format"), f"{where}.format", ("pair",), optional=True),
        house_rules=tuple(_str(h, f"{where}.house_rules[{i}]", HOUSE_RULES) for i, h in
                          enumerate(_list(d.get("house_rules", []), f"{where}.house_rules"))),
        race={str(k): _int(v, f"{where}.race.{k}")
              for k, v in _dict(d.get("race", {}), f"{where}.race").items()},
    )


def _pending(data: Any, where: str) -> Pending | None:
    if data is None:
        return None
    d = _dict(data, where)
    kind = _str(_req(d, "kind", where), f"{where}.kind", PENDING_KINDS)
    by = _str(d.get("by"), f"{where}.by", optional=True)
    options = tuple(_str(o, f"{where}.options[{i}]")
                    for i, o in enumerate(_list(d.get("options", []), f"{where}.options")))
    after = tuple(_str(o, f"{where}.after[{i}]", PENDING_KINDS)
                  for i, o in enumerate(_list(d.get("after", []), f"{where}.after")))
    context = _str(d.get("context", "foul"), f"{where}.context")
    offender = _str(d.get("offender"), f"{where}.offender", optional=True)
    return Pending(kind, by, options, after, context, offender)


def state_from_json(data: Any, where: str = "state") -> GameState:
    """Parse and check a state; the checks are the invariants every state must keep."""
    d = _dict(data, where)
    if not d:
        raise InputError(where, "is empty: pass the state printed by 'game new'")
    discipline = _str(_req(d, "discipline", where), f"{where}.discipline", DISCIPLINES)
    players = tuple(_str(p, f"{where}.players[{i}]")
                    for i, p in enumerate(_list(_req(d, "players", where), f"{where}.players")))
    if len(players) < 2 or len(set(players)) != len(players):
        raise InputError(f"{where}.players", "must name at least two different players")
    teams_raw = d.get("teams")
    teams = None
    if teams_raw is not None:
        teams = {str(k): tuple(_str(p, f"{where}.teams.{k}")
                               for p in _list(v, f"{where}.teams.{k}"))
                 for k, v in _dict(teams_raw, f"{where}.teams").items()}
        members = [p for m in teams.values() for p in m]
        if sorted(members) != sorted(players):
            raise InputError(f"{where}.teams", "must split the players into teams")
    sides = tuple(teams) if teams else players
    scores = {k: _int(v, f"{where}.scores.{k}")
              for k, v in _dict(_req(d, "scores", where), f"{where}.scores").items()}
    shelves = {k: _ball_list(v, f"{where}.shelves.{k}")
               for k, v in _dict(_req(d, "shelves", where), f"{where}.shelves").items()}
    for name, m in (("scores", scores), ("shelves", shelves)):
        if set(m) != set(sides):
            raise InputError(f"{where}.{name}", f"must have one entry per side {list(sides)}")
    balls = {}
    for k, v in _dict(_req(d, "balls", where), f"{where}.balls").items():
        if k not in ALL_BALLS:
            raise InputError(f"{where}.balls.{k}", f"unknown ball {k!r}")
        balls[k] = _point(v, f"{where}.balls.{k}")
    awaiting = _ball_list(d.get("awaiting", []), f"{where}.awaiting")
    every = list(balls) + [b for s in shelves.values() for b in s] + list(awaiting)
    if sorted(every) != sorted(ALL_BALLS):
        raise InputError(f"{where}.balls", "table, shelves and awaiting must hold each of the "
                         "16 balls exactly once")
    to_move = _str(d.get("to_move"), f"{where}.to_move", sides, optional=True)
    shooter = _str(d.get("shooter"), f"{where}.shooter", players, optional=True)
    winner = d.get("winner")
    if winner is not None:
        _str(winner, f"{where}.winner", sides)
    team_next = {}
    for k, v in _dict(d.get("team_next", {}), f"{where}.team_next").items():
        team_next[k] = None if v is None else _int(v, f"{where}.team_next.{k}")
    extra = _dict(d.get("extra", {}), f"{where}.extra")
    sheet = tuple(_dict(e, f"{where}.sheet[{i}]")
                  for i, e in enumerate(_list(d.get("sheet", []), f"{where}.sheet")))
    state = GameState(
        discipline=discipline,
        options=_options(_req(d, "options", where), f"{where}.options"),
        players=players, teams=teams, scores=scores, to_move=to_move, shooter=shooter,
        balls=balls, shelves=shelves, awaiting=awaiting,
        phase=_str(_req(d, "phase", where), f"{where}.phase", PHASES),
        ball_in_hand=_str(d.get("ball_in_hand"), f"{where}.ball_in_hand", HAND, optional=True),
        house=_str(d.get("house"), f"{where}.house", HOUSES, optional=True),
        pending=_pending(d.get("pending"), f"{where}.pending"),
        winner=winner, draw=bool(d.get("draw", False)),
        breaker=_str(_req(d, "breaker", where), f"{where}.breaker", players),
        team_next=team_next, shot_no=_int(d.get("shot_no", 0), f"{where}.shot_no"),
        sheet=sheet, extra=extra, match=match_from_json(d.get("match"), f"{where}.match"),
    )
    if state.phase != "over" and state.to_move is None:
        raise InputError(f"{where}.to_move", "a game in progress needs a side to move")
    if state.ball_in_hand == "house" and state.house is None:
        raise InputError(f"{where}.house", "must say which house when the ball is in hand there")
    return state
