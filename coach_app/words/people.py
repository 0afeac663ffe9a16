"""The guest player's name in any language, without Qt.

The program makes a player for whoever plays before choosing one, named «Гость» or
"Guest" in the language of that first run. The stored name stays, so without this a
history used in Russian and then in English showed «Гость» on English screens (and made a
second player, "Guest", beside it). Every screen and the PDF show the guest through
:func:`shown_name`; the recorder finds the guest under either name (``GUEST_NAMES``).
"""

from __future__ import annotations

from collections.abc import Callable

#: The names the guest player was made under, in every language the program speaks.
GUEST_NAMES = frozenset({"Guest", "Гость"})


def shown_name(name: str, translate: Callable[[str, str], str]) -> str:
    """A player's name as shown: the guest in the language of ``translate``."""
    return translate("People", "Guest") if name in GUEST_NAMES else name
