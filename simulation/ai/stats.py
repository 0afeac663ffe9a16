"""What a computer-vs-computer series shows about how a level plays: balls per visit, the
foul rate, pot attempts made against the computer's own estimate, safeties and their fouls,
the longest run, decision times.

Kept apart from :mod:`simulation.ai.play` so a frame is played once and summarised any way
the caller likes (``game cvc`` prints one summary per level; the tests assert thresholds).
A *visit* is a run of consecutive shots by one side that does not start with the opening
break (the classic break is a safety by design and would only dilute the figure).
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ShotEntry:
    """One computer shot, as the series statistics need it."""

    side: str
    level: str
    plan: str
    legal: bool
    balls: int
    made: bool
    chance: float | None
    seconds: float
    #: CPU seconds of the choice (this process and its workers): robust to a shared
    #: machine's load, where the wall clock is not.
    cpu: float = 0.0


def _chance(explanation: Iterable[Mapping[str, Any]]) -> float | None:
    for e in explanation:
        if e.get("code") == "plays_pot":
            return float(e.get("chance", 0.0))
    return None


def entry(side: str, level: str, plan: str, legal: bool, balls: int, made: bool,
          explanation: Iterable[Mapping[str, Any]], seconds: float, cpu: float = 0.0
          ) -> ShotEntry:
    return ShotEntry(side, level, plan, legal, balls, made, _chance(explanation), seconds,
                     cpu)


@dataclass(frozen=True)
class LevelStats:
    """The summary for one level over any number of frames."""

    level: str
    shots: int
    visits: int
    balls: int
    fouls: int
    pot_attempts: int
    pots_made: int
    below_own_threshold: int
    safeties: int
    safety_fouls: int
    breaks: int
    break_fouls: int
    longest_run: int
    pot_visits: int
    median_s: float
    worst_s: float
    median_cpu_s: float = 0.0
    worst_cpu_s: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {"level": self.level, "shots": self.shots, "visits": self.visits,
                "balls": self.balls,
                "balls_per_visit": round(self.balls / self.visits, 3) if self.visits else 0.0,
                "fouls": self.fouls,
                "foul_rate": round(self.fouls / self.shots, 4) if self.shots else 0.0,
                "pot_attempts": self.pot_attempts, "pots_made": self.pots_made,
                "pot_rate": round(self.pots_made / self.pot_attempts, 3)
                if self.pot_attempts else 0.0,
                "pots_below_own_threshold": self.below_own_threshold,
                "safeties": self.safeties, "safety_fouls": self.safety_fouls,
                "breaks": self.breaks, "break_fouls": self.break_fouls,
                "longest_run": self.longest_run,
                "visits_with_a_pot_attempt": self.pot_visits,
                "balls_per_visit_with_a_pot_attempt": round(self.balls / self.pot_visits, 3)
                if self.pot_visits else 0.0,
                "decision_median_s": round(self.median_s, 3),
                "decision_worst_s": round(self.worst_s, 3),
                "decision_cpu_median_s": round(self.median_cpu_s, 3),
                "decision_cpu_worst_s": round(self.worst_cpu_s, 3)}


def summarise(frames: Iterable[Iterable[ShotEntry]], thresholds: Mapping[str, float]
              ) -> dict[str, LevelStats]:
    """Per level (by name) over ``frames`` (each the shots of one frame, in order);
    ``thresholds`` maps a level name to its ``min_p`` (the own-estimate threshold)."""
    acc: dict[str, dict[str, Any]] = {}
    for frame in frames:
        prev: str | None = None
        run = 0
        counted = False
        for e in frame:
            a = acc.setdefault(e.level, {"shots": 0, "visits": 0, "balls": 0, "fouls": 0,
                                         "pa": 0, "pm": 0, "below": 0, "saf": 0, "sf": 0,
                                         "br": 0, "bf": 0, "run": 0, "pv": 0, "t": [],
                                         "c": []})
            a["shots"] += 1
            a["t"].append(e.seconds)
            a["c"].append(e.cpu)
            a["fouls"] += not e.legal
            if e.plan == "break":
                a["br"] += 1
                a["bf"] += not e.legal
                prev, run = e.side, 0
                continue
            if e.side != prev:
                a["visits"] += 1
                run = 0
                counted = False
            prev = e.side
            if e.plan == "pot" and not counted:
                a["pv"] += 1
                counted = True
            a["balls"] += e.balls if e.legal else 0
            if e.plan == "pot":
                a["pa"] += 1
                a["pm"] += e.made
                if e.chance is not None and e.chance < thresholds.get(e.level, 0.0):
                    a["below"] += 1
            elif e.plan == "safety":
                a["saf"] += 1
                a["sf"] += not e.legal
            run = run + e.balls if (e.legal and e.balls) else 0
            a["run"] = max(a["run"], run)
    return {name: LevelStats(name, a["shots"], a["visits"], a["balls"], a["fouls"], a["pa"],
                             a["pm"], a["below"], a["saf"], a["sf"], a["br"], a["bf"],
                             a["run"], a["pv"], statistics.median(a["t"]) if a["t"] else 0.0,
                             max(a["t"], default=0.0),
                             statistics.median(a["c"]) if a["c"] else 0.0,
                             max(a["c"], default=0.0))
            for name, a in acc.items()}
