"""Foul codes, the clause each one enforces, and a plain English reason.

The referee speaks in codes and clause numbers so the GUI can translate them (DESIGN.md:
"verdicts carry codes and clause numbers, not sentences"). HEADLESS.md also wants a
readable reason in the JSON verdict, so every code has one English sentence here; the GUI
uses the code, scripts and logs use the sentence.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: code -> (clause, English reason). Clause numbers are those of the rule texts in
#: shared/rules/ ("General rules 6.2" is written "6.2"; a discipline's own clause carries
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
}

#: House clauses differ in number between disciplines; the code is the same.
HOUSE_CLAUSE: dict[str, str] = {
    "combined": "combined 6.6",
    "classic-71": "classic-71 6.6",
    "classic-51": "classic-51 6.6",
    "classic-8": "classic-8 7.6",
    "pyramid-t": "pyramid-t 4.3 (by analogy with combined 6.6)",
}


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
