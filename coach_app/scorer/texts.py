"""The scorer's words: what each entry mode means, the pockets on the buttons, the entry
being made, where re-spotted balls go, the decisions owed, and why an entry was refused.

The model and the referee speak in codes (modes, pocket ids, spot words, fields); this
module words them in the interface language. Each string is written out in full with
``QCoreApplication.translate("ScorerTexts", ...)`` so pyside6-lupdate finds it.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from coach_app.charts.text import ChartText
from coach_app.game.protocol_words import foul_label
from coach_app.scorer.model import Draft, Mode, Refusal
from coach_app.words.names import ball_name, pocket_name
from simulation.rules.state import GameState, Pending
from simulation.rules.verdict import Verdict
from simulation.rules.vocab import Context, PendingKind, Spot

#: The keys of the pockets, laid out like the table seen from the house: far pockets on
#: the top row of the keyboard, the middle pockets on the home row, the pockets by the
#: house at the bottom; the left pockets under the left hand, the right under the right.
POCKET_KEYS = {"BL": "Q", "ML": "A", "FL": "Z", "BR": "E", "MR": "D", "FR": "C"}
#: The keys of the modes.
MODE_KEYS = {
    Mode.CALL: "K",
    Mode.STRUCK: "S",
    Mode.FIRST: "F",
    Mode.POCKETED: "P",
    Mode.OFF_TABLE: "O",
    Mode.DROPPED: "H",
}


def words() -> ChartText:
    """The protocol's words (foul names) in the interface language."""
    return ChartText(QCoreApplication.translate)


def mode_label(mode: Mode) -> str:
    labels = {
        Mode.CALL: QCoreApplication.translate("ScorerTexts", "Call"),
        Mode.STRUCK: QCoreApplication.translate("ScorerTexts", "Ball struck"),
        Mode.FIRST: QCoreApplication.translate("ScorerTexts", "First ball touched"),
        Mode.POCKETED: QCoreApplication.translate("ScorerTexts", "Pocketed"),
        Mode.OFF_TABLE: QCoreApplication.translate("ScorerTexts", "Off the table"),
        Mode.DROPPED: QCoreApplication.translate("ScorerTexts", "Hanging ball dropped"),
    }
    return labels[mode]


def mode_hint(mode: Mode) -> str:
    hints = {
        Mode.CALL: QCoreApplication.translate(
            "ScorerTexts", "Press the called ball, then its pocket."
        ),
        Mode.STRUCK: QCoreApplication.translate(
            "ScorerTexts",
            "Press the ball the player struck with the cue (any ball may be "
            "the cue ball in Free pyramid).",
        ),
        Mode.FIRST: QCoreApplication.translate(
            "ScorerTexts", "Press the first ball the cue ball touched, or «No ball» (N)."
        ),
        Mode.POCKETED: QCoreApplication.translate(
            "ScorerTexts", "Press each pocketed ball, then its pocket."
        ),
        Mode.OFF_TABLE: QCoreApplication.translate(
            "ScorerTexts", "Press each ball that left the table."
        ),
        Mode.DROPPED: QCoreApplication.translate(
            "ScorerTexts", "Press the hanging ball that fell by itself, then its pocket."
        ),
    }
    return hints[mode]


def pocket_button(pocket: str) -> str:
    labels = {
        "BL": QCoreApplication.translate("ScorerTexts", "Far left"),
        "ML": QCoreApplication.translate("ScorerTexts", "Middle left"),
        "FL": QCoreApplication.translate("ScorerTexts", "Near left"),
        "BR": QCoreApplication.translate("ScorerTexts", "Far right"),
        "MR": QCoreApplication.translate("ScorerTexts", "Middle right"),
        "FR": QCoreApplication.translate("ScorerTexts", "Near right"),
    }
    # Two short lines ("Far" / "left (Q)"): the button stays narrow in either language.
    return f"{labels[pocket].replace(' ', chr(10), 1)} ({POCKET_KEYS[pocket]})"


def ball_button(ball: str) -> str:
    return QCoreApplication.translate("ScorerTexts", "cue") if ball == "cue" else ball


def _pot(ball: str, pocket: str | None) -> str:
    where = (
        pocket_name(pocket)
        if pocket
        else QCoreApplication.translate("ScorerTexts", "which pocket?")
    )
    return f"{ball_name(ball)} — {where}"


