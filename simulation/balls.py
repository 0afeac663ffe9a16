"""Ball sets: ids, the classic values and Pyramid T's colours.

Object balls are named "1" … "15" and the coloured cue ball "cue" (docs/conventions.md). In Free
pyramid any ball may be struck, so code never assumes the struck ball is "cue".
"""

from __future__ import annotations

from enum import StrEnum

CUE = "cue"
OBJECT_BALLS: tuple[str, ...] = tuple(str(n) for n in range(1, 16))
ALL_BALLS: tuple[str, ...] = (CUE, *OBJECT_BALLS)


def is_ball_id(ball: str) -> bool:
    return ball in ALL_BALLS


def classic_value(ball: str) -> int:
    """Classic pyramid 5.1: a ball scores its number, the ace (1) scores 11."""
    if ball not in OBJECT_BALLS:
        raise ValueError(f"not an object ball: {ball!r}")
    return 11 if ball == "1" else int(ball)


class Colour(StrEnum):
    """Pyramid T clause 2: the five Olympic colours, in the order they are played (4.1)."""

    BLUE = "blue"
    YELLOW = "yellow"
    BLACK = "black"
    GREEN = "green"
    RED = "red"


PYRAMID_T_COLOURS: dict[str, Colour] = {
    **dict.fromkeys(("2", "3", "4"), Colour.BLUE),
    **dict.fromkeys(("1", "5", "10"), Colour.YELLOW),
    **dict.fromkeys(("6", "9", "11"), Colour.BLACK),
    **dict.fromkeys(("13", "14", "15"), Colour.GREEN),
    **dict.fromkeys(("7", "8", "12"), Colour.RED),
}

#: Pyramid T 4.1.2: blue 3, yellow 4, black 5, green 6, red 7.
PYRAMID_T_VALUES: dict[Colour, int] = {
    Colour.BLUE: 3,
    Colour.YELLOW: 4,
    Colour.BLACK: 5,
    Colour.GREEN: 6,
    Colour.RED: 7,
}

#: Pyramid T 4.1: the order of the five game balls of each player.
PYRAMID_T_ORDER: tuple[Colour, ...] = tuple(Colour)
