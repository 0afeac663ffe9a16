"""What the practice screen says: the next step, and a stroke in words (for "show me").

Functions of the session's state (:class:`coach_app.practice.session_model.SessionModel`),
not of the screen, so they are tested without a window; the strings keep the
"DrillSession" translation context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from coach_app.practice.session_model import Phase
from simulation.stroke import Stroke

translate = QCoreApplication.translate


def hint(ph: Phase, in_hand: bool) -> str:
    """The next step in one or two sentences, in phase ``ph`` (``in_hand``: the cue ball
    is in hand)."""
    if ph is Phase.SIMULATING:
        return translate("DrillSession", "Simulating the shot…")
    if ph is Phase.PLAYING:
        return translate("DrillSession", "Watching your shot.")
    if ph is Phase.DEMO:
        return translate("DrillSession", "Show me: watching the recorded solution.")
    if ph is Phase.DEMO_DONE:
        return translate("DrillSession", "That is one way to do it. Press \"Your turn\" "
                                         "to try it yourself.")
    if ph is Phase.SET_OVER:
        return translate("DrillSession", "The set is over. Play another set, or go back "
                                         "to the drills.")
    if ph is Phase.JUDGED:
        return translate("DrillSession", "\"Retry exactly\" sets up the same shot again "
                                         "with your cue parameters; \"Next attempt\" goes "
                                         "on.")
    parts = []
    if in_hand:
        parts.append(translate("DrillSession", "Cue ball in hand: drag it to where you "
                                               "want it (inside the tinted area)."))
    parts.append(translate("DrillSession", "Aim on the table, set the power and the tip, "
                                           "then press Space to shoot."))
    return " ".join(parts)


def stroke_text(stroke: Stroke) -> str:
    """"Direction 45.88°, 1.6 m/s, follow 0.20 R, no side"."""
    if abs(stroke.height) < 0.005:
        vertical = translate("DrillSession", "stun")
    elif stroke.height > 0:
        vertical = translate("DrillSession", "follow %1 R").replace("%1",
                                                                    f"{stroke.height:.2f}")
    else:
        vertical = translate("DrillSession", "draw %1 R").replace("%1",
                                                                  f"{-stroke.height:.2f}")
    if abs(stroke.side) < 0.005:
        horizontal = translate("DrillSession", "no side")
    elif stroke.side > 0:
        horizontal = translate("DrillSession", "right side %1 R").replace(
            "%1", f"{stroke.side:.2f}")
    else:
        horizontal = translate("DrillSession", "left side %1 R").replace(
            "%1", f"{-stroke.side:.2f}")
    return translate("DrillSession", "Direction %1°, %2 m/s, %3, %4").replace(
        "%1", f"{stroke.direction_deg:.2f}").replace("%2", f"{stroke.speed:.1f}").replace(
        "%3", vertical).replace("%4", horizontal)
