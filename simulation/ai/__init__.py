"""The computer opponent: a player policy for every discipline and skill level.

Headless like the rest of ``simulation``: no Qt, no plotting, no database; every random
choice comes from a seeded :class:`random.Random` passed in. Entry points:
:func:`simulation.ai.policy.choose` (what to do), :func:`simulation.ai.play.play_turn`
(do it: decide, or perturb, simulate and referee), :func:`simulation.ai.play.play_game`
(computer against computer). See docs/ai.md.
"""
