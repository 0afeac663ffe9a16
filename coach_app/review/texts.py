"""The review screen's sentences about a stored shot, a session and an attempt.

A stored verdict is JSON (a game's ``Verdict.to_json()`` or a drill's ruling), not the
referee's object, so it is read here field by field; foul reasons and clause numbers use
the same words as the game screen (coach_app.game.texts), so a coach reads the same ruling
the player saw.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from coach_app.game.texts import clause_text, foul_reason
from coach_app.store import AttemptInfo, SessionInfo, StoredShot
from coach_app.words.names import ball_name, pocket_name
from coach_app.words.stroke_words import stroke_detail, stroke_sentence
from simulation.stroke import Stroke
from simulation.table import TableSpec, Vec

#: lupdate finds translate("ReviewTexts", "...") calls by this name.
translate = QCoreApplication.translate


def kind_name(kind: str) -> str:
    return {
        "practice": translate("ReviewTexts", "Practice"),
        "game": translate("ReviewTexts", "Game"),
        "free": translate("ReviewTexts", "Free table"),
    }.get(kind, kind)


def session_label(info: SessionInfo) -> str:
    """The session list's entry: when and what on the first line, how much on the second
    (the list wraps it; it never scrolls sideways). Counts come after a colon, a wording
    right for any number in both languages ("shots: 1", «ударов: 1»)."""
    when = info.started_at.astimezone().strftime("%Y-%m-%d %H:%M")
    parts = [translate("ReviewTexts", "shots: %1").replace("%1", str(info.shots))]
    if info.games and not info.shots:  # a match scored at a real table: frames, no shots
        parts = [translate("ReviewTexts", "games: %1").replace("%1", str(info.games))]
    elif info.where.real and not info.shots:  # a set entered at a real table: no shots
        parts = []
    head = f"{when} · {kind_name(info.kind)}"
    if info.where.real:
        head += " · " + real_table_text(info)
    if info.attempts:
        parts.append(
            translate("ReviewTexts", "%1 of %2 attempts succeeded")
            .replace("%1", str(info.successes))
            .replace("%2", str(info.attempts))
        )
    if info.notes:
        parts.append(translate("ReviewTexts", "notes: %1").replace("%1", str(info.notes)))
    return f"{head}\n" + " · ".join(parts)


def real_table_text(info: SessionInfo) -> str:
    """«Настоящий стол: Стол 3» / "Real table: Table 3" (the table's name when known)."""
    if info.where.table:
        return translate("ReviewTexts", "Real table: %1").replace("%1", info.where.table)
    return translate("ReviewTexts", "Real table")


def stroke_text(stroke: Stroke, layout: Mapping[str, Vec] | None = None,
                radius: float = TableSpec().ball_radius) -> str:
    """The stroke in a player's words (cut, tip on the clock face, power), then the
    engine's numbers (coach_app/words/stroke_words.py, as in Show me and the PDF)."""
    return stroke_sentence(stroke, layout, radius) + "\n" + stroke_detail(stroke)


def verdict_lines(shot: StoredShot) -> list[str]:
    """The ruling as the player saw it, or what happened on a table without a referee."""
    v: Mapping[str, Any] = shot.verdict or {}
    lines: list[str] = []
    for foul in v.get("fouls") or ():
        code = str(foul.get("code", "")) if isinstance(foul, Mapping) else str(foul)
        clause = str(foul.get("clause", "")) if isinstance(foul, Mapping) else ""
        reason = foul_reason(code) or code
        lines.append(
            translate("ReviewTexts", "Foul: %1 (%2)")
            .replace("%1", reason)
            .replace("%2", clause_text(clause) if clause else "—")
        )
    if shot.legal is True:
        lines.append(translate("ReviewTexts", "Legal shot."))
    elif shot.legal is None and not v:
        lines.append(translate("ReviewTexts", "No referee (free table)."))
    if shot.call is not None:
        lines.append(
            translate("ReviewTexts", "Call: %1 into the %2.")
            .replace("%1", ball_name(shot.call.ball))
            .replace("%2", pocket_name(shot.call.pocket))
        )
    pocketed = [p.ball for p in shot.result.pocketed]
    lines.append(
        translate("ReviewTexts", "Pocketed: %1.").replace(
            "%1", ", ".join(ball_name(b) for b in pocketed)
        )
        if pocketed
        else translate("ReviewTexts", "Nothing pocketed.")
    )
    if shot.points:
        lines.append(translate("ReviewTexts", "Points: %1.").replace("%1", f"{shot.points:+d}"))
    drill_code = v.get("reason") if isinstance(v.get("reason"), str) else None
    if drill_code:
        said = drill_reason(drill_code)
        leave = v.get("leave")
        if drill_code == "leaves_a_pot" and isinstance(leave, (int, float)):
            # The chance the judge measured, as Practice said it at the table.
            said = translate("ReviewTexts", "the opponent was left a pot: a %1% chance").replace(
                "%1", str(round(100 * leave)))
        lines.append(translate("ReviewTexts", "Drill: %1").replace("%1", said))
    return lines


def drill_reason(code: str) -> str:
    """A drill's stored ruling (drills.judge's reason code) in words; the code itself is
    never shown (an unknown code reads as "other")."""
    texts = {
        "success": translate("ReviewTexts", "done"),
        "continue": translate("ReviewTexts", "good, the attempt goes on"),
        "foul": translate("ReviewTexts", "the goal was met, but the shot was a foul"),
        "not_pocketed": translate("ReviewTexts", "the ball did not drop"),
        "wrong_pocket": translate("ReviewTexts", "the ball went into the wrong pocket"),
        "cue_ball_pocketed": translate("ReviewTexts", "the cue ball went into a pocket"),
        "cue_not_pocketed": translate("ReviewTexts", "the cue ball did not drop"),
        "wrong_ball_first": translate("ReviewTexts", "the cue ball struck another ball first"),
        "out_of_order": translate("ReviewTexts", "a ball was pocketed out of order"),
        "cue_outside_zone": translate("ReviewTexts",
                                      "the cue ball stopped outside the target zone"),
        "illegal_break": translate("ReviewTexts", "the break was not legal"),
        "too_few_cushion_balls": translate("ReviewTexts", "too few balls reached a cushion"),
        "too_few_pocketed": translate("ReviewTexts", "too few balls were pocketed"),
        "leaves_a_pot": translate("ReviewTexts", "the opponent was left a pot"),
        "interrupted": translate("ReviewTexts", "interrupted"),
    }
    return texts.get(code, translate("ReviewTexts", "other"))


def pot_words(ball: str, pocket: str) -> str:
    """A pocketed ball for the shot list: the ball's number (or "cue ball") and the
    pocket's name in words, never its code."""
    return translate("ReviewTexts", "%1 → %2").replace(
        "%1", ball if ball != "cue" else ball_name(ball)).replace("%2", pocket_name(pocket))


def shot_label(shot: StoredShot) -> str:
    """One line of the shot list: number, shooter, ruling, marks and notes at a glance."""
    if shot.is_break:  # one phrase: «правильный разбой», never «правильно разбой»
        ruling = (
            translate("ReviewTexts", "legal break")
            if shot.legal
            else translate("ReviewTexts", "foul on the break")
            if shot.legal is False
            else translate("ReviewTexts", "break")
        )
    else:
        ruling = (
            translate("ReviewTexts", "legal")
            if shot.legal
            else translate("ReviewTexts", "foul")
            if shot.legal is False
            else "—"
        )
    pots = ", ".join(pot_words(p.ball, p.pocket) for p in shot.result.pocketed)
    parts = [f"{shot.seq}.", shot.shooter or "", ruling]
    if pots:
        parts.append(pots)
    flags = ("★" if shot.marks else "") + ("✎" if shot.notes else "")
    return " ".join(p for p in parts if p) + (f"  {flags}" if flags else "")


def attempt_label(attempt: AttemptInfo) -> str:
    when = attempt.started_at.astimezone().strftime("%Y-%m-%d %H:%M")
    outcome = (
        translate("ReviewTexts", "success")
        if attempt.success
        else translate("ReviewTexts", "missed")
        if attempt.success is False
        else translate("ReviewTexts", "interrupted")
        if attempt.reason == "interrupted"
        else translate("ReviewTexts", "unfinished")
    )
    return (
        translate("ReviewTexts", "Attempt %1, %2: %3")
        .replace("%1", str(attempt.number))
        .replace("%2", when)
        .replace("%3", outcome)
    )


def mark_labels() -> dict[str, str]:
    return {
        "key": translate("ReviewTexts", "key shot"),
        "mistake": translate("ReviewTexts", "mistake"),
        "good": translate("ReviewTexts", "well played"),
    }
