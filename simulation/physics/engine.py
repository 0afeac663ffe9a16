"""simulate(layout, stroke): one whole shot, from the strike until every ball is at rest.

Each step (1) advances every moving ball over the cloth in closed form (cloth.py), (2) cuts
the step short at the first new contact (toi.py) so contacts begin at their true geometry,
(3) lets pymunk place the balls and resolve the contacts (world.py), and (4) reads back the
velocities the contacts changed, logs events, drops balls into pockets. Steps are long while
balls run free (up to ``max_travel`` radii or ``max_step`` seconds) and end exactly at each
contact, which is how a break runs in a few thousand steps.

Same input, same output: nothing here depends on time, threads or global state, so a shot
replays bit for bit on the same build.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence

from simulation.balls import ALL_BALLS
from simulation.errors import InputError
from simulation.events import (
    BallBall,
    CenterLine,
    CushionHit,
    Event,
    PocketDrop,
    Pocketed,
    ShotResult,
    Strike,
    Trace,
    rnd,
    rnd_vec,
)
from simulation.layout import check_layout
from simulation.physics.cloth import (
    BallMotion,
    ClothConstants,
    advance_all,
    advance_into,
    is_at_rest,
)
from simulation.physics.params import PhysicsParams
from simulation.physics.pockets import HoleWatch, fall_time
from simulation.physics.stepping import plan_step, shot_geometry
from simulation.physics.strike import strike
from simulation.physics.sweep import ContactSweep
from simulation.physics.toi import Rest
from simulation.physics.world import World
from simulation.stroke import Stroke
from simulation.table import TableSpec, Vec

#: Target overlap at which a new contact is handed to the solver (m): inside pymunk's
#: detection, well inside its slop, so no position correction disturbs the contact normal.
CONTACT_DEPTH = 2.0e-6
#: Bodies already touching: pressing together faster than 0.1 mm/s they are resolved before
#: the step; slower, the step may press them together by at most 10 micrometres.
REST = Rest(speed=1.0e-4, depth=1.0e-5)
#: Hair-thin steps in a row after which a stubborn contact is left to a full solver step.
MAX_ZERO_RUN = 50
#: Shortest step (s): guards against a pair creeping together forever.
MIN_STEP = 1.0e-9
#: Refinements of a step cut short by a contact (each one shrinks the overshoot ~100-fold).
TOI_ITERATIONS = 4
#: Hard cap on steps; a shot that needs more is cut off and reported as it stands.
MAX_STEPS = 400_000
#: Added to how far a shorter step's ends may stray from the whole step's chord (m): covers
#: the rounding of the closed-form advance (1e-16 m) a billion times over.
STRAY_SLACK = 1.0e-6

#: The displacement of every ball that does not move in a step.
_STILL: Vec = (0.0, 0.0)


#: Called after every step with (t, ball ids, positions, motions, on-table flags): lets tests
#: and analysis tools watch velocities and spins that the result does not carry. Returning
#: True ends the shot there, like ``until`` (the result is marked ``stopped_early``).
Observer = Callable[[float, Sequence[str], Sequence[Vec], Sequence[BallMotion], Sequence[bool]],
                    bool | None]
#: Asked about every new event; True ends the shot there (the analysis tools stop a sample
#: as soon as its outcome is decided). The result is then marked ``stopped_early``.
Until = Callable[[Event], bool]


def simulate(layout: Mapping[str, Vec], stroke: Stroke, *, table: TableSpec | None = None,
             params: PhysicsParams | None = None, trace_hz: float = 0.0,
             observer: Observer | None = None, until: Until | None = None) -> ShotResult:
    """Simulate one shot. Raises InputError for a bad layout or stroke."""
    table = table or TableSpec()
    params = params or PhysicsParams()
    check_layout(layout, table)
    stroke.check(params)
    if stroke.cue_ball not in layout:
        raise InputError("shot.cue_ball", f"ball {stroke.cue_ball!r} is not on the table")
    return _Shot(table, params, layout, trace_hz, observer, until).run(stroke)


class _Shot:
    """One shot in progress. The per-step methods are written for speed (a break runs a few
    hundred steps and the analysis tools run thousands of breaks): per-ball state lives in
    lists indexed by ball, table constants are read once, and the rare slow paths (events,
    pocket captures) are separate methods behind cheap exact guards."""

    def __init__(self, table: TableSpec, params: PhysicsParams, layout: Mapping[str, Vec],
                 trace_hz: float, observer: Observer | None = None,
                 until: Until | None = None) -> None:
        self.observer = observer
        self.until = until
        self.stopped_early = False
        self.table = table
        self.params = params
        order = {b: k for k, b in enumerate(ALL_BALLS)}
        self.ids = sorted(layout, key=order.__getitem__)
        self.initial = {b: (float(layout[b][0]), float(layout[b][1])) for b in self.ids}
        n = len(self.ids)
        self.pos: list[Vec] = [self.initial[b] for b in self.ids]
        self.motion: list[BallMotion] = [(0.0, 0.0, 0.0, 0.0, 0.0)] * n
        self.on_table = [True] * n
        self.side = [_side(p[0]) for p in self.pos]
        self.k = ClothConstants.of(params, table.ball_radius)
        # Table constants of the per-step checks, read once (the same values every step).
        self.R = table.ball_radius
        self.hl, self.hw = table.half_length, table.half_width
        # Contact callbacks read the spin of each ball as it entered the step: that is
        # ``motion`` while the solver runs (it changes only after the step).
        self.world = World(table, params, self._spin_of)
        for i, p in enumerate(self.pos):
            self.world.add_ball(i, p)
        self.world.note_resting(self.pos)
        self.first_step = True
        geo = shot_geometry(table)
        self.sweep = ContactSweep(self.R, self.hl, self.hw, geo.face_grid, self.on_table,
                                  CONTACT_DEPTH, REST)
        self.cushion_ids = geo.cushion_ids
        self.cushion_pockets = geo.cushion_pockets
        self.pockets = geo.pockets
        self.holes = HoleWatch(self.pockets, n, fall_time(table, params.g))
        self.events: list[Event] = []
        self.pocketed: list[Pocketed] = []
        self.off_table: list[str] = []
        self.trace_hz = trace_hz
        #: Trace frames (time, position or None per ball), each sampled at its own time.
        self.frames: list[tuple[float, list[Vec | None]]] = []
        self.prev_pos: list[Vec] = list(self.pos)

    def _spin_of(self, i: int) -> tuple[float, float]:
        m = self.motion[i]
        return m[2], m[3]

    # ------------------------------------------------------------------ main loop
    def run(self, stroke: Stroke) -> ShotResult:
        R = self.R
        cue = self.ids.index(stroke.cue_ball)
        self.motion[cue] = strike(stroke, R)
        self.events.append(Strike(0.0, stroke.cue_ball))
        t = 0.0
        observer, until, events = self.observer, self.until, self.events
        motion, on_table = self.motion, self.on_table
        if observer is not None:
            observer(t, self.ids, self.pos, motion, on_table)
        k = self.k
        n = len(self.ids)
        params = self.params
        max_duration = params.max_duration
        # How far (m, per axis) a ball's end point after a shorter step of this one can lie
        # from the chord of the whole step, over dt^2: a path whose acceleration never exceeds
        # A, with a continuous velocity (the cloth model's phases join smoothly), leaves the
        # straight line between its ends by at most A dt^2 / 8 in each coordinate.
        stray = max(k.slide_decel, k.roll_decel) / 8.0
        steps = 0
        zero_run = 0
        sweep, pos = self.sweep, self.pos
        # Only a ball that moved or was touched in a step can be moving in the next one.
        candidates = list(range(n))
        # Each moving ball's motion at the end of the step, by index (``advance_into``).
        ends: list[BallMotion] = list(motion)
        while steps < MAX_STEPS and t < max_duration:
            moving, is_moving, dt = plan_step(motion, candidates, on_table, R, k, params)
            if not moving:
                break
            steps += 1
            disp = [_STILL] * n
            advance_into(motion, moving, dt, k, disp, ends)
            s = sweep.first(pos, disp, motion, moving, is_moving,
                            stray * dt * dt + STRAY_SLACK)
            zero_run = zero_run + 1 if s <= 0.0 else 0
            if zero_run > MAX_ZERO_RUN:
                # A wedge the solver cannot open in one go (a ball squeezed between two):
                # let it work over a real step rather than stall on hair-thin ones.
                s, zero_run = 2.0, 0
            shortened = False
            refined_dt = -1.0  # the length the last refinement advanced its balls at
            for _ in range(TOI_ITERATIONS):
                if s >= 1.0:
                    break
                # Balls decelerate within a step, so the straight-line fraction lands a
                # little past the contact: shorten again until the step ends before it.
                # s == 0: a contact is closing right now; a hair of a step lets the solver
                # separate it before anything moves on.
                dt = max(dt * s, MIN_STEP)
                shortened = True
                if dt <= MIN_STEP:
                    break
                # The refinement reads only the balls its first sweep noted: advance those.
                advance_into(motion, sweep.involved(is_moving), dt, k, disp, ends)
                refined_dt = dt
                s = sweep.refine(pos, disp, motion)
            if shortened:
                if refined_dt == dt:
                    # The balls the last refinement advanced are already at this length
                    # (a pure function of their motion and dt): advance only the others.
                    advance_into(motion, sweep.not_involved(moving), dt, k, disp, ends)
                else:
                    advance_into(motion, moving, dt, k, disp, ends)
            t_end = t + dt
            if self.trace_hz > 0:
                self._sample_step(t, t_end, moving)
            n_events = len(events)
            touched = self._physics_step(moving, disp, ends, dt)
            if touched:
                candidates = sorted(set(moving) | touched)
                sweep.moved_at_rest()
            else:
                candidates = moving
            self._after_step(t, t_end, candidates)
            t = t_end
            if observer is not None and observer(t, self.ids, self.pos, motion, on_table):
                self.stopped_early = True
                break
            if until is not None and any(until(e) for e in events[n_events:]):
                self.stopped_early = True
                break
        return self._result(t, stroke)

    def _physics_step(self, moving: list[int], disp: list[Vec], ends: list[BallMotion],
                      dt: float) -> set[int]:
        """Move the balls to the cloth model's end points, let the solver resolve contacts,
        read back what it changed. Returns the balls the solver touched."""
        world = self.world
        pos, motion = self.pos, self.motion
        self.prev_pos = list(pos)
        world.place(moving, pos, motion, disp, ends, dt)
        log = world.log
        log.clear(first=self.first_step)
        self.first_step = False
        world.step(dt)
        touched = log.touched
        if touched:
            world.apply_position_correction(touched, dt)
            world.forget_contacts(touched)
            for i in touched:
                x, y, vx, vy, wz = world.body_state(i)
                m = motion[i]
                dw = log.spin.get(i, (0.0, 0.0))
                pos[i] = (x, y)
                motion[i] = (vx, vy, m[2] + dw[0], m[3] + dw[1], wz)
        return touched

    def _after_step(self, t0: float, t1: float, balls: list[int]) -> None:
        """Log the step's contacts, then centre-line crossings and pocket drops of ``balls``
        (every ball that moved or was touched, in index order)."""
        log = self.world.log
        n_events = len(self.events)
        if log.ball_ball or log.cushion:
            self._contact_events(t1)
        n_pocketed = len(self.pocketed)
        pos, on_table, side = self.pos, self.on_table, self.side
        # Far from every pocket mouth (see ``_pockets``): nothing to check.
        clear_y, clear_x = self.hw - 0.12, self.hl - 0.15
        for i in balls:
            if not on_table[i]:
                continue
            x, y = pos[i]
            if x > 0.0:
                if side[i] != 1:
                    self._centre_line(i, t0, t1, 1)
            elif x < 0.0 and side[i] != -1:
                self._centre_line(i, t0, t1, -1)
            ax = x if x >= 0.0 else -x
            if not (-clear_y < y < clear_y or (ax > 0.2 and ax < clear_x)):
                self._pockets(i, t0, t1)
        if len(self.pocketed) > n_pocketed and len(self.events) > n_events:
            # A ball that fell within the step was gone before the jaw or cushion the step
            # ended on (steps end at the first contact): that contact never happened.
            gone = {p.ball for p in self.pocketed[n_pocketed:]}
            self.events[n_events:] = [e for e in self.events[n_events:]
                                      if not (isinstance(e, CushionHit) and e.ball in gone)]

    def _contact_events(self, t1: float) -> None:
        log = self.world.log
        for a, b in log.ball_ball:
            ia, ib = min(a, b), max(a, b)
            self.events.append(BallBall(rnd(t1), self.ids[ia], self.ids[ib],
                                        {self.ids[ia]: rnd_vec(self.pos[ia]),
                                         self.ids[ib]: rnd_vec(self.pos[ib])}))
        for i, ci, _point in log.cushion:
            self.events.append(CushionHit(rnd(t1), self.ids[i], self.cushion_ids[ci],
                                          rnd_vec(self.pos[i]), self._jaw(i, ci)))

    def _jaw(self, i: int, ci: int) -> str | None:
        """A contact beyond the ends of the cushion's nose line is with a jaw."""
        end = self.world.on_jaw(i, ci)
        return None if end == 0 else self.cushion_pockets[ci][0 if end < 0 else 1]

    def _centre_line(self, i: int, t0: float, t1: float, side: int) -> None:
        """Ball ``i`` is now on ``side`` (not 0) of the centre line, and was not before."""
        if self.side[i] != 0:
            # Interpolate the crossing within the step (the step is short and straight).
            x, y = self.pos[i]
            m = self.motion[i]
            vx = m[0] if m[0] != 0.0 else 1e-12
            tc = max(t0, min(t1, t1 - x / vx))
            yc = y - m[1] * (t1 - tc)
            self.events.append(CenterLine(rnd(tc), self.ids[i], (0.0, rnd(yc))))
        self.side[i] = side

    def _pockets(self, i: int, t0: float, t1: float) -> None:
        """Drop ball ``i`` if it was gone into a pocket within this step (pockets.py: over
        the hole for the fall time, or across it into the pocket's back). Only called near
        a pocket mouth: within 0.12 m of a side cushion, and within 0.2 m of the centre
        line or 0.15 m of an end cushion."""
        x, y = self.pos[i]
        hl, hw = self.hl, self.hw
        hit = self.holes.step(i, self.prev_pos[i], (x, y), t0, t1, is_at_rest(self.motion[i]))
        if hit is not None:
            pocket, when = hit
            t = rnd(when)
            self._remove(i)
            self.events.append(PocketDrop(t, self.ids[i], pocket.id))
            self.pocketed.append(Pocketed(self.ids[i], pocket.id, t))
            return
        if self.holes.over[i] is None and (abs(x) > hl + self.table.jaw_length
                                           or abs(y) > hw + self.table.jaw_length):
            # Cannot happen with sound geometry; reported rather than hidden (rules 23).
            self._remove(i)
            self.off_table.append(self.ids[i])

    def _remove(self, i: int) -> None:
        self.on_table[i] = False
        self.motion[i] = (0.0, 0.0, 0.0, 0.0, 0.0)
        self.world.remove_ball(i)
        self.sweep.moved_at_rest()

    # ------------------------------------------------------------------ output
    def _sample_step(self, t0: float, t1: float, moving: list[int]) -> None:
        """Trace frames due in [t0, t1), sampled from the closed-form cloth motion at their
        own times. Within a step every ball runs free (contacts begin at its end), so the
        cloth model's advance from the step's start is the exact path: playback and any
        analysis of a trace see the true curve and speed, not chords between step ends."""
        hz = self.trace_hz
        frames = self.frames
        k = len(frames)
        tf = k / hz
        if tf >= t1:
            return
        pos, on_table, motion, cloth = self.pos, self.on_table, self.motion, self.k
        disp = [_STILL] * len(pos)
        while tf < t1:
            if tf > t0:
                advance_all(motion, moving, tf - t0, cloth, disp)
            frames.append((tf, [(p[0] + d[0], p[1] + d[1]) if on else None
                                for p, d, on in zip(pos, disp, on_table, strict=True)]))
            k += 1
            tf = k / hz

    def _result(self, t: float, stroke: Stroke) -> ShotResult:
        events = sorted(self.events, key=lambda e: e.t)  # stable: same-time order is kept
        balls = {b: rnd_vec(self.pos[i]) for i, b in enumerate(self.ids) if self.on_table[i]}
        trace = self._trace(t) if self.trace_hz > 0 else None
        return ShotResult(balls=balls, pocketed=tuple(self.pocketed),
                          off_table=tuple(self.off_table), events=tuple(events),
                          duration=rnd(t), trace=trace, initial=dict(self.initial),
                          cue_ball=stroke.cue_ball, stopped_early=self.stopped_early)

    def _trace(self, duration: float) -> Trace:
        """The sampled frames, then the balls at rest for every frame due at or after the
        end, and a last frame at the end itself. A pocketed ball leaves the frames from the
        moment it dropped."""
        hz = self.trace_hz
        gone = {self.ids.index(p.ball): p.t for p in self.pocketed}
        samples = list(self.frames)
        end = [p if on else None for p, on in zip(self.pos, self.on_table, strict=True)]
        k = len(samples)
        n_frames = math.floor(duration * hz + 1e-9) + 1
        while k < n_frames:
            samples.append((k / hz, end))
            k += 1
        if samples[-1][0] < duration:
            samples.append((duration, end))
        frames: list[tuple[float, dict[str, Vec]]] = []
        for tf, at in samples:
            frame: dict[str, Vec] = {}
            for i, b in enumerate(self.ids):
                p = at[i]
                if p is None or (i in gone and tf >= gone[i]):
                    continue
                frame[b] = rnd_vec(p)
            frames.append((rnd(tf), frame))
        return Trace(hz, tuple(frames))


def _side(x: float) -> int:
    return 1 if x > 0.0 else (-1 if x < 0.0 else 0)
