"""Foul codes, the clause each one enforces, and a plain English reason.

The referee speaks in codes and clause numbers so the GUI can translate them (the core
returns codes, the view words them: docs/architecture.md). The headless verdict also carries
a readable reason (docs/headless.md), so every code has one English sentence here; the GUI
uses the code, scripts and logs use the sentence.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from simulation.rules.vocab import Discipline, SeenFoul

#: code -> (clause, English reason). Clause numbers are those of the rule texts
#: (docs/rules.md: "General rules 6.2" is written "6.2"; a discipline's own clause carries
#: its discipline, e.g. "combined 6.6").
FOULS: dict[str, tuple[str, str]] = {
    "no_contact": ("6.2", "the cue ball touched no object ball"),
    "not_completed": ("20", "the shot was not correctly completed (no ball pocketed, no "
                            "second cushion, no centre-line crossing as clause 20 requires)"),
    "illegal_break": ("13.1", "the opening break met none of the conditions of clause 13.1"),
    "ball_off_table": ("23.3", "a ball left the table"),
    "cue_ball_potted": ("classic 5.5", "the cue ball was pocketed"),
    "cue_ball_potted_classic8": ("classic-8 5.1", "only object balls may be pocketed; "
                                                  "the cue ball fell"),
    "cue_ball_potted_from_hand": ("dynamic 6.5", "the cue ball was pocketed on a shot from hand"),
    "house_ball_in_house": ("combined 6.6", "from the house, the cue ball touched a ball in the "
                                            "house before leaving the house"),
    "house_no_ball_outside": ("combined 6.6", "from the house, the cue ball touched no ball "
                                              "outside the house"),
    "cue_ball_potted_accidental": ("pyramid-t 5", "the cue ball fell without being called "
                                                  "into that pocket (5 points)"),
    "not_own_ball": ("pyramid-t 4.6", "the cue ball first struck a ball that is not one of the "
                                      "player's game balls"),
    # What a referee at the table sees (simulation.rules.vocab.SeenFoul): 27.1.1, .2, .6-.10.
    "cue_not_tip": ("5.1", "the cue ball was not struck with the tip along the cue"),
    "foot_off_floor": ("5.2", "the player struck with both feet off the floor"),
    "shot_before_rest": ("15.2", "the shot was played before every ball had stopped"),
    "touched_ball": ("16", "a ball on the table was touched (cue, hand, clothing, chalk...)"),
    "double_hit": ("17", "the tip met the cue ball a second time (double hit)"),
    "push": ("18", "the tip stayed on the cue ball until it met the object ball (push)"),
    "near_ball_stroke": ("19.1", "a touching or near ball was played neither at 45° or more "
                                 "off the line of centres nor without the cue ball following"),
    "placing_touched_ball": ("combined 6.2", "a ball was touched while the cue ball was placed "
                                             "by hand"),
    "cue_ball_outside_house": ("12.3", "the cue ball was played from the house line or beyond "
                                       "it after the warning (12.3: it must be corrected; the "
                                       "club rules 002 list it as a foul)"),
    "wrong_house": ("combined 6.8", "the cue ball was played from the temporary house while an "
                                    "object ball stood outside the house"),
}

#: House clauses differ in number between disciplines; the code is the same.
HOUSE_CLAUSE: dict[str, str] = {
    "combined": "combined 6.6",
    "classic-71": "classic-71 6.6",
    "classic-51": "classic-51 6.6",
    "classic-8": "classic-8 7.6",
    "pyramid-t": "pyramid-t 4.3 (by analogy with combined 6.6)",
}


#: Combined 6.2 and its twins: touching a ball while placing the cue ball by hand. Free and
#: Pyramid T have no such clause; General rules 16 forbids the touch (12.5 allows only
#: adjusting the cue ball itself).
PLACING_CLAUSE: dict[str, str] = {
    "combined": "combined 6.2",
    "dynamic": "dynamic 6.2",
    "classic-71": "classic-71 6.2",
    "classic-51": "classic-51 6.2",
    "classic-8": "classic-8 7.2",
    "free": "16",
    "pyramid-t": "16",
}


def seen_foul(code: str, discipline: str) -> Foul:
    """A foul the referee saw, with the clause the discipline gives it."""
    if code == SeenFoul.PLACING_TOUCHED_BALL:
        return Foul.of(code, PLACING_CLAUSE[discipline])
    if code == SeenFoul.WRONG_HOUSE and discipline != Discipline.COMBINED:
        return Foul.of(code, "combined 6.8 (by analogy)")
    return Foul.of(code)


@dataclass(frozen=True)
class Foul:
    """One foul: its code and the clause it breaks. The reason is looked up, not stored."""

    code: str
    clause: str

    @classmethod
    def of(cls, code: str, clause: str | None = None) -> Foul:
        base_clause, _ = FOULS[code]
        return cls(code, clause or base_clause)

    @property
    def reason(self) -> str:
        return FOULS[self.code][1]

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "clause": self.clause, "reason": self.reason}
