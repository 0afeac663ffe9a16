"""Discipline families: which frames a family rating is made from.

A club rarely plays enough frames of one discipline to rate everyone in it, yet a strong
Free pyramid player is not necessarily strong at the called game. The disciplines group by
the skill they ask for (docs/ratings.md):

* ``free`` — Free pyramid: any ball may be the cue ball, no call (Free 5.1).
* ``coloured`` — Combined, Dynamic, Classic 8: the coloured cue ball, eight balls, no call.
* ``called`` — Classic 71, Classic 51, Pyramid T: every shot called, points.

``all`` is the combined view over every discipline.
"""

from __future__ import annotations

from simulation.errors import InputError
from simulation.rules.state import DISCIPLINES

ALL = "all"
FAMILIES: dict[str, tuple[str, ...]] = {
    "free": ("free",),
    "coloured": ("combined", "dynamic", "classic-8"),
    "called": ("classic-71", "classic-51", "pyramid-t"),
}
assert sorted(d for ds in FAMILIES.values() for d in ds) == sorted(DISCIPLINES)


def family_of(discipline: str) -> str:
    for name, members in FAMILIES.items():
        if discipline in members:
            return name
    raise InputError("discipline", f"unknown discipline {discipline!r}; one of "
                     f"{list(DISCIPLINES)}")


def family_named(name: str, field: str = "--discipline") -> str:
    """``all``, a family's name, or a discipline (its family)."""
    if name == ALL or name in FAMILIES:
        return name
    if name in DISCIPLINES:
        return family_of(name)
    raise InputError(field, f"unknown discipline or family {name!r}; one of "
                     f"{[ALL, *FAMILIES, *DISCIPLINES]}")


def disciplines_of(family: str) -> tuple[str, ...]:
    return tuple(DISCIPLINES) if family == ALL else FAMILIES[family]
