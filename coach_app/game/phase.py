"""Where the game screen is in the cycle of a shot."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    AIMING = "aiming"
    SIMULATING = "simulating"
    PLAYING = "playing"
    RESPOTTING = "respotting"
    #: The computer is choosing its move or showing its aim; the table takes no input.
    COMPUTER = "computer"
