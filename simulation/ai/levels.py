"""Skill levels of the computer opponent.

A level is two things, deliberately separate: how well the computer *strikes* (the
stroke-error model of :mod:`simulation.analysis.probability`, applied to the stroke it chose)
and how well it *thinks* (how many targets it hands to the solver, how many speed/tip
variants it simulates for position, whether it looks for a safety, and how much its ranking
of candidates is blurred). Striking alone would make a beginner who chooses like a master and
then mis-hits; a real beginner also picks the wrong shot and never plays for position.
"""

from __future__ import annotations

from dataclasses import dataclass

from simulation.analysis.probability import PRESETS, StrokeError
from simulation.errors import InputError


@dataclass(frozen=True)
class Level:
    """What one skill level may spend on a turn and how precisely it strikes.

    ``solver_calls`` caps the solver windows per turn (each costs ~40 short simulations);
    ``variants`` is the number of speed/tip variants simulated per solved target to judge
    the position it leaves; ``safety_tries`` the candidate safeties simulated (0: the level
    never plays safe on purpose, it just hits something); ``noise`` blurs the ranking of
    candidates (a share of the score drawn at random), so a weak player sometimes chooses
    the worse shot; ``min_p`` is the pot chance below which it looks for a safety (and
    plays one when it is worth more than the pot).
    ``next_weight`` is what the best next shot a pot leaves is worth (in balls) — a strong
    player plays for position and for the visit (club 0.5, expert 0.6, master 1.8: the
    stroke errors of the top three differ little, so how they plan is what separates them);
    ``spin_check`` makes the level test each pot it considers against its own side-spin
    error (the usual way a master misses a wide window: squirt and throw), not only
    against its direction error.
    ``pot_samples``: the best ``sampled_pots`` pots are played again that many times through
    the level's own stroke error (Monte Carlo, :mod:`simulation.ai.margin`) and judged by
    that share, with what a miss leaves the opponent; ``safety_samples`` does the same for
    the best safeties (the share the referee finds legal). 0: the geometric estimate only
    (a beginner does not weigh its own error). ``banks``: the level looks for doubles
    (дуплеты) and combinations as well as direct pots — the shot a pyramid player
    reaches for when nothing goes in directly.
    """

    name: str
    error: StrokeError
    solver_calls: int
    variants: int
    safety_tries: int
    noise: float
    min_p: float
    next_weight: float = 0.7
    spin_check: bool = False
    pot_samples: int = 0
    sampled_pots: int = 0
    safety_samples: int = 0
    banks: bool = False
    reaim: bool = True

    def to_json(self) -> dict[str, object]:
        return {"name": self.name, "error": self.error.to_json(),
                "solver_calls": self.solver_calls, "variants": self.variants,
                "safety_tries": self.safety_tries, "noise": self.noise, "min_p": self.min_p,
                "pot_samples": self.pot_samples, "sampled_pots": self.sampled_pots,
                "safety_samples": self.safety_samples, "banks": self.banks,
                "reaim": self.reaim}


LEVELS: dict[str, Level] = {
    lv.name: lv for lv in (
        Level("beginner", PRESETS["beginner"], 2, 1, 0, 0.6, 0.0),
        Level("amateur", PRESETS["amateur"], 3, 2, 2, 0.35, 0.15, pot_samples=8,
              sampled_pots=2, safety_samples=4),
        Level("club", PRESETS["club"], 3, 2, 3, 0.25, 0.25, 0.5, pot_samples=12,
              sampled_pots=2, safety_samples=6, banks=True),
        Level("expert", PRESETS["expert"], 4, 3, 4, 0.1, 0.25, 0.6, pot_samples=16,
              sampled_pots=3, safety_samples=8, banks=True),
        Level("master", PRESETS["master"], 5, 26, 8, 0.0, 0.2, 1.8, True, pot_samples=24,
              sampled_pots=4, safety_samples=12, banks=True),
    )
}
LEVEL_NAMES: tuple[str, ...] = tuple(LEVELS)


def level(name: str) -> Level:
    """The preset named ``name`` (InputError naming ``level`` otherwise)."""
    if name not in LEVELS:
        raise InputError("level", f"unknown level {name!r} (one of {', '.join(LEVELS)})")
    return LEVELS[name]
