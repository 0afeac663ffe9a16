"""The practice and game history (docs/history.md).

::

    store = open_store()                 # or open_store("postgresql://…")
    history = History(store)
    ivan = history.ensure_player("Ivan")
    session = history.start_session(ivan.id, "practice")
    history.record_shot(NewShot(session.id, PlayedShot(layout, stroke, result, legal=True)))

The GUI and the commands use only what this package exports. The names load on first use
(PEP 562): the values a screen holds (``coach_app.store.records``, the typed writes of
``coach_app.store.writes``) import without SQLAlchemy, which takes half a second and is
loaded only when a history is opened (``coach_app.store.opening``).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from coach_app.store.errors import StoreError, StoreErrorKind
    from coach_app.store.location import ENV_VAR, default_path, resolve_url
    from coach_app.store.opening import Store, open_store
    from coach_app.store.records import (
        AnnotationInfo,
        AttemptInfo,
        DrillSetInfo,
        FrameInfo,
        FrameSheet,
        GameInfo,
        MarkInfo,
        NewShot,
        Period,
        PlayedShot,
        PlayerInfo,
        SessionInfo,
        ShotRef,
        StoredShot,
    )
    from coach_app.store.repository import History

#: Where each exported name is defined.
_HOMES = {
    "StoreError": "errors", "StoreErrorKind": "errors",
    "ENV_VAR": "location", "default_path": "location", "resolve_url": "location",
    "Store": "opening", "open_store": "opening",
    "History": "repository",
    **dict.fromkeys(("AnnotationInfo", "AttemptInfo", "DrillSetInfo", "FrameInfo",
                     "FrameSheet", "GameInfo", "MarkInfo", "NewShot", "Period", "PlayedShot",
                     "PlayerInfo", "SessionInfo", "ShotRef", "StoredShot"), "records"),
}

__all__ = [
    "ENV_VAR", "AnnotationInfo", "AttemptInfo", "DrillSetInfo", "FrameInfo", "FrameSheet",
    "GameInfo",
    "History", "MarkInfo", "NewShot", "Period", "PlayedShot", "PlayerInfo", "SessionInfo",
    "ShotRef", "Store", "StoreError", "StoreErrorKind", "StoredShot", "default_path",
    "open_store", "resolve_url",
]


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_HOMES])
