"""Plain-words texts for the referee's codes: disciplines, fouls, verdicts, decisions.

The referee speaks in codes and clause numbers (simulation/rules/codes.py); this module
turns them into sentences in the interface language, with the clause in brackets, e.g.
"Фол: биток не коснулся прицельного шара (п. 6.2)". Every string is written out in full
with ``QCoreApplication.translate("GameTexts", ...)`` so pyside6-lupdate finds it.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from coach_app.qtkit.plural import points_text
from coach_app.words.names import ball_name, pocket_name
from simulation.rules.state import GameState, Pending
from simulation.rules.verdict import Verdict
from simulation.rules.vocab import Context, Hand, House, PendingKind, Turn


def discipline_name(discipline: str) -> str:
    names = {
        "free": QCoreApplication.translate("GameTexts", "Free pyramid"),
        "combined": QCoreApplication.translate("GameTexts", "Combined pyramid"),
        "dynamic": QCoreApplication.translate("GameTexts", "Dynamic pyramid"),
        "classic-71": QCoreApplication.translate("GameTexts", "Classic pyramid, 71 points"),
        "classic-51": QCoreApplication.translate("GameTexts", "Classic pyramid, 51 points"),
        "classic-8": QCoreApplication.translate("GameTexts", "Classic pyramid, 8 balls"),
        "pyramid-t": QCoreApplication.translate("GameTexts", "Pyramid T"),
    }
    return names.get(discipline, discipline)


def foul_reason(code: str) -> str | None:
    reasons = {
        "no_contact": QCoreApplication.translate(
            "GameTexts", "the cue ball touched no object ball"),
        "not_completed": QCoreApplication.translate(
            "GameTexts", "the shot was not correctly completed: no ball pocketed, no second "
                         "cushion and no centre-line crossing"),
        "illegal_break": QCoreApplication.translate(
            "GameTexts", "the opening break met none of the conditions of a legal break"),
        "ball_off_table": QCoreApplication.translate("GameTexts", "a ball left the table"),
        "cue_ball_potted": QCoreApplication.translate("GameTexts", "the cue ball was pocketed"),
        "cue_ball_potted_classic8": QCoreApplication.translate(
            "GameTexts", "the cue ball was pocketed; only object balls may be"),
        "cue_ball_potted_from_hand": QCoreApplication.translate(
            "GameTexts", "the cue ball was pocketed on a shot from hand"),
        "house_ball_in_house": QCoreApplication.translate(
            "GameTexts", "from the house, the cue ball touched a ball in the house before "
                         "leaving it"),
        "house_no_ball_outside": QCoreApplication.translate(
            "GameTexts", "from the house, the cue ball touched no ball outside the house"),
        "cue_ball_potted_accidental": QCoreApplication.translate(
            "GameTexts", "the cue ball fell without being called into that pocket"),
        "not_own_ball": QCoreApplication.translate(
            "GameTexts", "the cue ball first struck a ball that is not one of the player's "
                         "game balls"),
        # What a referee at a real table sees (the rule texts' words, 27.1).
        "cue_not_tip": QCoreApplication.translate(
            "GameTexts", "the cue ball was not struck with the tip"),
        "foot_off_floor": QCoreApplication.translate(
            "GameTexts", "the player struck with both feet off the floor"),
        "shot_before_rest": QCoreApplication.translate(
            "GameTexts", "the shot was played before the balls had stopped"),
        "touched_ball": QCoreApplication.translate(
            "GameTexts", "a ball was touched (cue, hand, clothing, chalk)"),
        "double_hit": QCoreApplication.translate(
            "GameTexts", "the tip met the cue ball twice (double hit)"),
        "push": QCoreApplication.translate("GameTexts", "a push shot"),
        "near_ball_stroke": QCoreApplication.translate(
            "GameTexts", "a touching or near ball played wrongly"),
        "placing_touched_ball": QCoreApplication.translate(
            "GameTexts", "a ball was touched while placing the cue ball"),
        "cue_ball_outside_house": QCoreApplication.translate(
            "GameTexts", "the cue ball was played from beyond the house line after the "
                         "warning"),
        "wrong_house": QCoreApplication.translate(
            "GameTexts", "the cue ball was played from the temporary house while a ball "
                         "stood outside the house"),
    }
    return reasons.get(code)


def clause_text(clause: str) -> str:
    """"6.2" -> "cl. 6.2"; "combined 6.6" -> "cl. 6.6, Combined pyramid"."""
    head, _, rest = clause.partition(" ")
    if rest and discipline_name(head) != head:
        return QCoreApplication.translate("GameTexts", "cl. %1, %2").replace(
            "%1", rest).replace("%2", discipline_name(head))
    return QCoreApplication.translate("GameTexts", "cl. %1").replace("%1", clause)


def verdict_lines(verdict: Verdict, names: Mapping[str, str]) -> list[str]:
    """The referee's ruling on one shot as short sentences, the most important first."""
    lines: list[str] = []
    for foul in verdict.fouls:
        reason = foul_reason(foul.code) or foul.reason
        lines.append(QCoreApplication.translate("GameTexts", "Foul: %1 (%2)")
                     .replace("%1", reason).replace("%2", clause_text(foul.clause)))
    if verdict.legal:
        lines.append(QCoreApplication.translate("GameTexts", "Legal shot."))
    if verdict.call is not None and verdict.call_made is False:
        lines.append(QCoreApplication.translate("GameTexts", "The call was not made: %1 into "
                                                             "the %2.")
                     .replace("%1", ball_name(verdict.call.ball))
                     .replace("%2", pocket_name(verdict.call.pocket)))
    if verdict.pocketed:
        lines.append(QCoreApplication.translate("GameTexts", "Pocketed: %1.").replace(
            "%1", ", ".join(ball_name(b) for b in verdict.pocketed)))
    if verdict.off_table:
        lines.append(QCoreApplication.translate("GameTexts", "Off the table: %1.").replace(
            "%1", ", ".join(ball_name(b) for b in verdict.off_table)))
    for side, pts in verdict.points.items():
        if pts:
            lines.append(QCoreApplication.translate("GameTexts", "%1: %2.")
                         .replace("%1", names.get(side, side))
                         .replace("%2", points_text(pts, signed=True)))
    if verdict.respotted:
        lines.append(QCoreApplication.translate("GameTexts", "Re-spotted: %1.").replace(
            "%1", ", ".join(ball_name(b) for b in verdict.respotted)))
    if "unrequested_respotted" in verdict.notes:
        lines.append(QCoreApplication.translate("GameTexts", "An uncalled ball was pocketed "
                                                             "and is re-spotted."))
    if "not_own_respotted" in verdict.notes:
        lines.append(QCoreApplication.translate("GameTexts", "A ball that is not the player's "
                                                             "game ball is re-spotted."))
    if verdict.winner is not None:
        lines.append(QCoreApplication.translate("GameTexts", "%1 wins the frame!")
                     .replace("%1", names.get(verdict.winner, verdict.winner)))
    elif verdict.turn is Turn.CONTINUES and verdict.to_move is not None:
        lines.append(QCoreApplication.translate("GameTexts", "%1 plays on.")
                     .replace("%1", names.get(verdict.to_move, verdict.to_move)))
    elif verdict.turn is Turn.PASSES and verdict.to_move is not None:
        lines.append(QCoreApplication.translate("GameTexts", "The turn passes to %1.")
                     .replace("%1", names.get(verdict.to_move, verdict.to_move)))
    return lines


