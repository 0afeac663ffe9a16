"""The table page in words: an entry's line, the running score, the set's result. Every
text goes through Qt translation; the model gives only numbers and codes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from coach_app.practice.skilltest_texts import band_name, points_of
from coach_app.practice.table_model import Entry, Tally
from coach_app.qtkit.plural import points_text

translate = QCoreApplication.translate


def _points(n: int) -> str:
    return points_text(n)


def entry_line(number: int, entry: Entry, named: bool, lang: str) -> str:
    """«3. ✓ забит · 2 очка · перерезал» — ``named`` adds the drill's title (a plan of
    several drills)."""
    r = entry.result
    if r.success:
        parts = [translate("TablePage", "%1. ✓ made").replace("%1", str(number))]
    elif r.reason == "cue_outside_zone":
        parts = [translate("TablePage", "%1. ✗ the cue ball stopped outside the zone")
                 .replace("%1", str(number))]
    else:
        parts = [translate("TablePage", "%1. ✗ missed").replace("%1", str(number))]
    if r.points and (not r.success or r.points != 1):
        parts.append(_points(r.points))
    if named:
        parts.append(entry.slot.drill.title.get(lang))
    comment = r.detail.get("comment")
    if comment:
        parts.append(f"«{comment}»" if lang == "ru" else f"“{comment}”")
    return " · ".join(parts)


def tally_text(t: Tally) -> str:
    """The running score: made of entered, points, and the skill test's score."""
    if t.entered == 0:
        return translate("TablePage", "No attempts entered yet.")
    text = translate("TablePage", "Made %1 of %2").replace("%1", str(t.made)).replace(
        "%2", str(t.entered))
    if t.test is not None:
        from drills.skilltest import TOTAL

        return text + " · " + translate("TablePage", "test score %1").replace(
            "%1", points_of(t.test.total, TOTAL))
    if t.points != t.made:
        text += " · " + _points(t.points)
    return text


def result_text(t: Tally) -> str:
    """The set's result once every attempt is entered."""
    share = round(100 * t.made / t.planned) if t.planned else 0
    if t.test is not None:
        from drills.skilltest import TOTAL

        return translate("TablePage", "Test over: %1 points of %2 — %3.").replace(
            "%1", str(t.test.total)).replace("%2", str(TOTAL)).replace(
            "%3", band_name(t.test.rating))
    return translate("TablePage", "Set over: %1 of %2 made (%3%).").replace(
        "%1", str(t.made)).replace("%2", str(t.planned)).replace("%3", str(share))
