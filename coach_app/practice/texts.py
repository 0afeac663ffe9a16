"""Practice mode in words: categories, goals, the reason an attempt failed, file problems.

The drill engine returns codes only (docs/drills.md, "Reason codes"); this module turns each
code into a plain sentence in the interface language. Foul codes reuse the game screens'
sentences (:func:`coach_app.game.texts.foul_reason`) so a foul reads the same in a drill
and in a frame. Every string is written out in full with ``QCoreApplication.translate``
(context "Drill") so pyside6-lupdate finds it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from coach_app.game.texts import clause_text, foul_reason
from coach_app.words.goal_phrases import cue_words, goal_sentence, item_words
from drills.fields import DrillError
from drills.judge import AttemptState
from drills.model import Drill, Goal

#: lupdate finds ``translate("Context", "text")`` calls; this keeps the lines short.
translate = QCoreApplication.translate


def category_name(category: str) -> str:
    names = {
        "break": translate("Drill", "Opening breaks"),
        "placement": translate("Drill", "Cue ball from hand"),
        "colours": translate("Drill", "Pyramid T colours"),
        "potting": translate("Drill", "Potting"),
        "position": translate("Drill", "Position play"),
        "safety": translate("Drill", "Safety play"),
        "other": translate("Drill", "Other"),
    }
    return names.get(category, category)


def cue_text(cue: str) -> str:
    return cue_words(cue, translate)


def cue_choice(cue: str) -> str:
    """The short name of a cue placement, for the editor's list."""
    texts = {
        "fixed": translate("Drill", "Fixed in the layout"),
        "house": translate("Drill", "From hand, in the house"),
        "anywhere": translate("Drill", "From hand, anywhere"),
    }
    return texts.get(cue, cue)


def goal_kind_name(kind: str) -> str:
    names = {
        "pot": translate("Drill", "Pocket a ball"),
        "cue_pot": translate("Drill", "Свояк: pocket the cue ball"),
        "sequence": translate("Drill", "Pocket balls in order"),
        "position": translate("Drill", "Cue ball to a zone"),
        "break": translate("Drill", "Opening break"),
        "safety": translate("Drill", "Safety: leave nothing"),
    }
    return names.get(kind, kind)


def scoring_name(mode: str) -> str:
    names = {
        "success": translate("Drill", "Points for a success"),
        "balls": translate("Drill", "A point per ball"),
        "values": translate("Drill", "The balls' game values"),
        "leave": translate("Drill", "10 points less the chance left"),
    }
    return names.get(mode, mode)


def item_name(item: str) -> str:
    """A sequence item: a ball ("ball 3") or a Pyramid T colour ("a blue ball")."""
    return item_words(item, translate)


def goal_text(goal: Goal) -> str:
    """The goal in one or two sentences (coach_app/words/goal_phrases.py's, through Qt:
    the printed drill cards say the same)."""
    return goal_sentence(goal, translate)


def foul_sentences(codes: Sequence[tuple[str, str]]) -> list[str]:
    """"Foul: ... (cl. 20)" for every (code, clause), as the game screens say it."""
    return [QCoreApplication.translate("GameTexts", "Foul: %1 (%2)")
            .replace("%1", foul_reason(code) or code).replace("%2", clause_text(clause))
            for code, clause in codes]


def reason_text(state: AttemptState) -> str:
    """Why the attempt ended (or how it goes on), in one sentence."""
    goal = state.drill.goal
    last = state.last
    reason = state.reason if state.finished else "continue"
    target = goal.ball
    if goal.kind == "sequence" and last is not None:
        k = len(state.records) - 1
        target = goal.order[k] if k < len(goal.order) else None
    name = item_name(target) if target else translate("Drill", "the ball")
    details = state.details()
    texts = {
        "success": translate("Drill", "Success!"),
        "foul": translate("Drill", "The goal was met, but the shot was a foul."),
        "not_pocketed": translate("Drill", "%1 did not drop.").replace("%1", name),
        "wrong_pocket": translate("Drill", "%1 went into the wrong pocket.").replace("%1", name),
        "cue_ball_pocketed": translate(
            "Drill", "The cue ball went into a pocket; it had to stay on the table."),
        "cue_not_pocketed": translate("Drill", "The cue ball did not drop: no свояк."),
        "wrong_ball_first": translate("Drill", "The cue ball struck another ball first."),
        "out_of_order": translate("Drill", "A ball was pocketed out of order."),
        "cue_outside_zone": translate("Drill", "The cue ball stopped outside the target zone."),
        "illegal_break": translate("Drill", "The break was not legal: clause 13.1 was not met."),
        "too_few_cushion_balls": translate(
            "Drill", "Only %1 balls reached a cushion; %2 were needed.")
        .replace("%1", str(details.get("cushion_balls", 0)))
        .replace("%2", str(goal.min_cushion_balls)),
        "leaves_a_pot": translate(
            "Drill", "The opponent is left a pot: a %1% chance.").replace(
                "%1", str(round(100 * (details.get("leave") or 0.0)))),
        "too_few_pocketed": translate("Drill", "Only %1 balls were pocketed; %2 were needed.")
        .replace("%1", str(sum(p["ball"] != "cue" for p in details.get("pocketed", []))))
        .replace("%2", str(goal.min_pocketed)),
    }
    if reason == "continue":
        nxt = state.next_item
        return translate("Drill", "Good: %1 is in. Next: %2.").replace("%1", name).replace(
            "%2", item_name(nxt) if nxt else "")
    return texts.get(reason, reason)


