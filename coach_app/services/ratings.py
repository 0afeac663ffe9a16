"""The ratings of the history for the app: what Progress and the PDF report show, read
from a store without Qt (Progress runs it on the store lane).

Each reads every finished frame of the history (``coach_app/store/games_read.py``) and asks
the core's one function for the answer (``simulation/rating/player.py``), the very function
``pyramid-coach rating --player`` prints: the screens and the
command never disagree. The computer levels' ratings are the measured file shipped with the
core (``simulation/rating/data/levels.json``).
"""

from __future__ import annotations

from functools import lru_cache

from coach_app.store.games_read import read_frames
from coach_app.store.opening import Store
from simulation.rating.anchors import Anchors, load_anchors
from simulation.rating.league import View
from simulation.rating.player import PlayerReport, player_report

#: The choice the Rating view offers, in its order: a real table, the screen, both.
WHERE_CHOICES = ("real", "screen", "all")


@lru_cache(maxsize=1)
def shipped_anchors() -> Anchors:
    return load_anchors()


def rating_report(store: Store, name: str, where: str = "all",
                  anchors: Anchors | None = None) -> PlayerReport:
    """``name``'s rating in every discipline, from the frames played ``where``."""
    frames = read_frames(store).frames
    return player_report(frames, name, anchors or shipped_anchors(), View(where))