def pending_prompt(pending: Pending, state: GameState, names: Mapping[str, str]) -> str:
    who = names.get(pending.by or "", pending.by or "")
    if pending.kind is PendingKind.PENALTY_BALL:
        return QCoreApplication.translate(
            "GameTexts", "%1: choose the penalty ball. Click a highlighted ball on the table "
                         "to put it on your shelf, or decline.").replace("%1", who)
    if pending.kind is PendingKind.REPLACE_CUE:
        return QCoreApplication.translate(
            "GameTexts", "%1: the cue ball went in off an object ball. Click a highlighted "
                         "ball to take in its place, or decline.").replace("%1", who)
    if pending.kind is PendingKind.SHOOT_OR_PASS:
        return QCoreApplication.translate(
            "GameTexts", "%1: after the foul, shoot from here or pass the shot back?"
        ).replace("%1", who)
    if pending.kind is PendingKind.BREAK_OPTIONS:
        return QCoreApplication.translate(
            "GameTexts", "%1: the opening break was illegal. How do you want to go on?"
        ).replace("%1", who)
    if pending.kind is PendingKind.LAG and pending.context is Context.DECIDER:
        return QCoreApplication.translate(
            "GameTexts", "70:70! The last ball is back on the back spot. Lag again: who won "
                         "it, and will they play the deciding ball or pass it? The first "
                         "legal pot or the first foul ends the frame.")
    if pending.kind is PendingKind.LAG:
        return QCoreApplication.translate(
            "GameTexts", "Lag for the break: who won it, and will they break or pass the "
                         "break?")
    if pending.kind is PendingKind.CHOOSE_PLAYER:
        return QCoreApplication.translate(
            "GameTexts", "%1: which player of the pair comes to the table first?"
        ).replace("%1", who)
    return pending.kind


def choice_label(choice: str) -> str:
    labels = {
        "shoot": QCoreApplication.translate("GameTexts", "Shoot"),
        "pass": QCoreApplication.translate("GameTexts", "Pass the shot"),
        "accept_play": QCoreApplication.translate("GameTexts", "Accept the table and play"),
        "accept_pass": QCoreApplication.translate("GameTexts", "Accept the table and pass"),
        "rerack_break": QCoreApplication.translate("GameTexts", "Re-rack and break"),
        "rerack_offender": QCoreApplication.translate(
            "GameTexts", "Re-rack, the offender breaks again"),
    }
    return labels.get(choice, choice)


def hand_text(state: GameState) -> str | None:
    if state.ball_in_hand is Hand.TABLE:
        return QCoreApplication.translate("GameTexts", "Cue ball in hand: anywhere on the table.")
    if state.ball_in_hand is Hand.HOUSE and state.house is House.TEMPORARY:
        return QCoreApplication.translate("GameTexts", "Cue ball in hand: in the temporary house.")
    if state.ball_in_hand is Hand.HOUSE:
        return QCoreApplication.translate("GameTexts", "Cue ball in hand: in the house.")
    return None