def attempt_lines(state: AttemptState) -> list[str]:
    """The feedback after a shot: the reason, the fouls, the points."""
    lines = [reason_text(state)]
    last = state.last
    if last is not None and last.ruling.fouls:
        lines += foul_sentences(last.ruling.fouls)
    if state.finished:
        lines.append(translate("Drill", "Points: %1.").replace("%1", str(state.points)))
    return lines


def level_text(level: int) -> str:
    return translate("Drill", "Level %1").replace("%1", str(level))


def drill_facts(drill: Drill, attempts: int | None = None) -> str:
    """One line under a drill's title: category, level, discipline, set size (``attempts``:
    the set's own size when it is not the drill's, as for a skill-test item)."""
    from coach_app.game.texts import discipline_name

    size = drill.attempts if attempts is None else attempts
    return " · ".join([category_name(drill.category), level_text(drill.level),
                       discipline_name(drill.discipline),
                       translate("Drill", "%1 attempts a set").replace("%1", str(size))])


def problem_text(error: DrillError) -> str:
    """A refused file or drill in words: what kind of problem, where, and the validator's
    own detail (kept verbatim: it names the exact field and value)."""
    msg = error.message
    kinds = (
        ("is larger than", translate("Drill", "The file is too large to be a drill pack.")),
        ("is not UTF-8", translate("Drill", "The file is not text (UTF-8).")),
        ("is not valid TOML", translate("Drill", "The file is not valid TOML.")),
        ("is not valid JSON", translate("Drill", "The file is not valid JSON.")),
        ("is nested too deeply", translate("Drill", "The file is nested too deeply.")),
        ("is not a drill pack", translate(
            "Drill", "This is not a drill pack: the name must end in .toml or .json.")),
        ("cannot read", translate("Drill", "The file cannot be read.")),
        ("cannot write", translate("Drill", "The file cannot be written.")),
        ("already used by", translate("Drill", "A drill id is already used by another pack.")),
        ("used by another", translate("Drill", "A drill id is used twice.")),
        ("unknown field", translate("Drill", "The file has a field the format does not know.")),
        ("is required", translate("Drill", "A required field is missing.")),
        ("overlap", translate("Drill", "Two balls overlap.")),
        ("no room", translate("Drill", "A scatter zone is too small for its balls.")),
        ("not on the", translate("Drill", "Something lies off the playing surface.")),
        ("control character", translate("Drill", "A text contains control characters.")),
        ("non-empty string", translate("Drill", "A text is empty: write it in both "
                                                "languages.")),
    )
    # Problems said completely in words: the validator's English detail adds nothing.
    complete = (
        ("must be an id of", translate(
            "Drill", "An id may use only lowercase Latin letters, digits, '.', '_' and '-', "
                     "start with a letter or digit and be at most 64 characters long.")),
    )
    whole = next((text for key, text in complete if key in msg), None)
    head = whole or next((text for key, text in kinds if key in msg),
                         translate("Drill", "A value is not allowed."))
    where = [error.file or ""]
    if error.drill:
        where.append(translate("Drill", "drill %1").replace("%1", error.drill))
    if error.path:
        where.append(error.path)
    if whole is not None:
        return translate("Drill", "%1 Where: %2.").replace("%1", head).replace(
            "%2", " › ".join(w for w in where if w))
    return translate("Drill", "%1 Where: %2. Detail: %3").replace("%1", head).replace(
        "%2", " › ".join(w for w in where if w)).replace("%3", msg)
