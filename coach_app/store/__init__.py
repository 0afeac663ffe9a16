"""The practice and game history (DESIGN.md "Persistence").

::

    store = open_store()                 # or open_store("postgresql+psycopg://…")
    history = History(store)
    ivan = history.ensure_player("Ivan")
    session = history.start_session(ivan.id, "practice")
    history.record_shot(NewShot(session.id, layout, stroke, result, legal=True))

The GUI and the commands use only what this package exports.
"""

from __future__ import annotations

from coach_app.store.errors import StoreError
from coach_app.store.location import ENV_VAR, default_path, resolve_url
from coach_app.store.opening import Store, open_store
from coach_app.store.records import (
    AnnotationInfo,
    AttemptInfo,
    DrillSetInfo,
    FrameInfo,
    GameInfo,
    MarkInfo,
    NewShot,
    Period,
    PlayerInfo,
    SessionInfo,
    ShotRef,
    StoredShot,
)
from coach_app.store.repository import History

__all__ = [
    "ENV_VAR",
    "AnnotationInfo",
    "AttemptInfo",
    "DrillSetInfo",
    "FrameInfo",
    "GameInfo",
    "History",
    "MarkInfo",
    "NewShot",
    "Period",
    "PlayerInfo",
    "SessionInfo",
    "ShotRef",
    "Store",
    "StoreError",
    "StoredShot",
    "default_path",
    "open_store",
    "resolve_url",
]
