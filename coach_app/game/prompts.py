"""What the game screen says: the hint for the next step and the call being made.

Functions of the screen's model (:class:`coach_app.game.model.GameModel`), not of the
screen, so the texts are tested without a window; the strings keep the "GameScreen"
translation context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from coach_app.cueing.model import Phase
from coach_app.game.computer_texts import computer_name
from coach_app.game.model import GameModel
from coach_app.game.seats import level_name
from coach_app.game.texts import hand_text
from coach_app.game.values import acting, computer_seat
from coach_app.words.names import ball_name, pocket_name
from simulation.rules import game
from simulation.rules.vocab import Phase as FramePhase


def must_choose_cue_ball(model: GameModel) -> bool:
    """Free pyramid after the coloured ball went to a shelf (a свояк, a penalty ball): no
    ball is struck until the player picks one (Free 2, 5.1: any ball may be the cue ball)."""
    state = model.match.state
    return (state.phase is FramePhase.PLAY and state.pending is None
            and game.referee_for(state.discipline).any_cue_ball
            and model.cue_ball not in model.layout)


def call_text(model: GameModel, cue_ball: str) -> str:
    if must_choose_cue_ball(model):
        return QCoreApplication.translate("GameScreen", "Striking: no ball chosen yet")
    if not model.call_needed():
        return QCoreApplication.translate("GameScreen", "Striking %1").replace(
            "%1", ball_name(cue_ball))
    ball = ball_name(model.call_ball) if model.call_ball else "?"
    pocket = pocket_name(model.call_pocket) if model.call_pocket else "?"
    return QCoreApplication.translate("GameScreen", "Call: %1 into the %2").replace(
        "%1", ball).replace("%2", pocket)


def computer_who(model: GameModel) -> str:
    """"Computer" with one computer seat; the player's name when two computers play."""
    match = model.match
    if match.setup.computers() <= 1:
        return computer_name()
    side = acting(match.state) or ""
    return match.side_names().get(side, side)


def computer_status(model: GameModel) -> str:
    """The hint while the computer has the table: choosing, or showing its aim."""
    seat = computer_seat(model.match)
    lv = level_name(seat.level) if seat is not None and seat.level else ""
    if model.computer_thinking():
        return QCoreApplication.translate("Computer", "%1 (%2) is choosing its play.") \
            .replace("%1", computer_who(model)).replace("%2", lv)
    return QCoreApplication.translate(
        "Computer", "%1 (%2) is aiming: the line shows the shot it means to play.") \
        .replace("%1", computer_who(model)).replace("%2", lv)


def hint(model: GameModel) -> str:
    """The next step in one or two sentences (empty while a decision panel asks)."""
    state = model.match.state
    if state.phase is FramePhase.OVER:
        winner = model.match.match_winner()
        if winner is not None:
            return QCoreApplication.translate("GameScreen", "%1 wins the match!").replace(
                "%1", model.match.winner_name(winner) or winner)
        if state.draw:
            return QCoreApplication.translate("GameScreen", "The frame is drawn.")
        return QCoreApplication.translate("GameScreen", "The frame is over.")
    if model.phase is Phase.COMPUTER:
        return computer_status(model)
    if model.phase is Phase.SIMULATING:
        return QCoreApplication.translate("GameScreen", "Simulating the shot…")
    if model.phase in (Phase.PLAYING, Phase.RESPOTTING):
        return QCoreApplication.translate("GameScreen", "Watching the shot.")
    if state.pending is not None:
        return ""
    who = state.shooter or state.to_move or ""
    parts = [QCoreApplication.translate("GameScreen", "%1 to play.").replace("%1", who)]
    hand = hand_text(state)
    if hand:
        parts.append(hand + " " + QCoreApplication.translate(
            "GameScreen", "Drag the cue ball to place it."))
    referee = game.referee_for(state.discipline)
    if must_choose_cue_ball(model):
        parts.append(QCoreApplication.translate(
            "GameScreen", "The coloured ball is off the table, and in Free pyramid any ball "
                          "may be the cue ball (its clause 2): right-click the ball you will "
                          "strike, then aim and press Space."))
        return " ".join(parts)
    if model.call_needed() and model.call() is None:
        parts.append(QCoreApplication.translate(
            "GameScreen", "Call the shot: click the ball, then the pocket."))
        if referee.cue_call:
            parts.append(QCoreApplication.translate(
                "GameScreen", "To call the cue ball itself, right-click it."))
    else:
        parts.append(QCoreApplication.translate(
            "GameScreen", "Aim on the table and press Space to shoot."))
        if (referee.any_cue_ball and state.phase is FramePhase.PLAY
                and state.ball_in_hand is None):
            parts.append(QCoreApplication.translate(
                "GameScreen", "Any ball may be the cue ball: right-click another to strike "
                              "it."))
    return " ".join(parts)
