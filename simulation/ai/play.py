"""Playing the computer's turn, and whole computer-vs-computer games.

:func:`play_turn` is what ``pyramid-coach game auto`` does: choose (policy), then either
apply the decision or perturb the chosen stroke by the level's stroke error (drawn from the
seeded generator passed in), simulate it and referee it — the same calls ``game decide`` and
``game shot`` make, so the result is exactly what a human's identical stroke would give.

:func:`play_game` plays a frame between two levels to a result (or a cap on turns) and
returns the final state, whose score sheet the referee kept.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from simulation.ai.levels import Level
from simulation.ai.policy import Turn, choose
from simulation.ai.stats import ShotEntry, entry
from simulation.analysis.probability import sample_strokes
from simulation.analysis.workers import Workers
from simulation.events import ShotResult
from simulation.physics.engine import simulate
from simulation.physics.params import PhysicsParams
from simulation.rules.game import decide, judge, new_game, shot_layout
from simulation.rules.matchplay import carry_on
from simulation.rules.state import GameState
from simulation.rules.verdict import Verdict
from simulation.rules.vocab import Phase
from simulation.stroke import Stroke
from simulation.table import TableSpec


@dataclass(frozen=True)
class TurnRecord:
    """One computer turn: what it chose, the stroke actually played, what happened."""

    turn: Turn
    state: GameState
    stroke: Stroke | None = None
    result: ShotResult | None = None
    verdict: Verdict | None = None
    explanation: tuple[Mapping[str, Any], ...] = field(default_factory=tuple)
    seconds: float = 0.0  # how long the choice took (bench and series figures only)

    def to_json(self, trace: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.turn.decision is not None:
            out["decision"] = dict(self.turn.decision)
        else:
            assert self.stroke is not None and self.turn.stroke is not None
            out["shot"] = self.stroke.to_json()
            out["intended"] = self.turn.stroke.to_json()
            out["call"] = None if self.turn.call is None else self.turn.call.to_json()
            out["cue_ball_position"] = (None if self.turn.place is None
                                        else list(self.turn.place))
        out["plan"] = self.turn.plan
        out["result"] = None if self.result is None else self.result.to_json()
        out["verdict"] = None if self.verdict is None else self.verdict.to_json()
        out["state"] = self.state.to_json()
        out["explanation"] = [dict(e) for e in self.explanation]
        return out


def perturb(stroke: Stroke, level: Level, rng: random.Random,
            params: PhysicsParams) -> Stroke:
    """The stroke this level actually plays: the analysis module's error model, one sample,
    seeded from ``rng`` (so a seeded game replays exactly)."""
    return sample_strokes(stroke, level.error, 1, rng.randrange(2 ** 32), params)[0]


def _outcome_codes(before: GameState, verdict: Verdict) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    if not verdict.legal:
        out.append({"code": "fouled", "fouls": [f.code for f in verdict.fouls]})
    elif verdict.scored:
        out.append({"code": "potted", "balls": list(verdict.scored),
                    "points": int(verdict.points.get(before.to_move or "", 0))})
    else:
        out.append({"code": "no_score"})
    return out


def play_turn(state: GameState, level: Level, rng: random.Random, *,
              table: TableSpec | None = None, params: PhysicsParams | None = None,
              workers: Workers = 1, trace_hz: float = 0.0) -> TurnRecord:
    """The computer plays ``state.to_move``'s turn (a decision if one is pending)."""
    table = table or TableSpec()
    params = params or PhysicsParams()
    t0 = time.perf_counter()
    turn = choose(state, level, rng, table=table, params=params, workers=workers)
    seconds = time.perf_counter() - t0
    if turn.decision is not None:
        new = carry_on(decide(state, turn.decision, table), table)
        return TurnRecord(turn, new, explanation=turn.explanation, seconds=seconds)
    assert turn.stroke is not None
    stroke = perturb(turn.stroke, level, rng, params)
    layout = shot_layout(state, stroke.cue_ball, turn.place, table)
    result = simulate(layout, stroke, table=table, params=params, trace_hz=trace_hz)
    verdict, new = judge(state, result, call=turn.call, place=turn.place, table=table)
    new = carry_on(new, table)  # a frame of a match hands over to the next one
    error = {"code": "stroke_error",
             "direction_deg": round(stroke.direction_deg - turn.stroke.direction_deg, 4),
             "speed": round(stroke.speed - turn.stroke.speed, 3)}
    return TurnRecord(turn, new, stroke, result, verdict,
                      (*turn.explanation, error, *_outcome_codes(state, verdict)), seconds)


@dataclass(frozen=True)
class GameRecord:
    """A finished (or capped) computer-vs-computer frame."""

    discipline: str
    levels: Mapping[str, str]
    state: GameState
    shots: int
    decisions: int
    finished: bool
    entries: tuple[ShotEntry, ...] = ()

    def to_json(self) -> dict[str, Any]:
        s = self.state
        return {"discipline": self.discipline, "levels": dict(self.levels),
                "winner": s.winner, "draw": s.draw, "finished": self.finished,
                "scores": dict(s.scores), "shots": self.shots, "decisions": self.decisions,
                "breaker": s.breaker, "sheet": [dict(e) for e in s.sheet]}


def play_game(discipline: str, levels: Sequence[Level], rng: random.Random, *,
              breaker: int = 0, max_turns: int = 600, table: TableSpec | None = None,
              params: PhysicsParams | None = None, workers: Workers = 1,
              state: GameState | None = None) -> GameRecord:
    """Two computer players (``levels[0]`` is P1) play a frame of ``discipline``."""
    table = table or TableSpec()
    names = ["P1", "P2"]
    state = state or new_game(discipline, names=names, breaker=names[breaker % 2], table=table)
    by_side = dict(zip(state.sides, levels, strict=True))
    shots = decisions = 0
    entries: list[ShotEntry] = []
    for _ in range(max_turns):
        if state.phase is Phase.OVER:
            break
        side = state.to_move or (state.pending.by if state.pending else None) or state.sides[0]
        record = play_turn(state, by_side[side], rng, table=table, params=params,
                           workers=workers)
        if record.verdict is None:
            decisions += 1
        else:
            shots += 1
            v = record.verdict
            entries.append(entry(side, by_side[side].name, record.turn.plan, v.legal,
                                 len(v.scored), v.legal and bool(v.scored),
                                 record.turn.explanation, record.seconds))
        state = record.state
    return GameRecord(discipline, {s: lv.name for s, lv in by_side.items()}, state, shots,
                      decisions, state.phase is Phase.OVER, tuple(entries))
