"""What the practice screen says: the next step, and a stroke in words (for "show me").

Functions of the session's state (:class:`coach_app.practice.session_model.SessionModel`),
not of the screen, so they are tested without a window; the strings keep the
"DrillSession" translation context.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from coach_app.cueing.model import Phase
from coach_app.words.stroke_words import stroke_detail, stroke_sentence
from simulation.stroke import Stroke

translate = QCoreApplication.translate
Vec = tuple[float, float]


def hint(ph: Phase, in_hand: bool, testing: bool = False) -> str:
    """The next step in one or two sentences, in phase ``ph`` (``in_hand``: the cue ball
    is in hand; ``testing``: an item of the skill test, which has no retry)."""
    if testing and ph is Phase.SET_OVER:
        return translate("DrillSession", "This item is over: \"Next item\" goes on with "
                                         "the test.")
    if testing and ph is Phase.JUDGED:
        return translate("DrillSession", "\"Next attempt\" goes on; a test has no "
                                         "retries.")
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


def stroke_text(stroke: Stroke, layout: Mapping[str, Vec] | None, radius: float) -> str:
    """Show me's stroke: the cut, the tip on the clock face and the power in words, then
    the engine's numbers on a second line (coach_app/words/stroke_words.py)."""
    return stroke_sentence(stroke, layout, radius) + "\n" + stroke_detail(stroke)