def draft_lines(d: Draft) -> list[str]:
    """The entry being made, line by line."""
    lines = []
    if not d.played:
        lines.append(QCoreApplication.translate("ScorerTexts", "Between shots (no shot played)"))
    if d.call_ball or d.call_pocket:
        lines.append(
            QCoreApplication.translate("ScorerTexts", "Call: %1").replace(
                "%1", _pot(d.call_ball or "?", d.call_pocket)
            )
        )
    if d.struck:
        lines.append(
            QCoreApplication.translate("ScorerTexts", "Ball struck: %1").replace(
                "%1", ball_name(d.struck)
            )
        )
    if d.played:
        first = (
            QCoreApplication.translate("ScorerTexts", "no ball")
            if d.no_contact
            else (ball_name(d.first) if d.first else "—")
        )
        lines.append(
            QCoreApplication.translate("ScorerTexts", "First ball touched: %1").replace(
                "%1", first
            )
        )
    if d.pocketed:
        lines.append(
            QCoreApplication.translate("ScorerTexts", "Pocketed: %1").replace(
                "%1", "; ".join(_pot(b, p) for b, p in d.pocketed)
            )
        )
    if d.off_table:
        lines.append(
            QCoreApplication.translate("ScorerTexts", "Off the table: %1").replace(
                "%1", ", ".join(ball_name(b) for b in d.off_table)
            )
        )
    if d.dropped:
        lines.append(
            QCoreApplication.translate("ScorerTexts", "Hanging ball dropped: %1").replace(
                "%1", "; ".join(_pot(b, p) for b, p in d.dropped)
            )
        )
    fouls = [foul_label(c, words()) for c in d.fouls]
    if d.house_foul:
        fouls.append(foul_label(d.house_foul, words()))
    if d.not_completed:
        fouls.append(foul_label("not_completed", words()))
    if fouls:
        lines.append(
            QCoreApplication.translate("ScorerTexts", "Fouls: %1").replace("%1", ", ".join(fouls))
        )
    if d.cushion_balls is not None:
        lines.append(
            QCoreApplication.translate(
                "ScorerTexts", "Break: %1 object balls at a cushion"
            ).replace("%1", str(d.cushion_balls))
            + (
                QCoreApplication.translate("ScorerTexts", ", one crossed the centre line")
                if d.crossed_centre
                else ""
            )
        )
    return lines


def spot_text(ball: str, spot: str | None) -> str:
    """Where a re-spotted ball goes, in the rule texts' words (25.2, Pyramid T 4.4,
    22.1)."""
    places = {
        Spot.BACK_SPOT: QCoreApplication.translate("ScorerTexts", "on the back spot"),
        Spot.SPOTTING_LINE: QCoreApplication.translate(
            "ScorerTexts", "on the spotting line behind the back spot, touching the ball there"
        ),
        Spot.TOWARD_CENTRE: QCoreApplication.translate(
            "ScorerTexts", "on the spotting line toward the centre of the table"
        ),
        Spot.TOWARD_FRONT: QCoreApplication.translate(
            "ScorerTexts", "on the next free place toward the front"
        ),
        Spot.FRONT_SPOT: QCoreApplication.translate("ScorerTexts", "on the front spot"),
        Spot.CENTRE_SPOT: QCoreApplication.translate("ScorerTexts", "on the centre spot"),
        Spot.BEHIND_FRONT_SPOT: QCoreApplication.translate(
            "ScorerTexts", "as close as possible behind the ball on the front spot"
        ),
        Spot.BEHIND_CENTRE_SPOT: QCoreApplication.translate(
            "ScorerTexts", "as close as possible behind the ball on the centre spot"
        ),
        Spot.BEHIND_BACK_SPOT: QCoreApplication.translate(
            "ScorerTexts", "as close as possible behind the ball on the back spot"
        ),
        Spot.WHERE_IT_STOOD: QCoreApplication.translate("ScorerTexts", "back where it stood"),
    }
    where = (
        places.get(Spot(spot), spot)
        if spot in set(Spot)
        else QCoreApplication.translate("ScorerTexts", "back on the table")
    )
    return (
        QCoreApplication.translate("ScorerTexts", "Put %1 %2.")
        .replace("%1", ball_name(ball))
        .replace("%2", str(where))
    )


def respot_lines(verdict: Verdict) -> list[str]:
    return [spot_text(b, verdict.spots.get(b)) for b in verdict.respotted]


