"""The computer's explanation codes (simulation/ai, docs/ai.md) as sentences for the verdict
panel, e.g. "Компьютер забирает шар 15 на полку".

The policy explains itself in codes so it stays headless; the words live here, each written
out in full with ``QCoreApplication.translate("ComputerTexts", ...)`` so pyside6-lupdate
finds them. ``who`` is "Computer" when one seat is the computer's, else the player's name
(two computers playing each other need telling apart). Present tense throughout: Russian
verbs then do not depend on the gender of a player's name.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from coach_app.words.names import ball_name, pocket_name
from coach_app.words.stroke_words import stroke_sentence
from simulation.balls import CUE
from simulation.stroke import Stroke
from simulation.table import Vec

Code = Mapping[str, Any]


def computer_name() -> str:
    return QCoreApplication.translate("ComputerTexts", "Computer")


def _sub(text: str, *args: str) -> str:
    for i, arg in enumerate(args, start=1):
        text = text.replace(f"%{i}", arg)
    return text


def _pot(who: str, e: Code, _names: Mapping[str, str]) -> str:
    ball, pocket = ball_name(str(e["ball"])), pocket_name(str(e["pocket"]))
    chance = f"{round(100 * float(e.get('chance', 0.0)))}"
    cue = str(e.get("cue_ball", CUE))
    if e.get("kind") == "cue":
        line = _sub(QCoreApplication.translate(
            "ComputerTexts", "%1 plays a свояк: %2 into the %3 off %4."),
            who, ball_name(cue), pocket, ball)
    elif e.get("off"):
        line = _sub(QCoreApplication.translate(
            "ComputerTexts", "%1 plays a combination: %2 off %3 into the %4."),
            who, ball, ball_name(str(e["off"])), pocket)
    elif e.get("bank"):
        line = _sub(QCoreApplication.translate(
            "ComputerTexts", "%1 plays a double: %2 off the cushion into the %3."),
            who, ball, pocket)
    elif cue != CUE:
        line = _sub(QCoreApplication.translate(
            "ComputerTexts", "%1 plays %2 into the %3, striking %4."),
            who, ball, pocket, ball_name(cue))
    else:
        line = _sub(QCoreApplication.translate("ComputerTexts", "%1 plays %2 into the %3."),
                    who, ball, pocket)
    return line + " " + QCoreApplication.translate(
        "ComputerTexts", "Chance of the pot: %1%.").replace("%1", chance)


def _break_option(who: str, e: Code, _names: Mapping[str, str]) -> str:
    texts = {
        "accept_play": QCoreApplication.translate(
            "ComputerTexts", "%1 accepts the table and plays."),
        "accept_pass": QCoreApplication.translate(
            "ComputerTexts", "%1 accepts the table and passes the shot."),
        "rerack_break": QCoreApplication.translate(
            "ComputerTexts", "%1 has the balls re-racked and breaks."),
        "rerack_offender": QCoreApplication.translate(
            "ComputerTexts", "%1 has the balls re-racked; the offender breaks again."),
    }
    return _sub(texts.get(str(e.get("choice")), "%1: " + str(e.get("choice"))), who)


def _lag(_who: str, e: Code, names: Mapping[str, str]) -> str:
    """The lag is a contest the program only records: the computer draws it (docs/ai.md)."""
    winner = str(e.get("winner"))
    if e.get("choice") == "shoot":
        text = QCoreApplication.translate(
            "ComputerTexts", "The lag is drawn: %1 wins it and plays first.")
    else:
        text = QCoreApplication.translate(
            "ComputerTexts", "The lag is drawn: %1 wins it and lets the opponent play first.")
    return _sub(text, names.get(winner, winner))


def _simple(who: str, e: Code, names: Mapping[str, str]) -> str | None:
    """The codes whose sentence needs at most a ball, a pocket or a player."""
    code = e.get("code")
    ball = ball_name(str(e.get("ball", "")))
    if code == "breaks":
        return _sub(QCoreApplication.translate("ComputerTexts", "%1 breaks."), who)
    if code == "places_cue_ball":
        return _sub(QCoreApplication.translate(
            "ComputerTexts", "%1 places the cue ball in hand."), who)
    if code == "plays_for_position":
        return _sub(QCoreApplication.translate(
            "ComputerTexts", "%1 also plays for position on the next shot."), who)
    if code == "plays_safety":
        return _sub(QCoreApplication.translate(
            "ComputerTexts", "%1 sees no pot worth trying and plays safe."), who)
    if code == "plays_plain_hit":
        return _sub(QCoreApplication.translate(
            "ComputerTexts", "%1 sees nothing on and plays a firm hit at the nearest ball."),
            who)
    if code == "calls":
        return _sub(QCoreApplication.translate("ComputerTexts", "%1 calls %2 into the %3."),
                    who, ball, pocket_name(str(e.get("pocket"))))
    if code == "takes_penalty_ball":
        return _sub(QCoreApplication.translate(
            "ComputerTexts", "%1 takes %2 onto the shelf."), who, ball)
    if code == "declines_penalty_ball":
        return _sub(QCoreApplication.translate(
            "ComputerTexts", "%1 declines the penalty ball."), who)
    if code == "takes_replacement_ball":
        return _sub(QCoreApplication.translate(
            "ComputerTexts", "%1 takes %2 onto the shelf for the pocketed cue ball."),
            who, ball)
    if code == "declines_replacement_ball":
        return _sub(QCoreApplication.translate(
            "ComputerTexts", "%1 declines a ball for the pocketed cue ball."), who)
    if code == "shoots":
        return _sub(QCoreApplication.translate("ComputerTexts", "%1 shoots from here."), who)
    if code == "passes_shot":
        to = str(e.get("to"))
        return _sub(QCoreApplication.translate(
            "ComputerTexts", "%1 passes the shot to %2."), who, names.get(to, to))
    if code == "chooses_player":
        return _sub(QCoreApplication.translate(
            "ComputerTexts", "%1 sends %2 to the table first."), who, str(e.get("player")))
    return None


_SPECIAL = {"plays_pot": _pot, "break_option": _break_option, "lag": _lag}


def explanation_lines(codes: Iterable[Code], who: str, names: Mapping[str, str]) -> list[str]:
    """One sentence per code the GUI explains; codes without words (the stroke error, the
    outcome, which the referee's verdict already tells) are left out."""
    out = []
    for e in codes:
        special = _SPECIAL.get(str(e.get("code")))
        line = special(who, e, names) if special is not None else _simple(who, e, names)
        if line is not None:
            out.append(line)
    return out


def stroke_line(who: str, stroke: Stroke, layout: Mapping[str, Vec] | None,
                radius: float) -> str:
    """The stroke the computer chose, in a player's words: "Computer plays it as: half ball
    cut to the left on ball 5 (31°) · tip at 12 o'clock, 0.3 R (follow) · power 4 of 10,
    medium"."""
    words = stroke_sentence(stroke, layout, radius)
    return _sub(QCoreApplication.translate("ComputerTexts", "%1 plays it as: %2"), who,
                words[:1].lower() + words[1:])  # after a colon, mid-sentence
