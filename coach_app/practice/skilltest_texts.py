"""The skill test in words: its areas, its rating bands and what each band says of a
player, the score sheet's lines.

The rating codes and bands are drills/skilltest.py's (``RATING``: the lowest share of the
total for each band); this module only names them, in the "SkillTest" translation
context, so the Practice page and its tests read the same sentences.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from drills.skilltest import RATING, TOTAL

translate = QCoreApplication.translate


def area_name(area: str) -> str:
    names = {
        "potting": translate("SkillTest", "Potting"),
        "house": translate("SkillTest", "Cue ball from the house"),
        "position": translate("SkillTest", "Position"),
        "safety": translate("SkillTest", "Safety"),
        "breaks": translate("SkillTest", "Breaks"),
    }
    return names.get(area, area)


def band_name(code: str) -> str:
    names = {
        "beginner": translate("SkillTest", "Beginner"),
        "amateur": translate("SkillTest", "Amateur"),
        "club": translate("SkillTest", "Club player"),
        "expert": translate("SkillTest", "Expert"),
        "master": translate("SkillTest", "Master"),
    }
    return names.get(code, code)


def band_meaning(code: str) -> str:
    """What a band says of a player's game, in a coach's words."""
    texts = {
        "beginner": translate("SkillTest", "Still learning the stroke: a straight ball "
                                           "goes in some of the time, the cue ball's path "
                                           "is not yet under control."),
        "amateur": translate("SkillTest", "Pots the simple balls; cuts, long balls and "
                                          "where the cue ball stops still go wrong often."),
        "club": translate("SkillTest", "A steady club player: pots most cuts, plays from "
                                       "the house with a plan, holds position on the easier "
                                       "shots."),
        "expert": translate("SkillTest", "Pots long and cut balls reliably and sends the "
                                         "cue ball where it is wanted; the safeties leave "
                                         "little."),
        "master": translate("SkillTest", "Tournament standard: the battery's shots go in "
                                         "nearly every time, position and safety included."),
    }
    return texts.get(code, "")


def bands() -> list[tuple[int, int, str]]:
    """(lowest points, highest points, code) per band, best first: the points a band
    spans out of the test's total (the same bounds ``rating`` applies to a share)."""
    out = []
    top = TOTAL
    for bound, code in RATING:
        low = next((s for s in range(TOTAL + 1) if s / TOTAL >= bound), TOTAL)
        if low <= top:
            out.append((low, top, code))
        top = min(top, low - 1)
    return out


def band_line(low: int, high: int, code: str) -> str:
    """«Club player, 20–25 of 36: …»."""
    return translate("SkillTest", "%1, %2–%3 of %4: %5").replace(
        "%1", band_name(code)).replace("%2", str(low)).replace("%3", str(high)).replace(
        "%4", str(TOTAL)).replace("%5", band_meaning(code))


def points_of(got: int, total: int) -> str:
    return translate("SkillTest", "%1 of %2").replace("%1", str(got)).replace("%2", str(total))