def decision_prompt(pending: Pending, state: GameState, names: Mapping[str, str]) -> str:
    """The decision owed, as the scorer asks the player (no table to click: the ball
    buttons answer)."""
    who = names.get(pending.by or "", pending.by or "")
    if pending.kind is PendingKind.PENALTY_BALL:
        return QCoreApplication.translate(
            "ScorerTexts", "%1 takes a penalty ball: press the ball they choose, or «Decline»."
        ).replace("%1", who)
    if pending.kind is PendingKind.REPLACE_CUE:
        return QCoreApplication.translate(
            "ScorerTexts",
            "The cue ball went in off an object ball: %1 takes a ball for it. Press "
            "the ball, or «Decline».",
        ).replace("%1", who)
    if pending.kind is PendingKind.SHOOT_OR_PASS:
        return QCoreApplication.translate(
            "ScorerTexts", "%1: after the foul, play on or pass the shot back?"
        ).replace("%1", who)
    if pending.kind is PendingKind.BREAK_OPTIONS:
        return QCoreApplication.translate(
            "ScorerTexts", "%1: the opening break was illegal. How do they go on?"
        ).replace("%1", who)
    if pending.kind is PendingKind.LAG and pending.context is Context.DECIDER:
        return QCoreApplication.translate(
            "ScorerTexts",
            "Level score: the last ball is on the back spot. Who won the lag, and do "
            "they play or pass?",
        )
    if pending.kind is PendingKind.LAG:
        return QCoreApplication.translate(
            "ScorerTexts", "The lag for the break: who won it, and do they break or pass?"
        )
    if pending.kind is PendingKind.CHOOSE_PLAYER:
        return QCoreApplication.translate(
            "ScorerTexts", "%1: which player comes to the table first?"
        ).replace("%1", who)
    return str(pending.kind)


#: The outcome's fields as the scorer knows them.
def _field_words(field: str) -> str:
    head = field.split("[")[0].split(".")
    name = head[1] if len(head) > 1 and head[0] == "outcome" else head[0]
    words_ = {
        "call": QCoreApplication.translate("ScorerTexts", "the call"),
        "first_contact": QCoreApplication.translate("ScorerTexts", "the first ball touched"),
        "pocketed": QCoreApplication.translate("ScorerTexts", "the pocketed balls"),
        "off_table": QCoreApplication.translate("ScorerTexts", "the balls off the table"),
        "cushion_balls": QCoreApplication.translate(
            "ScorerTexts", "the balls at a cushion on the break"
        ),
        "completed": QCoreApplication.translate("ScorerTexts", "clause 20"),
        "fouls": QCoreApplication.translate("ScorerTexts", "the fouls"),
        "house_foul": QCoreApplication.translate("ScorerTexts", "the shot from the house"),
        "dropped": QCoreApplication.translate("ScorerTexts", "the hanging ball"),
        "offender": QCoreApplication.translate("ScorerTexts", "who fouled"),
        "cue_ball": QCoreApplication.translate("ScorerTexts", "the ball struck"),
        "clean": QCoreApplication.translate("ScorerTexts", "the strict call"),
        "smeared": QCoreApplication.translate("ScorerTexts", "the smeared ball"),
        "interference": QCoreApplication.translate("ScorerTexts", "the interference"),
        "state": QCoreApplication.translate("ScorerTexts", "the game"),
        "ball": QCoreApplication.translate("ScorerTexts", "the ball chosen"),
        "choice": QCoreApplication.translate("ScorerTexts", "the choice"),
    }
    return words_.get(name, field)


def refusal_hint(refusal: Refusal) -> str | None:
    """What to do about the refusals a scorer meets most, in the interface language."""
    field = refusal.field
    if field.endswith(".pocket"):
        return QCoreApplication.translate(
            "ScorerTexts", "press the pocket of each pocketed ball (Q A Z / E D C)."
        )
    hints = {
        "outcome.call": QCoreApplication.translate(
            "ScorerTexts", "name the called ball and its pocket first (K)."
        ),
        "outcome.cushion_balls": QCoreApplication.translate(
            "ScorerTexts",
            "on the opening break, count the object balls that reached a cushion (+/−).",
        ),
        "state": QCoreApplication.translate(
            "ScorerTexts", "answer the decision owed first, or start the next frame."
        ),
    }
    return hints.get(field)


def refusal_text(refusal: Refusal) -> str:
    """Why the referee did not take the entry: the part of it it names and, where known,
    what to do (the referee's own reason, in English, is the label's tooltip)."""
    hint = refusal_hint(refusal)
    if hint is not None:
        return (
            QCoreApplication.translate("ScorerTexts", "Not accepted — %1: %2")
            .replace("%1", _field_words(refusal.field))
            .replace("%2", hint)
        )
    return QCoreApplication.translate(
        "ScorerTexts", "Not accepted — %1 does not fit the rules here."
    ).replace("%1", _field_words(refusal.field))


def shot_heading(state: GameState, names: Mapping[str, str]) -> str:
    """Who is at the table and which shot this is."""
    who = names.get(state.to_move or "", state.to_move or "")
    if state.teams and state.shooter:
        who += f" ({state.shooter})"
    if state.phase == "break":
        return QCoreApplication.translate("ScorerTexts", "Opening break: %1").replace("%1", who)
    return (
        QCoreApplication.translate("ScorerTexts", "Shot %1: %2 to play")
        .replace("%1", str(state.shot_no + 1))
        .replace("%2", who)
    )
