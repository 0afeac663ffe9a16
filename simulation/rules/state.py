"""The game state: a frozen value that goes in and out of the referee and the CLI.

A state is everything needed to referee the next shot or decision: the balls, who is to move,
the scores and shelves, whether the cue ball is in hand and where it may go, and the decision
owed (if any). It is passed through the CLI as JSON, so ``from_json(to_json(s)) == s`` exactly;
:func:`state_from_json` refuses anything malformed with an :class:`InputError` naming the field.

**The fields are declared once**, here: each dataclass field's annotation carries its JSON type,
its default when the JSON leaves it out and its reading back
(``Annotated[T, J(...)]``, :mod:`simulation.rules.fields`).
The pydantic schemas :data:`StateModel`, :data:`OptionsModel` and :data:`PendingModel` are
built from these declarations, and ``to_json``/``state_from_json`` walk them, so a new field
is one line in its class.

Vocabulary: a *side* scores (a player, or a team in the pair format); ``to_move`` is the side to
act next (shoot or decide) and ``shooter`` the player of that side who will shoot. The words
(phases, hand, houses, decision kinds, disciplines) are the StrEnums of
:mod:`simulation.rules.vocab`; the JSON holds their values.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Annotated, Any, Literal

from pydantic import Field

from simulation.balls import ALL_BALLS
from simulation.errors import InputError
from simulation.rules.fields import J, from_json_fields, json_model, plain, to_json_fields
from simulation.rules.match_state import MatchInfo, match_from_json
from simulation.rules.schema_types import (
    MAX_SHEET,
    Ball,
    Count,
    Id,
    Int,
    Point,
    Strict,
    one_of,
)
from simulation.rules.vocab import (
    DISCIPLINES,
    CallMode,
    Context,
    Discipline,
    Format,
    Hand,
    House,
    HouseRule,
    PendingKind,
    Phase,
)
from simulation.table import Vec
from simulation.validation import validate

__all__ = ["DISCIPLINES", "STATE_VERSION", "GameState", "Options", "OptionsModel", "Pending",
           "PendingModel", "StateModel", "state_from_json"]

STATE_VERSION = 1

Balls16 = Annotated[list[Ball], Field(max_length=16)]


def _enum_or_none(kind: type, value: Any) -> Any:
    return None if value is None else kind(value)


# Readers of checked JSON values, one per field that needs more than the value itself.
def _pending_kinds(value: list[str]) -> tuple[PendingKind, ...]:
    return tuple(PendingKind(k) for k in value)


def _house_rules(value: list[str]) -> tuple[HouseRule, ...]:
    return tuple(HouseRule(h) for h in value)


def _teams(value: Mapping[str, list[str]]) -> dict[str, tuple[str, ...]]:
    return {str(k): tuple(m) for k, m in value.items()}


def _shelves(value: Mapping[str, list[str]]) -> dict[str, tuple[str, ...]]:
    return {k: tuple(s) for k, s in value.items()}


def _sheet(value: list[Mapping[str, Any]]) -> tuple[Mapping[str, Any], ...]:
    return tuple(dict(e) for e in value)


def _sheet_json(value: tuple[Mapping[str, Any], ...]) -> list[dict[str, Any]]:
    # Entries are JSON-shaped already (GameState.log and the parser keep them so).
    return [dict(e) for e in value]


def _balls(value: Mapping[str, list[float]]) -> dict[str, Vec]:
    return {k: (float(v[0]), float(v[1])) for k, v in value.items()}


@dataclass(frozen=True)
class Pending:
    """A decision owed before the next shot.

    ``by`` is the side that decides (None for the lag, which the players settle at the table
    and the program only records). ``options`` lists the allowed answers (balls, choices,
    players). ``after`` names the decisions that follow this one, in order. ``context`` says
    why it is owed (:class:`~simulation.rules.vocab.Context`). ``offender`` is the side that
    fouled, to whom the shot may be passed (7.4.2).
    """

    kind: Annotated[PendingKind, J(one_of(PendingKind), parse=PendingKind)]
    by: Annotated[str | None, J(Id | None)] = None
    options: Annotated[tuple[str, ...], J(Annotated[list[Id], Field(max_length=64)],
                                          json_default=[], parse=tuple)] = ()
    after: Annotated[tuple[PendingKind, ...], J(
        Annotated[list[one_of(PendingKind)], Field(max_length=16)], json_default=[],
        parse=_pending_kinds)] = ()
    context: Annotated[Context, J(one_of(Context), parse=Context)] = Context.FOUL
    offender: Annotated[str | None, J(Id | None)] = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", PendingKind(self.kind))
        # Answers are plain strings (balls, players and choice words alike).
        object.__setattr__(self, "options", tuple(str(o) for o in self.options))
        object.__setattr__(self, "context", Context(self.context))
        object.__setattr__(self, "after", tuple(PendingKind(k) for k in self.after))

    def to_json(self) -> dict[str, Any]:
        return to_json_fields(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Pending:
        """From a JSON object :data:`PendingModel` has checked."""
        return cls(**from_json_fields(cls, data))


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

    target: Annotated[int, J(Annotated[int, Field(strict=True, ge=0, le=10_000)])]
    call_mode: Annotated[CallMode | None, J(one_of(CallMode) | None, parse=CallMode)] = None
    handicap: Annotated[Mapping[str, int], J(dict[Id, Int], parse=dict)] = field(
        default_factory=dict)
    values: Annotated[Mapping[str, int], J(
        dict[Ball, Annotated[int, Field(strict=True, ge=0, le=1000)]], parse=dict)] = field(
        default_factory=dict)
    last_ball_bonus: Annotated[int, J(Annotated[int, Field(strict=True, ge=0, le=1000)])] = 0
    format: Annotated[Format | None, J(one_of(Format) | None, parse=Format)] = None
    house_rules: Annotated[tuple[HouseRule, ...], J(
        Annotated[list[one_of(HouseRule)], Field(max_length=8)], json_default=[],
        parse=_house_rules)] = ()
    #: The balls a side needs in a shelf game played with a race handicap (game.py's
    #: RACE_DISCIPLINES): the weaker side wins at fewer balls.
    race: Annotated[Mapping[str, int], J(
        dict[Id, Annotated[int, Field(strict=True, ge=1, le=15)]], parse=dict)] = field(
        default_factory=dict)

    def needs(self, side: str) -> int:
        """The points ``side`` needs to win (its race, else the target)."""
        return self.race.get(side, self.target)

    def __post_init__(self) -> None:
        object.__setattr__(self, "call_mode", _enum_or_none(CallMode, self.call_mode))
        object.__setattr__(self, "format", _enum_or_none(Format, self.format))
        object.__setattr__(self, "house_rules", tuple(HouseRule(h) for h in self.house_rules))

    def to_json(self) -> dict[str, Any]:
        return to_json_fields(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Options:
        """From a JSON object :data:`OptionsModel` has checked."""
        return cls(**from_json_fields(cls, data))


OptionsModel = json_model(Options, Strict)
PendingModel = json_model(Pending, Strict)


@dataclass(frozen=True)
class GameState:
    """One frame in progress. Never mutate: use :func:`dataclasses.replace`."""

    discipline: Annotated[Discipline, J(one_of(Discipline), parse=Discipline)]
    options: Annotated[Options, J(OptionsModel, parse=Options.from_json)]
    players: Annotated[tuple[str, ...], J(
        Annotated[list[Id], Field(min_length=2, max_length=8)], parse=tuple)]
    teams: Annotated[Mapping[str, tuple[str, ...]] | None, J(
        dict[Id, Annotated[list[Id], Field(max_length=8)]] | None, json_default=None,
        parse=_teams)]
    scores: Annotated[Mapping[str, int], J(dict[Id, Int], parse=dict)]
    to_move: Annotated[str | None, J(Id | None, json_default=None)]
    shooter: Annotated[str | None, J(Id | None, json_default=None)]
    balls: Annotated[Mapping[str, Vec], J(Annotated[dict[Ball, Point], Field(max_length=16)],
                                          parse=_balls)]
    shelves: Annotated[Mapping[str, tuple[str, ...]], J(
        dict[Id, Balls16], parse=_shelves)]
    awaiting: Annotated[tuple[str, ...], J(Balls16, json_default=[], parse=tuple)]
    phase: Annotated[Phase, J(one_of(Phase), parse=Phase)]
    ball_in_hand: Annotated[Hand | None, J(one_of(Hand) | None, json_default=None,
                                           parse=Hand)]
    house: Annotated[House | None, J(one_of(House) | None, json_default=None, parse=House)]
    pending: Annotated[Pending | None, J(PendingModel | None, json_default=None,
                                         parse=Pending.from_json)]
    winner: Annotated[str | None, J(Id | None, json_default=None)]
    draw: Annotated[bool, J(bool, json_default=False)]
    breaker: Annotated[str, J(Id)]
    team_next: Annotated[Mapping[str, int | None], J(
        dict[Id, Annotated[int, Field(strict=True, ge=0, le=8)] | None], json_default={},
        parse=dict)]
    shot_no: Annotated[int, J(Count, json_default=0)]
    sheet: Annotated[tuple[Mapping[str, Any], ...], J(
        Annotated[list[dict[str, Any]], Field(max_length=MAX_SHEET)], json_default=[],
        parse=_sheet, dump=_sheet_json)]
    extra: Annotated[Mapping[str, Any], J(dict[str, Any], json_default={}, parse=plain)]
    #: The match this frame belongs to (``game new --frames``/``--format``), or None for a
    #: lone frame; see :mod:`simulation.rules.match_state` for its fields (checked by
    #: ``match_from_json``, which refuses unknown ones with the field named). Only a frame of
    #: a match carries "match", so a lone frame's JSON is unchanged.
    match: Annotated[MatchInfo | None, J(dict[str, Any] | None, omit_none=True,
                                         parse=match_from_json)] = None

    def __post_init__(self) -> None:
        # Words given as plain strings (a test's replace(s, phase="play")) become members;
        # the type checks keep a replace() that changes nothing of them cheap.
        if type(self.discipline) is not Discipline:
            object.__setattr__(self, "discipline", Discipline(self.discipline))
        if type(self.phase) is not Phase:
            object.__setattr__(self, "phase", Phase(self.phase))
        if self.ball_in_hand is not None and type(self.ball_in_hand) is not Hand:
            object.__setattr__(self, "ball_in_hand", Hand(self.ball_in_hand))
        if self.house is not None and type(self.house) is not House:
            object.__setattr__(self, "house", House(self.house))

    # ------------------------------------------------------------- views
    @property
    def sides(self) -> tuple[str, ...]:
        return tuple(self.teams) if self.teams else self.players

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

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
        """A score-sheet entry, kept JSON-shaped so the state's round trip is exact."""
        return replace(self, sheet=(*self.sheet, plain(entry)))

    def set_extra(self, **values: Any) -> GameState:
        return replace(self, extra={**self.extra, **values})

    # --------------------------------------------------------------- JSON
    def to_json(self) -> dict[str, Any]:
        return {"version": STATE_VERSION, **to_json_fields(self)}


