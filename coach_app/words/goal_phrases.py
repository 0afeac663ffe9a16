"""A drill's goal in a player's words, in any language: the words without Qt.

The practice screen, the drill browser and the printed drill cards say what a drill asks
in one set of sentences: these. Every function takes the ``translate(context, text)`` to
speak through: Qt's on screen (coach_app/practice/texts.py binds it), the shipped catalogue
in the headless drill cards (coach_app/report/lang.py), so a card never starts Qt yet reads
as the screen does. The strings keep the "Drill" and "Names" translation contexts, written
out in full so pyside6-lupdate finds them.
"""

from __future__ import annotations

from collections.abc import Sequence

from coach_app.words.stroke_phrases import Tr, ball_words
from drills.model import Goal


def pocket_words(pocket: str, translate: Tr) -> str:
    """A pocket's name (coach_app/words/names.py's words, without Qt)."""
    names = {
        "FL": translate("Names", "left corner pocket by the house"),
        "FR": translate("Names", "right corner pocket by the house"),
        "ML": translate("Names", "left middle pocket"),
        "MR": translate("Names", "right middle pocket"),
        "BL": translate("Names", "far left corner pocket"),
        "BR": translate("Names", "far right corner pocket"),
    }
    return names.get(pocket, pocket)


def cue_words(cue: str, translate: Tr) -> str:
    """Where the cue ball starts: fixed, or in hand (in the house, or anywhere)."""
    texts = {
        "fixed": translate("Drill", "The cue ball stands where it is."),
        "house": translate("Drill", "Cue ball in hand: place it anywhere in the house."),
        "anywhere": translate("Drill", "Cue ball in hand: place it anywhere on the table."),
    }
    return texts.get(cue, cue)


def item_words(item: str, translate: Tr) -> str:
    """A sequence item: a ball ("ball 3") or a Pyramid T colour ("a blue ball")."""
    colours = {
        "blue": translate("Drill", "a blue ball"),
        "yellow": translate("Drill", "a yellow ball"),
        "black": translate("Drill", "a black ball"),
        "green": translate("Drill", "a green ball"),
        "red": translate("Drill", "a red ball"),
    }
    return colours.get(item) or ball_words(item, translate)


def pockets_words(pockets: Sequence[str], translate: Tr) -> str:
    if not pockets:
        return translate("Drill", "any pocket")
    return translate("Drill", " or ").join(pocket_words(p, translate) for p in pockets)


def goal_sentence(goal: Goal, translate: Tr) -> str:
    """The goal in one or two sentences (what the marks on the table mean)."""
    zone = ""
    if goal.zone:
        zone = " " + translate("Drill", "The cue ball must stop in the marked zone.")
    ball = ball_words(goal.ball or "", translate)
    if goal.kind == "pot":
        text = translate("Drill", "Pocket %1 into the %2.")
        return text.replace("%1", ball).replace(
            "%2", pockets_words(goal.pockets, translate)) + zone
    if goal.kind == "cue_pot":
        return translate("Drill", "Свояк: play the cue ball off %1 into the %2.").replace(
            "%1", ball).replace("%2", pockets_words(goal.pockets, translate))
    if goal.kind == "sequence":
        order = ", ".join(item_words(i, translate) for i in goal.order)
        text = translate("Drill", "Pocket in this order, one per shot: %1.").replace("%1", order)
        if goal.any_order:
            text = translate("Drill", "Pocket these in any order: %1.").replace("%1", order)
        if len(goal.pockets) == 1:
            text += " " + translate("Drill", "Every ball into the %1.").replace(
                "%1", pocket_words(goal.pockets[0], translate))
        elif goal.pockets:
            text += " " + translate("Drill", "Each into its marked pocket.")
        return text + zone
    if goal.kind == "position":
        text = translate("Drill", "Leave the cue ball in the marked zone with a legal shot.")
        if goal.ball:
            text += " " + translate("Drill", "Pocket %1 on the way.").replace("%1", ball)
        return text
    chance = str(round(100 * goal.max_leave))
    if goal.kind == "safety":
        return translate("Drill", "A legal shot that leaves the opponent at most a %1% pot "
                         "chance.").replace("%1", chance) + zone
    parts = [translate("Drill", "A legal opening break (clause 13.1).")]
    if goal.rule == "leave":
        parts = [translate("Drill", "A safety break (clauses 11-12) that leaves the opponent "
                           "at most a %1% pot chance.").replace("%1", chance)]
    if goal.first:
        parts.append(translate("Drill", "Strike the corner of the rack first, not the apex."))
    if goal.min_cushion_balls:
        parts.append(translate("Drill", "At least %1 balls to a cushion.").replace(
            "%1", str(goal.min_cushion_balls)))
    if goal.min_pocketed:
        parts.append(translate("Drill", "At least %1 balls pocketed.").replace(
            "%1", str(goal.min_pocketed)))
    return " ".join(parts) + zone
