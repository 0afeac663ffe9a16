"""What simulates a shot for the screens: the physics engine, or a test's stand-in.

The window never steps physics: it hands the whole shot to the physics lane of the
background-work service (:mod:`coach_app.qtkit.tasks`), gets back a :class:`ShotResult`
with its trace, and plays that. A :data:`Simulator` is the function that lane runs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from simulation.events import ShotResult
from simulation.stroke import Stroke

Vec = tuple[float, float]
#: (layout, stroke, trace_hz) -> result; the real one wraps simulation.physics.engine.
Simulator = Callable[[Mapping[str, Vec], Stroke, float], ShotResult]

#: Trace rate asked of the simulator for playback: the display's 60 fps, interpolated.
PLAYBACK_TRACE_HZ = 120.0


class EngineMissingError(RuntimeError):
    """The physics engine is not installed in this build."""


def engine_simulator(layout: Mapping[str, Vec], stroke: Stroke, trace_hz: float) -> ShotResult:
    """The real simulator, imported only when first used so the window starts fast."""
    try:
        from simulation.physics.engine import simulate
    except ImportError as exc:
        raise EngineMissingError(str(exc)) from exc
    return simulate(dict(layout), stroke, trace_hz=trace_hz)