StateModel = json_model(GameState, Strict, "StateModel",
                        version=(Literal[STATE_VERSION], STATE_VERSION))


# ------------------------------------------------------------------- parsing
def state_from_json(data: Any, where: str = "state") -> GameState:
    """Parse and check a state: the schema of its fields (:data:`StateModel`), then the
    invariants every state must keep (each ball once, one score per side, a side to move
    while the game is on)."""
    if isinstance(data, dict) and not data:
        raise InputError(where, "is empty: pass the state printed by 'game new'")
    validate(StateModel, data, where)
    state = GameState(**from_json_fields(GameState, data))
    check_invariants(state, where)
    return state


def check_invariants(state: GameState, where: str = "state") -> None:
    players = state.players
    if len(set(players)) != len(players):
        raise InputError(f"{where}.players", "must name at least two different players")
    if state.teams is not None:
        members = [p for m in state.teams.values() for p in m]
        if sorted(members) != sorted(players):
            raise InputError(f"{where}.teams", "must split the players into teams")
    sides = state.sides
    for name, m in (("scores", state.scores), ("shelves", state.shelves)):
        if set(m) != set(sides):
            raise InputError(f"{where}.{name}", f"must have one entry per side {list(sides)}")
    every = [*state.balls, *(b for s in state.shelves.values() for b in s), *state.awaiting]
    if sorted(every) != sorted(ALL_BALLS):
        raise InputError(f"{where}.balls", "table, shelves and awaiting must hold each of the "
                         "16 balls exactly once")
    for name, value, allowed in (("to_move", state.to_move, sides),
                                 ("shooter", state.shooter, players),
                                 ("winner", state.winner, sides),
                                 ("breaker", state.breaker, players)):
        if value is not None and value not in allowed:
            raise InputError(f"{where}.{name}", f"must be one of {list(allowed)}")
    if state.phase is not Phase.OVER and state.to_move is None:
        raise InputError(f"{where}.to_move", "a game in progress needs a side to move")
    if state.ball_in_hand is Hand.HOUSE and state.house is None:
        raise InputError(f"{where}.house", "must say which house when the ball is in hand there")
