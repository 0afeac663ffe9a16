"""A recorded drill's title in the language of the page that shows it.

A drill set is stored with its title in the language of the moment it was played, so a
history practised in Russian showed «Срезка 30°» on the English Progress page and in the
English PDF. The built-in drills know their titles in both languages: a stored set of one
of them is named from the library, in the reader's language; a drill of the player's own
(not in the built-in packs) keeps the title it was stored with. Headless: no Qt.
"""

from __future__ import annotations

from functools import lru_cache

from drills.model import Texts


@lru_cache(maxsize=1)
def _builtin() -> dict[str, Texts]:
    from drills.library import load_library

    return {d.id: d.title for d in load_library().drills()}


def drill_title(drill_id: str, stored: str, language: str) -> str:
    """The title of ``drill_id`` in ``language`` ("en" or "ru"); ``stored`` for a drill
    the built-in packs do not hold."""
    title = _builtin().get(drill_id)
    return title.get(language) if title is not None else stored
