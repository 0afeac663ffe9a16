"""The фора the new-game dialog offers: the two players' ratings from every finished frame
of the history (real and screen together, the discipline's family), and the suggestion of
:func:`simulation.rating.handicap.advise` — the same function ``pyramid-coach handicap``
prints, so the dialog and the command never disagree. Headless: no Qt.
"""

from __future__ import annotations

from coach_app.store.games_read import read_frames
from coach_app.store.opening import Store
from simulation.rating.anchors import load_anchors
from simulation.rating.handicap import Advice, advise
from simulation.rating.league import View


def advice_from_history(store: Store, discipline: str, names: tuple[str, str]) -> Advice:
    """The фора between ``names`` in ``discipline``, from ``store``'s frames."""
    frames = read_frames(store).frames
    return advise(frames, load_anchors(), View("all").checked(), names, discipline)
